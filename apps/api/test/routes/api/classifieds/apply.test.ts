import type { ApiErrorBody, ApplyResponse } from '@localjobs/api-client/classifieds/types'
import type { JobApplicationsResponse } from '@localjobs/api-client/job-seeker/applications'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { applications, classifieds } from '#src/db/schema.ts'
import { buildTestApp, csrfHeaders, login, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, bodyWith, jsonRequest, queryWith } from '../../../helpers/fuzz.ts'
import { createProfile } from '../../../helpers/profile.ts'

let database: Database
let test: TestApp
let live: number[]
let expiredId: number
let lapsedId: number
let rejectedId: number
let seeker: Awaited<ReturnType<typeof login>>
let other: Awaited<ReturnType<typeof login>>

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 60 })
  const { db } = database
  const rows = await db
    .select({ id: classifieds.id })
    .from(classifieds)
    .where(and(eq(classifieds.status, 'active'), gt(classifieds.validThrough, sql`now()`)))
    .orderBy(desc(classifieds.id))
  live = rows.map((row) => row.id)
  lapsedId = live.pop() as number
  await db
    .update(classifieds)
    .set({ validThrough: sql`now() - interval '1 minute'` })
    .where(eq(classifieds.id, lapsedId))
  const [expired] = await db
    .select({ id: classifieds.id })
    .from(classifieds)
    .where(eq(classifieds.status, 'expired'))
    .limit(1)
  const [rejected] = await db
    .select({ id: classifieds.id })
    .from(classifieds)
    .where(eq(classifieds.status, 'rejected'))
    .limit(1)
  expiredId = expired?.id ?? 0
  rejectedId = rejected?.id ?? 0
  test = await buildTestApp(database)
  seeker = await login(test)
  other = await login(test)
  for (const each of [seeker, other]) await createProfile(test, each.cookie)
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const applyUrl = (id: number | string, type = '0') => `/api/classifieds/classifieds/${id}/apply/?type=${type}`
const apply = (id: number | string, cookie: string, type = '0') =>
  test.app.inject({ url: applyUrl(id, type), headers: csrfHeaders(cookie) })
const applyFromSearch = (payload: unknown, cookie: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/classifieds/job_seeker/job_search_apply/',
    headers: csrfHeaders(cookie),
    payload: payload as Record<string, unknown>,
  })
const listApplications = (cookie: string, query = '') =>
  test.app.inject({
    url: `/api/classifieds/job_seeker/applications/${query ? `?${query}` : ''}`,
    headers: { cookie },
  })
const codeOf = (response: { json(): unknown }) => (response.json() as ApiErrorBody).code

describe('GET /api/classifieds/classifieds/{id}/apply/?type=0', () => {
  it('applies once: applying again answers 200 and records nothing more', async () => {
    const id = live[0] as number
    const first = await apply(id, seeker.cookie)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ applied: true, message: 'Applied successfully.' } satisfies ApplyResponse)
    expect(first.headers['cache-control']).toBe('private, no-store')
    const again = await apply(id, seeker.cookie)
    expect(again.json()).toEqual({ applied: true, message: 'You have already applied to this job.' })
    const rows = await database.db.select().from(applications).where(eq(applications.classifiedId, id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ userId: seeker.userId, source: 'details' })
  })

  it('changes state, so it needs the CSRF header even though it is a GET', async () => {
    const response = await test.app.inject({
      url: applyUrl(live[1] as number),
      headers: { cookie: `${seeker.cookie}` },
    })
    expect(response.statusCode).toBe(403)
    expect(codeOf(response)).toBe('CSRF_FAILED')
  })

  it('401 not logged in, 403 PROFILE_REQUIRED without a profile', async () => {
    expect(codeOf(await apply(live[1] as number, ''))).toBe('NOT_LOGGED_IN')
    const newcomer = await login(test)
    const response = await apply(live[1] as number, newcomer.cookie, '0')
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({
      code: 'PROFILE_REQUIRED',
      message: 'Create your job profile before applying.',
    })
  })

  it('404 for an unknown job or one never public, 410 for an expired or lapsed one', async () => {
    expect((await apply(987_654, seeker.cookie)).statusCode).toBe(404)
    expect((await apply(rejectedId, seeker.cookie)).statusCode).toBe(404)
    for (const id of [expiredId, lapsedId]) {
      const gone = await apply(id, seeker.cookie)
      expect(gone.statusCode).toBe(410)
      expect(gone.json()).toMatchObject({ code: 'JOB_EXPIRED', job: { id } })
    }
  })

  it.each(['1', 'abc', ''])('refuses type=%s with 400', async (type) => {
    expect((await apply(live[2] as number, seeker.cookie, type)).statusCode).toBe(400)
  })
})

