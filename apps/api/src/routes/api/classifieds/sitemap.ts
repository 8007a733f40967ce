import type { SitemapJobsResponse, SitemapListsResponse } from '@localjobs/api-client/classifieds/sitemap'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { decodeFeedCursor, encodeFeedCursor } from '#src/lib/feed-cursor.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { sitemapJobsSchema, sitemapListsSchema } from '#src/schemas/classifieds.ts'
import { cursorParam, strictQuery, wholeNumberParam } from '#src/schemas/params.ts'

/** A sitemap file holds at most 50,000 URLs; one answer carries at most this many pairs. */
export const SITEMAP_MAX_PAIRS = 10_000
export const SITEMAP_JOBS_MAX_LIMIT = 5_000
/** The pairs come from one aggregate over live jobs: computed at most this often. */
const LISTS_TTL_MS = 5 * 60_000
const SITEMAP_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400'

/** Data for sitemap.xml and the /jobs/sitemap page (ours: the spec names the page, not a call). */
const sitemapRoutes: FastifyPluginAsyncZod = async (fastify) => {
  let cached: { at: number; value: Promise<SitemapListsResponse> } | undefined

  const computeLists = async (): Promise<SitemapListsResponse> => {
    const pairs = await fastify.classifiedsRepository.sitemapPairs(SITEMAP_MAX_PAIRS + 1)
    let reference = await fastify.referenceData.get()
    const known = (pair: { categoryId: number; locationId: number }) =>
      reference.categoriesById.has(pair.categoryId) && reference.locationsById.has(pair.locationId)
    if (!pairs.every(known)) reference = await fastify.referenceData.get({ refresh: true })
    const kept = pairs.slice(0, SITEMAP_MAX_PAIRS).filter(known)
    const totals = (key: 'categoryId' | 'locationId') => {
      const byId = new Map<number, { jobs: number; lastmod: Date }>()
      for (const pair of kept) {
        const entry = byId.get(pair[key]) ?? { jobs: 0, lastmod: pair.lastmod }
        entry.jobs += pair.jobs
        if (pair.lastmod > entry.lastmod) entry.lastmod = pair.lastmod
        byId.set(pair[key], entry)
      }
      return byId
    }
    const categoryTotals = totals('categoryId')
    const locationTotals = totals('locationId')
    const entries = (
      rows: Iterable<{ id: number; slug: string; englishName: string }>,
      byId: typeof categoryTotals,
    ) =>
      [...rows].flatMap((row) => {
        const total = byId.get(row.id)
        return total
          ? [
              {
                id: row.id,
                slug: row.slug,
                english_name: row.englishName,
                jobs: total.jobs,
                lastmod: total.lastmod.toISOString(),
              },
            ]
          : []
      })
    return {
      categories: entries(reference.categoriesById.values(), categoryTotals),
      locations: entries(reference.locationsById.values(), locationTotals),
      category_locations: kept.map((pair) => ({
        category_slug: reference.categoriesById.get(pair.categoryId)?.slug ?? '',
        location_slug: reference.locationsById.get(pair.locationId)?.slug ?? '',
        jobs: pair.jobs,
        lastmod: pair.lastmod.toISOString(),
      })),
      truncated: pairs.length > SITEMAP_MAX_PAIRS,
    }
  }

  fastify.get(
    '/classifieds/classifieds/sitemap/lists/',
    {
      schema: {
        summary: 'Categories, locations and category x location pairs with live jobs, with lastmod',
        description: `At most ${SITEMAP_MAX_PAIRS} pairs (truncated: true beyond); computed at most every 5 minutes.`,
        tags: ['classifieds'],
        response: { 200: sitemapListsSchema },
      },
    },
    async (_request, reply): Promise<SitemapListsResponse> => {
      const now = Date.now()
      if (!cached || now - cached.at > LISTS_TTL_MS) {
        const entry = { at: now, value: computeLists() }
        cached = entry
        entry.value.catch(() => {
          if (cached === entry) cached = undefined
        })
      }
      reply.header('cache-control', SITEMAP_CACHE_CONTROL)
      return cached.value
    },
  )

  fastify.get(
    '/classifieds/classifieds/sitemap/jobs/',
    {
      schema: {
        summary: 'Live job ids with their slugs and lastmod, newest first, keyset pages',
        tags: ['classifieds'],
        querystring: strictQuery({
          cursor: cursorParam.optional(),
          limit: wholeNumberParam('limit', 1, SITEMAP_JOBS_MAX_LIMIT).default(1_000),
        }),
        response: { 200: sitemapJobsSchema, 400: apiErrorBodySchema },
      },
    },
    async (request, reply): Promise<SitemapJobsResponse> => {
      const { cursor, limit } = request.query
      const after = cursor === undefined ? undefined : decodeFeedCursor(cursor)
      const rows = await fastify.classifiedsRepository.sitemapJobs(after, limit + 1)
      const page = rows.slice(0, limit)
      let reference = await fastify.referenceData.get()
      const known = (row: { categoryId: number; locationId: number }) =>
        reference.categoriesById.has(row.categoryId) && reference.locationsById.has(row.locationId)
      if (!page.every(known)) reference = await fastify.referenceData.get({ refresh: true })
      const last = page.at(-1)
      reply.header('cache-control', SITEMAP_CACHE_CONTROL)
      return {
        results: page.filter(known).map((row) => ({
          id: row.id,
          category_slug: reference.categoriesById.get(row.categoryId)?.slug ?? '',
          location_slug: reference.locationsById.get(row.locationId)?.slug ?? '',
          lastmod: row.postedAt.toISOString(),
        })),
        next_cursor: rows.length > limit && last ? encodeFeedCursor(last) : null,
      }
    },
  )
}

export default sitemapRoutes
