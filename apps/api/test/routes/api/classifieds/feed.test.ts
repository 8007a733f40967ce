import type { ApiErrorBody, FeedResponse } from '@localjobs/api-client/classifieds/types'
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#src/app.ts'
import type { Database } from '#src/db/database.ts'
import { categories, classifieds, locations } from '#src/db/schema.ts'
import { yesNo } from '#src/seed/data/options.ts'
import { createTestDatabase } from '../../../helpers/database.ts'

const FEED = '/api/classifieds/classifieds/feed_v2/'

let database: Database
let app: FastifyInstance
/** a job that is 'active' but whose valid_through has passed: it must not be listed */
let lapsedId: number
/** jobs sharing one posting time, so pages must break ties by id */
let tiedIds: number[]

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 300 })
  const { db } = database
  const newest = await db
    .select({ id: classifieds.id })
    .from(classifieds)
    .where(eq(classifieds.status, 'active'))
    .orderBy(desc(classifieds.postedAt))
    .limit(40)
  tiedIds = newest.slice(10, 16).map((row) => row.id)
  await db
    .update(classifieds)
    .set({ postedAt: sql`(select posted_at from classifieds where id = ${tiedIds[0]})` })
    .where(inArray(classifieds.id, tiedIds))
  lapsedId = newest[30]!.id
  await db
    .update(classifieds)
    .set({ validThrough: sql`now() - interval '1 minute'` })
    .where(eq(classifieds.id, lapsedId))
  app = buildApp({ db: database })
  await app.ready()
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const getFeed = async (query = '', headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url: `${FEED}${query ? `?${query}` : ''}`, headers })
  return { response, body: response.json() as FeedResponse }
}

const getError = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `${FEED}?${query}` })
  return { status: response.statusCode, body: response.json() as ApiErrorBody }
}

/** What the feed must list, straight from the table: live jobs, newest first, ties by id. */
async function liveJobIds(filter: { locationId?: number; categoryId?: number } = {}) {
  const rows = await database.db
    .select({ id: classifieds.id })
    .from(classifieds)
    .where(
      and(
        eq(classifieds.status, 'active'),
        gt(classifieds.validThrough, sql`now()`),
        filter.locationId === undefined ? undefined : eq(classifieds.locationId, filter.locationId),
        filter.categoryId === undefined ? undefined : eq(classifieds.categoryId, filter.categoryId),
      ),
    )
    .orderBy(desc(classifieds.postedAt), desc(classifieds.id))
  return rows.map((row) => row.id)
}

/** Follows next_cursor from the first page to the last, checking each page's order on the way. */
async function walkFeed(query: string, limit: number) {
  const seen: FeedResponse['results'] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const params = new URLSearchParams(query)
    params.set('limit', String(limit))
    if (cursor) params.set('cursor', cursor)
    const { response, body } = await getFeed(params.toString())
    expect(response.statusCode).toBe(200)
    expect(body.results.length).toBeLessThanOrEqual(limit)
    expect(body.hasMore).toBe(body.next_cursor !== null)
    if (body.hasMore) expect(body.results).toHaveLength(limit)
    seen.push(...body.results)
    cursor = body.next_cursor
    pages++
  } while (cursor && pages < 1000)
  return seen
}

const isNewestFirst = (jobs: FeedResponse['results']) =>
  jobs.every((job, i) => {
    const previous = jobs[i - 1]
    if (!previous) return true
    const [a, b] = [Date.parse(previous.posted_at), Date.parse(job.posted_at)]
    return a > b || (a === b && previous.id > job.id)
  })

