import type {
  ApiErrorBody,
  ApplyFiltersBody,
  ApplyFiltersResponse,
  CategoryListResponse,
  Classified,
  FiltersResponse,
} from '@localjobs/api-client/classifieds/types'
import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { categories, classifieds, localities, locations } from '#src/db/schema.ts'
import { buildTestApp, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, bodyWith, queryWith } from '../../../helpers/fuzz.ts'

const FILTERS = '/api/classifieds/classifieds/filters_v2/'
const APPLY = '/api/classifieds/classifieds/apply_filters/'
const DAY = 86_400_000

let database: Database
let test: TestApp
type Row = typeof classifieds.$inferSelect
/** Live jobs of Hyderabad (9), newest first: what apply_filters must pick from. */
let hyderabad: Row[]
let hyderabadLocalities: number[]

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 400 })
  hyderabad = await database.db
    .select()
    .from(classifieds)
    .where(
      and(
        eq(classifieds.status, 'active'),
        gt(classifieds.validThrough, sql`now()`),
        eq(classifieds.locationId, 9),
      ),
    )
    .orderBy(desc(classifieds.postedAt), desc(classifieds.id))
  const places = await database.db
    .select({ id: localities.id })
    .from(localities)
    .where(eq(localities.locationId, 9))
    .orderBy(asc(localities.englishName))
  hyderabadLocalities = places.map((place) => place.id)
  test = await buildTestApp(database)
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const getFilters = (query = '', language = 'en') =>
  test.app.inject({ url: `${FILTERS}${query ? `?${query}` : ''}`, headers: { 'accept-language': language } })
const applyFilters = (body: unknown) =>
  test.app.inject({ method: 'POST', url: APPLY, payload: body as Record<string, unknown> })

/** Every page, following next_cursor, checking the page contract on the way. */
async function walk(body: Omit<ApplyFiltersBody, 'page' | 'cursor'>): Promise<Classified[]> {
  const seen: Classified[] = []
  let cursor: string | null = null
  let page = 1
  do {
    const response = await applyFilters({ ...body, page, ...(cursor ? { cursor } : {}) })
    expect(response.statusCode, response.body).toBe(200)
    const answer = response.json() as ApplyFiltersResponse
    expect(answer.hasMore).toBe(answer.next_cursor !== null)
    if (answer.hasMore) expect(answer.results).toHaveLength(20)
    for (const job of answer.results) expect(job.translated_content).not.toHaveProperty('description')
    seen.push(...answer.results)
    cursor = answer.next_cursor
    page++
  } while (cursor && page < 100)
  return seen
}

