import type { LoginResponse } from '@localjobs/api-client/auth/types'
import { localeFrom } from '@localjobs/validation/locale'
import { mobileNumberSchema } from '@localjobs/validation/mobile-number'
import { loginPasswordSchema, passwordConfirmationSchema } from '@localjobs/validation/password'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '#src/lib/api-error.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import { hashPassword, verifyPassword } from '#src/lib/password-hash.ts'
import { parseWith } from '#src/lib/validate.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { loginResponseSchema, passwordResetBodySchema } from '#src/schemas/auth.ts'
import { loginResponse, useOtp } from './otp-flow.ts'

/** Password login and password reset by OTP (spec sections 4, 7 and 8). */
const passwordRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/login/password/',
    {
      schema: {
        summary: 'Logs in with mobile number and password',
        description:
          "A wrong password, an unknown number and a number without a password all answer 401 'Incorrect " +
          "credentials' after the same work. Limits: 30 tries per address in 15 minutes, 10 per number an hour.",
        tags: ['login'],
        body: z.object({ mobile_no: mobileNumberSchema, password: loginPasswordSchema }),
        response: {
          200: loginResponseSchema,
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
          403: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply): Promise<LoginResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      const { mobile_no: mobile, password } = request.body
      await fastify.rateLimiter.enforce(
        [
          { rule: LIMITS.passwordPerIp15m, subject: request.ip },
          { rule: LIMITS.passwordPerNumberHour, subject: mobile },
        ],
        (seconds) => say('tooManyTries', locale, waitIn(seconds, locale)),
      )
      const user = await fastify.accounts.findUserByMobile(mobile)
      const matches = await verifyPassword(password, user?.passwordHash)
      if (!user || !matches)
        throw new ApiError(401, 'INCORRECT_CREDENTIALS', say('incorrectCredentials', locale))
      await fastify.auth.startSession(reply, user)
      reply.header('cache-control', 'no-store')
      return loginResponse(user, say('loggedIn', locale))
    },
  )

  fastify.post(
    '/login/password/reset/',
    {
      schema: {
        summary: 'Sets a new password with a code from /login/otp/generate/, and logs in',
        description:
          'The code is checked as a login code (one use, 3 tries, 10 minutes). password: 8 to 128 characters; ' +
          'confirm_password must match. Other sessions of the account end.',
        tags: ['login'],
        body: passwordResetBodySchema,
        response: {
          200: loginResponseSchema,
          400: apiErrorBodySchema,
          403: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply): Promise<LoginResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      const { mobile_no: mobile, otp, password, confirm_password } = request.body
      // The password pair first: a typo must not use up the code.
      const { password: newPassword } = parseWith(
        passwordConfirmationSchema,
        { password, confirm_password },
        locale,
      )
      await useOtp(fastify, request, mobile, otp, locale)
      const user = await fastify.accounts.upsertUser(mobile)
      await fastify.accounts.setPassword(user.id, await hashPassword(newPassword))
      await fastify.accounts.deleteSessionsOf(user.id)
      await fastify.auth.startSession(reply, user)
      reply.header('cache-control', 'no-store')
      return loginResponse(user, say('passwordChanged', locale))
    },
  )
}

export default passwordRoutes
