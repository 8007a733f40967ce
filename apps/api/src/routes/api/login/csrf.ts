import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

/**
 * GET /login/csrf/: a private, empty answer, so that the CSRF plugin sets the `csrftoken` cookie (it does on
 * every private answer to a request without one). Public cacheable answers (the job lists a visit starts
 * on) never carry the cookie, so the login modal asks here when it opens and its first POST succeeds at
 * once instead of being refused 403 CSRF_FAILED and retried.
 */
const csrfRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/login/csrf/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sets the csrftoken cookie when the request has none (204, never cached)',
        description:
          'For pages that start on cached public answers: call it before the first POST. A request that ' +
          'already carries a valid csrftoken keeps it (no Set-Cookie).',
        tags: ['login'],
        response: { 204: z.null().describe('no body') },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store').code(204)
      return null
    },
  )
}

export default csrfRoutes
