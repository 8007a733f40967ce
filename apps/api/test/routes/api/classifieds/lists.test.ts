import type { ClassifiedDetails, ClassifiedGoneBody } from '@localjobs/api-client/classifieds/details'
import type { SitemapJobsResponse, SitemapListsResponse } from '@localjobs/api-client/classifieds/sitemap'
import type {
  ApiErrorBody,
  PromotedJobsResponse,
  RecommendationsResponse,
} from '@localjobs/api-client/classifieds/types'
import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { categories, classifieds, locations } from '#src/db/schema.ts'
import { promotedQuery } from '#src/plugins/app/classifieds-repository.ts'
import { buildTestApp, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, queryWith } from '../../../helpers/fuzz.ts'

let database: Database
let test: TestApp
type Row = typeof classifieds.$inferSelect
let liveRows: Row[]

const isLive = and(eq(classifieds.status, 'active'), gt(classifieds.validThrough, sql`now()`))

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 400 })
  liveRows = await database.db
    .select()
    .from(classifieds)
    .where(isLive)
    .orderBy(desc(classifieds.postedAt), desc(classifieds.id))
  test = await buildTestApp(database)
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const get = (url: string, language = 'en') =>
  test.app.inject({ url, headers: { 'accept-language': language } })

describe('GET recommendations_v2/', () => {
  it('pages through live jobs of the same category in the location, newest first, until an empty page', async () => {
    // The category and city with the most live jobs, so that there are several pages.
    const counts = new Map<string, number>()
    for (const row of liveRows)
      counts.set(
        `${row.categoryId}:${row.locationId}`,
        (counts.get(`${row.categoryId}:${row.locationId}`) ?? 0) + 1,
      )
    const [busiest] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['']
    const [categoryId, locationId] = busiest.split(':').map(Number)
    const source = liveRows.find((row) => row.categoryId === categoryId && row.locationId === locationId)
    if (!source) throw new Error('no live jobs')
    const expected = liveRows
      .filter((row) => row.locationId === locationId && row.categoryId === categoryId && row.id !== source.id)
      .map((row) => row.id)
    expect(expected.length).toBeGreaterThan(1)
    const seen: number[] = []
    let page = 1
    for (; page < 20; page++) {
      const response = await get(
        `/api/classifieds/classifieds/recommendations_v2/?classified_id=${source.id}&page=${page}&location_id=${locationId}`,
      )
      expect(response.statusCode).toBe(200)
      const { results } = response.json() as RecommendationsResponse
      if (results.length === 0) break
      seen.push(...results.map((job) => job.id))
    }
    expect(seen).toEqual(expected.slice(0, 50))
    expect(page).toBeLessThanOrEqual(6)
  })

  it('accepts the source header and another location; 404 for an unknown job or location', async () => {
    const [job] = liveRows
    const other = await test.app.inject({
      url: `/api/classifieds/classifieds/recommendations_v2/?classified_id=${job?.id}&page=1&location_id=31`,
      headers: { source: 'jobs_web' },
    })
    expect(other.statusCode).toBe(200)
    for (const result of (other.json() as RecommendationsResponse).results)
      expect(result.location.id).toBe(31)
    expect(
      (await get('/api/classifieds/classifieds/recommendations_v2/?classified_id=987654&page=1')).statusCode,
    ).toBe(404)
    expect(
      (
        await get(
          `/api/classifieds/classifieds/recommendations_v2/?classified_id=${job?.id}&location_id=987654`,
        )
      ).statusCode,
    ).toBe(404)
    expect((await get('/api/classifieds/classifieds/recommendations_v2/?page=1')).statusCode).toBe(400)
  })
})

describe('GET promoted_jobs_v2/', () => {
  it('lists the sponsored live jobs of the location by rank, then newest (location 9 by default)', async () => {
    const promoted = await database.db
      .select()
      .from(classifieds)
      .where(and(isLive, eq(classifieds.locationId, 9), isNotNull(classifieds.promotedRank)))
      .orderBy(classifieds.promotedRank, desc(classifieds.postedAt), desc(classifieds.id))
      .limit(10)
    expect(promoted.length).toBeGreaterThan(0)
    const response = await get('/api/classifieds/classifieds/promoted_jobs_v2/', 'te')
    expect(response.statusCode).toBe(200)
    const { results } = response.json() as PromotedJobsResponse
    expect(results.map((job) => job.id)).toEqual(promoted.map((row) => row.id))
    expect(results[0]?.locale).toBe('te')
    expect((await get('/api/classifieds/classifieds/promoted_jobs_v2/?location_id=987654')).statusCode).toBe(
      404,
    )
  })
})

