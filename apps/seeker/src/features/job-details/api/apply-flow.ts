import type { LoginDetails } from '@localjobs/api-client/auth/types'
import { applyToJobMutationOptions } from '@localjobs/api-client/classifieds/apply'
import type { ApiClient } from '@localjobs/api-client/client'
import { ApiOfflineError, isApiError } from '@localjobs/api-client/errors'
import { isProfileCreated, jobSeekerStatusQueryOptions } from '@localjobs/api-client/job-seeker/status'
import { runMutation } from '@localjobs/api-client/query-options'
import type { QueryClient } from '@tanstack/react-query'
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
 * shows its own toast. Both go through the query client, the one way to read and to mutate (decision 018).
 */
export async function applyFlow(
  { api, queryClient }: { api: ApiClient; queryClient: QueryClient },
  jobId: number,
  details: LoginDetails,
  t: ApplyFlowMessages,
): Promise<ApplyOutcome> {
  let created: boolean
  try {
    // Asked afresh on every tap (the profile may have been made since), and told at once when it fails.
    const status = await queryClient.fetchQuery({
      ...jobSeekerStatusQueryOptions(api, { userId: details.id }),
      staleTime: 0,
      retry: false,
    })
    created = isProfileCreated(status)
  } catch (error) {
    if (isApiError(error) && error.status === 401) return loggedOut()
    if (!(error instanceof ApiOfflineError)) showStatusFailed(t)
    return 'failed'
  }
  if (!created) return 'no-profile'
  try {
    await runMutation(queryClient, applyToJobMutationOptions(api), { classified_id: jobId })
  } catch (error) {
    if (isApiError(error) && error.body.code === 'PROFILE_REQUIRED') return 'no-profile'
    if (isApiError(error) && error.status === 401) return loggedOut()
    track('apply_failure', {
      properties: { classified_id: jobId, status: isApiError(error) ? error.status : 0 },
    })
    if (!(error instanceof ApiOfflineError)) showApplyFailed(t)
    return 'failed'
  }
  track('apply_success', { properties: { classified_id: jobId } })
  // Job cards (Back to the list) and "My applications" say so at once.
  markApplied(details.id, jobId)
  return 'applied'
}

function loggedOut(): ApplyOutcome {
  setLoginDetails(null)
  return 'logged-out'
}
