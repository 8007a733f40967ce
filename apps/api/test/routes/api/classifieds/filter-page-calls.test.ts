import type {
  ApiErrorBody,
  FilterCountResponse,
  FilterSearchBody,
  PromotedJobsResponse,
} from '@localjobs/api-client/classifieds/types'
import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { classifieds } from '#src/db/schema.ts'
import { FILTER_COUNT_CAP } from '#src/routes/api/classifieds/filters.ts'
import { PROMOTED_JOBS_LIMIT } from '#src/routes/api/classifieds/lists.ts'
import { buildTestApp, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { FILTER_CASES, plausibleFilterSearch } from '../../../helpers/filter-cases.ts'
import { assertNo5xx, bodyWith } from '../../../helpers/fuzz.ts'

/**
 * The filter page's own calls on a bigger seed than the other files (more live jobs in Hyderabad than the
 * count's cap, enough sponsored jobs for every filter to leave some out): apply_filters/count/
 * past its cap, and the sponsored jobs that match the filters (POST promoted_jobs_v2/).
 */
const COUNT = '/api/classifieds/classifieds/apply_filters/count/'
const PROMOTED = '/api/classifieds/classifieds/promoted_jobs_v2/'
const DAY = 86_400_000

let database: Database
let test: TestApp
type Row = typeof classifieds.$inferSelect

const isLive = and(eq(classifieds.status, 'active'), gt(classifieds.validThrough, sql`now()`))

/** The cities with the most rows matching `where`, most first, at most ten (a search's limit). */
async function busiestCities(where: ReturnType<typeof and>) {
  const rows = await database.db
    .select({ locationId: classifieds.locationId, jobs: sql<number>`count(*)::integer` })
    .from(classifieds)
    .where(where)
    .groupBy(classifieds.locationId)
    .orderBy(desc(sql`count(*)`), classifieds.locationId)
    .limit(10)
  return { ids: rows.map((row) => row.locationId), total: rows.reduce((sum, row) => sum + row.jobs, 0) }
}

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 4000 })
  test = await buildTestApp(database)
}, 120_000)
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const post = (url: string, body: unknown, language = 'en') =>
  test.app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    headers: { 'accept-language': language },
  })

describe('POST apply_filters/count/ past its cap', () => {
  it(`answers ${FILTER_COUNT_CAP} and capped when more jobs match, the exact number when fewer do`, async () => {
    const busiest = await busiestCities(isLive)
    const many = await post(COUNT, { location_ids: busiest.ids, filters: [] })
    expect(many.statusCode, many.body).toBe(200)
    expect(busiest.total).toBeGreaterThan(FILTER_COUNT_CAP)
    expect(many.json()).toEqual({ count: FILTER_COUNT_CAP, capped: true } satisfies FilterCountResponse)

    // Hyderabad has more than the cap; one of its night shift jobs' job types fewer.
    const hyderabad = await database.db
      .select()
      .from(classifieds)
      .where(and(isLive, eq(classifieds.locationId, 9)))
    expect(hyderabad.length).toBeGreaterThan(FILTER_COUNT_CAP)
    expect((await post(COUNT, { location_id: 9, filters: [] })).json()).toEqual({
      count: FILTER_COUNT_CAP,
      capped: true,
    })
    const nightInterns = hyderabad.filter((job) => job.shift === 'night' && job.jobType === 'internship')
    expect(nightInterns.length).toBeLessThan(FILTER_COUNT_CAP)
    const few = await post(COUNT, {
      location_id: 9,
      filters: [
        { id: 7, filter_value: [2] },
        { id: 6, filter_value: [5] },
      ],
    })
    expect(few.json()).toEqual({ count: nightInterns.length, capped: false })
  })
})

