import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** What a private answer says to caches when its route chose nothing (decision 038). */
export const PRIVATE_CACHE_CONTROL = 'no-store'

/** A Cache-Control that lets a shared cache (a CDN, a proxy) keep the answer. */
const SHARED = /\b(public|s-maxage)\b/

/**
 * Private data: an answer behind authentication (a route whose `config.access` is not 'public', decision
 * 017) or one that sets a cookie (a session, the CSRF token).
 */
export function isPrivateAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  const access = request.routeOptions.config?.access
  return (access !== undefined && access !== 'public') || reply.hasHeader('set-cookie')
}

/**
 * Headers of every API answer (decision 038): `X-Content-Type-Options: nosniff`, so no browser reads a JSON
 * answer or an uploaded file as a script or a page; and, on private answers, `Cache-Control: no-store` unless
 * the route chose a policy of its own (`private, max-age=600` for a signed logo link), as long as that policy
 * keeps shared caches out. Registered after the CSRF plugin, whose cookie it must see.
 */
export default fp(
  (fastify, { prefix }: { prefix: string }) => {
    fastify.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff')
      // Only the API's own routes: the one-origin gateway's pages and files decide for themselves.
      const url = request.routeOptions.url
      if (url === undefined || (url !== prefix && !url.startsWith(`${prefix}/`))) return payload
      if (!isPrivateAnswer(request, reply)) return payload
      const chosen = reply.getHeader('cache-control')
      if (chosen === undefined || SHARED.test(String(chosen)))
        reply.header('cache-control', PRIVATE_CACHE_CONTROL)
      return payload
    })
  },
  { name: 'response-headers', dependencies: ['csrf'] },
)
