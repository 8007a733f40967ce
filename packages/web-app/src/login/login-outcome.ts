import type { ApiFailure, ApiResult } from '@localjobs/api-client/errors'

/** How the person logged in: the `method` of the login_success and login_failure events. */
export type LoginMethod = 'otp' | 'password' | 'password_reset'

/** An app's analytics call (`AppAnalytics.track`), for the login events. */
export type TrackLogin = (
  name: 'login_success' | 'login_failure' | 'password_mismatch' | 'incomplete_details',
  options: { properties: Record<string, string | number> },
) => void

/** The server's message for a failed call, else the generic one; nothing for offline (the toast says it). */
export function failureMessage(failure: ApiFailure, fallback: string): string | null {
  if (failure.kind === 'offline' || failure.kind === 'canceled') return null
  return failure.kind === 'http-error' && failure.body.message ? failure.body.message : fallback
}

/**
 * What every login does with the server's answer (spec section 4): on success the app keeps what it needs
 * (`onVerified`: the seeker's login details, an advertiser's tokens) and `login_success` is tracked; on
 * failure `login_failure` is tracked and the message to show is returned (null when there is none to show:
 * success, offline, canceled).
 */
export function settleLogin<R>(
  result: ApiResult<R>,
  method: LoginMethod,
  onVerified: (data: R) => void,
  fallback: string,
  track?: TrackLogin,
): string | null {
  if (result.kind === 'ok') {
    onVerified(result.data)
    track?.('login_success', { properties: { method } })
    return null
  }
  const message = failureMessage(result, fallback)
  if (message) {
    track?.('login_failure', {
      properties: { method, status: result.kind === 'http-error' ? result.status : 0 },
    })
  }
  return message
}
