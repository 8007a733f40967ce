import type { ReportedJobsPage } from '@localjobs/api-client/review/types'
import { translate } from '@localjobs/validation/messages'
import { asc, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { classifieds, jobReports, submissionEvents, submissions } from '#src/db/schema.ts'
import { REPORTS_PER_SEEKER_DAY } from '#src/lib/job-reports.ts'
import { say } from '#src/lib/messages.ts'
import { bearer, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, csrfHeaders, freshMobile, login, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx } from '../../../helpers/fuzz.ts'
import { createPost, fullPost, referencePost } from '../../../helpers/submissions.ts'

const OPS_MOBILE = freshMobile()
let database: Database
let test: TestApp
let opsAccess = ''

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 20 })
  test = await buildTestApp(database, { env: { OPS_MOBILE_NUMBERS: OPS_MOBILE } })
  opsAccess = (await signInAdvertiser(test, OPS_MOBILE)).access
})

afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const reportUrl = (id: number | string) => `/api/classifieds/classifieds/${id}/report/`

const report = (cookie: string, id: number | string, payload: unknown, language = 'en') =>
  test.app.inject({
    method: 'POST',
    url: reportUrl(id),
    headers: { ...csrfHeaders(cookie), 'accept-language': language },
    payload: payload as Record<string, unknown>,
  })

/** A post approved through the engine: a live job with its post. */
async function approvedJob() {
  const advertiser = await signInAdvertiser(test)
  const created = await createPost(test, advertiser.access, {
    ...fullPost(await referencePost(test)),
    mobile_no: freshMobile(),
  })
  expect(created.statusCode, created.body).toBe(201)
  const { id } = created.json<{ id: number }>()
  const moved = await test.app.submissionLife.move(test.app.database.db, {
    submissionId: id,
    action: 'approve',
    actor: { kind: 'ops', userId: null },
  })
  const classifiedId = moved.submission.classifiedId
  if (!classifiedId) throw new Error('the approval published no job')
  return { submissionId: id, classifiedId }
}

const liveSeededJob = async () => {
  const [row] = await test.app.database.db
    .select({ id: classifieds.id })
    .from(classifieds)
    .where(eq(classifieds.status, 'active'))
    .orderBy(asc(classifieds.id))
    .limit(1)
  if (!row) throw new Error('no live seeded job')
  return row.id
}

