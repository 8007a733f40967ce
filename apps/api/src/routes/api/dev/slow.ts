import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { strictQuery } from '#src/schemas/params.ts'

/**
 * GET /api/dev/slow/?ms=: answers after `ms` milliseconds, so that a test can keep requests in flight (the
 * graceful shutdown's, decision 044). Registered with the other development helpers only: app.ts adds it
 * when APP_ENV is not production AND DEV_SMS_OUTBOX=true (which env.ts refuses in production).
 */
const slowRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/dev/slow/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Development only: an answer that takes `ms` milliseconds',
        tags: ['development'],
        querystring: strictQuery({ ms: z.coerce.number().int().min(0).max(10_000) }),
        response: { 200: z.object({ waited: z.number() }), 400: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await new Promise((resolve) => setTimeout(resolve, request.query.ms))
      reply.header('cache-control', 'no-store')
      return { waited: request.query.ms }
    },
  )
}

export default slowRoutes
