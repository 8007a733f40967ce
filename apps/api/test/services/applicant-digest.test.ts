import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { applicantDigests, applications, scheduledJobs } from '#src/db/schema.ts'
import { smsSize } from '#src/lib/sms-segments.ts'
import {
  DIGEST_HOUR_IST,
  digestJob,
  digestRunAt,
  ensureDigest,
  istDay,
  nextDigestDay,
} from '#src/services/applicant-digest.ts'
import { applicantsNoticeText, NOTICE_MAX_SEGMENTS } from '#src/services/submission-notices.ts'
import { type SignedInAdvertiser, signInAdvertiser } from '../helpers/advertisers.ts'
import { buildTestApp, type TestApp } from '../helpers/app.ts'
import { applyTo, approvedJob, seekerWithResume } from '../helpers/applicants.ts'
import { createTestDatabase } from '../helpers/database.ts'

/**
 * The advertiser's daily SMS about a job's new applicants (issue #9, decision 034 amendment): at most one a
 * day per job, only for a job with applications since its last digest that nobody opened, in the post's
 * language.
 */
let database: Database
let test: TestApp
let telugu: SignedInAdvertiser
let english: SignedInAdvertiser
let quiet: SignedInAdvertiser
let teluguJob = 0
let englishJob = 0

const DAY_MS = 86_400_000
const TELUGU_TITLE = 'డెలివరీ బాయ్'
const ENGLISH_TITLE = 'Cook for a canteen'

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 3 })
  test = await buildTestApp(database)
  telugu = await signInAdvertiser(test)
  english = await signInAdvertiser(test)
  quiet = await signInAdvertiser(test)
  teluguJob = (await approvedJob(test, telugu, TELUGU_TITLE, 'te')).classifiedId
  englishJob = (await approvedJob(test, english, ENGLISH_TITLE, 'en')).classifiedId
  await approvedJob(test, quiet, 'Nobody applied here', 'en')
  for (const seeker of [await seekerWithResume(test), await seekerWithResume(test)])
    await applyTo(test, database, teluguJob, seeker)
  await applyTo(test, database, englishJob, await seekerWithResume(test))
})
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const textsTo = (advertiser: SignedInAdvertiser) =>
  test.sms.sent.filter((message) => message.to === advertiser.mobile).map((message) => message.text)
/** The digests an advertiser was sent: the SMS of kind 'applicants' (and only those name applicants). */
const applicantTextsTo = (advertiser: SignedInAdvertiser) => {
  const mine = test.sms.sent.filter((message) => message.to === advertiser.mobile)
  const digests = mine.filter((message) => message.kind === 'applicants').map((message) => message.text)
  expect(textsTo(advertiser).filter((text) => /applicant|आवेदक|దరఖాస్తు/.test(text))).toEqual(digests)
  return digests
}

/** The day's digest as the queue runs it at `now`, then the SMS jobs it queued (queued on the real clock). */
async function runDigest(now: Date) {
  const queued = await digestJob(database.db)({ day: istDay(now) }, { now })
  await test.app.jobWorker.runDue(new Date(Math.max(now.getTime(), Date.now()) + 5000))
  return queued
}

