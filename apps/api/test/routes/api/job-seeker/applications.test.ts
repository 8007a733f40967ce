import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type {
  JobApplicationsResponse,
  SeekerApplicationStatus,
} from '@localjobs/api-client/job-seeker/applications'
import {
  type AppliedJobsResponse,
  MAX_APPLIED_JOBS_LOOKUP,
} from '@localjobs/api-client/job-seeker/applied-jobs'
import type { ReviewStatus } from '@localjobs/api-client/leads/types'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { applications, type CLASSIFIED_STATUSES, classifieds } from '#src/db/schema.ts'
import { buildTestApp, csrfHeaders, login, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, queryWith } from '../../../helpers/fuzz.ts'
import { createProfile } from '../../../helpers/profile.ts'

const LIST = '/api/classifieds/job_seeker/applications/'
const APPLIED = '/api/classifieds/job_seeker/applied_jobs/'

let database: Database
let test: TestApp
/** live jobs, newest first, each used by one test only */
let live: number[]
let seeker: Awaited<ReturnType<typeof login>>
let other: Awaited<ReturnType<typeof login>>

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 60 })
  const rows = await database.db
    .select({ id: classifieds.id })
    .from(classifieds)
    .where(and(eq(classifieds.status, 'active'), gt(classifieds.validThrough, sql`now()`)))
    .orderBy(desc(classifieds.id))
  live = rows.map((row) => row.id)
  test = await buildTestApp(database)
  seeker = await login(test)
  other = await login(test)
  for (const each of [seeker, other]) await createProfile(test, each.cookie)
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const nextLive = () => {
  const id = live.shift()
  if (id === undefined) throw new Error('the seed ran out of live jobs')
  return id
}
const apply = async (id: number, cookie: string) => {
  const response = await test.app.inject({
    url: `/api/classifieds/classifieds/${id}/apply/?type=0`,
    headers: csrfHeaders(cookie),
  })
  if (response.statusCode !== 200) throw new Error(`apply ${id}: ${response.body}`)
}
const list = (cookie: string, query = '') =>
  test.app.inject({ url: `${LIST}${query ? `?${query}` : ''}`, headers: { cookie } })
const applied = (cookie: string, ids: readonly (number | string)[] | string) =>
  test.app.inject({
    url: `${APPLIED}?${typeof ids === 'string' ? ids : ids.map((id) => `classified_ids=${id}`).join('&')}`,
    headers: { cookie },
  })
const statusOf = async (cookie: string, classifiedId: number) => {
  const body = (await list(cookie, `classified_id=${classifiedId}`)).json() as JobApplicationsResponse
  return body.results[0]?.status
}
/** What the advertiser side will do through update_review_status: set the lead's status. */
const review = (userId: number, classifiedId: number, reviewStatus: ReviewStatus) =>
  database.db
    .update(applications)
    .set({ reviewStatus })
    .where(and(eq(applications.userId, userId), eq(applications.classifiedId, classifiedId)))

type JobChange = 'none' | 'expired' | 'lapsed' | 'on_hold' | 'rejected'
/** What can become of a job after someone applied: its status changes, or its valid_through passes. */
const changeJob = async (id: number, change: JobChange) => {
  if (change === 'none') return
  await database.db
    .update(classifieds)
    .set(
      change === 'lapsed'
        ? { validThrough: sql`now() - interval '1 minute'` }
        : { status: change satisfies (typeof CLASSIFIED_STATUSES)[number] },
    )
    .where(eq(classifieds.id, id))
}

describe('the status the seeker reads, row by row', () => {
  // A job closed by its advertiser (its post's last event 'close') is in the leads tests (a real post).
  it.each<[ReviewStatus, boolean, JobChange, SeekerApplicationStatus]>([
    ['to_review', false, 'none', 'applied'],
    ['to_review', true, 'none', 'viewed'],
    ['to_review', false, 'expired', 'job_expired'],
    ['to_review', true, 'expired', 'job_expired'],
    ['to_review', false, 'lapsed', 'job_expired'],
    ['to_review', false, 'on_hold', 'job_closed'],
    ['to_review', true, 'rejected', 'job_closed'],
    ['to_review', false, 'rejected', 'job_closed'],
    ['contacted', true, 'none', 'contacted'],
    ['contacted', true, 'expired', 'contacted'],
    ['contacted', true, 'lapsed', 'contacted'],
    ['contacted', true, 'rejected', 'contacted'],
  ])('review status %s, viewed %s, job %s -> %s', async (reviewStatus, viewed, change, expected) => {
    const id = nextLive()
    await apply(id, seeker.cookie)
    await review(seeker.userId, id, reviewStatus)
    if (viewed)
      await database.db
        .update(applications)
        .set({ viewedAt: sql`now()` })
        .where(and(eq(applications.userId, seeker.userId), eq(applications.classifiedId, id)))
    await changeJob(id, change)
    expect(await statusOf(seeker.cookie, id)).toBe(expected)
  })

  it("a new application is 'to_review' for the advertiser and 'applied' for the seeker", async () => {
    const id = nextLive()
    await apply(id, seeker.cookie)
    const [row] = await database.db
      .select({ reviewStatus: applications.reviewStatus })
      .from(applications)
      .where(and(eq(applications.userId, seeker.userId), eq(applications.classifiedId, id)))
    expect(row?.reviewStatus).toBe('to_review')
    expect(await statusOf(seeker.cookie, id)).toBe('applied')
  })

  it('the database refuses a review status the advertiser cannot set', async () => {
    const id = nextLive()
    await apply(id, seeker.cookie)
    await expect(review(seeker.userId, id, 'hired' as ReviewStatus)).rejects.toThrow()
  })
})

