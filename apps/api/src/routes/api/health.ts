import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'

const notReadyBodySchema = z.object({
  status: z.literal('unavailable'),
  database: z.enum(['pglite', 'postgres']),
})

/**
 * Liveness (the process answers) and readiness (it can reach its database and is not shutting down), for
 * load balancers.
 */
const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/health',
    {
      config: { access: 'public', probe: true },
      schema: {
        summary: 'Liveness: the process answers; never touches the database',
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { status: 'ok' as const }
    },
  )

  fastify.get(
    '/ready',
    {
      config: { access: 'public', probe: true },
      schema: {
        summary: 'Readiness: the database answers a query, and the server is not shutting down',
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
          503: notReadyBodySchema,
          500: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { engine, db } = fastify.database
      // draining after SIGTERM: the load balancer must stop sending (decision 044)
      if (fastify.shutdown.draining)
        return reply.code(503).send({ status: 'unavailable' as const, database: engine })
      try {
        await db.execute(sql`select 1`)
        return { status: 'ready' as const, database: engine }
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed')
        return reply.code(503).send({ status: 'unavailable' as const, database: engine })
      }
    },
  )
}

export default healthRoutes
