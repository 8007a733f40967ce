import type { LoginResponse } from '@localjobs/api-client/auth/types'
import type { Locale } from '@localjobs/api-client/classifieds/types'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '#src/lib/api-error.ts'
import { LIMITS, otpSendPerIpHour } from '#src/lib/limits.ts'
import { type ApiMessageKey, say, waitIn } from '#src/lib/messages.ts'
import { hashOtp, newOtpCode, OTP_MAX_ATTEMPTS, OTP_TTL_MS, otpMatches } from '#src/lib/otp-code.ts'
import type { UserRow } from '#src/plugins/app/accounts-repository.ts'
import { SmsDeliveryError } from '#src/services/sms.ts'

/**
 * Sends a new code to `mobile`. The same steps and the same answer whether or not the number has an
 * account, so the answer says nothing about who uses the product. Limits: per IP first, then per number.
 */
export async function sendOtp(
  fastify: FastifyInstance,
  request: FastifyRequest,
  mobile: string,
  locale: Locale,
) {
  const { env, rateLimiter, accounts, sms } = fastify
  const testCode = env.TEST_OTP_NUMBERS.get(mobile)
  await rateLimiter.enforce(
    [
      { rule: otpSendPerIpHour(env.OTP_SENDS_PER_IP_PER_HOUR), subject: request.ip },
      // Test numbers send nothing, so they have no SMS to protect.
      ...(testCode === undefined
        ? [
            { rule: LIMITS.otpSendPerNumber10m, subject: mobile },
            { rule: LIMITS.otpSendPerNumberDay, subject: mobile },
          ]
        : []),
    ],
    (seconds) => say('otpTooMany', locale, waitIn(seconds, locale)),
  )
  const code = testCode ?? newOtpCode()
  await accounts.createOtp(mobile, hashOtp(env.OTP_SECRET, mobile, code), new Date(Date.now() + OTP_TTL_MS))
  if (testCode !== undefined) return
  try {
    await sms.send({
      to: mobile,
      text: `${code} is your LocalJobs OTP. It is valid for 10 minutes. Do not share it with anyone.`,
      kind: 'otp',
    })
  } catch (error) {
    if (!(error instanceof SmsDeliveryError)) throw error
    request.log.error({ err: error }, 'the OTP could not be sent')
    throw new ApiError(503, 'SMS_UNAVAILABLE', say('smsUnavailable', locale))
  }
}

const otpFailure = (code: string, key: ApiMessageKey, locale: Locale, value?: string) =>
  new ApiError(400, code, say(key, locale, value))

/**
 * Checks a code and uses it up: 10 minutes, one use, 3 tries (the 4th fails even with the right code).
 * Answers 400 OTP_INCORRECT (tries left), OTP_ATTEMPTS_EXCEEDED or OTP_EXPIRED otherwise.
 */
export async function useOtp(
  fastify: FastifyInstance,
  request: FastifyRequest,
  mobile: string,
  code: string,
  locale: Locale,
) {
  const { env, rateLimiter, accounts } = fastify
  await rateLimiter.enforce([{ rule: LIMITS.otpVerifyPerIpHour, subject: request.ip }], (seconds) =>
    say('tooManyTries', locale, waitIn(seconds, locale)),
  )
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