describe('GET promoted_jobs_v2/ of several cities (location_ids)', () => {
  const PROMOTED = '/api/classifieds/classifieds/promoted_jobs_v2/'
  const citiesQuery = (ids: readonly number[]) => ids.map((id) => `location_ids=${id}`).join('&')
  /** What the spec orders: the sponsored live jobs of any of the cities, by rank, then newest; 10 at most. */
  const sponsoredOf = async (ids: readonly number[]) =>
    database.db
      .select()
      .from(classifieds)
      .where(and(isLive, inArray(classifieds.locationId, [...ids]), isNotNull(classifieds.promotedRank)))
      .orderBy(classifieds.promotedRank, desc(classifieds.postedAt), desc(classifieds.id))
      .limit(10)
  /** The cities with sponsored live jobs, most first. */
  const sponsoredCities = async () => {
    const rows = await database.db
      .select({ locationId: classifieds.locationId, jobs: sql<number>`count(*)::integer` })
      .from(classifieds)
      .where(and(isLive, isNotNull(classifieds.promotedRank)))
      .groupBy(classifieds.locationId)
      .orderBy(desc(sql`count(*)`), classifieds.locationId)
    return rows
  }

  it('lists the sponsored jobs of every city, merged by rank, then newest', async () => {
    // A second city whose sponsored jobs make the merged ten beside Hyderabad's.
    let pair: number[] = []
    for (const { locationId } of await sponsoredCities()) {
      if (locationId === 9) continue
      const merged = await sponsoredOf([9, locationId])
      if (merged.some((row) => row.locationId === locationId)) {
        pair = [9, locationId]
        break
      }
    }
    expect(pair).toHaveLength(2)
    const expected = await sponsoredOf(pair)
    expect(new Set(expected.map((row) => row.locationId))).toEqual(new Set(pair))

    const response = await get(`${PROMOTED}?${citiesQuery(pair)}`, 'hi')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toMatch(/^public/)
    const { results } = response.json() as PromotedJobsResponse
    expect(results.map((job) => job.id)).toEqual(expected.map((row) => row.id))
    expect(new Set(results.map((job) => job.location.id))).toEqual(new Set(pair))
    // The order of the cities does not matter.
    const reversed = (await get(`${PROMOTED}?${citiesQuery([...pair].reverse())}`, 'hi')).json()
    expect(reversed).toEqual(response.json())
  })

  it('answers at most 10 jobs, the first 10 of all the cities', async () => {
    const busiest = (await sponsoredCities()).slice(0, 10).map((city) => city.locationId)
    const all = await database.db
      .select({ id: classifieds.id })
      .from(classifieds)
      .where(and(isLive, inArray(classifieds.locationId, busiest), isNotNull(classifieds.promotedRank)))
    expect(all.length).toBeGreaterThan(10)
    const response = await get(`${PROMOTED}?${citiesQuery(busiest)}`)
    expect(response.statusCode).toBe(200)
    const { results } = response.json() as PromotedJobsResponse
    expect(results.map((job) => job.id)).toEqual((await sponsoredOf(busiest)).map((row) => row.id))
    expect(results).toHaveLength(10)
  })

  it('one city in location_ids (or one named twice) answers exactly as location_id', async () => {
    const single = (await get(`${PROMOTED}?location_id=9`)).json()
    expect((single as PromotedJobsResponse).results.length).toBeGreaterThan(0)
    expect((await get(`${PROMOTED}?location_ids=9`)).json()).toEqual(single)
    expect((await get(`${PROMOTED}?location_ids=9&location_ids=9`)).json()).toEqual(single)
  })

  it.each([
    ['location_id=9&location_ids=31', 'location_ids', /not both/],
    ['location_ids=', 'location_ids.0', /whole numbers/],
    ['location_ids=9,31', 'location_ids.0', /repeat the parameter/],
    ['location_ids=0', 'location_ids.0', /at least 1/],
    ['location_ids=9&location_ids=abc', 'location_ids.1', /whole numbers/],
    [
      Array.from({ length: 11 }, (_, index) => `location_ids=${index + 1}`).join('&'),
      'location_ids',
      /at most 10 cities/,
    ],
    ['location_ids=9&city=31', '', /unknown parameter 'city'/],
  ])('%s -> 400 naming %s', async (query, path, message) => {
    const response = await get(`${PROMOTED}?${query}`)
    expect(response.statusCode).toBe(400)
    const body = response.json() as ApiErrorBody
    expect(body.code).toBe('VALIDATION_ERROR')
    if (path) expect(body.details?.map((detail) => detail.path)).toContain(path)
    expect(body.message).toMatch(message)
  })

  it('reads the partial promoted index, never the whole table', async () => {
    // The test table is small enough that a scan would win on cost: forbid it to see what serves the query.
    const plan = await database.exclusive(async (db) => {
      await db.execute(sql`set enable_seqscan = off`)
      try {
        const result = await db.execute(sql`explain ${promotedQuery(db, 'en', [9, 31], 10)}`)
        return (result as unknown as { rows: Record<string, string>[] }).rows
          .map((row) => Object.values(row)[0])
          .join('\n')
      } finally {
        await db.execute(sql`set enable_seqscan = on`)
      }
    })
    expect(plan).toContain('classifieds_promoted_idx')
    expect(plan).not.toMatch(/Seq Scan/)
  })

  it('404 naming the unknown city', async () => {
    const response = await get(`${PROMOTED}?location_ids=9&location_ids=987654`)
    expect(response.statusCode).toBe(404)
    expect((response.json() as ApiErrorBody).message).toBe(
      'There is no location with id 987654 (location_ids).',
    )
  })
})

