import type { SitemapJobsResponse, SitemapListsResponse } from '@localjobs/api-client/classifieds/sitemap'
import type { Locale } from '@localjobs/api-client/classifieds/types'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { OtherLanguageNames } from '#src/db/schema.ts'
import { decodeFeedCursor, encodeFeedCursor } from '#src/lib/feed-cursor.ts'
import { nameIn } from '#src/lib/present-classified.ts'
import type { SitemapPair as SitemapPairRow } from '#src/plugins/app/classifieds-repository.ts'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { sitemapJobsSchema, sitemapListsSchema } from '#src/schemas/classifieds.ts'
import { cursorParam, strictQuery, wholeNumberParam } from '#src/schemas/params.ts'

/** A sitemap file holds at most 50,000 URLs; one answer carries at most this many pairs. */
export const SITEMAP_MAX_PAIRS = 10_000
export const SITEMAP_JOBS_MAX_LIMIT = 5_000
/** The pairs come from one aggregate over live jobs: computed at most this often. */
const LISTS_TTL_MS = 5 * 60_000
const SITEMAP_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400'

/** What the lists are made of: the live pairs, read at most every LISTS_TTL_MS, named per request. */
interface SitemapTotals {
  pairs: readonly SitemapPairRow[]
  reference: ReferenceData
  truncated: boolean
}

/** The lists in `locale`: names for the sitemap page's headings and links, slugs for the URLs. */
function presentLists({ pairs, reference, truncated }: SitemapTotals, locale: Locale): SitemapListsResponse {
  const totals = (key: 'categoryId' | 'locationId') => {
    const byId = new Map<number, { jobs: number; lastmod: Date }>()
    for (const pair of pairs) {
      const entry = byId.get(pair[key]) ?? { jobs: 0, lastmod: pair.lastmod }
      entry.jobs += pair.jobs
      if (pair.lastmod > entry.lastmod) entry.lastmod = pair.lastmod
      byId.set(pair[key], entry)
    }
    return byId
  }
  const entries = (
    rows: Iterable<{ id: number; slug: string; englishName: string; translations: OtherLanguageNames }>,
    byId: Map<number, { jobs: number; lastmod: Date }>,
  ) =>
    [...rows].flatMap((row) => {
      const total = byId.get(row.id)
      return total
        ? [
            {
              id: row.id,
              slug: row.slug,
              title: nameIn(row, locale),
              english_name: row.englishName,
              jobs: total.jobs,
              lastmod: total.lastmod.toISOString(),
            },
          ]
        : []
    })
  return {
    categories: entries(reference.categoriesById.values(), totals('categoryId')),
    locations: entries(reference.locationsById.values(), totals('locationId')),
    category_locations: pairs.map((pair) => ({
      category_slug: reference.categoriesById.get(pair.categoryId)?.slug ?? '',
      location_slug: reference.locationsById.get(pair.locationId)?.slug ?? '',
      jobs: pair.jobs,
      lastmod: pair.lastmod.toISOString(),
    })),
    truncated,
  }
}

/** Data for sitemap.xml and the /jobs/sitemap page (ours: the spec names the page, not a call). */
const sitemapRoutes: FastifyPluginAsyncZod = async (fastify) => {
  let cached: { at: number; value: Promise<SitemapTotals> } | undefined

  const computeTotals = async (): Promise<SitemapTotals> => {
    const pairs = await fastify.classifiedsRepository.sitemapPairs(SITEMAP_MAX_PAIRS + 1)
    let reference = await fastify.referenceData.get()
    const known = (pair: { categoryId: number; locationId: number }) =>
      reference.categoriesById.has(pair.categoryId) && reference.locationsById.has(pair.locationId)
    if (!pairs.every(known)) reference = await fastify.referenceData.get({ refresh: true })
    return {
      pairs: pairs.slice(0, SITEMAP_MAX_PAIRS).filter(known),
      reference,
      truncated: pairs.length > SITEMAP_MAX_PAIRS,
    }
  }

  fastify.get(
    '/classifieds/classifieds/sitemap/lists/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Categories, locations and category x location pairs with live jobs, with lastmod',
        description:
          `At most ${SITEMAP_MAX_PAIRS} pairs (truncated: true beyond); computed at most every 5 minutes. ` +
          'Names (title) in Accept-Language, English where a translation is missing.',
        tags: ['classifieds'],
        response: { 200: sitemapListsSchema },
      },
    },
    async (request, reply): Promise<SitemapListsResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      const now = Date.now()
      if (!cached || now - cached.at > LISTS_TTL_MS) {
        const entry = { at: now, value: computeTotals() }
        cached = entry
        entry.value.catch(() => {
          if (cached === entry) cached = undefined
        })
      }
      const totals = await cached.value
      reply
        .header('cache-control', SITEMAP_CACHE_CONTROL)
        .header('vary', 'Accept-Language')
        .header('content-language', locale)
      return presentLists(totals, locale)
    },
  )

  fastify.get(
    '/classifieds/classifieds/sitemap/jobs/',
    {
      config: { access: 'public' },
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