describe('GET filters_v2/ (spec section 9)', () => {
  it('lists the options in the spec order, checkboxes then radios, each with its values', async () => {
    const response = await getFilters()
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toMatch(/^public/)
    const { filters } = response.json() as FiltersResponse
    expect(filters.map((option) => [option.english_name, option.type])).toEqual([
      ['Salary', 'checkbox'],
      ['Qualification', 'checkbox'],
      ['Job type', 'checkbox'],
      ['Preferred Location', 'checkbox'],
      ['Shift timing', 'radio'],
      ['Experience', 'radio'],
      ['Freshness', 'radio'],
      ['Fees Charged', 'radio'],
      ['Gender', 'radio'],
      ['Job Category', 'radio'],
    ])
    const byName = new Map(filters.map((option) => [option.english_name, option]))
    expect(byName.get('Job Category')?.id).toBe(2)
    expect(byName.get('Fees Charged')?.filter_value.map((value) => value.id)).toEqual([85, 86])
    expect(byName.get('Experience')?.filter_value[0]).toEqual({
      id: 0,
      title: 'Fresher',
      english_name: 'Fresher',
    })
    expect(byName.get('Freshness')?.filter_value[0]).toEqual({
      id: 1,
      title: 'Last 24 hours',
      english_name: 'Last 24 hours',
    })
    expect(byName.get('Salary')?.filter_value[1]).toEqual({
      id: 2,
      title: '₹10,000 - ₹15,000',
      english_name: '₹10,000 - ₹15,000',
    })
    // Rupees in Indian grouping, the way people here read them.
    expect(byName.get('Salary')?.filter_value.at(-1)).toEqual({
      id: 6,
      title: '₹50,000 - ₹1,00,000',
      english_name: '₹50,000 - ₹1,00,000',
    })
    expect(byName.get('Preferred Location')?.filter_value.map((value) => value.id)).toEqual(
      hyderabadLocalities,
    )
    for (const option of filters) {
      expect(option.filter_value.length).toBeGreaterThan(1)
      for (const value of option.filter_value)
        expect(Object.keys(value)).toEqual(['id', 'title', 'english_name'])
    }
  })

  it('titles in Accept-Language, english_name in English', async () => {
    const { filters } = (await getFilters('', 'hi')).json() as FiltersResponse
    const category = filters.find((option) => option.id === 2)
    expect(category?.title).toBe('नौकरी की श्रेणी')
    expect(category?.english_name).toBe('Job Category')
    const driver = category?.filter_value.find((value) => value.english_name === 'Driver')
    expect(driver?.title).toBe('ड्राइवर')
  })

  it('the options call: one filter of another location', async () => {
    const response = await getFilters('filter=1&location_id=31')
    const { filters } = response.json() as FiltersResponse
    expect(filters.map((option) => option.id)).toEqual([1])
    const places = await database.db
      .select({ id: localities.id })
      .from(localities)
      .where(eq(localities.locationId, 31))
    expect(filters[0]?.filter_value.map((value) => value.id).sort((a, b) => a - b)).toEqual(
      places.map((place) => place.id).sort((a, b) => a - b),
    )
  })

  it('the category lists: filter=2&type=all&page= pages through every category', async () => {
    const all = await database.db.select().from(categories).orderBy(asc(categories.englishName))
    const seen: CategoryListResponse['results'] = []
    for (let page = 1; page < 10; page++) {
      const { results } = (
        await getFilters(`filter=2&type=all&page=${page}`, 'te')
      ).json() as CategoryListResponse
      if (results.length === 0) break
      seen.push(...results)
    }
    expect(seen.map((item) => item.id)).toEqual(all.map((category) => category.id))
    expect(seen[0]).toEqual({
      id: all[0]?.id,
      title: all[0]?.englishName,
      title_trans: all[0]?.translations.te,
    })
  })

  it.each([
    ['type=all', 400],
    ['filter=3&type=all', 400],
    ['page=2', 400],
    ['type=some&filter=2', 400],
    ['filter=11', 404],
    ['location_id=987654', 404],
    ['location_id=0', 400],
    ['sort=new', 400],
  ])('%s -> %i', async (query, status) => {
    const response = await getFilters(query)
    expect(response.statusCode).toBe(status)
    expect(response.json()).toMatchObject({ statusCode: status })
  })
})

describe('GET filters_v2/ with several cities (location_ids)', () => {
  /** A city's localities, in English name order, as [id, English name]. */
  const localitiesOf = async (cityId: number) =>
    (
      await database.db
        .select({ id: localities.id, name: localities.englishName })
        .from(localities)
        .where(eq(localities.locationId, cityId))
        .orderBy(asc(localities.englishName))
    ).map((place): [number, string] => [place.id, place.name])
  const cityRow = async (id: number) =>
    (await database.db.select().from(locations).where(eq(locations.id, id)))[0]
  const preferredLocation = async (query: string, language = 'en') => {
    const response = await getFilters(`filter=1&${query}`, language)
    expect(response.statusCode, response.body).toBe(200)
    const [option] = (response.json() as FiltersResponse).filters
    return option?.filter_value ?? []
  }

  it('lists the localities of every city, in the order of the cities, each title naming its city', async () => {
    const [hyderabadPlaces, otherPlaces] = [await localitiesOf(9), await localitiesOf(31)]
    expect(otherPlaces.length).toBeGreaterThan(0)
    const response = await getFilters('location_ids=31&location_ids=9')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toMatch(/^public, max-age=300/)
    expect(response.headers.vary).toBe('Accept-Language')
    const { filters } = response.json() as FiltersResponse
    expect(filters).toHaveLength(10)
    const values = filters.find((option) => option.id === 1)?.filter_value ?? []
    const [hyderabad, other] = [await cityRow(9), await cityRow(31)]
    expect(values).toEqual([
      ...otherPlaces.map(([id, name]) => ({
        id,
        title: `${name}, ${other?.englishName}`,
        english_name: `${name}, ${other?.englishName}`,
      })),
      ...hyderabadPlaces.map(([id, name]) => ({
        id,
        title: `${name}, ${hyderabad?.englishName}`,
        english_name: `${name}, ${hyderabad?.englishName}`,
      })),
    ])
  })

  it('titles the city in Accept-Language too, english_name stays English', async () => {
    const [value] = await preferredLocation('location_ids=9&location_ids=31', 'te')
    const hyderabad = await cityRow(9)
    const [locality] = await database.db
      .select()
      .from(localities)
      .where(eq(localities.id, value?.id ?? 0))
    expect(value?.title).toBe(
      `${locality?.translations.te || locality?.englishName}, ${hyderabad?.translations.te}`,
    )
    expect(value?.english_name).toBe(`${locality?.englishName}, ${hyderabad?.englishName}`)
  })

  it('one city in location_ids (or one named twice) answers exactly as location_id', async () => {
    const single = (await getFilters('location_id=31')).json()
    expect((await getFilters('location_ids=31')).json()).toEqual(single)
    expect((await getFilters('location_ids=31&location_ids=31')).json()).toEqual(single)
  })

  it('the localities it offers are the ones apply_filters takes for those cities', async () => {
    const offered = (await preferredLocation('location_ids=9&location_ids=31')).map((value) => value.id)
    const response = await applyFilters({
      location_ids: [9, 31],
      page: 1,
      filters: [{ id: 1, filter_value: [offered.at(0), offered.at(-1)] }],
    })
    expect(response.statusCode).toBe(200)
  })

  it.each([
    ['location_id=9&location_ids=31', 'location_ids', /not both/],
    ['location_ids=', 'location_ids.0', /whole numbers/],
    ['location_ids=9,31', 'location_ids.0', /repeat the parameter/],
    ['location_ids=0', 'location_ids.0', /at least 1/],
    [
      Array.from({ length: 11 }, (_, index) => `location_ids=${index + 1}`).join('&'),
      'location_ids',
      /at most 10 cities/,
    ],
  ])('%s -> 400 naming %s', async (query, path, message) => {
    const response = await getFilters(query)
    expect(response.statusCode).toBe(400)
    const body = response.json() as ApiErrorBody
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.details?.map((detail) => detail.path)).toContain(path)
    expect(body.message).toMatch(message)
  })

  it('404 naming the unknown city', async () => {
    const response = await getFilters('location_ids=9&location_ids=987654')
    expect(response.statusCode).toBe(404)
    expect((response.json() as ApiErrorBody).message).toContain('987654')
  })
})

