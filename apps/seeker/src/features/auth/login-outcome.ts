import { toLoginDetails } from '@localjobs/api-client/auth/otp'
import type { LoginDetails, LoginResponse } from '@localjobs/api-client/auth/types'
import type { ApiFailure, ApiResult } from '@localjobs/api-client/errors'
import { track } from '#src/app/analytics.ts'
import { setLoginDetails } from '#src/lib/login-state.ts'

/** How the seeker logged in: the `method` of the login_success and login_failure events. */
export type LoginMethod = 'otp' | 'password' | 'password_reset'

/** The server's message for a failed call, else the generic one; nothing for offline (the toast says it). */
export function failureMessage(failure: ApiFailure, fallback: string): string | null {
  if (failure.kind === 'offline' || failure.kind === 'canceled') return null
  return failure.kind === 'http-error' && failure.body.message ? failure.body.message : fallback
}

/**
 * What every login does with the server's answer (spec section 4): on success the login details are stored
 * (the server has set the session and user cookies), `login_success` is tracked and the modal is done, so
 * the pending action (an apply) goes on; on failure `login_failure` is tracked and the message to show is
 * returned (null when there is none to show: success, offline, canceled).
 */
export function settleLogin(
  result: ApiResult<LoginResponse>,
  method: LoginMethod,
  onDone: (details: LoginDetails) => void,
  fallback: string,
): string | null {
  if (result.kind === 'ok') {
    const details = toLoginDetails(result.data)
    setLoginDetails(details)
    track('login_success', { properties: { method } })
    onDone(details)
    return null
  }
  const message = failureMessage(result, fallback)
  if (message) {
    track('login_failure', {
      properties: { method, status: result.kind === 'http-error' ? result.status : 0 },
    })
  }
  return message
}
