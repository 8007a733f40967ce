import type { PlansResponse } from '@localjobs/api-client/plans/types'
import { localeFrom } from '@localjobs/validation/locale'
import { GST_PERCENT, TOTAL_DISTRICTS_MAX } from '@localjobs/validation/payments'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { plansOnSale } from '#src/lib/plans.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { strictQuery } from '#src/schemas/params.ts'
import { plansResponseSchema } from '#src/schemas/plans.ts'

export const PLANS_PATH = '/classifieds/v2/packages/'

/**
 * GET /classifieds/v2/packages/ (spec section 7, an advertiser call): the plans on sale (basic, premium,
 * premium plus) with their price for one district, validity, selling points and add-ons, in
 * Accept-Language. A price list, but the spec lists it among the advertiser's calls, so it is theirs and
 * cached privately (prices may differ per advertiser once #10 brings offers).
 */
const packagesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    PLANS_PATH,
    {
      config: { access: 'advertiser' },
      schema: {
        summary: 'The plans (basic, premium, premium plus) and their add-ons, texts in Accept-Language',
        description:
          'Prices in whole rupees for one district, and in paise (`*_paise`); `gst_paise` is the GST on one ' +
          'district; each district beyond the first costs `district_price`; `upselling_options` are the other ' +
          "add-ons. `applicants_allowed` null is unlimited. Cheapest first. An order's amount is " +
          '`orderPrice` (@localjobs/validation/payments) of these.',
        tags: ['plans'],
        querystring: strictQuery({}),
        response: { 200: plansResponseSchema, 400: apiErrorBodySchema, 401: apiErrorBodySchema },
      },
    },
    async (request, reply): Promise<PlansResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      const results = await plansOnSale(fastify.database.db, locale)
      reply
        .header('cache-control', 'private, max-age=300')
        .header('vary', 'Accept-Language, Authorization')
        .header('content-language', locale)
      return { results, gst_percent: GST_PERCENT, max_districts: TOTAL_DISTRICTS_MAX, currency: 'INR' }
    },
  )
}

export default packagesRoutes
