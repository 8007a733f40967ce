import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type { PostJobFormValues } from '@localjobs/api-client/submissions/form-mapping'
import type {
  FirstTimeAdvertiserResponse,
  SubmissionFiltersResponse,
  SubmissionSaved,
  SubmissionsPage,
} from '@localjobs/api-client/submissions/types'
import { inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { submissions } from '#src/db/schema.ts'
import { bearer, type SignedInAdvertiser, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, csrfHeaders, login, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, queryWith } from '../../../helpers/fuzz.ts'
import { createPost, fullPost, referencePost } from '../../../helpers/submissions.ts'

const LIST = '/api/submissions/submissions/'
const FILTERS = '/api/submissions/submissions/v2/filters'
const FIRST_TIME = '/api/submissions/submissions/first_time_advertiser'

let database: Database
let test: TestApp
let POST: PostJobFormValues

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 5 })
  test = await buildTestApp(database)
  POST = fullPost(await referencePost(test))
})

afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const get = (access: string, url: string, language = 'en') =>
  test.app.inject({ url, headers: { ...bearer(access), 'accept-language': language } })

/** Creates `count` posts (titles "Post 1".."Post n", oldest first) and answers their ids. */
async function postMany(advertiser: SignedInAdvertiser, count: number) {
  const ids: number[] = []
  for (let index = 1; index <= count; index++) {
    const response = await createPost(test, advertiser.access, { ...POST, title: `Post ${index}` })
    if (response.statusCode !== 201) throw new Error(response.body)
    ids.push(response.json<SubmissionSaved>().id)
  }
  return ids
}

const setStatus = (ids: number[], status: (typeof submissions.$inferSelect)['status']) =>
  test.app.database.db.update(submissions).set({ status }).where(inArray(submissions.id, ids))

describe('GET /api/submissions/submissions/: the advertiser’s own posts, newest first', () => {
  let owner: SignedInAdvertiser
  let ids: number[] = []
  beforeAll(async () => {
    owner = await signInAdvertiser(test)
    ids = await postMany(owner, 12)
    // a neighbour's posts are never in the owner's lists
    await postMany(await signInAdvertiser(test), 2)
  })

  it('pages of 10 by default, keyset on (created_at, id), to the end; privately', async () => {
    const first = await get(owner.access, LIST)
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('private, no-store')
    const page = first.json<SubmissionsPage>()
    expect(page.results).toHaveLength(10)
    expect(page.hasMore).toBe(true)
    expect(page.results[0]).toEqual({
      id: ids[11],
      title: 'Post 12',
      status: 'approval_pending',
      classified_id: null,
      location: { id: 9, title: expect.any(String) },
      openings_count: 4,
      created_at: expect.any(String),
      valid_through: null,
      applicants_count: 0,
      new_applicants_count: 0,
      payment_type: 'pay_later',
      plan_paid_at: null,
    })
    const second = (await get(owner.access, `${LIST}?cursor=${page.next_cursor}`)).json<SubmissionsPage>()
    expect(second).toMatchObject({ hasMore: false, next_cursor: null })
    expect([...page.results, ...second.results].map((post) => post.id)).toEqual([...ids].reverse())
  })

  it('limit 1-50 and repeated status narrow the list; counts per list follow the statuses', async () => {
    await setStatus(ids.slice(0, 3), 'active')
    await setStatus(ids.slice(3, 4), 'expiring')
    await setStatus(ids.slice(4, 6), 'expired')
    const active = (
      await get(owner.access, `${LIST}?status=active&status=expiring&limit=2`)
    ).json<SubmissionsPage>()
    expect(active.results.map((post) => post.id)).toEqual([ids[3], ids[2]])
    expect(active.hasMore).toBe(true)
    const rest = (
      await get(owner.access, `${LIST}?status=active&status=expiring&limit=50&cursor=${active.next_cursor}`)
    ).json<SubmissionsPage>()
    expect(rest.results.map((post) => post.id)).toEqual([ids[1], ids[0]])
    const expired = (await get(owner.access, `${LIST}?status=expired`)).json<SubmissionsPage>()
    expect(expired.results.map((post) => post.status)).toEqual(['expired', 'expired'])

    const filters = (await get(owner.access, FILTERS)).json<SubmissionFiltersResponse>()
    expect(filters.filters.map(({ key, count }) => ({ key, count }))).toEqual([
      { key: 'active', count: 4 },
      { key: 'expired', count: 2 },
      { key: 'all', count: 12 },
    ])
    expect(filters.filters[0]?.status).toEqual(['active', 'expiring'])
    const telugu = (await get(owner.access, FILTERS, 'te')).json<SubmissionFiltersResponse>()
    expect(telugu.filters.map((filter) => filter.title)).toEqual(['యాక్టివ్', 'గడువు ముగిసినవి', 'అన్నీ'])
  })

  it.each([
    ['?limit=0'],
    ['?limit=51'],
    ['?limit=ten'],
    ['?status=live'],
    ['?cursor=not-a-cursor'],
    ['?page=2'],
  ])('%s is a 400', async (query) => {
    const response = await get(owner.access, `${LIST}${query}`)
    expect(response.statusCode).toBe(400)
    expect(response.json<ApiErrorBody>().code).toEqual(expect.any(String))
  })

  it('another advertiser sees none of these posts, and no cursor of them opens them', async () => {
    const stranger = await signInAdvertiser(test)
    const own = (await get(owner.access, `${LIST}?limit=1`)).json<SubmissionsPage>()
    const theirs = (await get(stranger.access, `${LIST}?cursor=${own.next_cursor}`)).json<SubmissionsPage>()
    expect(theirs).toEqual({ results: [], next_cursor: null, hasMore: false })
    const filters = (await get(stranger.access, FILTERS)).json<SubmissionFiltersResponse>()
    expect(filters.filters.every((filter) => filter.count === 0)).toBe(true)
  })
})

describe('GET first_time_advertiser', () => {
  it('is true until the advertiser has a post, then false', async () => {
    const advertiser = await signInAdvertiser(test)
    const before = await get(advertiser.access, FIRST_TIME)
    expect(before.headers['cache-control']).toBe('private, no-store')
    expect(before.json<FirstTimeAdvertiserResponse>()).toEqual({ first_time_advertiser: true })
    await postMany(advertiser, 1)
    expect((await get(advertiser.access, FIRST_TIME)).json<FirstTimeAdvertiserResponse>()).toEqual({
      first_time_advertiser: false,
    })
  })
})

describe('who may read the lists', () => {
  it('no token and a seeker session are refused (401)', async () => {
    const seeker = await login(test)
    for (const url of [LIST, FILTERS, FIRST_TIME])
      for (const headers of [csrfHeaders(seeker.cookie), {}]) {
        const response = await test.app.inject({ url, headers })
        expect(response.statusCode, url).toBe(401)
      }
  })
})

describe('fuzzing: no query makes the list routes answer a 5xx', () => {
  it('any query string', async () => {
    const advertiser = await signInAdvertiser(test)
    await assertNo5xx(
      test.app,
      fc
        .tuple(fc.constantFrom(LIST, FILTERS, FIRST_TIME), queryWith(['status', 'cursor', 'limit']))
        .map(([url, query]) => ({ url: `${url}?${query}`, headers: bearer(advertiser.access) })),
    )
  })
})
