import type { NearbyJobsResponse } from '@localjobs/api-client/classifieds/nearby'
import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import { and, eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { classifieds, localities, locations } from '#src/db/schema.ts'
import { buildTestApp, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, queryWith } from '../../../helpers/fuzz.ts'

let database: Database
let test: TestApp

/** Madhapur, Hyderabad (a seeded locality), and a point in Hyderabad a few km from every locality. */
const MADHAPUR = { lat: 17.4483, long: 78.3915 }
const BANJARA_HILLS = { lat: 17.4126, long: 78.4392 }
/** A job posted in Hyderabad without a locality: as far as the city's centre. */
const NO_LOCALITY_JOB_ID = 900_001

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 600 })
  // A copy of a live Hyderabad job, without its locality.
  const [source] = await database.db
    .select()
    .from(classifieds)
    .where(and(eq(classifieds.status, 'active'), eq(classifieds.locationId, 9)))
    .limit(1)
  if (!source) throw new Error('the seed has no live job in Hyderabad')
  const { filterTags: _derived, ...row } = source
  await database.db.insert(classifieds).values({ ...row, id: NO_LOCALITY_JOB_ID, localityId: null })
  test = await buildTestApp(database)
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const get = (query: string, language = 'en') =>
  test.app.inject({
    url: `/api/classifieds/classifieds/nearby/?${query}`,
    headers: { 'accept-language': language },
  })

