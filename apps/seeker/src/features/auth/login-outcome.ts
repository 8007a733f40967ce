import { toLoginDetails } from '@localjobs/api-client/auth/otp'
import type { LoginDetails, LoginResponse } from '@localjobs/api-client/auth/types'
import type { ApiResult } from '@localjobs/api-client/errors'
import { type LoginMethod, settleLogin as settleSharedLogin } from '@localjobs/web-app/login/login-outcome'
import { track } from '#src/app/analytics.ts'
import { setLoginDetails } from '#src/lib/login-state.ts'

export type { LoginMethod } from '@localjobs/web-app/login/login-outcome'
export { failureMessage } from '@localjobs/web-app/login/login-outcome'

/**
 * What the seeker app keeps after a login (spec section 4): the login details (the server has set the
 * session and user cookies), then the modal is done, so the pending action (an apply) goes on.
 */
export function keepLogin(response: LoginResponse, onDone: (details: LoginDetails) => void): void {
  const details = toLoginDetails(response)
  setLoginDetails(details)
  onDone(details)
}

/**
 * What every seeker login does with the server's answer: on success the details are kept (`keepLogin`) and
 * `login_success` is tracked; on failure `login_failure` is tracked and the message to show is returned
 * (null when there is none to show: success, offline, canceled).
 */
export function settleLogin(
  result: ApiResult<LoginResponse>,
  method: LoginMethod,
  onDone: (details: LoginDetails) => void,
  fallback: string,
): string | null {
  return settleSharedLogin(result, method, (data) => keepLogin(data, onDone), fallback, track)
}
