import { EXPIRING_DAYS } from '@localjobs/api-client/submissions/status'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { classifieds, scheduledJobs, submissionEvents, submissions } from '#src/db/schema.ts'
import { smsSize } from '#src/lib/sms-segments.ts'
import type { MoveRequest } from '#src/plugins/app/submission-life.ts'
import { backoffMs } from '#src/services/job-queue.ts'
import { noticeText } from '#src/services/submission-notices.ts'
import { type SignedInAdvertiser, signInAdvertiser } from '../helpers/advertisers.ts'
import { buildTestApp, type TestApp } from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'
import { createPost, fullPost, referencePost } from '../helpers/submissions.ts'

let database: Database
let test: TestApp
let advertiser: SignedInAdvertiser

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 20 })
  test = await buildTestApp(database)
  advertiser = await signInAdvertiser(test)
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const DAY_MS = 86_400_000
const SECOND = 1000
const ops = { kind: 'ops' as const, userId: null }
const at = (date: Date | null | undefined, plusMs: number) => new Date((date?.getTime() ?? 0) + plusMs)

async function newPost(title: string) {
  const created = await createPost(test, advertiser.access, { ...fullPost(await referencePost(test)), title })
  expect(created.statusCode).toBe(201)
  return created.json<{ id: number }>().id
}

const move = (submissionId: number, action: MoveRequest['action'], extra: Partial<MoveRequest> = {}) =>
  test.app.submissionLife.move(database.db, { submissionId, action, actor: ops, ...extra })

const postOf = async (id: number) => {
  const [row] = await database.db.select().from(submissions).where(eq(submissions.id, id))
  if (!row) throw new Error(`no post ${id}`)
  return row
}
const eventsOf = (id: number) =>
  database.db
    .select({ action: submissionEvents.action, actorKind: submissionEvents.actorKind })
    .from(submissionEvents)
    .where(eq(submissionEvents.submissionId, id))
    .orderBy(asc(submissionEvents.id))
const textsTo = (mobile: string) =>
  test.sms.sent.filter((message) => message.to === mobile && message.kind === 'job_status').map((m) => m.text)

describe('the expiry jobs (fake clock)', () => {
  it('approve, then Expiring in the last 3 days (still live), then Expired: 410 and gone from the feed', async () => {
    const id = await newPost('Delivery rider for Kukatpally')
    const approved = await move(id, 'approve')
    const validThrough = approved.submission.validThrough
    const classifiedId = approved.submission.classifiedId ?? 0
    expect(validThrough).not.toBeNull()
    // both jobs are queued with the approval, for the post's end
    const queued = await database.db
      .select({ kind: scheduledJobs.kind, runAt: scheduledJobs.runAt })
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.dedupeKey, `expire:${id}:${validThrough?.toISOString()}`)))
    expect(queued).toEqual([{ kind: 'expire', runAt: validThrough }])

    const feedHas = async () => {
      const response = await test.app.inject({
        url: `/api/classifieds/classifieds/feed_v2/?category_id=${approved.submission.jobCategory}&location_id=${approved.submission.jobLocationCity}&limit=50`,
      })
      return response.json<{ results: { id: number }[] }>().results.some((job) => job.id === classifiedId)
    }
    expect(await feedHas()).toBe(true)

    // a second before the last 3 days: nothing happens
    await test.app.jobWorker.runDue(at(validThrough, -EXPIRING_DAYS * DAY_MS - SECOND))
    expect((await postOf(id)).status).toBe('active')

    await test.app.jobWorker.runDue(at(validThrough, -EXPIRING_DAYS * DAY_MS + SECOND))
    expect((await postOf(id)).status).toBe('expiring')
    const [stillLive] = await database.db.select().from(classifieds).where(eq(classifieds.id, classifiedId))
    expect(stillLive?.status).toBe('active')
    expect((await test.app.inject({ url: `/api/classifieds/classifieds/${classifiedId}/` })).statusCode).toBe(
      200,
    )
    expect(await feedHas()).toBe(true)

    await test.app.jobWorker.runDue(at(validThrough, SECOND))
    expect((await postOf(id)).status).toBe('expired')
    expect((await test.app.inject({ url: `/api/classifieds/classifieds/${classifiedId}/` })).statusCode).toBe(
      410,
    )
    expect(await feedHas()).toBe(false)
    expect(await eventsOf(id)).toEqual([
      { action: 'submit', actorKind: 'advertiser' },
      { action: 'approve', actorKind: 'ops' },
      { action: 'expiring', actorKind: 'system' },
      { action: 'expire', actorKind: 'system' },
    ])

    // the advertiser heard of each, once
    expect(
      textsTo(advertiser.mobile).filter((text) => text.includes('Delivery rider for Kukatpally')),
    ).toEqual([
      expect.stringMatching(
        /^LocalJobs: your job "Delivery rider for Kukatpally" is approved and live till \d+ \w+\.$/,
      ),
      expect.stringMatching(
        /^LocalJobs: your job "Delivery rider for Kukatpally" expires on \d+ \w+\. Renew it/,
      ),
      'LocalJobs: your job "Delivery rider for Kukatpally" has expired. Renew it to post it again.',
    ])
  })

  it('run late, past the end: straight to Expired, without an Expiring on the way', async () => {
    const id = await newPost('Cook, the API was down')
    const { submission } = await move(id, 'approve')
    await test.app.jobWorker.runDue(at(submission.validThrough, DAY_MS))
    expect((await postOf(id)).status).toBe('expired')
    expect((await eventsOf(id)).map((event) => event.action)).toEqual(['submit', 'approve', 'expire'])
  })

  it('a close before the end makes the old jobs no-ops', async () => {
    const id = await newPost('Cashier, closed early')
    const { submission } = await move(id, 'approve')
    await move(id, 'close', { actor: { kind: 'advertiser', userId: advertiser.userId } })
    await test.app.jobWorker.runDue(at(submission.validThrough, SECOND))
    expect((await postOf(id)).status).toBe('expired')
    expect((await eventsOf(id)).map((event) => event.action)).toEqual(['submit', 'approve', 'close'])
  })

  it('a renewal schedules new jobs, and the old end passes without a change', async () => {
    const id = await newPost('Renewed security guard')
    const { submission } = await move(id, 'approve')
    const firstEnd = submission.validThrough
    await test.app.jobWorker.runDue(at(firstEnd, -EXPIRING_DAYS * DAY_MS + SECOND))
    expect((await postOf(id)).status).toBe('expiring')
    const renewed = await move(id, 'renew', {
      to: 'active',
      actor: { kind: 'advertiser', userId: advertiser.userId },
    })
    const secondEnd = renewed.submission.validThrough
    expect(secondEnd?.getTime()).toBeGreaterThan(firstEnd?.getTime() ?? 0)

    // The engine dates a renewal from the real clock, so the new end is a few milliseconds after the old
    // one: at the old end, the old 'expire' job is due and must change nothing (the new 'expiring' job,
    // due too, moves the renewed post into its last days).
    await test.app.jobWorker.runDue(firstEnd ?? new Date())
    expect((await postOf(id)).status).toBe('expiring')
    expect((await eventsOf(id)).map((event) => event.action)).toEqual([
      'submit',
      'approve',
      'expiring',
      'renew',
      'expiring',
    ])
    await test.app.jobWorker.runDue(at(secondEnd, SECOND))
    expect((await postOf(id)).status).toBe('expired')
  })
})

