import type { ClassifiedDetails, ClassifiedGoneBody } from '@localjobs/api-client/classifieds/details'
import type { SitemapJobsResponse, SitemapListsResponse } from '@localjobs/api-client/classifieds/sitemap'
import type { PromotedJobsResponse, RecommendationsResponse } from '@localjobs/api-client/classifieds/types'
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { classifieds } from '#src/db/schema.ts'
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
    ['/api/classifieds/classifieds/promoted_jobs_v2/', ['location_id']],
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