describe('POST /api/classifieds/job_seeker/job_search_apply/', () => {
  it('applies from search results (a number or its digits)', async () => {
    const response = await applyFromSearch({ classified_id: live[3] }, other.cookie)
    expect(response.statusCode).toBe(200)
    expect((await applyFromSearch({ classified_id: String(live[3]) }, other.cookie)).json()).toMatchObject({
      message: 'You have already applied to this job.',
    })
    const [row] = await database.db
      .select()
      .from(applications)
      .where(eq(applications.classifiedId, live[3] as number))
    expect(row?.source).toBe('search')
  })

  it.each([
    {},
    { classified_id: -1 },
    { classified_id: 1.5 },
    { classified_id: 'x' },
    { classified_id: null },
  ])('refuses %j with 400', async (payload) => {
    expect((await applyFromSearch(payload, other.cookie)).statusCode).toBe(400)
  })
})

describe('GET /api/classifieds/job_seeker/applications/', () => {
  it("lists the seeker's own applications only, newest first, with the job", async () => {
    await apply(live[4] as number, seeker.cookie)
    await apply(live[5] as number, other.cookie)
    const mine = (await listApplications(seeker.cookie)).json() as JobApplicationsResponse
    expect(mine.results.map((result) => result.classified_id)).toEqual([live[4], live[0]])
    expect(mine.results[0]?.job).toMatchObject({ id: live[4] })
    expect(mine.results[0]?.job?.translated_content).not.toHaveProperty('description')
    const theirs = (await listApplications(other.cookie)).json() as JobApplicationsResponse
    expect(theirs.results.map((result) => result.classified_id)).toEqual([live[5], live[3]])
    expect((await listApplications('')).statusCode).toBe(401)
  })

  it('answers "have I applied?" with classified_id, and pages with a cursor', async () => {
    const applied = (
      await listApplications(seeker.cookie, `classified_id=${live[0]}`)
    ).json() as JobApplicationsResponse
    expect(applied.results).toHaveLength(1)
    const notMine = (
      await listApplications(seeker.cookie, `classified_id=${live[5]}`)
    ).json() as JobApplicationsResponse
    expect(notMine.results).toEqual([])
    const first = (await listApplications(seeker.cookie, 'limit=1')).json() as JobApplicationsResponse
    expect(first.hasMore).toBe(true)
    const second = (
      await listApplications(seeker.cookie, `limit=1&cursor=${first.next_cursor}`)
    ).json() as JobApplicationsResponse
    expect(second.results.map((result) => result.classified_id)).toEqual([live[0]])
    expect(second).toMatchObject({ hasMore: false, next_cursor: null })
    expect((await listApplications(seeker.cookie, 'limit=0')).statusCode).toBe(400)
    expect((await listApplications(seeker.cookie, 'user_id=1')).statusCode).toBe(400)
  })
})

describe('fuzzing: no input gets a 5xx', () => {
  it('GET apply paths and queries', async () => {
    const requests = fc
      .tuple(fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String)), queryWith(['type']))
      .map(([id, query]) => ({
        method: 'GET' as const,
        url: `/api/classifieds/classifieds/${encodeURIComponent(id)}/apply/?${query}`,
        headers: csrfHeaders(seeker.cookie),
      }))
    await assertNo5xx(test.app, requests, 80)
  })

  it('POST job_search_apply bodies', async () => {
    await assertNo5xx(
      test.app,
      bodyWith(['classified_id']).map(
        jsonRequest('POST', '/api/classifieds/job_seeker/job_search_apply/', seeker.cookie),
      ),
      80,
    )
  })

  it('GET applications queries', async () => {
    const requests = queryWith(['classified_id', 'cursor', 'limit']).map((query) => ({
      method: 'GET' as const,
      url: `/api/classifieds/job_seeker/applications/?${query}`,
      headers: { cookie: seeker.cookie },
    }))
    await assertNo5xx(test.app, requests, 80)
  })
})