describe('POST promoted_jobs_v2/: only the sponsored jobs that match the filters', () => {
  /** The ten cities with the most sponsored live jobs, and those jobs by rank, then newest. */
  let cities: number[]
  let sponsored: Row[]
  beforeAll(async () => {
    cities = (await busiestCities(and(isLive, isNotNull(classifieds.promotedRank)))).ids
    sponsored = await database.db
      .select()
      .from(classifieds)
      .where(and(isLive, inArray(classifieds.locationId, cities), isNotNull(classifieds.promotedRank)))
      .orderBy(classifieds.promotedRank, desc(classifieds.postedAt), desc(classifieds.id))
    expect(sponsored.length).toBeGreaterThan(PROMOTED_JOBS_LIMIT * 2)
  })

  const promoted = async (body: FilterSearchBody, language = 'en') => {
    const response = await post(PROMOTED, body, language)
    expect(response.statusCode, response.body).toBe(200)
    return (response.json() as PromotedJobsResponse).results
  }
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id)

  it.each(FILTER_CASES)('%s: the matching ones, by rank then newest, ten at most', async (...row) => {
    const [_name, filters, extra, matches] = row
    const results = await promoted({ location_ids: cities, filters, ...extra })
    expect(ids(results)).toEqual(ids(sponsored.filter(matches).slice(0, PROMOTED_JOBS_LIMIT)))
  })

  it('the table tells filters from none: with its filter ignored, nearly every row would fail', () => {
    // Each filtered row whose unfiltered first ten hold a job it does not match would answer that job.
    const shownUnfiltered = sponsored.slice(0, PROMOTED_JOBS_LIMIT)
    const telling = FILTER_CASES.filter(([, filters, extra, matches]) =>
      filters.length > 0 || Object.keys(extra).length > 0
        ? shownUnfiltered.some((job) => !matches(job))
        : false,
    )
    expect(telling.length).toBeGreaterThanOrEqual(FILTER_CASES.length - 2)
  })

  it('with no filters, answers what GET answers for the same cities', async () => {
    const query = cities.map((id) => `location_ids=${id}`).join('&')
    const listed = await test.app.inject({
      url: `${PROMOTED}?${query}`,
      headers: { 'accept-language': 'te' },
    })
    expect(await promoted({ location_ids: cities, filters: [] }, 'te')).toEqual(
      (listed.json() as PromotedJobsResponse).results,
    )
  })

  it('a "0-1 year" sponsored job is not among those for "2 years" (the issue\'s case)', async () => {
    const junior = sponsored.find((job) => job.experienceMaxYears < 2)
    expect(junior).toBeDefined()
    const city = junior?.locationId as number
    const mine = await promoted({ location_id: city, filters: [] })
    expect(ids(mine)).toContain(junior?.id)
    const twoYears = await promoted({ location_id: city, filters: [{ id: 3, filter_value: [2] }] })
    expect(ids(twoYears)).not.toContain(junior?.id)
    for (const job of twoYears) {
      const row = sponsored.find((each) => each.id === job.id)
      expect(row && row.experienceMinYears <= 2 && row.experienceMaxYears >= 2).toBe(true)
    }
  })

  it('preferred localities of several cities: only sponsored jobs in them', async () => {
    const chosen = [
      ...new Set(sponsored.slice(0, 6).flatMap((job) => (job.localityId ? [job.localityId] : []))),
    ]
    const owners = [
      ...new Set(
        sponsored.filter((job) => chosen.includes(job.localityId ?? -1)).map((job) => job.locationId),
      ),
    ]
    expect(owners.length).toBeGreaterThan(1)
    const results = await promoted({ location_ids: owners, filters: [{ id: 1, filter_value: chosen }] })
    const expected = sponsored.filter((job) => chosen.includes(job.localityId ?? -1))
    expect(ids(results)).toEqual(ids(expected.slice(0, PROMOTED_JOBS_LIMIT)))
  })

  it('posted in the last 7 days (freshness)', async () => {
    const before = Date.now()
    const results = ids(await promoted({ location_ids: cities, filters: [{ id: 8, filter_value: [7] }] }))
    const after = Date.now()
    // Jobs posted right at the 7-day mark may fall either side while the request runs.
    const surely = ids(sponsored.filter((job) => job.postedAt.getTime() >= after - 7 * DAY))
    const possibly = ids(sponsored.filter((job) => job.postedAt.getTime() >= before - 7 * DAY))
    expect(results.length).toBeGreaterThan(0)
    expect(results.every((id) => possibly.includes(id))).toBe(true)
    expect(surely.slice(0, results.length).every((id) => results.includes(id))).toBe(true)
    expect(sponsored.some((job) => !possibly.includes(job.id))).toBe(true)
  })

  it('titles in Accept-Language, as the GET does', async () => {
    const [first] = await promoted({ location_ids: cities, filters: [] }, 'hi')
    expect(first?.locale).toBe('hi')
  })

  it.each([
    ['an unknown filter', { filters: [{ id: 99, filter_value: [1] }] }, 'filters.0.id'],
    ['a value a filter does not have', { filters: [{ id: 7, filter_value: [9] }] }, 'filters.0.filter_value'],
    ['two values of a radio', { filters: [{ id: 3, filter_value: [1, 2] }] }, 'filters.0.filter_value'],
    ['a page (it takes no paging)', { page: 1 }, ''],
    ['both location_id and location_ids', { location_ids: [9] }, 'location_ids'],
    ['salary_min alone', { salary_min: 1000 }, 'salary_max'],
  ])('refuses %s with 400 naming %s', async (_name, change, path) => {
    const response = await post(PROMOTED, { location_id: 9, filters: [], ...change })
    expect(response.statusCode).toBe(400)
    const body = response.json() as ApiErrorBody
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.details?.map((detail) => detail.path)).toContain(path)
  })

  it('404 naming an unknown city', async () => {
    const response = await post(PROMOTED, { location_ids: [9, 987_654], filters: [] })
    expect(response.statusCode).toBe(404)
    expect((response.json() as ApiErrorBody).message).toContain('987654')
  })
})

describe('fuzzing: no input gets a 5xx', () => {
  it.each([COUNT, PROMOTED])('POST %s bodies', async (url) => {
    await assertNo5xx(
      test.app,
      bodyWith(['location_id', 'location_ids', 'filters', 'salary_min', 'salary_max']).map((payload) => ({
        method: 'POST' as const,
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      })),
      100,
    )
  })

  it.each([COUNT, PROMOTED])('POST %s bodies of plausible shape', async (url) => {
    await assertNo5xx(
      test.app,
      plausibleFilterSearch.map((payload) => ({ method: 'POST' as const, url, payload })),
      100,
    )
  })

  it('malformed JSON and other content types', async () => {
    const bodies = fc.oneof(fc.string(), fc.constantFrom('{', '[]', 'null', '{"filters":'))
    await assertNo5xx(
      test.app,
      fc
        .tuple(fc.constantFrom(COUNT, PROMOTED), bodies, fc.constantFrom('application/json', 'text/plain'))
        .map(([url, payload, type]) => ({
          method: 'POST' as const,
          url,
          headers: { 'content-type': type },
          payload,
        })),
      60,
    )
  })
})
