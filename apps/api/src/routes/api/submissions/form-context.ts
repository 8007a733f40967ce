import type { FormContextResponse } from '@localjobs/api-client/submissions/types'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { knownLocationsOr404 } from '#src/lib/known-locations.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { idParam, strictQuery } from '#src/schemas/params.ts'
import { formContextResponseSchema } from '#src/schemas/submissions.ts'
import { draftContext } from './draft.ts'

export const FORM_CONTEXT_PATH = '/submissions/form-context/'

const REFERENCE_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400'

/**
 * GET /submissions/form-context/ (ours; decision 026): the post-job form's option lists, the `data.context`
 * of GET /submissions/draft/, without an account, so a signed-out visitor can fill step 1 (the web form
 * before login, spec section 2). Reference data only: public and cached like the filter options.
 */
const formContextRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    FORM_CONTEXT_PATH,
    {
      config: { access: 'public' },
      schema: {
        summary: "The post-job form's option lists, without an account",
        description:
          '`data.context` as GET /submissions/draft/ answers it, titles in Accept-Language (`en=1`: English). ' +
          '`location_id` must be a known city (404).',
        tags: ['submissions'],
        querystring: strictQuery({
          location_id: idParam('location_id'),
          en: z.enum(['0', '1'], { error: 'en is 0 or 1' }).optional(),
        }),
        response: { 200: formContextResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply): Promise<FormContextResponse> => {
      const { location_id, en } = request.query
      const locale = en === '1' ? 'en' : localeFrom(request.headers['accept-language'])
      const reference = await knownLocationsOr404(fastify.referenceData, [location_id], 'location_id')
      reply
        .header('cache-control', REFERENCE_CACHE_CONTROL)
        .header('vary', 'Accept-Language')
        .header('content-language', locale)
      return { data: { context: draftContext(reference, locale) } }
    },
  )
}

export default formContextRoutes
