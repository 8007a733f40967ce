import type { LoginResponse, MessageResponse } from '@localjobs/api-client/auth/types'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiError } from '#src/lib/api-error.ts'
import { say } from '#src/lib/messages.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import {
  loginResponseSchema,
  messageResponseSchema,
  otpRequestBodySchema,
  otpVerifyBodySchema,
} from '#src/schemas/auth.ts'
import { loginResponse, sendOtp, useOtp } from './otp-flow.ts'

const errors = {
  400: apiErrorBodySchema,
  403: apiErrorBodySchema,
  429: apiErrorBodySchema,
  503: apiErrorBodySchema,
}

/** OTP login (spec sections 4 and 7): generate, resend, verify, logout. */
const otpRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const send = {
    schema: {
      tags: ['login'],
      body: otpRequestBodySchema,
      response: { 200: messageResponseSchema, ...errors },
    },
  }

  fastify.post(
    '/login/otp/generate/',
    {
      ...send,
      schema: {
        ...send.schema,
        summary: 'Texts a 4-digit code to the number',
        description:
          'The same answer for every valid number, with or without an account. Limits: 3 codes per number in ' +
          '10 minutes, 10 a day, and OTP_SENDS_PER_IP_PER_HOUR per address; over a limit, 429 with Retry-After.',
      },
    },
    async (request, reply): Promise<MessageResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      await sendOtp(fastify, request, request.body.mobile_no, locale)
      reply.header('cache-control', 'no-store')
      return { message: say('otpSent', locale) }
    },
  )

  fastify.post(
    '/login/otp/resend/',
    {
      ...send,
      schema: {
        ...send.schema,
        summary: 'A new code for the same number (the earlier one stops working)',
        description: 'Counts against the same limits as generate.',
      },
    },
    async (request, reply): Promise<MessageResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      await sendOtp(fastify, request, request.body.mobile_no, locale)
      reply.header('cache-control', 'no-store')
      return { message: say('otpSent', locale) }
    },
  )

  fastify.post(
    '/login/otp/verify/',
    {
      schema: {
        summary: 'Logs in with the code: session cookie (httpOnly) and user cookie',
        description:
          'A code works once, for 10 minutes, and ends after 3 wrong tries (the 4th fails even when right). ' +
          'The first login creates the account. Errors: OTP_INCORRECT, OTP_ATTEMPTS_EXCEEDED, OTP_EXPIRED.',
        tags: ['login'],
        body: otpVerifyBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply): Promise<LoginResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      const { mobile_no: mobile, otp, wa_optin: waOptin } = request.body
      await useOtp(fastify, request, mobile, otp, locale)
      const user = await fastify.accounts.upsertUser(mobile, waOptin)
      await fastify.auth.startSession(reply, user)
      reply.header('cache-control', 'no-store')
      return loginResponse(user, say('loggedIn', locale))
    },
  )

  fastify.post(
    '/login/otp/verify-enterprise/',
    {
      schema: {
        summary: 'Enterprise advertiser sign-in: not available yet (404)',
        description: 'Arrives with the advertiser side; until then a clear 404 ENTERPRISE_LOGIN_UNAVAILABLE.',
        tags: ['login'],
        response: { 404: apiErrorBodySchema, 403: apiErrorBodySchema },
      },
    },
    async () => {
      throw new ApiError(404, 'ENTERPRISE_LOGIN_UNAVAILABLE', 'Enterprise sign-in is not available yet.')
    },
  )

  fastify.post(
    '/login/otp/logout/',
    {
      schema: {
        summary: 'Ends the session and clears the session and user cookies',
        description: 'Answers 200 whether or not a session was open.',
        tags: ['login'],
        response: { 200: messageResponseSchema, 403: apiErrorBodySchema },
      },
    },
    async (request, reply): Promise<MessageResponse> => {
      await fastify.auth.endSession(request, reply)
      reply.header('cache-control', 'no-store')
      return { message: say('loggedOut', localeFrom(request.headers['accept-language'])) }
    },
  )
}

export default otpRoutes
