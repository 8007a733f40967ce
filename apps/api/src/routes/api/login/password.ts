import type { LoginResponse } from '@localjobs/api-client/auth/types'
import { mobileNumberSchema } from '@localjobs/validation/mobile-number'
import { loginPasswordSchema, passwordConfirmationSchema } from '@localjobs/validation/password'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '#src/lib/api-error.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { say } from '#src/lib/messages.ts'
import { mobilePost } from '#src/lib/mobile-post.ts'
import { hashPassword, verifyPassword } from '#src/lib/password-hash.ts'
import { parseWith } from '#src/lib/validate.ts'
import { candidateTypeSchema, loginResponseSchema, passwordResetBodySchema } from '#src/schemas/auth.ts'
import { otpCheckLimits, signIn, useOtp } from './otp-flow.ts'

/** Password login and password reset by OTP (spec sections 4, 7 and 8). */
const passwordRoutes: FastifyPluginAsyncZod = async (fastify) => {
  mobilePost(fastify, '/login/password/', {
    access: 'public',
    summary: 'Logs in with mobile number and password',
    description:
      "A wrong password, an unknown number and a number without a password all answer 401 'Incorrect " +
      "credentials' after the same work. Limits: 30 tries per address in 15 minutes, 10 per number an hour.",
    tags: ['login'],
    body: z.object({
      mobile_no: mobileNumberSchema,
      password: loginPasswordSchema,
      candidateType: candidateTypeSchema,
    }),
    reply: loginResponseSchema,
    errors: [401],
    limits: (request, { mobile_no: mobile }) => [
      { rule: LIMITS.passwordPerIp15m, subject: request.ip },
      { rule: LIMITS.passwordPerNumberHour, subject: mobile },
    ],
    answer: async (
      { mobile_no: mobile, password, candidateType },
      { reply, locale },
    ): Promise<LoginResponse> => {
      const user = await fastify.accounts.findUserByMobile(mobile)
      const matches = await verifyPassword(password, user?.passwordHash)
      if (!user || !matches)
        throw new ApiError(401, 'INCORRECT_CREDENTIALS', say('incorrectCredentials', locale))
      return signIn(fastify, user, {
        reply,
        message: say('loggedIn', locale),
        candidateType,
        origin: 'password',
      })
    },
  })

  mobilePost(fastify, '/login/password/reset/', {
    access: 'public',
    summary: 'Sets a new password with a code from /login/otp/generate/, and logs in',
    description:
      'The code is checked as a login code (one use, 3 tries, 10 minutes). password: 8 to 128 characters; ' +
      'confirm_password must match. Other sessions of the account end, and every advertiser sign-in ' +
      "(its refresh and access tokens). `candidateType: 'advertiser'` answers a token pair, as login does.",
    tags: ['login'],
    body: passwordResetBodySchema,
    reply: loginResponseSchema,
    limits: (request) => otpCheckLimits(fastify, request),
    answer: async (body, { reply, locale }): Promise<LoginResponse> => {
      const { mobile_no: mobile, otp, password, confirm_password, candidateType } = body
      // The password pair first: a typo must not use up the code.
      const { password: newPassword } = parseWith(
        passwordConfirmationSchema,
        { password, confirm_password },
        locale,
      )
      await useOtp(fastify, mobile, otp, locale)
      const user = await fastify.accounts.upsertUser(mobile, undefined, { verified: true })
      await fastify.accounts.setPassword(user.id, await hashPassword(newPassword))
      await fastify.accounts.deleteSessionsOf(user.id)
      await fastify.tokens.revokeAllOf(user.id, 'password_change')
      return signIn(fastify, user, {
        reply,
        message: say('passwordChanged', locale),
        candidateType,
        origin: 'password_reset',
      })
    },
  })
}

export default passwordRoutes
