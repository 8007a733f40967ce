import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jobReportSchema } from '../src/job-report.ts'
import { isMessageKey, translate } from '../src/messages.ts'
import { REPORT_REASONS, REVIEW_TEXT_MAX_LENGTH } from '../src/review-codes.ts'
import { problemsOf } from './issues.ts'

describe("a seeker's report of a job", () => {
  it.each(REPORT_REASONS.filter((reason) => reason !== 'other'))('%s needs no text', (reason) => {
    expect(jobReportSchema.parse({ reason })).toEqual({ reason })
    expect(jobReportSchema.parse({ reason, text: '  They asked for ₹500  ' })).toEqual({
      reason,
      text: 'They asked for ₹500',
    })
  })

  it.each([
    [{}, ['reason: required']],
    [{ reason: '' }, ['reason: required']],
    [{ reason: 'spam' }, ['reason: required']],
    [{ reason: 'other' }, ['text: required']],
    [{ reason: 'other', text: '   ' }, ['text: required']],
    [{ reason: 'other', text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) }, ['text: tooLong']],
    [{ reason: 'fake_job', text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) }, ['text: tooLong']],
  ])('%j is refused with %j', (input, problems) => {
    expect(problemsOf(jobReportSchema, input)).toEqual(problems)
  })

  it("'other' with its text, up to 500 characters in any script, passes", () => {
    const telugu = 'ఫోన్‌లో డబ్బులు అడిగారు'.padEnd(REVIEW_TEXT_MAX_LENGTH, '.')
    expect(jobReportSchema.parse({ reason: 'other', text: telugu })).toEqual({
      reason: 'other',
      text: telugu,
    })
  })

  it('its messages exist in three languages', () => {
    for (const key of ['required'] as const) {
      expect(isMessageKey(key)).toBe(true)
      expect(new Set([translate(key, 'en'), translate(key, 'hi'), translate(key, 'te')]).size).toBe(3)
    }
  })

  it('any input is either a report or message keys, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = jobReportSchema.safeParse(input)
        if (!result.success)
          for (const issue of result.error.issues) expect(issue.message.length).toBeGreaterThan(0)
      }),
    )
  })
})
