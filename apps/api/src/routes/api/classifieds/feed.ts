import type { FeedResponse } from '@localjobs/api-client/classifieds/types'
import { type FeedQuery, feedQuerySchema } from '@localjobs/validation/feed-query'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, notFound } from '#src/lib/api-error.ts'
import { decodeFeedCursor, encodeFeedCursor } from '#src/lib/feed-cursor.ts'
import {
  knowsAllOf,
  presentCategory,
  presentClassified,
  presentLocation,
} from '#src/lib/present-classified.ts'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { feedResponseSchema } from '#src/schemas/classifieds.ts'

/** Public lists may be cached briefly by browsers and longer by the CDN, which revalidates in the background. */
export const PUBLIC_LIST_CACHE_CONTROL = 'public, max-age=30, s-maxage=60, stale-while-revalidate=300'

function resolveCategory(reference: ReferenceData, id: number | undefined, slug: string | undefined) {
  if (id !== undefined) {
    const category = reference.categoriesById.get(id)
    if (!category) throw notFound(`There is no job category with category_id ${id}.`)
    return category
  }
  if (slug !== undefined) {
    const category = reference.categoriesBySlug.get(slug)
    if (!category) throw notFound(`There is no job category with category_slug '${slug}'.`)
    return category
  }
  return undefined
}

function resolveLocation(reference: ReferenceData, id: number | undefined, slug: string | undefined) {
  if (id !== undefined) {
    const location = reference.locationsById.get(id)
    if (!location) throw notFound(`There is no location with location_id ${id}.`)
    return location
  }
  if (slug !== undefined) {
    const location = reference.locationsBySlug.get(slug)
    if (!location) throw notFound(`There is no location with location_slug '${slug}'.`)
    return location
  }
  return undefined
}

const resolveFilters = (reference: ReferenceData, query: FeedQuery) => ({
  category: resolveCategory(reference, query.category_id, query.category_slug),
  location: resolveLocation(reference, query.location_id, query.location_slug),
})

const feedRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/classifieds/classifieds/feed_v2/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Live jobs, newest first, one keyset page at a time',
        description:
          'Filter by location and category, by id or by the slugs seeker URLs carry. Accept-Language ' +
          '(en, hi, te; q-values and region tags understood) picks the language of titles and details.',
        tags: ['classifieds'],
        querystring: feedQuerySchema,
        headers: z.looseObject({ 'accept-language': z.string().optional() }),
        response: { 200: feedResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply): Promise<FeedResponse> => {
      const query = request.query
      const after = query.cursor === undefined ? undefined : decodeFeedCursor(query.cursor)
      const locale = localeFrom(request.headers['accept-language'])
      let reference = await fastify.referenceData.get()
      let filters: ReturnType<typeof resolveFilters>
      try {
        filters = resolveFilters(reference, query)
      } catch (error) {
        // The cache may predate a place or category added since; look once more before saying 404.
        if (!(error instanceof ApiError && error.statusCode === 404)) throw error
        reference = await fastify.referenceData.get({ refresh: true })
        filters = resolveFilters(reference, query)
      }
      const { category, location } = filters

      const rows = await fastify.classifiedsRepository.feedPage({
        categoryId: category?.id,
        locationId: location?.id,
        after,
        locale,
        limit: query.limit + 1,
      })
      const page = rows.slice(0, query.limit)
      const last = page.at(-1)
      const hasMore = rows.length > query.limit && last !== undefined
      if (!knowsAllOf(page, reference)) reference = await fastify.referenceData.get({ refresh: true })

      reply
        .header('cache-control', PUBLIC_LIST_CACHE_CONTROL)
        .header('vary', 'Accept-Language')
        .header('content-language', locale)
      return {
        results: page.map((row) => presentClassified(row, reference)),
        next_cursor: hasMore ? encodeFeedCursor(last) : null,
        hasMore,
        filters: {
          category: category ? presentCategory(category, locale) : null,
          location: location ? presentLocation(location, reference, locale) : null,
        },
      }
    },
  )
}

export default feedRoutes