describe('a job that closed after the seeker applied', () => {
  it('stays in the list with the job as lists show it, saying job_expired', async () => {
    const id = nextLive()
    await apply(id, seeker.cookie)
    await changeJob(id, 'expired')
    const body = (await list(seeker.cookie, `classified_id=${id}`)).json() as JobApplicationsResponse
    expect(body.results).toHaveLength(1)
    expect(body.results[0]).toMatchObject({
      classified_id: id,
      status: 'job_expired',
      job: { id, status: 'expired' },
    })
    // Applying again is refused (410), and the application stays as it was.
    const again = await test.app.inject({
      url: `/api/classifieds/classifieds/${id}/apply/?type=0`,
      headers: csrfHeaders(seeker.cookie),
    })
    expect(again.statusCode).toBe(410)
    expect((await applied(seeker.cookie, [id])).json()).toEqual({ classified_ids: [id] })
  })
})

describe('privacy: only the seeker sees their applications', () => {
  it('another seeker gets nothing of them, and nobody logged out gets anything', async () => {
    const mine = [nextLive(), nextLive()]
    for (const id of mine) await apply(id, seeker.cookie)

    const theirs = (await list(other.cookie)).json() as JobApplicationsResponse
    expect(theirs.results.filter((result) => mine.includes(result.classified_id))).toEqual([])
    for (const id of mine) {
      const one = (await list(other.cookie, `classified_id=${id}`)).json() as JobApplicationsResponse
      expect(one.results).toEqual([])
    }
    expect((await applied(other.cookie, mine)).json()).toEqual({ classified_ids: [] })

    for (const response of [await list(''), await applied('', mine)]) {
      expect(response.statusCode).toBe(401)
      expect((response.json() as ApiErrorBody).code).toBe('NOT_LOGGED_IN')
      expect(response.body).not.toContain(String(mine[0]))
    }
    // A forged user_id cookie without a session is nobody.
    expect((await applied(`user_id=${seeker.userId}`, mine)).statusCode).toBe(401)
  })

  it('answers are private and never stored: private, no-store', async () => {
    for (const response of [await list(seeker.cookie), await applied(seeker.cookie, [1])]) {
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('private, no-store')
    }
  })

  it('a seeker who logged out gets nothing with the old cookie', async () => {
    const leaving = await login(test)
    await createProfile(test, leaving.cookie)
    const id = nextLive()
    await apply(id, leaving.cookie)
    expect((await applied(leaving.cookie, [id])).json()).toEqual({ classified_ids: [id] })
    await test.app.inject({
      method: 'POST',
      url: '/api/login/otp/logout/',
      headers: csrfHeaders(leaving.cookie),
    })
    expect((await applied(leaving.cookie, [id])).statusCode).toBe(401)
    expect((await list(leaving.cookie)).statusCode).toBe(401)
  })
})

describe('GET /api/classifieds/job_seeker/applied_jobs/: many jobs at once', () => {
  it('answers which of the jobs asked the seeker applied to, in the order asked, each once', async () => {
    const [a, b, c] = [nextLive(), nextLive(), nextLive()]
    await apply(a, seeker.cookie)
    await apply(c, seeker.cookie)
    await apply(b, other.cookie)
    const response = await applied(seeker.cookie, [c, b, 987_654, a, c])
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ classified_ids: [c, a] } satisfies AppliedJobsResponse)
    expect((await applied(other.cookie, [a, b, c])).json()).toEqual({ classified_ids: [b] })
  })

  it(`takes 1 to ${MAX_APPLIED_JOBS_LOOKUP} ids, a page of a job list`, async () => {
    const many = Array.from({ length: MAX_APPLIED_JOBS_LOOKUP }, (_, index) => index + 1)
    expect((await applied(seeker.cookie, many)).statusCode).toBe(200)
    const tooMany = await applied(seeker.cookie, [...many, MAX_APPLIED_JOBS_LOOKUP + 1])
    expect(tooMany.statusCode).toBe(400)
    expect((tooMany.json() as ApiErrorBody).message).toContain(
      `classified_ids may name at most ${MAX_APPLIED_JOBS_LOOKUP} ids`,
    )
  })

  it.each([
    ['no ids', ''],
    ['an empty id', 'classified_ids='],
    ['a comma list', 'classified_ids=1,2'],
    ['a word', 'classified_ids=abc'],
    ['zero', 'classified_ids=0'],
    ['a number past the id column', 'classified_ids=99999999999'],
    ['another parameter', 'classified_ids=1&user_id=2'],
  ])('refuses %s with 400 naming the parameter', async (_name, query) => {
    const response = await applied(seeker.cookie, query)
    expect(response.statusCode).toBe(400)
    const body = response.json() as ApiErrorBody
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.message).toMatch(/classified_ids|user_id/)
  })
})

describe('fuzzing: no input gets a 5xx', () => {
  it('applied_jobs queries, logged in and not', async () => {
    const requests = fc
      .tuple(queryWith(['classified_ids', 'classified_ids', 'limit']), fc.boolean())
      .map(([query, loggedIn]) => ({
        method: 'GET' as const,
        url: `${APPLIED}?${query}`,
        headers: loggedIn ? { cookie: seeker.cookie } : {},
      }))
    await assertNo5xx(test.app, requests, 100)
  })
})