describe('the SMS notifications', () => {
  it('a failed send is tried again with backoff and then sent exactly once', async () => {
    const id = await newPost('Tele-caller with a fee')
    test.sms.failing = true
    await move(id, 'reject', { reason: 'charges_candidates', note: 'asks for a deposit' })
    // the SMS job is due from the event's commit on (the database's clock)
    const start = new Date()
    try {
      expect(await test.app.jobWorker.runDue(start)).toMatchObject({ done: 0, retried: 1 })
      expect(textsTo(advertiser.mobile).filter((text) => text.includes('Tele-caller'))).toEqual([])
    } finally {
      test.sms.failing = false
    }
    // not before its wait
    await test.app.jobWorker.runDue(at(start, backoffMs(1) - SECOND))
    expect(textsTo(advertiser.mobile).filter((text) => text.includes('Tele-caller'))).toEqual([])
    await test.app.jobWorker.runDue(at(start, backoffMs(1) + SECOND))
    await test.app.jobWorker.runDue(at(start, DAY_MS))
    expect(textsTo(advertiser.mobile).filter((text) => text.includes('Tele-caller'))).toEqual([
      'LocalJobs: your job "Tele-caller with a fee" was not approved: Charges candidates a fee.',
    ])
  })

  it('a hold says what to fix; a submit and an edit send nothing', async () => {
    const id = await newPost('Helper needing a fix')
    await move(id, 'hold', { reason: 'remove_fee' })
    await move(id, 'edit', { actor: { kind: 'advertiser', userId: advertiser.userId } })
    await test.app.jobWorker.runDue(new Date(Date.now() + SECOND))
    expect(textsTo(advertiser.mobile).filter((text) => text.includes('Helper needing a fix'))).toEqual([
      'LocalJobs: your job "Helper needing a fix" is on hold: Remove the fee charged to candidates. Edit it to send it for review again.',
    ])
  })

  it('English texts with a Latin title fit one SMS (160 GSM characters) with the longest reason', () => {
    const title = 'A very long job title that goes on and on beyond forty characters'
    const texts = [
      noticeText({ action: 'approve', title, reason: null, validThrough: new Date(), locale: 'en' }),
      noticeText({ action: 'reject', title, reason: 'mlm_or_bait', validThrough: null, locale: 'en' }),
      noticeText({ action: 'hold', title, reason: 'seeker_reports', validThrough: null, locale: 'en' }),
      noticeText({ action: 'expiring', title, reason: null, validThrough: new Date(), locale: 'en' }),
      noticeText({ action: 'expire', title, reason: null, validThrough: null, locale: 'en' }),
    ]
    for (const text of texts) expect(smsSize(text)).toMatchObject({ encoding: 'gsm7', segments: 1 })
  })
})
