import type { LoginResponse, MessageResponse } from '@localjobs/api-client/auth/types'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiError } from '#src/lib/api-error.ts'
import { say } from '#src/lib/messages.ts'
import { mobilePost } from '#src/lib/mobile-post.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import {
  loginResponseSchema,
  messageResponseSchema,
  otpRequestBodySchema,
  otpVerifyBodySchema,
} from '#src/schemas/auth.ts'
import { loginResponse, otpCheckLimits, otpSendersOf, otpSendLimits, sendOtp, useOtp } from './otp-flow.ts'

/** OTP login (spec sections 4 and 7): generate, resend, verify, logout. */
const otpRoutes: FastifyPluginAsyncZod = async (fastify) => {
  for (const [url, summary, description] of [
    [
      '/login/otp/generate/',
      'Texts a 4-digit code to the number',
      'The same answer for every valid number, with or without an account. Limits: 3 codes per number in ' +
        '10 minutes and 10 a day (429 with Retry-After). Per address an hour: OTP_FREE_SENDS_PER_IP_PER_HOUR ' +
        'codes as they come (four times that per /24 or /64 network), then 403 CHALLENGE_REQUIRED with an ' +
        'ALTCHA challenge, solved and sent back as `altcha` (one use, 5 minutes, harder as the count grows); ' +
        'never more than OTP_SENDS_PER_IP_PER_HOUR (429).',
    ],
    [
      '/login/otp/resend/',
      'A new code for the same number (the earlier one stops working)',
      'Counts against the same limits and allowance as generate.',
    ],
  ] as const) {
    mobilePost(fastify, url, {
      summary,
      description,
      tags: ['login'],
      body: otpRequestBodySchema,
      reply: messageResponseSchema,
      errors: [503],
      senders: otpSendersOf(fastify),
      limits: (_request, body) => otpSendLimits(fastify, body.mobile_no),
      tooMany: 'otpTooMany',
      answer: async (body, context): Promise<MessageResponse> => {
        await sendOtp(fastify, context, body.mobile_no)
        return { message: say('otpSent', context.locale) }
      },
    })
  }

  mobilePost(fastify, '/login/otp/verify/', {
    summary: 'Logs in with the code: session cookie (httpOnly) and user cookie',
    description:
      'A code works once, for 10 minutes, and ends after 3 wrong tries (the 4th fails even when right). ' +
      'The first login creates the account. Errors: OTP_INCORRECT, OTP_ATTEMPTS_EXCEEDED, OTP_EXPIRED. ' +
      'Checks per address an hour: three times OTP_SENDS_PER_IP_PER_HOUR.',
    tags: ['login'],
    body: otpVerifyBodySchema,
    reply: loginResponseSchema,
    limits: (request) => otpCheckLimits(fastify, request),
    answer: async (
      { mobile_no: mobile, otp, wa_optin: waOptin },
      { reply, locale },
    ): Promise<LoginResponse> => {
      await useOtp(fastify, mobile, otp, locale)
      const user = await fastify.accounts.upsertUser(mobile, waOptin)
      await fastify.auth.startSession(reply, user)
      return loginResponse(user, say('loggedIn', locale))
    },
  })

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
