import type { StatesResponse } from '@localjobs/api-client/common/types'
import type { LocationsResponse } from '@localjobs/api-client/locations/types'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { localities, locations, states } from '#src/db/schema.ts'
import { buildTestApp, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, queryWith } from '../../../helpers/fuzz.ts'

let database: Database
let test: TestApp

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 20 })
  test = await buildTestApp(database)
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const get = async (url: string, language = 'en') => {
  const response = await test.app.inject({ url, headers: { 'accept-language': language } })
  return { response, body: response.json() as LocationsResponse }
}

describe('GET /api/locations/cities/', () => {
  it('lists every city with its state, slug and a few places, by English name', async () => {
    const { response, body } = await get('/api/locations/cities/')
    expect(response.statusCode).toBe(200)
    const all = await database.db.select().from(locations)
    expect(body.results).toHaveLength(all.length)
    const names = body.results.map((city) => city.english_name ?? '')
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)))
    const hyderabad = body.results.find((city) => city.id === 9)
    expect(hyderabad).toMatchObject({
      title: 'Hyderabad',
      slug: 'hyderabad',
      short_name: expect.any(String),
      type: 'city',
      locale: 'en',
      image: null,
    })
    expect(hyderabad?.places.length).toBeGreaterThan(0)
  })

  it('of one state; 404 for an unknown state', async () => {
    const { body } = await get('/api/locations/cities/?state_id=91', 'te')
    const inState = await database.db.select().from(locations).where(eq(locations.stateId, 91))
    expect(body.results.map((city) => city.id).sort()).toEqual(inState.map((city) => city.id).sort())
    expect(body.results.find((city) => city.id === 9)?.title).toBe('హైదరాబాద్')
    expect((await get('/api/locations/cities/?state_id=987654')).response.statusCode).toBe(404)
  })
})

describe('search as you type (a prefix of the English, Hindi or Telugu name)', () => {
  it.each([
    ['hyd', 'en'],
    ['HYDER', 'en'],
    ['हैद', 'hi'],
    ['హైద', 'te'],
  ])('cities: %s', async (q, language) => {
    const { body } = await get(
      `/api/locations/cities/search_as_you_type/?q=${encodeURIComponent(q)}`,
      language,
    )
    expect(body.results.map((city) => city.id)).toContain(9)
  })

  it('localities: by prefix, optionally in one city, never by an inner match', async () => {
    const { body } = await get('/api/locations/localities/search_as_you_type/?q=madh')
    expect(body.results.map((place) => place.english_name)).toContain('Madhapur')
    const madhapur = body.results.find((place) => place.english_name === 'Madhapur')
    expect(madhapur?.city).toEqual({ id: 9, title: 'Hyderabad', slug: 'hyderabad' })
    const inner = await get('/api/locations/localities/search_as_you_type/?q=apur')
    expect(inner.body.results.map((place) => place.english_name)).not.toContain('Madhapur')
    const elsewhere = await get('/api/locations/localities/search_as_you_type/?q=madh&city_id=31')
    for (const place of elsewhere.body.results) expect(place.city?.id).toBe(31)
  })

  it('treats % and _ as text, and limits the answer', async () => {
    expect((await get('/api/locations/localities/search_as_you_type/?q=%25')).body.results).toEqual([])
    expect((await get('/api/locations/localities/search_as_you_type/?q=_')).body.results).toEqual([])
    expect(
      (await get('/api/locations/localities/search_as_you_type/?q=a&limit=3')).body.results.length,
    ).toBeLessThanOrEqual(3)
  })

  it.each(['q=', 'q=%20%20', `q=${'a'.repeat(51)}`, 'limit=3', 'q=a&limit=21', 'q=a&q=b'])(
    'refuses %s with 400',
    async (query) => {
      expect((await get(`/api/locations/localities/search_as_you_type/?${query}`)).response.statusCode).toBe(
        400,
      )
    },
  )
})

describe('GET /api/locations/localities/', () => {
  it("lists a city's localities; 400 without city_id, 404 for an unknown city", async () => {
    const { body } = await get('/api/locations/localities/?city_id=9', 'hi')
    const own = await database.db.select().from(localities).where(eq(localities.locationId, 9))
    expect(body.results.map((place) => place.id).sort((a, b) => a - b)).toEqual(
      own.map((place) => place.id).sort((a, b) => a - b),
    )
    expect(body.results[0]).toMatchObject({
      type: 'locality',
      locale: 'hi',
      city: { id: 9, title: 'हैदराबाद' },
    })
    expect((await get('/api/locations/localities/')).response.statusCode).toBe(400)
    expect((await get('/api/locations/localities/?city_id=987654')).response.statusCode).toBe(404)
  })
})

describe('GET /api/locations/localities/search_latlong/', () => {
  it('answers the nearest localities first, each with its city and distance', async () => {
    const { response, body } = await get('/api/locations/localities/search_latlong/?lat=17.4483&long=78.3915')
    expect(response.statusCode).toBe(200)
    expect(body.results[0]).toMatchObject({ english_name: 'Madhapur', city: { slug: 'hyderabad' } })
    const distances = body.results.map((place) => place.distance_km ?? Number.NaN)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances.every((km) => km <= 100)).toBe(true)
    expect(body.results.length).toBeLessThanOrEqual(10)
  })

  it('answers nothing far from every place', async () => {
    expect((await get('/api/locations/localities/search_latlong/?lat=0&long=0')).body.results).toEqual([])
  })

  it.each([
    'lat=91&long=78',
    'lat=17&long=181',
    'lat=abc&long=78',
    'lat=17',
    'lat=1e1&long=2',
    'lat=17&long=78&limit=50',
  ])('refuses %s with 400', async (query) => {
    expect((await get(`/api/locations/localities/search_latlong/?${query}`)).response.statusCode).toBe(400)
  })
})

describe('GET /api/common/public/v1/states/', () => {
  it('lists every state in the request language', async () => {
    const response = await test.app.inject({
      url: '/api/common/public/v1/states/',
      headers: { 'accept-language': 'te' },
    })
    const body = response.json() as StatesResponse
    const all = await database.db.select().from(states)
    expect(body.results).toHaveLength(all.length)
    const telangana = all.find((state) => state.id === 91)
    expect(body.results.find((state) => state.id === 91)).toEqual({
      id: 91,
      title: telangana?.translations.te,
      short_name: telangana?.shortName,
    })
  })
})

describe('fuzzing: no input gets a 5xx', () => {
  it.each([
    ['/api/locations/cities/', ['state_id']],
    ['/api/locations/cities/search_as_you_type/', ['q', 'limit']],
    ['/api/locations/localities/', ['city_id']],
    ['/api/locations/localities/search_as_you_type/', ['q', 'city_id', 'limit']],
    ['/api/locations/localities/search_latlong/', ['lat', 'long', 'limit']],
    ['/api/common/public/v1/states/', ['x']],
  ])('GET %s', async (url, keys) => {
    await assertNo5xx(
      test.app,
      queryWith(keys).map((query) => ({ method: 'GET' as const, url: `${url}?${query}` })),
      80,
    )
  })
})
