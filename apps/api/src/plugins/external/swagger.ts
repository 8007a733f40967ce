import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'

export const DOCS_PREFIX = '/api/docs'

/** OpenAPI generated from the routes' zod schemas; the UI at /api/docs, the document at /api/docs/json. */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Local jobs API',
          description: 'The jobs API of spec section 7. Every error answers with an ApiErrorBody.',
          version: '0.1.0',
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    })
    await fastify.register(swaggerUi, { routePrefix: DOCS_PREFIX })
  },
  { name: 'swagger' },
)
