import { randomUUID } from 'node:crypto'
import type { Locale } from '@localjobs/api-client/classifieds/types'
import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import { type AccessClaims, accessTokens, loadSigningKey } from '#src/lib/access-token.ts'
import { ApiError } from '#src/lib/api-error.ts'
import { say } from '#src/lib/messages.ts'
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from '#src/lib/session-token.ts'
import type { RevocationReason, TokenFamilyOrigin } from './identity-repository.ts'

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens
  }
}

export interface TokenPair {
  access: string
  refresh: string
}

export interface Tokens {
  /** A new sign-in: a token family with its first refresh token, and an access token for it. */
  issue(userId: number, origin: TokenFamilyOrigin): Promise<TokenPair>
  /**
   * Rotates a refresh token: a new pair, the old token used up. A used token presented again revokes its
   * whole family (logged as a warning with the user and family, never the token). 401 otherwise.
   */
  rotate(refresh: unknown, log: FastifyBaseLogger, locale: Locale): Promise<TokenPair>
  /** The claims of a valid access token (signature, algorithm, issuer, audience, expiry); 401 otherwise. */
  verifyAccess(token: string, locale: Locale): Promise<AccessClaims>
  /** Ends the sign-in a refresh token belongs to (sign-out); unknown tokens are ignored. */
  revokeByRefresh(refresh: unknown, reason: RevocationReason): Promise<void>
  revokeFamily(familyId: string, reason: RevocationReason): Promise<void>
  /** Ends every advertiser sign-in of the user (a password change). */
  revokeAllOf(userId: number, reason: RevocationReason): Promise<void>
}

/** 401 for any token that is not good: one code and one sentence, saying nothing about why. */
export const tokenInvalid = (locale: Locale) =>
  new ApiError(401, 'TOKEN_INVALID', say('tokenInvalid', locale))

/**
 * Advertiser tokens (decision 017): short-lived EdDSA access JWTs (ACCESS_TOKEN_TTL_SECONDS) and random
 * refresh tokens stored hashed (REFRESH_TOKEN_TTL_SECONDS), rotated on every use, in families.
 */
export default fp(
  async (fastify) => {
    const { env, identity } = fastify
    const key = await loadSigningKey(env)
    const access = accessTokens(key, env.ACCESS_TOKEN_TTL_SECONDS)
    const refreshExpiry = () => new Date(Date.now() + env.REFRESH_TOKEN_TTL_SECONDS * 1000)

    const tokens: Tokens = {
      async issue(userId, origin) {
        const familyId = randomUUID()
        const refresh = newSessionToken()
        await identity.startFamily(familyId, userId, origin, hashSessionToken(refresh), refreshExpiry())
        return { access: await access.sign({ userId, familyId }), refresh }
      },

      async rotate(refresh, log, locale) {
        if (!looksLikeSessionToken(refresh)) throw tokenInvalid(locale)
        const next = newSessionToken()
        const rotation = await identity.rotateRefresh(
          hashSessionToken(refresh),
          hashSessionToken(next),
          refreshExpiry(),
        )
        if (rotation.outcome === 'reused') {
          log.warn(
            { userId: rotation.userId, familyId: rotation.familyId },
            'a used refresh token was presented again: its token family is revoked',
          )
          throw tokenInvalid(locale)
        }
        if (rotation.outcome === 'invalid') throw tokenInvalid(locale)
        const { userId, familyId } = rotation
        return { access: await access.sign({ userId, familyId }), refresh: next }
      },

      async verifyAccess(token, locale) {
        try {
          return await access.verify(token)
        } catch {
          throw tokenInvalid(locale)
        }
      },

      async revokeByRefresh(refresh, reason) {
        if (!looksLikeSessionToken(refresh)) return
        const familyId = await identity.familyOfRefresh(hashSessionToken(refresh))
        if (familyId) await identity.revokeFamily(familyId, reason)
      },

      revokeFamily: (familyId, reason) => identity.revokeFamily(familyId, reason),
      revokeAllOf: (userId, reason) => identity.revokeFamiliesOf(userId, reason),
    }
    fastify.decorate('tokens', tokens)
  },
  { name: 'tokens', dependencies: ['services', 'identity-repository'] },
)
