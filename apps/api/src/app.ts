import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import fp from 'fastify-plugin'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Database } from '#src/db/database.ts'
import type { Env } from '#src/env.ts'
import classifiedsRepository from '#src/plugins/app/classifieds-repository.ts'
import database from '#src/plugins/app/database.ts'
import errorHandler from '#src/plugins/app/error-handler.ts'
import referenceDataRepository from '#src/plugins/app/reference-data-repository.ts'
import requestId, { REQUEST_ID_HEADER, requestIdOf } from '#src/plugins/app/request-id.ts'
import swagger from '#src/plugins/external/swagger.ts'
import feedRoutes from '#src/routes/api/classifieds/feed.ts'
import healthRoutes from '#src/routes/api/health.ts'

export interface BuildAppOptions {
  /** An open, migrated database (see createDatabase / prepareDatabase); the caller closes it. */
  db: Database
  /**
   * false (default, tests), a level such as 'info' (LOG_LEVEL), or Fastify's logger option
   * (true, or pino options such as { level: 'info', stream }).
   */
  logger?: FastifyServerOptions['logger'] | Env['LOG_LEVEL']
  /**
   * Plugins the host wants at the root before the routes load, so their hooks cover the API too
   * (the one-origin gateway registers compression here).
   */
  beforeRoutes?: (app: FastifyInstance) => void | Promise<void>
}

export const API_PREFIX = '/api'

/** Errors the router raises before any hook runs (a malformed URL): still an ApiErrorBody. */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body: ApiErrorBody = { statusCode: 400, code: 'BAD_REQUEST', message: error.message }
  reply.code(400).header(REQUEST_ID_HEADER, request.id).header('cache-control', 'no-store').send(body)
}

/**
 * The API as a Fastify instance, not yet listening: `inject` it in tests, `listen` it in server.ts, or
 * hand its requests over from the one-origin gateway. Layers: external plugins, then app plugins
 * (repositories as decorators), then routes, all under /api.
 */
export function buildApp({ db, logger = false, beforeRoutes }: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: typeof logger === 'string' ? { level: logger } : logger,
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Spec paths end with '/': '/feed_v2' and '/feed_v2/' are different routes, as the spec writes them.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  app.register(swagger)
  app.register(database, { database: db })
  app.register(requestId)
  app.register(errorHandler)
  app.register(referenceDataRepository)
  app.register(classifiedsRepository)
  if (beforeRoutes) app.register(fp(async (root) => beforeRoutes(root), { name: 'host-plugins' }))

  app.register(healthRoutes, { prefix: API_PREFIX })
  app.register(feedRoutes, { prefix: API_PREFIX })

  return app
}
