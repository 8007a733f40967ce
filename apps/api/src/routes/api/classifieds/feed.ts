import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { FeedResponse, Locale } from '@localjobs/api-client/classifieds/types'
import { type FeedQuery, feedQuerySchema } from '@localjobs/validation/feed-query'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyReply } from 'fastify'
import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { acceptsGzip } from '#src/lib/accept-encoding.ts'
import type { Rendered } from '#src/lib/answer-cache.ts'
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

const FEED_PATH = '/classifieds/classifieds/feed_v2/'
const gzipped = promisify(gzip)
const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * The route's own response check and encoding (fastify-type-provider-zod's, as every route gets it), run
 * once per render: the cache keeps its bytes, so a hit is neither checked nor encoded again.
 */
const serializeFeed = serializerCompiler({ schema: feedResponseSchema, method: 'GET', url: FEED_PATH })

/**
 * The feed cache's key: the language and the query as the database sees it (ids, not slugs or how the
 * language was asked for), so equal answers share one entry and different answers never do.
 */
export const feedCacheKey = (key: {
  locale: Locale
  categoryId: number | undefined
  locationId: number | undefined
  limit: number
  cursor: string | undefined
}) => `${key.locale}|c${key.categoryId ?? ''}|l${key.locationId ?? ''}|n${key.limit}|${key.cursor ?? ''}`

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
    FEED_PATH,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Live jobs, newest first, one keyset page at a time',
        description:
          'Filter by location and category, by id or by the slugs seeker URLs carry. Accept-Language ' +
          '(en, hi, te; q-values and region tags understood) picks the language of titles and details. ' +
          'Each API process keeps an answer up to FEED_CACHE_SECONDS (5 s), never past the validity of a ' +
          'job in it.',
        tags: ['classifieds'],
        querystring: feedQuerySchema,
        headers: z.looseObject({ 'accept-language': z.string().optional() }),
        response: { 200: feedResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
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
      const wantsGzip = acceptsGzip(request.headers['accept-encoding'])

      const render = async (): Promise<Rendered> => {
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
        const answer: FeedResponse = {
          results: page.map((row) => presentClassified(row, reference)),
          next_cursor: hasMore ? encodeFeedCursor(last) : null,
          hasMore,
          filters: {
            category: category ? presentCategory(category, locale) : null,
            location: location ? presentLocation(location, reference, locale) : null,
          },
        }
        const body = Buffer.from(serializeFeed(answer))
        return {
          body,
          // compressed once for every caller that takes gzip (without the cache: for this one only)
          gzip: fastify.feedCache.enabled || wantsGzip ? await gzipped(body) : undefined,
          // the answer stops being true when the first of its jobs reaches the end of its validity
          expiresAt: Math.min(...rows.map((row) => row.validThrough.getTime())),
        }
      }
      const { body, gzip } = await fastify.feedCache.answer(
        feedCacheKey({
          locale,
          categoryId: category?.id,
          locationId: location?.id,
          limit: query.limit,
          cursor: query.cursor,
        }),
        render,
      )

      // The bytes as they are: the typed reply would only take the answer's object.
      const raw: FastifyReply = reply
      raw
        .header('cache-control', PUBLIC_LIST_CACHE_CONTROL)
        .header('vary', 'Accept-Language, Accept-Encoding')
        .header('content-language', locale)
        .type(JSON_TYPE)
      // A Content-Encoding already set makes a host's compression plugin leave the bytes alone.
      if (wantsGzip && gzip) raw.header('content-encoding', 'gzip').send(gzip)
      else raw.send(body)
      return reply
    },
  )
}

export default feedRoutes
