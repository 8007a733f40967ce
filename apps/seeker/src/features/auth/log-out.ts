import type { ApiClient } from '@localjobs/api-client/client'
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
  const { logout } = await import('@localjobs/api-client/auth/otp')
  const result = await logout(api, {})
  if (result.kind === 'offline') return false
  setLoginDetails(null)
  queryClient.removeQueries({ queryKey: jobSeekerKeys.all })
  clearAllDrafts()
  return true
}