describe('POST apply_filters/', () => {
  const within = (row: Row, min: number, maxExclusive: number) =>
    row.salaryMin < maxExclusive && row.salaryMax >= min
  const cases: [string, ApplyFiltersBody['filters'], Partial<ApplyFiltersBody>, (row: Row) => boolean][] = [
    ['no filters', [], {}, () => true],
    [
      'job type full time or part time',
      [{ id: 6, filter_value: [1, 2] }],
      {},
      (row) => ['full_time', 'part_time'].includes(row.jobType),
    ],
    [
      'night shift and 10th or 12th pass',
      [
        { id: 7, filter_value: [2] },
        { id: 5, filter_value: [3, 4] },
      ],
      {},
      (row) => row.shift === 'night' && ['10th_pass', '12th_pass'].includes(row.qualification),
    ],
    [
      'salary bands 2 and 3',
      [{ id: 4, filter_value: [2, 3] }],
      {},
      (row) => within(row, 10_000, 15_000) || within(row, 15_000, 20_000),
    ],
    [
      '2 years of experience',
      [{ id: 3, filter_value: [2] }],
      {},
      (row) => row.experienceMinYears <= 2 && row.experienceMaxYears >= 2,
    ],
    [
      '6 years of experience (a slug value with no tag)',
      [{ id: 3, filter_value: [6] }],
      {},
      (row) => row.experienceMinYears <= 6 && row.experienceMaxYears >= 6,
    ],
    ['fees charged', [{ id: 9, filter_value: [86] }], {}, (row) => row.feesCharged],
    ['no fees', [{ id: 9, filter_value: [85] }], {}, (row) => !row.feesCharged],
    ['female', [{ id: 10, filter_value: [3] }], {}, (row) => ['female', 'any'].includes(row.preferredGender)],
    ['two categories', [{ id: 2, filter_value: [1, 2] }], {}, (row) => [1, 2].includes(row.categoryId)],
    [
      'the salary slug 12000-18000',
      [],
      { salary_min: 12_000, salary_max: 18_000 },
      (row) => row.salaryMin <= 18_000 && row.salaryMax >= 12_000,
    ],
    [
      'everything at once',
      [
        { id: 6, filter_value: [1, 2, 3] },
        { id: 9, filter_value: [85] },
        { id: 4, filter_value: [2, 3, 4, 5] },
        { id: 10, filter_value: [2] },
      ],
      {},
      (row) =>
        ['full_time', 'part_time', 'contract'].includes(row.jobType) &&
        !row.feesCharged &&
        within(row, 10_000, 50_000) &&
        ['male', 'any'].includes(row.preferredGender),
    ],
  ]

  it.each(cases)(
    '%s: exactly the matching live jobs, newest first, every page',
    async (_name, filters, extra, matches) => {
      const jobs = await walk({ location_id: 9, filters, ...extra })
      const expected = hyderabad.filter(matches).map((row) => row.id)
      expect(jobs.map((job) => job.id)).toEqual(expected)
      expect(jobs.every((job) => job.location.id === 9)).toBe(true)
    },
  )

  it('posted in the last 3 days (freshness)', async () => {
    const before = Date.now()
    const jobs = (await walk({ location_id: 9, filters: [{ id: 8, filter_value: [3] }] })).map(
      (job) => job.id,
    )
    const after = Date.now()
    // Jobs posted right at the 3-day mark may fall either side while the request runs.
    const surely = hyderabad.filter((row) => row.postedAt.getTime() >= after - 3 * DAY).map((row) => row.id)
    const possibly = hyderabad
      .filter((row) => row.postedAt.getTime() >= before - 3 * DAY)
      .map((row) => row.id)
    expect(surely.every((id) => jobs.includes(id))).toBe(true)
    expect(jobs.every((id) => possibly.includes(id))).toBe(true)
    expect(jobs.length).toBeGreaterThan(0)
  })

  it('preferred localities of the city', async () => {
    const chosen = hyderabadLocalities.slice(0, 2)
    const jobs = await walk({ location_id: 9, filters: [{ id: 1, filter_value: chosen }] })
    expect(jobs.map((job) => job.id)).toEqual(
      hyderabad.filter((row) => chosen.includes(row.localityId ?? -1)).map((row) => row.id),
    )
  })

  it('needs no CSRF header (it only reads), and takes page 1 without a cursor', async () => {
    const response = await applyFilters({ location_id: 9, page: 1, filters: [] })
    expect(response.statusCode).toBe(200)
  })

  it.each([
    ['page 2 without a cursor', { page: 2 }, 'cursor'],
    ['an unknown filter', { filters: [{ id: 99, filter_value: [1] }] }, 'filters.0.id'],
    [
      'a value a filter does not have',
      { filters: [{ id: 6, filter_value: [42] }] },
      'filters.0.filter_value',
    ],
    ['two values of a radio', { filters: [{ id: 7, filter_value: [1, 2] }] }, 'filters.0.filter_value'],
    [
      'a locality of another city',
      { filters: [{ id: 1, filter_value: [999_999] }] },
      'filters.0.filter_value',
    ],
    ['experience beyond 50 years', { filters: [{ id: 3, filter_value: [51] }] }, 'filters.0.filter_value'],
    ['salary_min alone', { salary_min: 1000 }, 'salary_max'],
    ['salary_max below salary_min', { salary_min: 20_000, salary_max: 10_000 }, 'salary_max'],
    ['an unknown field', { sort: 'new' }, ''],
    ['a forged cursor', { page: 2, cursor: 'bm90LWEtY3Vyc29y' }, 'cursor'],
  ])('refuses %s with 400 naming %s', async (_name, change, path) => {
    const response = await applyFilters({ location_id: 9, page: 1, filters: [], ...change })
    expect(response.statusCode).toBe(400)
    const body = response.json() as ApiErrorBody
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.details?.map((detail) => detail.path)).toContain(path)
  })

  it('404 for an unknown location', async () => {
    expect((await applyFilters({ location_id: 987_654, page: 1, filters: [] })).statusCode).toBe(404)
  })
})

