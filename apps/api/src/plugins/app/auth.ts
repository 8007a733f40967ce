import { SESSION_COOKIE, USER_COOKIE } from '@localjobs/api-client/auth/cookies'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { notLoggedIn } from '#src/lib/api-error.ts'
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from '#src/lib/session-token.ts'
import type { UserRow } from './accounts-repository.ts'

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
  }
  interface FastifyRequest {
    /** the session's user once looked up (undefined: not yet looked up; null: nobody logged in) */
    sessionUser: UserRow | null | undefined
  }
}

export interface Auth {
  /** The logged-in seeker, or null. Looked up once per request. */
  currentUser(request: FastifyRequest): Promise<UserRow | null>
  /** The logged-in seeker; a 401 NOT_LOGGED_IN when there is none. */
  requireUser(request: FastifyRequest): Promise<UserRow>
  /** Opens a session: the httpOnly session cookie plus the user cookie the page reads (spec section 4). */
  startSession(reply: FastifyReply, user: UserRow): Promise<void>
  /** Ends the request's session (if any) and clears both cookies. */
  endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>
}

/**
 * Seeker sessions (ARCHITECTURE.md, Auth; decision 007): an opaque random token in an httpOnly,
 * SameSite=Lax `session` cookie (Secure when COOKIE_SECURE), stored hashed with an expiry; plus the
 * `user_id` cookie with the user id, readable by the page.
 */
export default fp(
  (fastify) => {
    const { COOKIE_SECURE: secure, SESSION_TTL_DAYS } = fastify.env
    const maxAge = SESSION_TTL_DAYS * 24 * 3600
    const cookieOptions = { path: '/', sameSite: 'lax' as const, secure }

    fastify.decorateRequest('sessionUser', undefined)

    const currentUser = async (request: FastifyRequest) => {
      if (request.sessionUser !== undefined) return request.sessionUser
      const token = request.cookies[SESSION_COOKIE]
      request.sessionUser = looksLikeSessionToken(token)
        ? ((await fastify.accounts.findSessionUser(hashSessionToken(token))) ?? null)
        : null
      return request.sessionUser
    }

    fastify.decorate('auth', {
      currentUser,
      async requireUser(request) {
        const user = await currentUser(request)
        if (!user) throw notLoggedIn()
        return user
      },
      async startSession(reply, user) {
        const token = newSessionToken()
        await fastify.accounts.createSession(
          user.id,
          hashSessionToken(token),
          new Date(Date.now() + maxAge * 1000),
        )
        reply
          .setCookie(SESSION_COOKIE, token, { ...cookieOptions, httpOnly: true, maxAge })
          .setCookie(USER_COOKIE, String(user.id), { ...cookieOptions, httpOnly: false, maxAge })
      },
      async endSession(request, reply) {
        const token = request.cookies[SESSION_COOKIE]
        if (looksLikeSessionToken(token)) await fastify.accounts.deleteSession(hashSessionToken(token))
        request.sessionUser = null
        reply
          .clearCookie(SESSION_COOKIE, { ...cookieOptions, httpOnly: true })
          .clearCookie(USER_COOKIE, { ...cookieOptions, httpOnly: false })
      },
    } satisfies Auth)
  },
  { name: 'auth', dependencies: ['cookie', 'services', 'accounts-repository'] },
)
