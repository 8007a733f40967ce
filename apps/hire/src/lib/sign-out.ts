import type { ApiClient } from '@localjobs/api-client/client'
import type { QueryClient } from '@tanstack/react-query'
import { setAdvertiserSession } from './advertiser-session.ts'

/**
 * Sign-out (spec section 4): POST /login/otp/logout/ with the stored refresh token, so the server revokes
 * this sign-in's tokens; then, whatever the answer (offline, an error, an expired token), the tokens, the
 * session and everything cached about the advertiser go, so the next person on a shared phone sees none
 * of it. The call's code loads on first use.
 */
export async function signOut(api: ApiClient, queryClient: QueryClient): Promise<void> {
  const refresh = api.tokens.get()?.refresh ?? null
  try {
    const [{ logout }, { ensureCsrfToken }] = await Promise.all([
      import('@localjobs/api-client/auth/otp'),
      import('@localjobs/api-client/auth/csrf'),
    ])
    await ensureCsrfToken(api)
    await logout(api, { refresh })
  } catch {
    // The chunk could not load (offline): signing out on this device does not wait for the server.
  }
  api.tokens.clear()
  setAdvertiserSession(null)
  queryClient.clear()
}