describe('POST apply_filters/ with several cities (location_ids, the slug jobs-in-{a}-and-{b})', () => {
  /** Live jobs of the given cities, newest first. */
  const liveIn = (ids: number[]) =>
    database.db
      .select()
      .from(classifieds)
      .where(
        and(
          eq(classifieds.status, 'active'),
          gt(classifieds.validThrough, sql`now()`),
          inArray(classifieds.locationId, ids),
        ),
      )
      .orderBy(desc(classifieds.postedAt), desc(classifieds.id))
  /** Another city with live jobs, so a two-city list has jobs from both. */
  let other: number
  beforeAll(async () => {
    const [row] = await database.db
      .select({ locationId: classifieds.locationId, jobs: sql<number>`count(*)::int` })
      .from(classifieds)
      .where(and(eq(classifieds.status, 'active'), ne(classifieds.locationId, 9)))
      .groupBy(classifieds.locationId)
      .orderBy(desc(sql`count(*)`))
      .limit(1)
    other = row?.locationId ?? 0
    expect(row?.jobs).toBeGreaterThan(0)
  })

  it('lists the live jobs of every city, newest first, across keyset pages', async () => {
    const expected = (await liveIn([9, other])).map((row) => row.id)
    expect(expected.length).toBeGreaterThan(20)
    const jobs = await walk({ location_ids: [other, 9], filters: [] })
    expect(jobs.map((job) => job.id)).toEqual(expected)
    const cities = new Set(jobs.map((job) => job.location.id))
    expect(cities).toEqual(new Set([9, other]))
  })

  it('one city in location_ids is the same list as location_id', async () => {
    const filters = [{ id: 6, filter_value: [1, 2] }]
    expect((await walk({ location_ids: [9], filters })).map((job) => job.id)).toEqual(
      (await walk({ location_id: 9, filters })).map((job) => job.id),
    )
  })

  it('other filters still hold, and Preferred Location takes localities of either city', async () => {
    const [otherLocality] = await database.db
      .select({ id: localities.id })
      .from(localities)
      .where(eq(localities.locationId, other))
      .orderBy(asc(localities.englishName))
    const chosen = [hyderabadLocalities[0] as number, otherLocality?.id as number]
    const jobs = await walk({
      location_ids: [9, other],
      filters: [
        { id: 1, filter_value: chosen },
        { id: 9, filter_value: [85] },
      ],
    })
    const expected = (await liveIn([9, other]))
      .filter((row) => chosen.includes(row.localityId ?? -1) && !row.feesCharged)
      .map((row) => row.id)
    expect(jobs.map((job) => job.id)).toEqual(expected)
  })

  it.each([
    ['no city at all', { location_id: undefined }, 'location_id', /location_id.*required/],
    ['location_id and location_ids together', { location_ids: [9] }, 'location_ids', /not both/],
    ['an empty location_ids', { location_id: undefined, location_ids: [] }, 'location_ids', /at least one/],
    [
      'more than 10 cities',
      { location_id: undefined, location_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
      'location_ids',
      /at most 10 cities/,
    ],
    [
      'a city id that is not a number',
      { location_id: undefined, location_ids: ['9'] },
      'location_ids.0',
      /whole number/,
    ],
  ])('refuses %s with a 400 naming %s', async (_name, change, path, message) => {
    const response = await applyFilters({ location_id: 9, page: 1, filters: [], ...change })
    expect(response.statusCode).toBe(400)
    const body = response.json() as ApiErrorBody
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.details?.map((detail) => detail.path)).toContain(path)
    expect(body.message).toMatch(message)
  })

  it('404 when one of the cities is unknown', async () => {
    const response = await applyFilters({ location_ids: [9, 987_654], page: 1, filters: [] })
    expect(response.statusCode).toBe(404)
    expect((response.json() as ApiErrorBody).message).toContain('987654')
  })

  it('refuses a locality of a city the list does not name', async () => {
    const response = await applyFilters({
      location_ids: [9, other],
      page: 1,
      filters: [{ id: 1, filter_value: [999_999] }],
    })
    expect(response.statusCode).toBe(400)
  })
})

