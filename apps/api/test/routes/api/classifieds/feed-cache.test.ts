import { gunzipSync } from 'node:zlib'
import type { FeedResponse } from '@localjobs/api-client/classifieds/types'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { classifieds, submissions } from '#src/db/schema.ts'
import { bearer, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, freshMobile, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { createPost, fullPost, type ReferencePost, referencePost } from '../../../helpers/submissions.ts'

// The feed's in-process cache (decision 041): what it may and may not change in the feed's answers.

const FEED = '/api/classifieds/classifieds/feed_v2/'
const OPS_MOBILE = freshMobile()

let database: Database
/** the API as deployed: FEED_CACHE_SECONDS at its default */
let cached: TestApp
/** the same API without the cache, on the same database: what every answer must equal */
let uncached: TestApp
let ref: ReferencePost

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 80 })
  cached = await buildTestApp(database, { env: { OPS_MOBILE_NUMBERS: OPS_MOBILE } })
  uncached = await buildTestApp(database, { env: { FEED_CACHE_SECONDS: '0' } })
  ref = await referencePost(cached)
})
afterAll(async () => {
  await cached?.app.close()
  await uncached?.app.close()
  await database?.close()
})

const get = (test: TestApp, query: string, language?: string) =>
  test.app.inject({
    url: `${FEED}?${query}`,
    headers: language === undefined ? {} : { 'accept-language': language },
  })

const idsIn = async (test: TestApp, query: string) =>
  (await get(test, query)).json<FeedResponse>().results.map((job) => job.id)

/** Counts the feed's database reads (one per render) from here on. */
const countRenders = (test: TestApp) => vi.spyOn(test.app.classifiedsRepository, 'feedPage')

