/**
 * The 24-hour review promise ('Our team will reach out to you in next 24 hours'): a waiting post's age
 * turns amber after 12 hours and red after 20 (issue #8). The desk colours by it; the API sorts by age.
 */
export const REVIEW_PROMISE_HOURS = 24
export const REVIEW_AMBER_AFTER_HOURS = 12
export const REVIEW_RED_AFTER_HOURS = 20

export type ReviewAgeTone = 'ok' | 'amber' | 'red'

const HOUR_MS = 60 * 60 * 1000

/** Whole hours a post has waited since `since` (ISO 8601 or a Date). */
export const hoursWaiting = (since: string | Date, now: Date = new Date()) =>
  Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / HOUR_MS))

/** The tone of a wait: amber after 12 hours, red after 20. */
export function reviewAgeTone(since: string | Date, now: Date = new Date()): ReviewAgeTone {
  const waited = (now.getTime() - new Date(since).getTime()) / HOUR_MS
  if (waited > REVIEW_RED_AFTER_HOURS) return 'red'
  if (waited > REVIEW_AMBER_AFTER_HOURS) return 'amber'
  return 'ok'
}