describe('fuzzing: no input gets a 5xx', () => {
  it('filters_v2 queries', async () => {
    const requests = queryWith(['filter', 'location_id', 'location_ids', 'page', 'type']).map((query) => ({
      method: 'GET' as const,
      url: `${FILTERS}?${query}`,
    }))
    await assertNo5xx(test.app, requests, 120)
  })

  it('apply_filters bodies', async () => {
    await assertNo5xx(
      test.app,
      bodyWith(['location_id', 'location_ids', 'page', 'filters', 'cursor', 'salary_min', 'salary_max']).map(
        (payload) => ({
          method: 'POST' as const,
          url: APPLY,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        }),
      ),
      120,
    )
  })

  it('apply_filters bodies of plausible shape', async () => {
    const fc = (await import('fast-check')).default
    const body = fc.record(
      {
        location_id: fc.oneof(fc.constant(9), fc.integer({ min: -5, max: 200 })),
        location_ids: fc.array(fc.oneof(fc.constant(9), fc.integer({ min: -5, max: 200 })), {
          maxLength: 12,
        }),
        page: fc.integer({ min: 0, max: 3 }),
        filters: fc.array(
          fc.record({
            id: fc.integer({ min: 0, max: 12 }),
            filter_value: fc.array(fc.integer({ min: -2, max: 120 }), { maxLength: 4 }),
          }),
          { maxLength: 5 },
        ),
      },
      { requiredKeys: ['page', 'filters'] },
    )
    await assertNo5xx(
      test.app,
      body.map((payload) => ({ method: 'POST' as const, url: APPLY, payload })),
      150,
    )
  })
})
