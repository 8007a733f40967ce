import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { type CallMutationOptions, callMutationOptions } from '../query-options.ts'
import type {
  AdvertiserType,
  EnterpriseLoginDetails,
  EnterpriseLoginResponse,
  LoginDetails,
  LoginResponse,
  MessageResponse,
  OtpRequestBody,
  OtpVerifyBody,
} from './types.ts'

/** The body of a call that texts a number: `altcha` only when there is an answer to a challenge. */
const textRequestBody = ({ mobile_no, altcha }: OtpRequestBody): OtpRequestBody =>
  altcha ? { mobile_no, altcha } : { mobile_no }

/**
 * POST /login/otp/generate/ — sends a 4-digit code to the number by SMS. Past the codes an address may ask
 * for freely the API answers 403 `CHALLENGE_REQUIRED` instead: see `sendWithChallenge` in `auth/challenge`.
 */
export const generateOtp = defineCall<OtpRequestBody, MessageResponse>((body) => ({
  method: 'POST',
  path: '/login/otp/generate/',
  json: textRequestBody(body),
  auth: 'none',
}))

/** POST /login/otp/resend/ — a new code for the same number (the screen restarts its countdown). */
export const resendOtp = defineCall<OtpRequestBody, MessageResponse>((body) => ({
  method: 'POST',
  path: '/login/otp/resend/',
  json: textRequestBody(body),
  auth: 'none',
}))

/**
 * The verify body: wa_optin goes only from the plain web (0 when not given), never from a web view;
 * `candidateType` when given ('advertiser' answers a token pair and sets no seeker cookie).
 */
function verifyBody(body: OtpVerifyBody, appType: string): OtpVerifyBody {
  const who = body.candidateType ? { candidateType: body.candidateType } : {}
  return appType === 'web'
    ? { mobile_no: body.mobile_no, otp: body.otp, wa_optin: body.wa_optin ?? 0, ...who }
    : { mobile_no: body.mobile_no, otp: body.otp, ...who }
}

/** POST /login/otp/verify/ — signs in with the code; a wrong code answers 400 with the server's message. */
export const verifyOtp = defineCall<OtpVerifyBody, LoginResponse>((body, { appType }) => ({
  method: 'POST',
  path: '/login/otp/verify/',
  json: verifyBody(body, appType),
  auth: 'none',
}))

/** POST /login/otp/verify-enterprise/ — the enterprise advertiser's sign-in. */
export const verifyEnterpriseOtp = defineCall<OtpVerifyBody, EnterpriseLoginResponse>(
  (body, { appType }) => ({
    method: 'POST',
    path: '/login/otp/verify-enterprise/',
    json: verifyBody(body, appType),
    auth: 'none',
  }),
)

/** What sign-out sends: an advertiser's refresh token, so the server revokes that sign-in's tokens. */
export interface LogoutBody {
  refresh?: string | null
}

/**
 * POST /login/otp/logout/ — the server clears its session and auth cookies and revokes the advertiser's
 * sign-in (the refresh token given, and the bearer access token's). The apps then reset their login
 * details; `logoutMutationOptions` sends the stored refresh token and forgets the tokens, whatever the answer.
 */
export const logout = defineCall<LogoutBody, MessageResponse | null>((body) => ({
  method: 'POST',
  path: '/login/otp/logout/',
  ...(body.refresh ? { json: { refresh: body.refresh } } : {}),
  auth: 'session',
}))

/** What the apps store after a login (spec section 3): the name defaults to 'Name'. */
export function toLoginDetails(response: LoginResponse): LoginDetails {
  return {
    id: response.id,
    jobsUserId: response.jobs_user_id,
    isLogIn: true,
    mobileNumber: response.mobile_no,
    name: response.name?.trim() ? response.name : 'Name',
    whatsAppOptIn: response.wa_optin === 1,
  }
}

export function toEnterpriseLoginDetails(response: EnterpriseLoginResponse): EnterpriseLoginDetails {
  return {
    advertiserId: response.advertiser_id,
    companyName: response.company_name,
    email: response.email,
    companyAddress: response.company_address,
    name: response.name,
  }
}

/** b2b when the login returned an advertiser id, otherwise b2c (spec section 6). */
export function advertiserType(response: { advertiser_id?: number | null }): AdvertiserType {
  return response.advertiser_id === undefined || response.advertiser_id === null ? 'b2c' : 'b2b'
}

/** Keeps the advertiser tokens a login returned (no-op for a seeker login, which has none). */
export function storeLoginTokens(client: ApiClient, response: { access?: string; refresh?: string }): void {
  if (response.access) client.tokens.set({ access: response.access, refresh: response.refresh ?? null })
}

export const otpKeys = {
  generate: ['auth', 'otp', 'generate'] as const,
  resend: ['auth', 'otp', 'resend'] as const,
  verify: ['auth', 'otp', 'verify'] as const,
  verifyEnterprise: ['auth', 'otp', 'verify-enterprise'] as const,
  logout: ['auth', 'otp', 'logout'] as const,
}

export const generateOtpMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, generateOtp, otpKeys.generate)

export const resendOtpMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, resendOtp, otpKeys.resend)

/** Verifies the code and keeps the advertiser tokens the answer carries. */
export const verifyOtpMutationOptions = (
  client: ApiClient,
): CallMutationOptions<OtpVerifyBody, LoginResponse> => ({
  ...callMutationOptions(client, verifyOtp, otpKeys.verify),
  onSuccess: (response: LoginResponse) => storeLoginTokens(client, response),
})

export const verifyEnterpriseOtpMutationOptions = (
  client: ApiClient,
): CallMutationOptions<OtpVerifyBody, EnterpriseLoginResponse> => ({
  ...callMutationOptions(client, verifyEnterpriseOtp, otpKeys.verifyEnterprise),
  onSuccess: (response: EnterpriseLoginResponse) => storeLoginTokens(client, response),
})

export const logoutMutationOptions = (
  client: ApiClient,
): CallMutationOptions<LogoutBody, MessageResponse | null> => ({
  ...callMutationOptions(client, logout, otpKeys.logout),
  mutationFn: (body: LogoutBody) =>
    logout(client, { refresh: body.refresh ?? client.tokens.get()?.refresh ?? null }, { throwOnError: true }),
  onSettled: () => client.tokens.clear(),
})