describe('GET /api/classifieds/classifieds/feed_v2/', () => {
  it('answers the first page of live jobs with a cursor to the next', async () => {
    const { response, body } = await getFeed()
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.headers['cache-control']).toBe(
      'public, max-age=30, s-maxage=60, stale-while-revalidate=300',
    )
    expect(response.headers.vary).toMatch(/Accept-Language/i)
    expect(body.results).toHaveLength(20)
    expect(body.hasMore).toBe(true)
    expect(body.next_cursor).toEqual(expect.any(String))
    expect(body.filters).toEqual({ category: null, location: null })
    const [job] = body.results
    expect(job).toMatchObject({
      status: 'active',
      locale: 'en',
      job_category: { type: 1004, id: expect.any(Number), slug: expect.stringMatching(/^[a-z0-9-]+$/) },
      location: { state: { id: expect.any(Number), short_name: expect.any(String) } },
    })
    expect(job?.job_location_slug).toBe(job?.location.slug)
    expect(job?.translated_content.title.length).toBeGreaterThan(0)
    expect(job?.translated_content.primary_details.Salary).toMatch(/^₹[\d,]+ - ₹[\d,]+ /)
    expect(Date.parse(job?.valid_through ?? '')).toBeGreaterThan(Date.now())
  })

  it('walks every live job exactly once, newest first, whatever the page size', async () => {
    const expected = await liveJobIds()
    for (const limit of [50, 7]) {
      const jobs = await walkFeed('', limit)
      expect(jobs.map((job) => job.id)).toEqual(expected)
      expect(isNewestFirst(jobs)).toBe(true)
    }
  })

  it('breaks ties between jobs posted at the same moment by id, across page boundaries', async () => {
    const jobs = await walkFeed('', 2)
    const tied = jobs.filter((job) => tiedIds.includes(job.id))
    expect(tied.map((job) => job.id)).toEqual([...tiedIds].sort((a, b) => b - a))
    expect(new Set(tied.map((job) => job.posted_at)).size).toBe(1)
  })

  it('lists only active jobs that have not passed their valid_through', async () => {
    const jobs = await walkFeed('', 50)
    const hidden = await database.db
      .select({ id: classifieds.id })
      .from(classifieds)
      .where(sql`${classifieds.status} <> 'active'`)
    expect(hidden.length).toBeGreaterThan(0)
    const listed = new Set(jobs.map((job) => job.id))
    for (const { id } of hidden) expect(listed.has(id)).toBe(false)
    expect(listed.has(lapsedId)).toBe(false)
    expect(jobs.every((job) => job.status === 'active')).toBe(true)
  })

  describe('filters', () => {
    it('by location_id: only that city, echoed in filters, every page', async () => {
      const jobs = await walkFeed('location_id=9', 10)
      expect(jobs.map((job) => job.id)).toEqual(await liveJobIds({ locationId: 9 }))
      expect(jobs.length).toBeGreaterThan(0)
      expect(jobs.every((job) => job.location.id === 9)).toBe(true)
      const { body } = await getFeed('location_id=9')
      expect(body.filters.location).toMatchObject({ id: 9, slug: 'hyderabad', english_name: 'Hyderabad' })
    })

    it('by location_slug: the same as by id', async () => {
      const byId = await getFeed('location_id=9&limit=50')
      const bySlug = await getFeed('location_slug=hyderabad&limit=50')
      expect(bySlug.body).toEqual(byId.body)
    })

    it('by category, by id or slug, and with a location', async () => {
      const [category] = await database.db.select().from(categories).orderBy(categories.id).limit(1)
      if (!category) throw new Error('the seed has no categories')
      const byId = await walkFeed(`category_id=${category.id}`, 25)
      expect(byId.map((job) => job.id)).toEqual(await liveJobIds({ categoryId: category.id }))
      expect(byId.every((job) => job.job_category.id === category.id)).toBe(true)
      const bySlug = await getFeed(`category_slug=${category.slug}&limit=50`)
      expect(bySlug.body.results.map((job) => job.id)).toEqual(byId.slice(0, 50).map((job) => job.id))
      expect(bySlug.body.filters.category).toMatchObject({ id: category.id, slug: category.slug, type: 1004 })

      const both = await walkFeed(`category_slug=${category.slug}&location_id=9`, 3)
      expect(both.map((job) => job.id)).toEqual(await liveJobIds({ categoryId: category.id, locationId: 9 }))
    })

    it('finds categories whose names contain / or & by the seeker-URL slug', async () => {
      const all = await database.db.select().from(categories)
      const special = all.filter((category) => category.slug.includes('-and-'))
      for (const category of special) {
        const { response, body } = await getFeed(`category_slug=${category.slug}`)
        expect(response.statusCode).toBe(200)
        expect(body.filters.category?.id).toBe(category.id)
      }
    })

    it('finds a category added after the app cached the categories', async () => {
      await getFeed('category_id=1')
      await database.db.insert(categories).values({
        id: 9_001,
        englishName: 'Drone Pilot',
        slug: 'dronepilot',
        translations: { hi: 'ड्रोन पायलट', te: 'డ్రోన్ పైలట్' },
      })
      // A forced reload is allowed once a second, so a stream of unknown slugs cannot hammer the database.
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      const { response, body } = await getFeed('category_slug=dronepilot', { 'accept-language': 'te' })
      expect(response.statusCode).toBe(200)
      expect(body.filters.category).toMatchObject({
        id: 9_001,
        title: 'డ్రోన్ పైలట్',
        english_name: 'Drone Pilot',
      })
      expect(body.results).toEqual([])
    })

    it('answers an empty page, not an error, when nothing matches', async () => {
      const [quiet] = await database.db
        .select({ id: locations.id })
        .from(locations)
        .where(
          sql`not exists (select 1 from classifieds c where c.location_id = ${locations.id} and c.category_id = 1)`,
        )
        .limit(1)
      if (!quiet) return
      const { response, body } = await getFeed(`location_id=${quiet.id}&category_id=1`)
      expect(response.statusCode).toBe(200)
      expect(body).toMatchObject({ results: [], hasMore: false, next_cursor: null })
    })
  })

  describe('language', () => {
    const firstJobIn = async (acceptLanguage: string) => {
      const { response, body } = await getFeed('limit=1&location_id=9', { 'accept-language': acceptLanguage })
      const job = body.results[0]
      if (!job) throw new Error('no job in Hyderabad')
      const [row] = await database.db.select().from(classifieds).where(eq(classifieds.id, job.id))
      return { response, body, job, row: row! }
    }

    it.each([
      ['hi', 'hi'],
      ['te', 'te'],
      ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
      ['en-GB,te;q=0.9', 'en'],
      ['fr-FR,te;q=0.5', 'te'],
      ['fr', 'en'],
    ] as const)('Accept-Language %s -> %s content', async (header, locale) => {
      const { response, body, job, row } = await firstJobIn(header)
      expect(response.headers['content-language']).toBe(locale)
      expect(job.locale).toBe(locale)
      expect(job.translated_content.title).toBe(row.content[locale].title)
      // Lists stay light: the description is for the details page.
      expect(job.translated_content).not.toHaveProperty('description')
      expect(job.translated_content.primary_details['Fees Charged']).toBe(
        (row.feesCharged ? yesNo.yes : yesNo.no)[locale],
      )
      expect(Object.keys(job.translated_content.primary_details)).toEqual([
        'Experience',
        'Salary',
        'Qualification',
        'Job Type',
        'Shift',
        'Gender',
        'Openings',
        'Fees Charged',
      ])
      expect(body.filters.location?.english_name).toBe('Hyderabad')
    })

    it('translates place and category titles but keeps english_name and slugs', async () => {
      const en = (await firstJobIn('en')).job
      const te = (await firstJobIn('te')).job
      expect(te.id).toBe(en.id)
      expect(te.location.title).not.toBe(en.location.title)
      expect(te.location.english_name).toBe(en.location.english_name)
      expect(te.job_category.title).not.toBe(en.job_category.title)
      expect(te.job_category.slug).toBe(en.job_category.slug)
      expect(te.translated_content.primary_details.Openings).toBe(
        en.translated_content.primary_details.Openings,
      )
    })

    it('falls back to English for a job whose translation is missing', async () => {
      const { job } = await firstJobIn('hi')
      await database.db
        .update(classifieds)
        .set({ content: sql`${classifieds.content} - 'hi'` })
        .where(eq(classifieds.id, job.id))
      // written behind the API's back: its feed cache would keep the answer for FEED_CACHE_SECONDS
      app.feedCache.purgeAll()
      const fallback = await firstJobIn('hi')
      expect(fallback.job.locale).toBe('en')
      expect(fallback.job.translated_content.title).toBe(fallback.row.content.en.title)
    })
  })

  describe('refuses malformed parameters with 400 and a message naming the parameter', () => {
    it.each([
      ['limit=abc', 'limit must be a whole number', 'limit'],
      ['limit=2.5', 'limit must be a whole number', 'limit'],
      ['limit=0', 'limit must be at least 1', 'limit'],
      ['limit=51', 'limit must be at most 50', 'limit'],
      ['limit=1&limit=2', 'limit must be a whole number', 'limit'],
      ['location_id=abc', 'location_id must be a whole number', 'location_id'],
      ['category_id=99999999999', 'category_id is too large', 'category_id'],
      ['location_slug=Hyder%20abad', "location_slug may contain only a-z, 0-9 and '-'", 'location_slug'],
      ['category_slug=sales%26marketing', "category_slug may contain only a-z, 0-9 and '-'", 'category_slug'],
      [
        'location_id=9&location_slug=hyderabad',
        'give location_id or location_slug, not both',
        'location_slug',
      ],
      ['cursor=not%2Fa%2Fcursor', 'cursor is not a cursor this API returned', 'cursor'],
    ])('%s', async (query, message, path) => {
      const { status, body } = await getError(query)
      expect(status).toBe(400)
      expect(body.code).toBe('VALIDATION_ERROR')
      expect(body.message).toContain(message)
      expect(body.details).toContainEqual({ path, message })
    })

    it('an unknown parameter, naming it', async () => {
      const { status, body } = await getError('page=2')
      expect(status).toBe(400)
      expect(body.code).toBe('VALIDATION_ERROR')
      expect(body.message).toMatch(/^unknown parameter 'page'; the feed accepts location_id,/)
    })

    it('a cursor that was tampered with', async () => {
      const { body: first } = await getFeed('limit=1')
      const cursor = first.next_cursor ?? ''
      const tampered = `${cursor.slice(0, -2)}${cursor.endsWith('A') ? 'B' : 'A'}x`
      const { status, body } = await getError(`cursor=${tampered}`)
      expect(status).toBe(400)
      expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' })
      expect(body.message).toMatch(/^cursor is not a cursor this API returned; start again without it/)
    })
  })

  describe('answers 404 with an ApiErrorBody for places and categories it does not know', () => {
    it.each([
      ['location_slug=atlantis', "There is no location with location_slug 'atlantis'."],
      ['location_id=987654', 'There is no location with location_id 987654.'],
      ['category_slug=astronaut', "There is no job category with category_slug 'astronaut'."],
      ['category_id=987654', 'There is no job category with category_id 987654.'],
    ])('%s', async (query, message) => {
      const { status, body } = await getError(query)
      expect(status).toBe(404)
      expect(body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message })
    })
  })

  it('never answers a 5xx, whatever the query string and language header', async () => {
    const keys = [
      'limit',
      'cursor',
      'location_id',
      'category_id',
      'location_slug',
      'category_slug',
      'page',
      '',
    ]
    const value = fc.oneof(
      fc.string(),
      fc.integer({ min: -10, max: 2 ** 40 }).map(String),
      fc.constantFrom('hyderabad', 'MTcwMDAwMDAwMDAwMC41', '%', '%E0%A4', '[]', '1e3', '-0', ' '),
    )
    const pair = fc.tuple(fc.constantFrom(...keys), value, fc.boolean())
    await fc.assert(
      fc.asyncProperty(fc.array(pair, { maxLength: 4 }), fc.option(fc.string()), async (pairs, language) => {
        // Some pairs go raw (as a broken client might send them), some properly encoded.
        const query = pairs
          .map(
            ([key, raw, encode]) => `${key}=${encode ? encodeURIComponent(raw) : raw.replace(/[#\s]/g, '')}`,
          )
          .join('&')
        const response = await app.inject({
          method: 'GET',
          url: `${FEED}?${query}`,
          headers: language === null ? {} : { 'accept-language': language.replace(/[^\x20-\x7e]/g, '') },
        })
        expect(response.statusCode).toBeLessThan(500)
        const body = response.json()
        if (response.statusCode >= 400) expect(body).toMatchObject({ statusCode: response.statusCode })
      }),
      { numRuns: 150 },
    )
  })
})