async function everyPage(point: { lat: number; long: number }, limit: number) {
  const pages: NearbyJobsResponse[] = []
  let cursor: string | null = null
  do {
    const response = await get(
      `lat=${point.lat}&long=${point.long}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    )
    expect(response.statusCode).toBe(200)
    const page = response.json() as NearbyJobsResponse
    pages.push(page)
    cursor = page.next_cursor
    expect(page.hasMore).toBe(cursor !== null)
  } while (cursor && pages.length < 200)
  return pages
}

/** Haversine, written out here so the test does not trust the code it checks. */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

/** What the database says: every live job with coordinates within 100 km of `point`, nearest first. */
async function expectedNear(point: { lat: number; long: number }) {
  const here = { lat: point.lat, lng: point.long }
  const [jobs, localityRows, cityRows] = await Promise.all([
    database.db
      .select()
      .from(classifieds)
      .where(and(eq(classifieds.status, 'active'), gt(classifieds.validThrough, sql`now()`))),
    database.db.select().from(localities),
    database.db.select().from(locations),
  ])
  const places = [
    ...localityRows.map((row) => ({ key: `l${row.id}`, km: km(here, row), isLocality: true, id: row.id })),
    ...cityRows.map((row) => ({ key: `c${row.id}`, km: km(here, row), isLocality: false, id: row.id })),
  ]
    .filter((place) => place.km <= 100)
    .sort((a, b) => a.km - b.km || Number(b.isLocality) - Number(a.isLocality) || a.id - b.id)
    .slice(0, 40)
  const rank = new Map(places.map((place, index) => [place.key, index]))
  const placeOf = (job: (typeof jobs)[number]) =>
    job.localityId === null ? `c${job.locationId}` : `l${job.localityId}`
  return jobs
    .filter((job) => rank.has(placeOf(job)))
    .map((job) => {
      const index = rank.get(placeOf(job)) ?? 0
      return { id: job.id, rank: index, km: places[index]?.km ?? 0, postedAt: job.postedAt.getTime() }
    })
    .sort((a, b) => a.rank - b.rank || b.postedAt - a.postedAt || b.id - a.id)
}

describe('GET /api/classifieds/classifieds/nearby/', () => {
  // Pages of 7 mostly fill from the nearest places; pages of 50 read the farther places too.
  it.each([7, 50])(
    'lists the live jobs around a person nearest first, in pages of %d, each with its distance',
    async (limit) => {
      const expected = await expectedNear(BANJARA_HILLS)
      const pages = await everyPage(BANJARA_HILLS, limit)
      const results = pages.flatMap((page) => page.results)

      expect(pages.length).toBeGreaterThan(2)
      expect(results.map((job) => job.id)).toEqual(expected.map((job) => job.id))
      const distances = results.map((job) => job.distance_km)
      expect(distances).toEqual([...distances].sort((a, b) => a - b))
      expected.forEach((job, index) => {
        expect(results[index]?.distance_km).toBeCloseTo(job.km, 1)
      })
      // Within one area, the newest first.
      for (let i = 1; i < results.length; i++) {
        const [before, after] = [results[i - 1], results[i]]
        if (
          before &&
          after &&
          before.distance_km === after.distance_km &&
          before.locality?.id === after.locality?.id
        )
          expect(Date.parse(before.posted_at)).toBeGreaterThanOrEqual(Date.parse(after.posted_at))
      }
    },
  )

  it('puts a job posted without a locality at its city centre', async () => {
    const results = (await everyPage(BANJARA_HILLS, 50)).flatMap((page) => page.results)
    const job = results.find((each) => each.id === NO_LOCALITY_JOB_ID)
    expect(job?.locality).toBeNull()
    expect(job?.distance_km).toBeCloseTo(
      km({ lat: BANJARA_HILLS.lat, lng: BANJARA_HILLS.long }, { lat: 17.385, lng: 78.4867 }),
      1,
    )
  })

  it('names the nearest locality and its city, in the request language', async () => {
    const english = (await get(`lat=${MADHAPUR.lat}&long=${MADHAPUR.long}`)).json() as NearbyJobsResponse
    expect(english.place).toMatchObject({
      english_name: 'Madhapur',
      type: 'locality',
      distance_km: 0,
      city: { slug: 'hyderabad', title: 'Hyderabad' },
    })
    expect(english.results[0]?.distance_km).toBe(0)
    expect(english.results[0]?.locality?.title).toBe('Madhapur')

    const response = await get(`lat=${MADHAPUR.lat}&long=${MADHAPUR.long}`, 'te')
    expect(response.headers['content-language']).toBe('te')
    expect(response.headers.vary).toContain('Accept-Language')
    expect(response.headers['cache-control']).toBe('private, max-age=60')
    const telugu = response.json() as NearbyJobsResponse
    expect(telugu.place).toMatchObject({ title: 'మాదాపూర్', city: { title: 'హైదరాబాద్' } })
    expect(telugu.results[0]?.location.title).toBe('హైదరాబాద్')
  })

  it('answers no jobs and no place far from every place', async () => {
    const response = await get('lat=0&long=0')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ results: [], next_cursor: null, hasMore: false, place: null })
  })

  it('refuses a cursor it did not give, or one of another position', async () => {
    const first = (
      await get(`lat=${MADHAPUR.lat}&long=${MADHAPUR.long}&limit=2`)
    ).json() as NearbyJobsResponse
    expect(first.next_cursor).toBeTruthy()
    // Mumbai: the place the cursor names is not near there.
    const elsewhere = await get(`lat=19.076&long=72.8777&cursor=${first.next_cursor}`)
    expect(elsewhere.statusCode).toBe(400)
    expect((elsewhere.json() as ApiErrorBody).message).toMatch(/^cursor /)
    for (const cursor of [
      'abc',
      Buffer.from('l1.x.1').toString('base64url'),
      Buffer.from('q1.1.1').toString('base64url'),
    ]) {
      const response = await get(`lat=${MADHAPUR.lat}&long=${MADHAPUR.long}&cursor=${cursor}`)
      expect(response.statusCode).toBe(400)
    }
  })

  it.each([
    'lat=91&long=78',
    'lat=17&long=181',
    'lat=abc&long=78',
    'lat=17',
    'lat=17&long=78&limit=51',
    'lat=17&long=78&limit=0',
    'lat=17&long=78&radius=5',
  ])('refuses %s with 400', async (query) => {
    expect((await get(query)).statusCode).toBe(400)
  })

  it('never answers malformed input with a 5xx', async () => {
    await assertNo5xx(
      test.app,
      queryWith(['lat', 'long', 'cursor', 'limit']).map((query) => ({
        method: 'GET' as const,
        url: `/api/classifieds/classifieds/nearby/?lat=17.4&long=78.4&${query}`,
      })),
      80,
    )
  })
})
