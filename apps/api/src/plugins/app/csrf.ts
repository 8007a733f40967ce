import { randomBytes, timingSafeEqual } from 'node:crypto'
import { DEFAULT_CSRF_COOKIE, DEFAULT_CSRF_HEADER, HEADERS } from '@localjobs/api-client/app-context'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '#src/lib/api-error.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * true: this route changes state even though its method is GET (the spec's GET apply), so it needs
     * the CSRF header. false: a POST that only reads (apply_filters), so it does not.
     */
    csrf?: boolean
    /** A load balancer's probe (health, readiness): no CSRF cookie, no per-IP request limit. */
    probe?: boolean
  }
}

export const CSRF_COOKIE = DEFAULT_CSRF_COOKIE
export const CSRF_HEADER = DEFAULT_CSRF_HEADER.toLowerCase()
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/
const ONE_YEAR_SECONDS = 365 * 24 * 3600

export const CSRF_FAILED_MESSAGE =
  'This request did not carry the security token (CSRF) of this site. Reload the page and try again.'

/**
 * Requests authenticated by a bearer header (advertisers, the web view's app token) are exempt: a page
 * of another site cannot add such a header without a CORS preflight, which this API never grants.
 */
const carriesBearer = (request: FastifyRequest) =>
  Boolean(
    request.headers[HEADERS.authorization.toLowerCase()] ||
      request.headers[HEADERS.jwtAuthorization.toLowerCase()],
  )

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

const tokenOf = (request: FastifyRequest) => {
  const cookie = request.cookies[CSRF_COOKIE]
  return cookie && TOKEN_PATTERN.test(cookie) ? cookie : undefined
}

/**
 * Double-submit CSRF protection (ARCHITECTURE.md, Auth). An answer to a request without a valid
 * `csrftoken` cookie sets one (random, readable by the page, SameSite=Lax), unless the answer is public
 * and cacheable: a shared cache must never hand one visitor's token to the next, and a Set-Cookie would
 * stop CDNs caching the job lists. A refused request's answer always sets it, so the client's one retry
 * succeeds. State-changing requests must echo it in `X-CSRFToken`, or get 403 CSRF_FAILED before their
 * body is even read.
 */
export default fp<{ secureCookies: boolean }>(
  (fastify, { secureCookies }) => {
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (tokenOf(request) || request.routeOptions.config?.probe) return payload
      if (/^\s*public\b/.test(String(reply.getHeader('cache-control') ?? ''))) return payload
      reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: secureCookies,
        httpOnly: false,
        maxAge: ONE_YEAR_SECONDS,
      })
      return payload
    })

    fastify.addHook('onRequest', async (request) => {
      const token = tokenOf(request)
      if (request.is404) return
      const configured = request.routeOptions.config.csrf
      const needed = STATE_CHANGING.has(request.method) ? configured !== false : configured === true
      if (!needed || carriesBearer(request)) return
      const header = request.headers[CSRF_HEADER]
      if (!token || typeof header !== 'string' || !sameToken(header, token)) {
        throw new ApiError(403, 'CSRF_FAILED', CSRF_FAILED_MESSAGE)
      }
    })
  },
  { name: 'csrf', dependencies: ['cookie', 'error-handler'] },
)
