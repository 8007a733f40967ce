import type { AdvertiserJwtTokens, TokenRefreshResponse } from '@localjobs/api-client/auth/types'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiError } from '#src/lib/api-error.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import {
  advertiserJwtTokensSchema,
  tokenRefreshBodySchema,
  tokenRefreshResponseSchema,
} from '#src/schemas/auth.ts'

/** The advertiser's token calls (spec section 7; decision 017): refresh, and the legacy token's exchange. */
const tokenRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/user/token/refresh/',
    {
      // The refresh token in the body is the credential: no cookie is involved, so no CSRF header either
      // (a web view or the app calls it without the cookie).
      config: { access: 'public', csrf: false },
      schema: {
        summary: 'A new access token and a new refresh token (rotation)',
        description:
          'The refresh token works once. A used one presented again revokes every token of its sign-in ' +
          '(OAuth 2.0 security best current practice), logged as a warning. Unknown, expired or revoked: ' +
          '401 TOKEN_INVALID. Limits: as password login, per address.',
        tags: ['login'],
        body: tokenRefreshBodySchema,
        response: {
          200: tokenRefreshResponseSchema,
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply): Promise<TokenRefreshResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      await fastify.rateLimiter.enforce(
        [{ rule: LIMITS.tokenRefreshPerIp15m, subject: request.ip }],
        (seconds) => say('tooManyTries', locale, waitIn(seconds, locale)),
      )
      const pair = await fastify.tokens.rotate(request.body.refresh, request.log, locale)
      reply.header('cache-control', 'no-store')
      return pair
    },
  )

  fastify.get(
    '/user/jwt-tokens/advertiser/me',
    {
      config: { access: 'advertiser' },
      schema: {
        summary:
          "A JWT pair for the advertiser a legacy token (the older apps' `Authorization: <token>`) names",
        description:
          'Only a legacy token is exchanged (400 LEGACY_TOKEN_REQUIRED for a JWT); it stays valid for the app ' +
          'that holds it. 401 for an unknown or revoked token.',
        tags: ['login'],
        response: {
          200: advertiserJwtTokensSchema,
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
          403: apiErrorBodySchema,
        },
      },
    },
    async (request, reply): Promise<AdvertiserJwtTokens> => {
      const caller = request.caller
      if (caller?.via !== 'legacy')
        throw new ApiError(
          400,
          'LEGACY_TOKEN_REQUIRED',
          'Send the legacy token as `Authorization: <token>` to exchange it.',
        )
      reply.header('cache-control', 'no-store')
      return fastify.tokens.issue(caller.user.id, 'legacy')
    },
  )
}

export default tokenRoutes
