import type { PromotedJobsResponse, RecommendationsResponse } from '@localjobs/api-client/classifieds/types'
import { DEFAULT_LOCATION_ID, MAX_LIST_LOCATIONS } from '@localjobs/validation/constants'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '#src/lib/api-error.ts'
import { knownLocationsOr404 } from '#src/lib/known-locations.ts'
import { knowsAllOf, presentClassified } from '#src/lib/present-classified.ts'
import type { FeedRow } from '#src/plugins/app/classifieds-repository.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { jobListSchema } from '#src/schemas/classifieds.ts'
import {
  cityIdsParam,
  idParam,
  oneCityOrSeveral,
  strictQuery,
  wholeNumberParam,
} from '#src/schemas/params.ts'
import { PUBLIC_LIST_CACHE_CONTROL } from './feed.ts'
import { citiesOf, filterSearchBodySchema, searchFor } from './filters.ts'

export const RECOMMENDATIONS_PAGE_SIZE = 10
/**
 * Recommendations end after this many pages (an empty page, as the spec's pagination expects). Their
 * pages are numbered, so they use OFFSET; this bound keeps it at most 40 rows into one index range.
 */
export const RECOMMENDATIONS_MAX_PAGES = 5
export const PROMOTED_JOBS_LIMIT = 10

/** recommendations_v2 and promoted_jobs_v2 (GET: of cities; POST: those matching filters; spec sections 4 and 7). */
const listsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const present = async (rows: FeedRow[]) => {
    let reference = await fastify.referenceData.get()
    if (!knowsAllOf(rows, reference)) reference = await fastify.referenceData.get({ refresh: true })
    return rows.map((row) => presentClassified(row, reference))
  }
  const requireLocation = (id: number) => knownLocationsOr404(fastify.referenceData, [id], 'location_id')

  fastify.get(
    '/classifieds/classifieds/recommendations_v2/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Jobs like the one shown: same category, in the location, newest first; one page per call',
        description:
          `Pages of ${RECOMMENDATIONS_PAGE_SIZE}; page ${RECOMMENDATIONS_MAX_PAGES + 1} and later are empty, which ` +
          'ends the list. location_id defaults to 9. The header `source` (jobs_web) is accepted.',
        tags: ['classifieds'],
        querystring: strictQuery({
          classified_id: idParam('classified_id'),
          page: wholeNumberParam('page', 1, 1000).default(1),
          location_id: idParam('location_id').default(DEFAULT_LOCATION_ID),
        }),
        headers: z.looseObject({ source: z.string().max(50).optional() }),
        response: { 200: jobListSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply): Promise<RecommendationsResponse> => {
      const { classified_id: classifiedId, page, location_id: locationId } = request.query
      const locale = localeFrom(request.headers['accept-language'])
      await requireLocation(locationId)
      const job = await fastify.classifiedsRepository.details(classifiedId, 'en')
      if (!job) throw notFound(`There is no job with classified_id ${classifiedId}.`)
      reply.header('cache-control', PUBLIC_LIST_CACHE_CONTROL).header('vary', 'Accept-Language')
      if (page > RECOMMENDATIONS_MAX_PAGES) return { results: [] }
      const rows = await fastify.classifiedsRepository.search({
        locale,
        locationId,
        categoryIds: [job.categoryId],
        excludeId: classifiedId,
        limit: RECOMMENDATIONS_PAGE_SIZE,
        offset: (page - 1) * RECOMMENDATIONS_PAGE_SIZE,
      })
      return { results: await present(rows) }
    },
  )

  fastify.get(
    '/classifieds/classifieds/promoted_jobs_v2/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sponsored live jobs of a location or several (at most 10), by promotion rank, then newest',
        description:
          `location_id (one city, default 9) or location_ids (repeated, up to ${MAX_LIST_LOCATIONS}: sponsored ` +
          `jobs of any of them), not both; at most ${PROMOTED_JOBS_LIMIT} jobs in all.`,
        tags: ['classifieds'],
        querystring: strictQuery({
          location_id: idParam('location_id').optional(),
          location_ids: cityIdsParam.optional(),
        }).check(oneCityOrSeveral),
        response: { 200: jobListSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply): Promise<PromotedJobsResponse> => {
      const { location_id: locationId, location_ids: locationIds } = request.query
      const locale = localeFrom(request.headers['accept-language'])
      const cityIds = locationIds ? [...new Set(locationIds)] : [locationId ?? DEFAULT_LOCATION_ID]
      await knownLocationsOr404(
        fastify.referenceData,
        cityIds,
        locationIds === undefined ? 'location_id' : 'location_ids',
      )
      const rows = await fastify.classifiedsRepository.promoted({
        locale,
        locationIds: cityIds,
        limit: PROMOTED_JOBS_LIMIT,
      })
      reply.header('cache-control', PUBLIC_LIST_CACHE_CONTROL).header('vary', 'Accept-Language')
      return { results: await present(rows) }
    },
  )

  fastify.post(
    '/classifieds/classifieds/promoted_jobs_v2/',
    {
      // A read that takes its question as a body, like apply_filters: no CSRF header.
      config: { access: 'public', csrf: false },
      schema: {
        summary: 'Sponsored live jobs that match a filtered search, by promotion rank, then newest',
        description:
          "apply_filters' body without page and cursor (the same fields, rules and errors: a value a filter " +
          'does not have is a 400 naming it): the sponsored jobs of the cities that also match every chosen ' +
          `value and the salary range, at most ${PROMOTED_JOBS_LIMIT}; none when none matches. With no filters ` +
          'it answers what GET answers for the same cities.',
        tags: ['classifieds'],
        body: filterSearchBodySchema,
        response: { 200: jobListSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request): Promise<PromotedJobsResponse> => {
      const { body } = request
      const locale = localeFrom(request.headers['accept-language'])
      const reference = await knownLocationsOr404(
        fastify.referenceData,
        citiesOf(body),
        body.location_ids === undefined ? 'location_id' : 'location_ids',
      )
      const search = searchFor(body, reference, locale)
      const rows = await fastify.classifiedsRepository.promoted({ ...search, limit: PROMOTED_JOBS_LIMIT })
      return { results: await present(rows) }
    },
  )
}

export default listsRoutes
