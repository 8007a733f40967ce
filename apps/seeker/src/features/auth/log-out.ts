import type { ApiClient } from '@localjobs/api-client/client'
import { ApiOfflineError } from '@localjobs/api-client/errors'
import { jobSeekerKeys } from '@localjobs/api-client/job-seeker/status'
import { clearAllDrafts } from '@localjobs/ui/form-draft'
import type { QueryClient } from '@tanstack/react-query'
import { setLoginDetails } from '#src/lib/login-state.ts'

/**
 * Spec section 4: logout posts to the server (which clears the session and user cookies), then the login
 * details are reset. Whatever was cached about the seeker (status, profile, applications) and any form
 * they had half filled go too, so the next person to use a shared phone never sees them. Offline, nothing changes and the shell says so;
 * answers whether the seeker is now logged out. The call's code loads on first use.
 */
export async function logOut(api: ApiClient, queryClient: QueryClient): Promise<boolean> {
  const [{ logout, otpKeys }, { callMutationOptions, runMutation }] = await Promise.all([
    import('@localjobs/api-client/auth/otp'),
    import('@localjobs/api-client/query-options'),
  ])
  // The call's own options, not `logoutMutationOptions`: that one also clears the advertiser token store
  // whatever the answer, and offline a seeker must stay logged in with everything as it was.
  try {
    await runMutation(queryClient, callMutationOptions(api, logout, otpKeys.logout), {})
  } catch (error) {
    if (error instanceof ApiOfflineError) return false
  }
  setLoginDetails(null)
  queryClient.removeQueries({ queryKey: jobSeekerKeys.all })
  clearAllDrafts()
  return true
}
