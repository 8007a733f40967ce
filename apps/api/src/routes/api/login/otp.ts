import type {
  EnterpriseLoginResponse,
  LoginResponse,
  MessageResponse,
} from '@localjobs/api-client/auth/types'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiError } from '#src/lib/api-error.ts'
import { say } from '#src/lib/messages.ts'
import { mobilePost } from '#src/lib/mobile-post.ts'
import { bearerOf } from '#src/plugins/app/access.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import {
  enterpriseLoginResponseSchema,
  loginResponseSchema,
  logoutBodySchema,
  messageResponseSchema,
  otpRequestBodySchema,
  otpVerifyBodySchema,
} from '#src/schemas/auth.ts'
import {
  enterpriseLoginResponse,
  envRolesOf,
  otpCheckLimits,
  otpSendersOf,
  otpSendLimits,
  sendOtp,
  signIn,
  useOtp,
} from './otp-flow.ts'

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
        'never more than OTP_SENDS_PER_IP_PER_HOUR (429). The text is queued and handed to the gateway at ' +
        'once; the answer waits for it at most OTP_SMS_WAIT_MS and does not depend on it: a slow or failing ' +
        'gateway is tried again by the job worker within the code’s 10 minutes (decision 045).',
    ],
    [
      '/login/otp/resend/',
      'A new code for the same number (the earlier one stops working)',
      'Counts against the same limits and allowance as generate.',
    ],
  ] as const) {
    mobilePost(fastify, url, {
      access: 'public',
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
        await sendOtp(fastify, body.mobile_no)
        return { message: say('otpSent', context.locale) }
      },
    })
  }

  mobilePost(fastify, '/login/otp/verify/', {
    access: 'public',
    summary: 'Logs in with the code: a seeker gets the session cookies, an advertiser a token pair',
    description:
      'A code works once, for 10 minutes, and ends after 3 wrong tries (the 4th fails even when right). ' +
      'The first login creates the account. Errors: OTP_INCORRECT, OTP_ATTEMPTS_EXCEEDED, OTP_EXPIRED. ' +
      "Checks per address an hour: three times OTP_SENDS_PER_IP_PER_HOUR. With `candidateType: 'advertiser'` " +
      'the answer carries `access` and `refresh` (and `advertiser_id` for an enterprise account: b2b) and no ' +
      'cookie is set; the first advertiser sign-in creates a b2c account.',
    tags: ['login'],
    body: otpVerifyBodySchema,
    reply: loginResponseSchema,
    limits: (request) => otpCheckLimits(fastify, request),
    answer: async (
      { mobile_no: mobile, otp, wa_optin: waOptin, candidateType },
      { reply, locale },
    ): Promise<LoginResponse> => {
      await useOtp(fastify, mobile, otp, locale)
      const user = await fastify.accounts.upsertUser(mobile, waOptin, { verified: true })
      return signIn(fastify, user, { reply, message: say('loggedIn', locale), candidateType, origin: 'otp' })
    },
  })

  mobilePost(fastify, '/login/otp/verify-enterprise/', {
    access: 'public',
    summary: "Enterprise advertiser sign-in: the account's details (spec section 3) and a token pair",
    description:
      'The code is checked as on /login/otp/verify/. Enterprise accounts are created by ops, never here: a ' +
      'number without one answers 403 NOT_ENTERPRISE (the code is used up). No cookie is set.',
    tags: ['login'],
    body: otpVerifyBodySchema,
    reply: enterpriseLoginResponseSchema,
    limits: (request) => otpCheckLimits(fastify, request),
    answer: async (
      { mobile_no: mobile, otp, wa_optin: waOptin },
      { locale },
    ): Promise<EnterpriseLoginResponse> => {
      await useOtp(fastify, mobile, otp, locale)
      const user = await fastify.accounts.upsertUser(mobile, waOptin, { verified: true })
      const found = await fastify.identity.findAdvertiserFor(user)
      if (found?.kind !== 'b2b') throw new ApiError(403, 'NOT_ENTERPRISE', say('notEnterprise', locale))
      await fastify.identity.syncEnvRoles(user.id, envRolesOf(fastify, mobile))
      const advertiser = await fastify.identity.advertiserFor(user)
      const tokens = await fastify.tokens.issue(user.id, 'otp')
      return enterpriseLoginResponse(user, advertiser, say('loggedIn', locale), tokens)
    },
  })

  fastify.post(
    '/login/otp/logout/',
    {
      config: { access: 'public' },
      schema: {
        summary: "Signs out: the seeker's session and cookies, the advertiser's tokens",
        description:
          'Answers 200 whether or not anyone was signed in. An advertiser sends `refresh` (and its bearer ' +
          'access token): the sign-in they belong to is revoked, every refresh and access token of it.',
        tags: ['login'],
        body: logoutBodySchema,
        response: { 200: messageResponseSchema, 400: apiErrorBodySchema, 403: apiErrorBodySchema },
      },
    },
    async (request, reply): Promise<MessageResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      await fastify.auth.endSession(request, reply)
      if (request.body?.refresh) await fastify.tokens.revokeByRefresh(request.body.refresh, 'logout')
      const bearer = bearerOf(request)
      if (bearer !== undefined && bearer !== 'malformed' && bearer.kind === 'jwt') {
        const claims = await fastify.tokens.verifyAccess(bearer.token, locale).catch(() => undefined)
        if (claims) await fastify.tokens.revokeFamily(claims.familyId, 'logout')
      }
      reply.header('cache-control', 'no-store')
      return { message: say('loggedOut', locale) }
    },
  )
}

export default otpRoutes
