import { describe, expect, it } from 'vitest'
import { REVIEW_TEXT_MAX_LENGTH } from './review-codes.ts'
import { reviewDecisionSchema } from './review-decision.ts'

const errors = (input: unknown) => {
  const result = reviewDecisionSchema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('reviewDecisionSchema (issue #8)', () => {
  it('takes an approval, a rejection with its reason and a hold with what to fix', () => {
    expect(reviewDecisionSchema.parse({ action: 'approve' })).toEqual({ action: 'approve' })
    expect(
      reviewDecisionSchema.parse({ action: 'reject', reason: 'duplicate', note: ' same as #12 ' }),
    ).toEqual({
      action: 'reject',
      reason: 'duplicate',
      note: 'same as #12',
    })
    expect(reviewDecisionSchema.parse({ action: 'hold', reason: 'remove_fee' })).toEqual({
      action: 'hold',
      reason: 'remove_fee',
    })
  })

  it.each([
    ['no action', {}, { action: 'required' }],
    ['an unknown action', { action: 'delete' }, { action: 'selectValidOption' }],
    ['a rejection without a reason', { action: 'reject' }, { reason: 'required' }],
    [
      'a hold reason on a rejection',
      { action: 'reject', reason: 'remove_fee' },
      { reason: 'selectValidOption' },
    ],
    ['a reject reason on a hold', { action: 'hold', reason: 'duplicate' }, { reason: 'selectValidOption' }],
    ["'other' without a note", { action: 'hold', reason: 'other', note: '  ' }, { note: 'required' }],
    [
      'a note too long',
      { action: 'approve', note: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) },
      { note: 'tooLong' },
    ],
  ])('refuses %s, naming the field', (_name, input, expected) => {
    expect(errors(input)).toEqual(expected)
  })

  it("'other' with a note of exactly the longest length passes", () => {
    expect(
      reviewDecisionSchema.safeParse({
        action: 'reject',
        reason: 'other',
        note: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH),
      }).success,
    ).toBe(true)
  })
})