describe('the feed cache (decision 041)', () => {
  it('answers every query, in every language, exactly as the API without the cache does', async () => {
    const reference = await cached.app.referenceData.get()
    const category = reference.categoriesById.get(ref.categoryId)
    const firstPage = (await get(uncached, 'limit=5')).json<FeedResponse>()
    const queries = [
      '',
      'limit=5',
      'limit=6',
      `cursor=${firstPage.next_cursor}&limit=5`,
      `cursor=${firstPage.next_cursor}&limit=6`,
      'location_id=9',
      'location_slug=hyderabad',
      `category_id=${ref.categoryId}`,
      `category_slug=${category?.slug}`,
      `category_id=${ref.categoryId}&location_id=9`,
      `category_id=${ref.categoryId}&location_id=9&limit=3`,
    ]
    const languages = [undefined, 'en', 'hi', 'te', 'hi-IN,hi;q=0.9,en;q=0.8', 'te;q=0.5, en;q=0.9', 'fr']
    // twice: the first round fills the cache, the second is answered from it
    for (const round of [1, 2]) {
      for (const query of queries) {
        for (const language of languages) {
          const [fromCache, fresh] = await Promise.all([
            get(cached, query, language),
            get(uncached, query, language),
          ])
          const what = `round ${round}: ?${query} in ${language}`
          expect(fromCache.statusCode, what).toBe(200)
          expect(fromCache.body, what).toBe(fresh.body)
          expect(fromCache.headers['content-language'], what).toBe(fresh.headers['content-language'])
          expect(fromCache.headers['content-type'], what).toBe('application/json; charset=utf-8')
          expect(fromCache.headers['cache-control'], what).toBe(fresh.headers['cache-control'])
          expect(fromCache.headers.vary, what).toBe('Accept-Language, Accept-Encoding')
        }
      }
    }
  })

  it('sends the answer gzipped, compressed once, to a caller that takes gzip, and as it is to others', async () => {
    cached.app.feedCache.purgeAll()
    const renders = countRenders(cached)
    const ask = (encoding: string) =>
      cached.app.inject({ url: `${FEED}?limit=10`, headers: { 'accept-encoding': encoding } })
    try {
      const plain = await get(uncached, 'limit=10')
      for (const encoding of ['gzip, deflate, br', 'br;q=1, gzip;q=0.5', '*']) {
        const answer = await ask(encoding)
        expect(answer.headers['content-encoding'], encoding).toBe('gzip')
        expect(answer.headers.vary, encoding).toBe('Accept-Language, Accept-Encoding')
        expect(gunzipSync(answer.rawPayload).toString(), encoding).toBe(plain.body)
      }
      for (const encoding of ['br', 'identity', 'gzip;q=0', '']) {
        const answer = await ask(encoding)
        expect(answer.headers['content-encoding'], encoding).toBeUndefined()
        expect(answer.body, encoding).toBe(plain.body)
      }
      expect(renders).toHaveBeenCalledTimes(1)
      // the API without the cache compresses for the caller who asks
      const fresh = await uncached.app.inject({
        url: `${FEED}?limit=10`,
        headers: { 'accept-encoding': 'gzip' },
      })
      expect(fresh.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(fresh.rawPayload).toString()).toBe(plain.body)
    } finally {
      renders.mockRestore()
    }
  })

  it('never hands one language the answer of another', async () => {
    cached.app.feedCache.purgeAll()
    const hindi = (await get(cached, 'location_id=9', 'hi')).json<FeedResponse>()
    const english = await get(cached, 'location_id=9', 'en')
    const telugu = await get(cached, 'location_id=9', 'te')
    expect(english.headers['content-language']).toBe('en')
    expect(telugu.headers['content-language']).toBe('te')
    const titles = (body: FeedResponse) => body.filters.location?.title
    expect(titles(english.json())).toBe('Hyderabad')
    expect(new Set([titles(hindi), titles(english.json()), titles(telugu.json())]).size).toBe(3)
  })

  it('shares one render between ways of asking the same thing, and never between different queries', async () => {
    cached.app.feedCache.purgeAll()
    const reference = await cached.app.referenceData.get()
    const slug = reference.categoriesById.get(ref.categoryId)?.slug
    const renders = countRenders(cached)
    try {
      await get(cached, `category_id=${ref.categoryId}&location_id=9`, 'hi')
      await get(cached, `category_slug=${slug}&location_slug=hyderabad`, 'hi-IN,hi;q=0.9')
      await get(cached, `location_id=9&category_id=${ref.categoryId}&limit=20`, 'hi')
      expect(renders).toHaveBeenCalledTimes(1)
      await get(cached, `category_id=${ref.categoryId}&location_id=9`, 'en')
      await get(cached, `category_id=${ref.categoryId}&location_id=9&limit=19`, 'hi')
      await get(cached, `category_id=${ref.categoryId}`, 'hi')
      await get(cached, 'location_id=9', 'hi')
      expect(renders).toHaveBeenCalledTimes(5)
    } finally {
      renders.mockRestore()
    }
  })

  it('renders once for many concurrent misses of one query (request coalescing)', async () => {
    cached.app.feedCache.purgeAll()
    const renders = countRenders(cached)
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => get(cached, 'location_id=9&limit=7', i % 2 ? 'te' : 'te-IN')),
      )
      expect(renders).toHaveBeenCalledTimes(1)
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
      expect(answers[0]?.body).toBe((await get(uncached, 'location_id=9&limit=7', 'te')).body)
      // two queries at once: one render each
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => get(cached, i % 2 ? 'limit=8' : 'limit=9', 'en')),
      )
      expect(renders).toHaveBeenCalledTimes(3)
    } finally {
      renders.mockRestore()
    }
  })

  it('a job whose validity ends leaves the cached answer at that moment, before the TTL', async () => {
    const [first] = await idsIn(cached, 'limit=5')
    expect(first).toBeDefined()
    await database.db
      .update(classifieds)
      .set({ validThrough: sql`now() + interval '3 seconds'` })
      .where(eq(classifieds.id, first ?? 0))
    // written behind the API's back; the next render reads the new validity
    cached.app.feedCache.purgeAll()
    const shown = (await get(cached, 'limit=5')).json<FeedResponse>().results.find((job) => job.id === first)
    const validThrough = Date.parse(shown?.valid_through ?? '')
    expect(await idsIn(cached, 'limit=5')).toContain(first)
    await new Promise((resolve) => setTimeout(resolve, validThrough - Date.now() + 50))
    expect(await idsIn(cached, 'limit=5')).not.toContain(first)
  })
})

