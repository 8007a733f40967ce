import type { StatesResponse } from '@localjobs/api-client/common/types'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { nameIn } from '#src/lib/present-classified.ts'
import { statesResponseSchema } from '#src/schemas/locations.ts'

/** GET /common/public/v1/states/: every state, titles in Accept-Language. */
const statesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/common/public/v1/states/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Every state, by English name',
        tags: ['locations'],
        response: { 200: statesResponseSchema },
      },
    },
    async (request, reply): Promise<StatesResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      const reference = await fastify.referenceData.get()
      reply
        .header('cache-control', 'public, max-age=3600, s-maxage=86400')
        .header('vary', 'Accept-Language')
        .header('content-language', locale)
      return {
        results: [...reference.statesById.values()].map((state) => ({
          id: state.id,
          title: nameIn(state, locale),
          short_name: state.shortName,
        })),
      }
    },
  )
}

export default statesRoutes
