import type { LoginDetails } from '@localjobs/api-client/auth/types'
import { applyToJob } from '@localjobs/api-client/classifieds/apply'
import type { ApiClient } from '@localjobs/api-client/client'
import { getJobSeekerStatus, isProfileCreated } from '@localjobs/api-client/job-seeker/status'
import { track } from '#src/app/analytics.ts'
import { showApplyFailed, showStatusFailed } from '#src/app/error-toasts.ts'
import { markApplied } from '#src/lib/applied-jobs.ts'
import { setLoginDetails } from '#src/lib/login-state.ts'

/** The words the flow's toasts need, from the 'jobs' namespace. */
export interface ApplyFlowMessages {
  applyTitle: string
  applyFailed: string
  statusTitle: string
  statusFailed: string
}

export type ApplyOutcome = 'applied' | 'no-profile' | 'logged-out' | 'failed'

/**
 * Spec section 4, the Apply button for a logged-in seeker: the status call (2 means the profile is
 * created), then `GET /classifieds/classifieds/{id}/apply/?type=0`. Offline, the client sends nothing and
 * shows its own toast.
 */
export async function applyFlow(
  api: ApiClient,
  jobId: number,
  details: LoginDetails,
  t: ApplyFlowMessages,
): Promise<ApplyOutcome> {
  const status = await getJobSeekerStatus(api, { userId: details.id })
  if (status.kind === 'http-error' && status.status === 401) {
    setLoginDetails(null)
    return 'logged-out'
  }
  if (status.kind !== 'ok') {
    if (status.kind !== 'offline') showStatusFailed(t)
    return 'failed'
  }
  if (!isProfileCreated(status.data)) return 'no-profile'
  const result = await applyToJob(api, { classified_id: jobId })
  if (result.kind === 'ok') {
    track('apply_success', { properties: { classified_id: jobId } })
    // Job cards (Back to the list) and "My applications" say so at once.
    markApplied(details.id, jobId)
    return 'applied'
  }
  if (result.kind === 'http-error' && result.body.code === 'PROFILE_REQUIRED') return 'no-profile'
  if (result.kind === 'http-error' && result.status === 401) {
    setLoginDetails(null)
    return 'logged-out'
  }
  track('apply_failure', {
    properties: { classified_id: jobId, status: result.kind === 'http-error' ? result.status : 0 },
  })
  if (result.kind !== 'offline') showApplyFailed(t)
  return 'failed'
}
