import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { type CallMutationOptions, callMutationOptions } from '../query-options.ts'
import { storeLoginTokens } from './otp.ts'
import type { LoginResponse, PasswordLoginBody } from './types.ts'

/**
 * POST /login/password/ — password login (spec section 7 gives the body, mobile_no and password, but no
 * path; this one sits beside /login/otp/). A wrong password answers 401 'Incorrect credentials'. Logout is
 * the same call for both logins (`logout` in '@localjobs/api-client/auth/otp').
 */
export const passwordLogin = defineCall<PasswordLoginBody, LoginResponse>((body) => ({
  method: 'POST',
  path: '/login/password/',
  json: {
    mobile_no: body.mobile_no,
    password: body.password,
    ...(body.candidateType ? { candidateType: body.candidateType } : {}),
  },
  auth: 'none',
}))

export const passwordKeys = {
  login: ['auth', 'password', 'login'] as const,
}

export const passwordLoginMutationOptions = (
  client: ApiClient,
): CallMutationOptions<PasswordLoginBody, LoginResponse> => ({
  ...callMutationOptions(client, passwordLogin, passwordKeys.login),
  onSuccess: (response: LoginResponse) => storeLoginTokens(client, response),
})
