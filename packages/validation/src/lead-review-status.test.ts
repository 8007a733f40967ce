import { describe, expect, it } from 'vitest'
import { LEAD_REVIEW_STATUSES, leadReviewStatusSchema } from './lead-review-status.ts'

const errors = (input: unknown) => {
  const result = leadReviewStatusSchema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('leadReviewStatusSchema (issue #9)', () => {
  it.each(LEAD_REVIEW_STATUSES)('takes %s', (status) => {
    expect(leadReviewStatusSchema.parse({ review_status: status })).toEqual({ review_status: status })
  })

  it.each([
    ['nothing', {}, { review_status: 'required' }],
    ['an empty status', { review_status: '' }, { review_status: 'required' }],
    ['an unknown status', { review_status: 'hired' }, { review_status: 'selectValidOption' }],
    ['a number', { review_status: 1 }, { review_status: 'invalidValue' }],
  ])('refuses %s', (_name, input, expected) => {
    expect(errors(input)).toEqual(expected)
  })
})
