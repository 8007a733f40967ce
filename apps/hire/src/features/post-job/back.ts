/**
 * Back on the post-job form (spec section 2): at step 1, or at step 4 while the post has no submission id
 * yet, back returns to the dashboard; otherwise it goes one step back. Steps count from 1 here.
 */
export type BackTarget = { to: 'dashboard' } | { to: 'step'; step: number }

export function postJobBack(
  step: number,
  { submissionId, previous }: { submissionId: number | null; previous: number },
): BackTarget {
  if (step <= 1) return { to: 'dashboard' }
  if (step === 4 && submissionId === null) return { to: 'dashboard' }
  return { to: 'step', step: previous }
}

/**
 * The "submitted job id" of spec section 3's saved client state: the submission this form edits once it is
 * created (the review page's submit sets it). Session storage, so it lasts as long as the tab.
 */
export const SUBMITTED_JOB_ID_KEY = 'localjobs.postJob.submittedJobId'

export function submittedJobId(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(SUBMITTED_JOB_ID_KEY))
    return Number.isInteger(value) && value > 0 ? value : null
  } catch {
    return null
  }
}