describe('GET classifieds/{id}/ (one job)', () => {
  it('answers a live job with its full description and JSON-LD facts', async () => {
    const row = liveRows.find((each) => each.feesCharged) ?? liveRows[0]
    const response = await get(`/api/classifieds/classifieds/${row?.id}/`, 'hi')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toMatch(/^public/)
    const job = response.json() as ClassifiedDetails
    expect(job.id).toBe(row?.id)
    expect(job.translated_content.description).toBe(row?.content.hi.description)
    expect(job.translated_content.title).toBe(row?.content.hi.title)
    expect(job.job_title.title.length).toBeGreaterThan(0)
    expect(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN']).toContain(job.employment_type)
    expect(job.fee_amount).toBe(row?.feesCharged ? row.feeAmount : null)
    expect(job.promoted).toBe(row?.promotedRank !== null)
  })

  it('answers 410 JOB_EXPIRED with the job for an expired one, so the page can say so', async () => {
    const [expired] = await database.db
      .select()
      .from(classifieds)
      .where(eq(classifieds.status, 'expired'))
      .limit(1)
    const response = await get(`/api/classifieds/classifieds/${expired?.id}/`)
    expect(response.statusCode).toBe(410)
    const body = response.json() as ClassifiedGoneBody
    expect(body).toMatchObject({
      statusCode: 410,
      code: 'JOB_EXPIRED',
      job: { id: expired?.id, status: 'expired' },
    })
    expect(body.message).toBe('This job is no longer accepting applications.')
  })

  it('answers 404 for an unknown id and for jobs that never were public', async () => {
    const hidden = await database.db
      .select({ id: classifieds.id })
      .from(classifieds)
      .where(sql`${classifieds.status} in ('rejected', 'on_hold', 'approval_pending')`)
    expect(hidden.length).toBeGreaterThan(0)
    for (const { id } of [...hidden, { id: 987_654 }]) {
      const response = await get(`/api/classifieds/classifieds/${id}/`)
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('title')
    }
    expect((await get('/api/classifieds/classifieds/abc/')).statusCode).toBe(400)
  })
})

describe('sitemap data', () => {
  it('lists category x location pairs with live jobs and their lastmod', async () => {
    const response = await get('/api/classifieds/classifieds/sitemap/lists/')
    expect(response.statusCode).toBe(200)
    const lists = response.json() as SitemapListsResponse
    const pairs = new Map<string, { jobs: number; lastmod: number }>()
    for (const row of liveRows) {
      const key = `${row.categoryId}:${row.locationId}`
      const entry = pairs.get(key) ?? { jobs: 0, lastmod: 0 }
      entry.jobs++
      entry.lastmod = Math.max(entry.lastmod, row.postedAt.getTime())
      pairs.set(key, entry)
    }
    expect(lists.category_locations).toHaveLength(pairs.size)
    expect(lists.truncated).toBe(false)
    expect(lists.category_locations.reduce((sum, pair) => sum + pair.jobs, 0)).toBe(liveRows.length)
    expect(lists.locations.reduce((sum, entry) => sum + entry.jobs, 0)).toBe(liveRows.length)
    expect(lists.categories.reduce((sum, entry) => sum + entry.jobs, 0)).toBe(liveRows.length)
    const hyderabad = lists.locations.find((entry) => entry.slug === 'hyderabad')
    expect(hyderabad?.lastmod).toBe(
      new Date(
        Math.max(...liveRows.filter((row) => row.locationId === 9).map((row) => row.postedAt.getTime())),
      ).toISOString(),
    )
  })

  it('names categories and places in the request language, English where asked or untranslated', async () => {
    const [english, telugu] = await Promise.all(
      ['en', 'te'].map(async (language) => {
        const response = await get('/api/classifieds/classifieds/sitemap/lists/', language)
        expect(response.headers.vary).toContain('Accept-Language')
        expect(response.headers['content-language']).toBe(language)
        return response.json() as SitemapListsResponse
      }),
    )
    const [cityRows, categoryRows] = await Promise.all([
      database.db.select().from(locations),
      database.db.select().from(categories),
    ])
    const hyderabad = cityRows.find((row) => row.slug === 'hyderabad')
    expect(english?.locations.find((entry) => entry.slug === 'hyderabad')).toMatchObject({
      title: 'Hyderabad',
      english_name: 'Hyderabad',
    })
    expect(telugu?.locations.find((entry) => entry.slug === 'hyderabad')).toMatchObject({
      title: hyderabad?.translations.te,
      english_name: 'Hyderabad',
    })
    for (const entry of telugu?.categories ?? []) {
      const row = categoryRows.find((category) => category.id === entry.id)
      expect(entry.title).toBe(row?.translations.te)
      expect(entry.title).toMatch(/[\u0C00-\u0C7F]/)
    }
    // The same totals and pairs in every language: only the names differ.
    expect(telugu?.category_locations).toEqual(english?.category_locations)
    expect(telugu?.locations.map(({ slug, jobs }) => [slug, jobs])).toEqual(
      english?.locations.map(({ slug, jobs }) => [slug, jobs]),
    )
  })

  it('pages through every live job id, newest first', async () => {
    const seen: number[] = []
    let cursor: string | null = null
    do {
      const response = await get(
        `/api/classifieds/classifieds/sitemap/jobs/?limit=150${cursor ? `&cursor=${cursor}` : ''}`,
      )
      const page = response.json() as SitemapJobsResponse
      seen.push(...page.results.map((job) => job.id))
      cursor = page.next_cursor
    } while (cursor)
    expect(seen).toEqual(liveRows.map((row) => row.id))
    expect((await get('/api/classifieds/classifieds/sitemap/jobs/?limit=5001')).statusCode).toBe(400)
  })
})

describe('fuzzing: no input gets a 5xx', () => {
  it.each([
    ['/api/classifieds/classifieds/recommendations_v2/', ['classified_id', 'page', 'location_id']],
    ['/api/classifieds/classifieds/promoted_jobs_v2/', ['location_id', 'location_ids']],
    ['/api/classifieds/classifieds/sitemap/jobs/', ['cursor', 'limit']],
    ['/api/classifieds/classifieds/sitemap/lists/', ['x']],
  ])('GET %s', async (url, keys) => {
    await assertNo5xx(
      test.app,
      queryWith(keys).map((query) => ({ method: 'GET' as const, url: `${url}?${query}` })),
      80,
    )
  })

  it('GET classifieds/{id}/', async () => {
    const ids = fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String), fc.constant('99999999999'))
    await assertNo5xx(
      test.app,
      ids.map((id) => ({
        method: 'GET' as const,
        url: `/api/classifieds/classifieds/${encodeURIComponent(id)}/`,
      })),
      80,
    )
  })
})