describe("the applicants digest: one SMS a day per job with new applicants, in the post's language", () => {
  it('however often the day’s digest runs (retries, two workers), each job is told once; a quiet job never', async () => {
    const now = new Date()
    expect(await runDigest(now)).toBe(2)
    await Promise.all([runDigest(now), runDigest(now)])
    expect(await runDigest(new Date(now.getTime() + 60_000))).toBe(0)

    expect(applicantTextsTo(telugu)).toEqual([
      `LocalJobs: మీ ఉద్యోగం "${TELUGU_TITLE}"కు 2 కొత్త దరఖాస్తులు. చూడటానికి LocalJobs తెరవండి.`,
    ])
    expect(applicantTextsTo(english)).toEqual([
      `LocalJobs: 1 new applicant for your job "${ENGLISH_TITLE}". Open LocalJobs to see them.`,
    ])
    expect(applicantTextsTo(quiet)).toEqual([])
    const rows = await database.db.select().from(applicantDigests)
    expect(rows.map((row) => [row.classifiedId, row.applicants]).sort()).toEqual(
      [
        [englishJob, 1],
        [teluguJob, 2],
      ].sort(),
    )
  })

  it('the next day: nothing without new applicants; a new one is told; one the advertiser opened is not', async () => {
    const tomorrow = new Date(Date.now() + DAY_MS)
    expect(await runDigest(tomorrow)).toBe(0)
    expect(applicantTextsTo(english)).toHaveLength(1)

    const newcomer = await seekerWithResume(test)
    await applyTo(test, database, englishJob, newcomer)
    const opened = await seekerWithResume(test)
    const openedLead = await applyTo(test, database, teluguJob, opened)
    await database.db
      .update(applications)
      .set({ viewedAt: new Date() })
      .where(eq(applications.id, openedLead))

    const dayAfter = new Date(Date.now() + 2 * DAY_MS)
    expect(await runDigest(dayAfter)).toBe(1)
    expect(applicantTextsTo(english)).toEqual([
      `LocalJobs: 1 new applicant for your job "${ENGLISH_TITLE}". Open LocalJobs to see them.`,
      `LocalJobs: 1 new applicant for your job "${ENGLISH_TITLE}". Open LocalJobs to see them.`,
    ])
    expect(applicantTextsTo(telugu)).toHaveLength(1)
  })
})

describe('the daily chain', () => {
  it(`runs at ${DIGEST_HOUR_IST}:00 in India: today's if that is still ahead, else tomorrow's`, () => {
    expect(istDay(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24')
    expect(istDay(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25')
    expect(digestRunAt('2026-11-25').toISOString()).toBe('2026-11-25T04:30:00.000Z')
    expect(nextDigestDay(new Date('2026-11-25T04:00:00Z'))).toBe('2026-11-25')
    expect(nextDigestDay(new Date('2026-11-25T04:30:01Z'))).toBe('2026-11-26')
  })

  it('the worker queues the next digest once; each digest queues the next day’s', async () => {
    const now = new Date('2030-01-10T12:00:00Z')
    await ensureDigest(database.db, now)
    await ensureDigest(database.db, now)
    const queuedFor = async (day: string) =>
      database.db
        .select({ runAt: scheduledJobs.runAt, kind: scheduledJobs.kind })
        .from(scheduledJobs)
        .where(eq(scheduledJobs.dedupeKey, `digest:${day}`))
    expect(await queuedFor('2030-01-11')).toEqual([{ kind: 'digest', runAt: digestRunAt('2030-01-11') }])
    await test.app.jobWorker.runDue(digestRunAt('2030-01-11'))
    expect(await queuedFor('2030-01-12')).toEqual([{ kind: 'digest', runAt: digestRunAt('2030-01-12') }])
  })
})

describe('every applicants text fits in NOTICE_MAX_SEGMENTS SMS', () => {
  const TITLES = {
    latin: 'A very long job title that goes on and on beyond forty characters and more',
    devanagari: 'डिलीवरी बॉय के लिए बहुत लंबा शीर्षक जो चालीस अक्षरों से भी ज़्यादा लंबा है',
    telugu: 'డెలివరీ బాయ్ కోసం చాలా పొడవైన శీర్షిక నలభై అక్షరాల కంటే ఎక్కువ పొడవు ఉంది',
  }
  const cases = (['en', 'hi', 'te'] as const).flatMap((locale) =>
    Object.entries(TITLES).flatMap(([script, title]) =>
      [1, 12, 9999].map((count) => ({ locale, script, title, count })),
    ),
  )
  it.each(cases)('$locale, $count applicants, a $script title', (facts) => {
    const text = applicantsNoticeText(facts)
    expect(smsSize(text).segments).toBeLessThanOrEqual(NOTICE_MAX_SEGMENTS)
    expect(text).toContain(facts.title.split(' ')[0])
    expect(text).toContain(String(facts.count))
  })
})