describe('POST /classifieds/classifieds/{id}/report/: a seeker reports a job', () => {
  it('thanks the seeker (201) in their language and stores the report once; a second is 409 ALREADY_REPORTED', async () => {
    const { classifiedId } = await approvedJob()
    const seeker = await login(test)
    const first = await report(
      seeker.cookie,
      classifiedId,
      { reason: 'asked_money', text: 'Asked ₹500' },
      'te',
    )
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toEqual({ message: say('reportThanks', 'te') })
    expect(first.headers['cache-control']).toBe('private, no-store')
    const again = await report(seeker.cookie, classifiedId, { reason: 'fake_job' }, 'hi')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'ALREADY_REPORTED', message: say('alreadyReported', 'hi') })
    const rows = await test.app.database.db
      .select()
      .from(jobReports)
      .where(eq(jobReports.classifiedId, classifiedId))
    expect(rows).toMatchObject([{ userId: seeker.userId, reason: 'asked_money', text: 'Asked ₹500' }])
  })

  it("refuses a body without a reason, or 'other' without text, naming the field in the seeker's language", async () => {
    const id = await liveSeededJob()
    const seeker = await login(test)
    const none = await report(seeker.cookie, id, {}, 'te')
    expect(none.statusCode).toBe(400)
    expect(none.json().details).toEqual([{ path: 'reason', message: translate('required', 'te') }])
    const other = await report(seeker.cookie, id, { reason: 'other', text: ' ' }, 'hi')
    expect(other.json().details).toEqual([{ path: 'text', message: translate('required', 'hi') }])
    const long = await report(seeker.cookie, id, { reason: 'other', text: 'x'.repeat(501) })
    expect(long.json().details).toEqual([{ path: 'text', message: translate('tooLong', 'en') }])
    expect(
      await test.app.database.db.select().from(jobReports).where(eq(jobReports.userId, seeker.userId)),
    ).toEqual([])
  })

  it('needs a logged-in seeker (401) and the CSRF header (403)', async () => {
    const id = await liveSeededJob()
    const anonymous = await test.app.inject({
      method: 'POST',
      url: reportUrl(id),
      headers: csrfHeaders(),
      payload: { reason: 'fake_job' },
    })
    expect(anonymous.statusCode).toBe(401)
    const seeker = await login(test)
    const noCsrf = await test.app.inject({
      method: 'POST',
      url: reportUrl(id),
      headers: { cookie: seeker.cookie },
      payload: { reason: 'fake_job' },
    })
    expect(noCsrf.statusCode).toBe(403)
    const advertiser = await signInAdvertiser(test)
    const byBearer = await test.app.inject({
      method: 'POST',
      url: reportUrl(id),
      headers: bearer(advertiser.access),
      payload: { reason: 'fake_job' },
    })
    expect([401, 403]).toContain(byBearer.statusCode)
  })

  it('only a live job can be reported: an unknown, expired or held job is 404', async () => {
    const seeker = await login(test)
    expect((await report(seeker.cookie, 999_999, { reason: 'fake_job' })).statusCode).toBe(404)
    const [expired] = await test.app.database.db
      .select({ id: classifieds.id })
      .from(classifieds)
      .where(eq(classifieds.status, 'expired'))
      .limit(1)
    if (expired)
      expect((await report(seeker.cookie, expired.id, { reason: 'fake_job' })).statusCode).toBe(404)
  })

  it(`a seeker may report ${REPORTS_PER_SEEKER_DAY} jobs a day; the next is 429 with Retry-After`, async () => {
    const seeker = await login(test)
    const ids = (
      await test.app.database.db
        .select({ id: classifieds.id })
        .from(classifieds)
        .where(eq(classifieds.status, 'active'))
        .orderBy(asc(classifieds.id))
        .limit(REPORTS_PER_SEEKER_DAY + 1)
    ).map((row) => row.id)
    expect(ids).toHaveLength(REPORTS_PER_SEEKER_DAY + 1)
    for (const id of ids.slice(0, REPORTS_PER_SEEKER_DAY))
      expect((await report(seeker.cookie, id, { reason: 'wrong_details' })).statusCode).toBe(201)
    const over = await report(seeker.cookie, ids.at(-1) as number, { reason: 'wrong_details' }, 'te')
    expect(over.statusCode).toBe(429)
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    // a day later the seeker may report again
    await test.app.database.db
      .update(jobReports)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(jobReports.userId, seeker.userId))
    expect((await report(seeker.cookie, ids.at(-1) as number, { reason: 'wrong_details' })).statusCode).toBe(
      201,
    )
  })

  it('the third different seeker holds the job at once: the post On Hold by seekers, the job gone from the feed', async () => {
    const { submissionId, classifiedId } = await approvedJob()
    const feedIds = async () =>
      (await test.app.inject({ url: '/api/classifieds/classifieds/feed_v2/' }))
        .json<{ results: { id: number }[] }>()
        .results.map((job) => job.id)
    expect(await feedIds()).toContain(classifiedId)
    const seekers = [await login(test), await login(test), await login(test)]
    for (const [index, seeker] of seekers.entries()) {
      expect((await report(seeker.cookie, classifiedId, { reason: 'fake_job' })).statusCode).toBe(201)
      // the same seeker twice never counts twice
      if (index === 0)
        expect((await report(seeker.cookie, classifiedId, { reason: 'fake_job' })).statusCode).toBe(409)
      const [post] = await test.app.database.db
        .select()
        .from(submissions)
        .where(eq(submissions.id, submissionId))
      expect(post?.status).toBe(index < 2 ? 'active' : 'on_hold')
    }
    const [post] = await test.app.database.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, submissionId))
    expect(post).toMatchObject({ status: 'on_hold', statusReason: 'seeker_reports' })
    const events = await test.app.database.db
      .select()
      .from(submissionEvents)
      .where(eq(submissionEvents.submissionId, submissionId))
      .orderBy(asc(submissionEvents.id))
    expect(events.at(-1)).toMatchObject({
      action: 'reports',
      fromStatus: 'active',
      toStatus: 'on_hold',
      reason: 'seeker_reports',
      actorKind: 'seekers',
      actorUserId: null,
    })
    expect(await feedIds()).not.toContain(classifiedId)
    expect(
      (await test.app.inject({ url: `/api/classifieds/classifieds/${classifiedId}/` })).statusCode,
    ).not.toBe(200)
    // a fourth seeker cannot report a job that is no longer live
    expect((await report((await login(test)).cookie, classifiedId, { reason: 'fake_job' })).statusCode).toBe(
      404,
    )
  })

  it('a seeded job without a post is held the same way (its classified On Hold)', async () => {
    const [job] = await test.app.database.db
      .select({ id: classifieds.id })
      .from(classifieds)
      .where(eq(classifieds.status, 'active'))
      .orderBy(asc(classifieds.id))
      .offset(10)
      .limit(1)
    if (!job) throw new Error('no seeded job')
    for (const _ of [1, 2, 3])
      expect((await report((await login(test)).cookie, job.id, { reason: 'abusive' })).statusCode).toBe(201)
    const [row] = await test.app.database.db.select().from(classifieds).where(eq(classifieds.id, job.id))
    expect(row?.status).toBe('on_hold')
  })

  it('fuzzing: no body, id or header makes it answer a 5xx', async () => {
    const seeker = await login(test)
    await assertNo5xx(
      test.app,
      fc.record({
        method: fc.constant('POST' as const),
        url: fc.oneof(
          fc.constant(reportUrl(1)),
          fc.string().map((id) => reportUrl(encodeURIComponent(id))),
        ),
        headers: fc.constant({ ...csrfHeaders(seeker.cookie), 'content-type': 'application/json' }),
        payload: fc.oneof(
          fc.json(),
          fc
            .record({
              reason: fc.oneof(fc.string(), fc.constantFrom('other', 'fake_job')),
              text: fc.anything(),
            })
            .map((body) => JSON.stringify(body)),
        ),
      }),
      60,
    )
  })
})