describe('a change the API did not make (another process, SQL)', () => {
  let shortLived: TestApp
  beforeAll(async () => {
    shortLived = await buildTestApp(database, { env: { FEED_CACHE_SECONDS: '2' } })
  })
  afterAll(async () => {
    await shortLived?.app.close()
  })

  it('shows within FEED_CACHE_SECONDS from the read that filled the cache', async () => {
    const query = 'limit=4'
    const [closed] = await idsIn(shortLived, query)
    expect(closed).toBeDefined()
    // the render that filled the cache began before this moment
    const readAt = Date.now()
    await database.db
      .update(classifieds)
      .set({ status: 'expired' })
      .where(eq(classifieds.id, closed ?? 0))
    // this process did not close it: its cached answer stands for now...
    expect(await idsIn(shortLived, query)).toContain(closed)
    expect(await idsIn(uncached, query)).not.toContain(closed)
    // ...and no longer than the TTL after the read
    await new Promise((resolve) => setTimeout(resolve, readAt + 2000 + 20 - Date.now()))
    expect(await idsIn(shortLived, query)).not.toContain(closed)
  })
})

describe('the places that change what seekers see purge the cache (decision 041)', () => {
  it('a job published, closed, renewed, held, released or expired through the API shows or leaves at once', async () => {
    const ops = bearer((await signInAdvertiser(cached, OPS_MOBILE)).access)
    const advertiser = await signInAdvertiser(cached)
    const owner = bearer(advertiser.access)
    const query = `location_id=9&category_id=${ref.categoryId}&limit=50`
    const created = await createPost(cached, advertiser.access, fullPost(ref))
    expect(created.statusCode, created.body).toBe(201)
    const postId = created.json<{ id: number }>().id
    const call = async (url: string, headers: Record<string, string>, payload: object = {}) => {
      const response = await cached.app.inject({ method: 'POST', url, headers, payload })
      expect(response.statusCode, response.body).toBe(200)
      return response
    }
    const decide = (payload: object) => call(`/api/ops/review/submissions/${postId}/decision/`, ops, payload)
    const shown = async () => {
      // asked twice: the second answer comes from the cache the first filled
      const first = await idsIn(cached, query)
      expect(await idsIn(cached, query)).toEqual(first)
      return first
    }

    await shown() // the cache holds the list without the post
    const classifiedId = (await decide({ action: 'approve' })).json<{ classified_id: number }>().classified_id
    expect(await shown()).toContain(classifiedId)

    await call(`/api/submissions/submissions/${postId}/close/`, owner)
    expect(await shown()).not.toContain(classifiedId)

    await call(`/api/submissions/submissions/${postId}/renew/`, owner)
    expect(await shown()).toContain(classifiedId)

    await decide({ action: 'hold', reason: 'remove_fee' })
    expect(await shown()).not.toContain(classifiedId)

    await decide({ action: 'approve' })
    expect(await shown()).toContain(classifiedId)

    const [post] = await database.db
      .select({ validThrough: submissions.validThrough })
      .from(submissions)
      .where(eq(submissions.id, postId))
    // last in the file: the queue's clock 15 days ahead runs every job due by then
    await cached.app.jobWorker.runDue(new Date((post?.validThrough?.getTime() ?? 0) + 1000))
    const [job] = await database.db
      .select({ status: classifieds.status })
      .from(classifieds)
      .where(eq(classifieds.id, classifiedId))
    expect(job?.status).toBe('expired')
    expect(await shown()).not.toContain(classifiedId)
  })
})
