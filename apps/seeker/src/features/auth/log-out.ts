import type { ApiClient } from '@localjobs/api-client/client'
import { setLoginDetails } from './login-state.ts'

/**
 * Spec section 4: logout posts to the server (which clears the session and user cookies), then the login
 * details are reset. Offline, nothing changes and the shell says so; answers whether the seeker is now
 * logged out. The call's code loads on first use.
 */
export async function logOut(api: ApiClient): Promise<boolean> {
  const { logout } = await import('@localjobs/api-client/auth/otp')
  const result = await logout(api, {})
  if (result.kind === 'offline') return false
  setLoginDetails(null)
  return true
}
