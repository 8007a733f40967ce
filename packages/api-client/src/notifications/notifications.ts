import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import type { ApiResult } from '../errors.ts'
import { callMutationOptions } from '../query-options.ts'

export interface SendAppLinkBody {
  mobile_no: string
  /** A solved challenge, after a 403 `CHALLENGE_REQUIRED` (see `sendWithChallenge` in `auth/challenge`). */
  altcha?: string | undefined
}

/**
 * POST /notifications/send_sms/ with `mobile_no` — texts the app's download link ("send app link", spec
 * section 7: our reading is that the spec's one SMS path is what the send-app-link feature posts to).
 */
export const sendAppLink = defineCall<SendAppLinkBody, { message: string } | null>((body) => ({
  method: 'POST',
  path: '/notifications/send_sms/',
  json: body.altcha ? { mobile_no: body.mobile_no, altcha: body.altcha } : { mobile_no: body.mobile_no },
  auth: 'session',
}))

/**
 * Spec section 8: "a status of 200 or higher counts as success, otherwise a failure state is set". Only an
 * answer that is not an error flag has a status to compare, so: an answer with status >= 200 that is not an
 * error is success; an error answer, no answer, offline or cancelled is failure.
 */
export function appLinkSent(result: ApiResult<unknown>): boolean {
  return result.kind === 'ok' && result.status >= 200
}

export const notificationKeys = {
  sendAppLink: ['notifications', 'send-app-link'] as const,
}

export const sendAppLinkMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, sendAppLink, notificationKeys.sendAppLink)