describe('GET /ops/review/reports/: the desk’s reports queue (ops only)', () => {
  it('groups reports by job: reporters, reasons, texts, most reporters first; keyset pages', async () => {
    const response = await test.app.inject({
      url: '/api/ops/review/reports/?limit=1',
      headers: bearer(opsAccess),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const page = response.json<ReportedJobsPage>()
    expect(page.results).toHaveLength(1)
    expect(page.results[0]?.reporters).toBe(3)
    expect(page.hasMore).toBe(true)
    const seen = [...page.results]
    let cursor = page.next_cursor
    while (cursor) {
      const next = await test.app.inject({
        url: `/api/ops/review/reports/?limit=2&cursor=${cursor}`,
        headers: bearer(opsAccess),
      })
      expect(next.statusCode, next.body).toBe(200)
      const body = next.json<ReportedJobsPage>()
      seen.push(...body.results)
      cursor = body.next_cursor
    }
    const reporters = seen.map((job) => job.reporters)
    expect(reporters).toEqual([...reporters].sort((a, b) => b - a))
    expect(new Set(seen.map((job) => job.classified_id)).size).toBe(seen.length)
    const held = seen.find((job) => job.submission_id !== null && job.status === 'on_hold')
    expect(held).toMatchObject({ reporters: 3, reasons: [{ reason: 'fake_job', count: 3 }] })
    const money = seen.find((job) => job.reasons.some((each) => each.reason === 'asked_money'))
    expect(money?.texts).toEqual(['Asked ₹500'])
  })

  it('refuses a seeker (401/403) and a cursor it did not give (400)', async () => {
    const seeker = await login(test)
    const bySeeker = await test.app.inject({
      url: '/api/ops/review/reports/',
      headers: { cookie: seeker.cookie },
    })
    expect([401, 403]).toContain(bySeeker.statusCode)
    const advertiser = await signInAdvertiser(test)
    expect(
      (await test.app.inject({ url: '/api/ops/review/reports/', headers: bearer(advertiser.access) }))
        .statusCode,
    ).toBe(403)
    const bad = await test.app.inject({
      url: '/api/ops/review/reports/?cursor=abc',
      headers: bearer(opsAccess),
    })
    expect(bad.statusCode).toBe(400)
  })
})
