/**
 * The codes of the review desk's reasons and of seekers' reports (issue #8). The checks of their bodies
 * live beside them in this package; the labels in three languages live in
 * `@localjobs/api-client/review/reasons`.
 */
export const REJECT_REASONS = [
  'charges_candidates',
  'fake_or_misleading',
  'mlm_or_bait',
  'invalid_address',
  'duplicate',
  'fraud_confirmed',
  'other',
] as const
export type RejectReason = (typeof REJECT_REASONS)[number]

export const HOLD_REASONS = [
  'remove_fee',
  'fix_salary',
  'fix_description',
  'fix_location',
  'fix_contact',
  'seeker_reports',
  'other',
] as const
export type HoldReason = (typeof HOLD_REASONS)[number]

export const REPORT_REASONS = ['asked_money', 'fake_job', 'wrong_details', 'abusive', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

/** Free text beside a reason (ops' note, a seeker's "other"): at most this many characters. */
export const REVIEW_TEXT_MAX_LENGTH = 500
