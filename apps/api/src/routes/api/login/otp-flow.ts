import type { CandidateType, EnterpriseLoginResponse, LoginResponse } from '@localjobs/api-client/auth/types'
import type { Locale } from '@localjobs/api-client/classifieds/types'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { StaffRole } from '#src/db/schema.ts'
import { ApiError } from '#src/lib/api-error.ts'
import { LIMITS, otpSenders, otpVerifyPerIpHour } from '#src/lib/limits.ts'
import { type ApiMessageKey, say } from '#src/lib/messages.ts'
import {
  hashOtp,
  newOtpCode,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  otpMatches,
  sealOtpCode,
} from '#src/lib/otp-code.ts'
import type { UserRow } from '#src/plugins/app/accounts-repository.ts'
import type { AdvertiserRow, TokenFamilyOrigin } from '#src/plugins/app/identity-repository.ts'

/** The allowance of the addresses that ask for codes (decision 011): free sends, then challenges, a ceiling. */
export const otpSendersOf = ({ env }: FastifyInstance) =>
  otpSenders(env.OTP_FREE_SENDS_PER_IP_PER_HOUR, env.OTP_SENDS_PER_IP_PER_HOUR)

/**
 * What one code request counts after the address's allowance (`otpSendersOf`, checked first so one
 * address cannot use up a number's allowance): the per-number limits. Test numbers send nothing, so they
 * have no SMS to protect: only the address's allowance counts them.
 */
export function otpSendLimits(fastify: FastifyInstance, mobile: string) {
  return fastify.env.TEST_OTP_NUMBERS.has(mobile)
    ? []
    : [
        { rule: LIMITS.otpSendPerNumber10m, subject: mobile },
        { rule: LIMITS.otpSendPerNumberDay, subject: mobile },
      ]
}

/** What one code check (verify, password reset) counts. */
export const otpCheckLimits = (fastify: FastifyInstance, request: FastifyRequest) => [
  { rule: otpVerifyPerIpHour(fastify.env.OTP_SENDS_PER_IP_PER_HOUR), subject: request.ip },
]

/**
 * Sends a new code to `mobile` (after `otpSendLimits`). The same steps and the same answer whether or not
 * the number has an account, so the answer says nothing about who uses the product. The text is a queued
 * job (decision 045) that this request hands over at once, waiting at most OTP_SMS_WAIT_MS for it: a slow
 * or failing gateway neither holds the answer longer nor loses the text (the worker tries it again).
 */
export async function sendOtp(fastify: FastifyInstance, mobile: string) {
  const { env, accounts } = fastify
  const testCode = env.TEST_OTP_NUMBERS.get(mobile)
  const code = testCode ?? newOtpCode()
  const hash = hashOtp(env.OTP_SECRET, mobile, code)
  const expiresAt = new Date(Date.now() + OTP_TTL_MS)
  if (testCode !== undefined) {
    await accounts.createOtp(mobile, hash, expiresAt)
    return
  }
  const jobId = await accounts.createOtp(mobile, hash, expiresAt, sealOtpCode(env.OTP_SECRET, code))
  if (jobId !== undefined) await fastify.jobWorker.runNow(jobId, env.OTP_SMS_WAIT_MS)
}

const otpFailure = (code: string, key: ApiMessageKey, locale: Locale, value?: string) =>
  new ApiError(400, code, say(key, locale, value))

/**
 * Checks a code (after `otpCheckLimits`) and uses it up: 10 minutes, one use, 3 tries (the 4th fails even with the right code).
 * Answers 400 OTP_INCORRECT (tries left), OTP_ATTEMPTS_EXCEEDED or OTP_EXPIRED otherwise.
 */
export async function useOtp(fastify: FastifyInstance, mobile: string, code: string, locale: Locale) {
  const { env, accounts } = fastify
  const attempt = await accounts.takeOtpAttempt(mobile)
  if (!attempt) throw otpFailure('OTP_EXPIRED', 'otpExpired', locale)
  if (!otpMatches(env.OTP_SECRET, mobile, code, attempt.codeHash)) {
    if (attempt.attempts >= OTP_MAX_ATTEMPTS) {
      await accounts.endOtp(attempt.id)
      throw otpFailure('OTP_ATTEMPTS_EXCEEDED', 'otpAttemptsExceeded', locale)
    }
    throw otpFailure('OTP_INCORRECT', 'otpIncorrect', locale, String(OTP_MAX_ATTEMPTS - attempt.attempts))
  }
  // A concurrent request may have used the same code a moment ago: it works once.
  if (!(await accounts.endOtp(attempt.id))) throw otpFailure('OTP_EXPIRED', 'otpExpired', locale)
}

export const loginResponse = (user: UserRow, message: string): LoginResponse => ({
  id: user.id,
  jobs_user_id: user.id,
  mobile_no: user.mobile,
  name: user.name,
  wa_optin: user.waOptin ? 1 : 0,
  advertiser_id: null,
  message,
})

/** The staff roles OPS_MOBILE_NUMBERS and AGENT_MOBILE_NUMBERS give a number. */
export function envRolesOf(fastify: FastifyInstance, mobile: string): StaffRole[] {
  const roles: StaffRole[] = []
  if (fastify.env.AGENT_MOBILE_NUMBERS.has(mobile)) roles.push('agent')
  if (fastify.env.OPS_MOBILE_NUMBERS.has(mobile)) roles.push('ops')
  return roles
}

interface SignIn {
  reply: FastifyReply
  message: string
  /** the spec's word: 'advertiser' gets tokens and no cookie; 'seeker' (the default) the session cookie */
  candidateType: CandidateType | undefined
  origin: TokenFamilyOrigin
}

/**
 * What every sign-in (OTP, password, reset) ends with, after the credential was checked: the env's staff
 * roles brought up to date, then a seeker's session cookies, or an advertiser's account (claimed or
 * created, b2c by default) and token pair, without any cookie (decision 017).
 */
export async function signIn(
  fastify: FastifyInstance,
  user: UserRow,
  { reply, message, candidateType, origin }: SignIn,
): Promise<LoginResponse> {
  await fastify.identity.syncEnvRoles(user.id, envRolesOf(fastify, user.mobile))
  if (candidateType !== 'advertiser') {
    await fastify.auth.startSession(reply, user)
    return loginResponse(user, message)
  }
  const advertiser = await fastify.identity.advertiserFor(user)
  const tokens = await fastify.tokens.issue(user.id, origin)
  return {
    ...loginResponse(user, message),
    name: advertiser.name.trim() ? advertiser.name : user.name,
    advertiser_id: advertiser.kind === 'b2b' ? advertiser.id : null,
    ...tokens,
  }
}

/** The enterprise login answer (spec section 3's fields) with its token pair. */
export const enterpriseLoginResponse = (
  user: UserRow,
  advertiser: AdvertiserRow,
  message: string,
  tokens: { access: string; refresh: string },
): EnterpriseLoginResponse => ({
  id: user.id,
  advertiser_id: advertiser.id,
  company_name: advertiser.companyName,
  email: advertiser.email ?? '',
  company_address: advertiser.companyAddress ?? '',
  name: advertiser.name,
  message,
  ...tokens,
})
