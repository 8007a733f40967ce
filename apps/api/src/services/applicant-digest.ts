import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import {
  advertisers,
  applicantDigests,
  applications,
  type CLASSIFIED_STATUSES,
  classifieds,
  jobTitles,
  submissions,
} from '#src/db/schema.ts'
import { nameIn } from '#src/lib/present-classified.ts'
import { type JobContext, type JobPayloads, jobs } from '#src/services/job-queue.ts'
import type { SmsSender } from '#src/services/sms.ts'
import { applicantsNoticeText, UNTITLED } from '#src/services/submission-notices.ts'

/**
 * The advertiser's daily SMS about new applicants (issue #9, decision 034 amendment). Once a day, at
 * DIGEST_HOUR_IST in India, the 'digest' job finds every job with new applicants: applications made since
 * the job's last digest (ever, for its first) that the advertiser has not opened yet (`viewed_at` null), on
 * a job still live or expired (never a held or rejected one). For each it records an `applicant_digests`
 * row for (job, day) and queues one 'applicants_sms' job, in one transaction; the row's key makes a second
 * run that day (a retry, another worker, a restart) record and queue nothing, and the SMS job's dedupe key
 * makes its send once. The chain runs like the daily cleanup: the worker queues the day's digest when it
 * starts polling, and each digest queues the next day's.
 */

/** 10:00 in India: working hours, after the night's applications. */
export const DIGEST_HOUR_IST = 10
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000
const DAY_MS = 86_400_000
/** The jobs whose new applicants are told of: live, or expired with applicants from its last days. */
const DIGESTED_STATUSES = [
  'active',
  'expired',
] as const satisfies readonly (typeof CLASSIFIED_STATUSES)[number][]

/** India's date of `at`, YYYY-MM-DD. */
export const istDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)

/** When the digest of India's day `day` runs: DIGEST_HOUR_IST that day. */
export const digestRunAt = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS + DIGEST_HOUR_IST * 3_600_000)

/** The next digest at or after `now`: today's if its hour has not passed, else tomorrow's. */
export function nextDigestDay(now: Date): string {
  const today = istDay(now)
  return digestRunAt(today).getTime() >= now.getTime() ? today : istDay(new Date(now.getTime() + DAY_MS))
}

const queueDigest = (db: Drizzle, day: string) =>
  jobs.enqueue(db, { kind: 'digest', payload: { day }, runAt: digestRunAt(day), dedupeKey: `digest:${day}` })

/** Queues the next digest unless it is queued (or ran) already: the worker calls it when it starts. */
export function ensureDigest(db: Drizzle, now: Date) {
  return queueDigest(db, nextDigestDay(now))
}

/**
 * The 'digest' job: records the day's digests and queues their SMS (one transaction, safe to run again),
 * then queues the next day's digest. Answers how many jobs it queued an SMS for.
 */
export function digestJob(db: Drizzle) {
  return async ({ day }: JobPayloads['digest'], { now }: Pick<JobContext, 'now'>) => {
    const queued = await db.transaction(async (tx) => {
      const at = sql`${now.toISOString()}::timestamptz`
      const lastDigest = sql`coalesce((select max(d.created_at) from ${applicantDigests} d where d.classified_id = ${applications.classifiedId}), '-infinity'::timestamptz)`
      const found = await tx
        .select({ classifiedId: applications.classifiedId, applicants: count() })
        .from(applications)
        .innerJoin(classifieds, eq(classifieds.id, applications.classifiedId))
        .where(
          and(
            inArray(classifieds.status, DIGESTED_STATUSES),
            isNull(applications.viewedAt),
            sql`${applications.createdAt} <= ${at}`,
            sql`${applications.createdAt} > ${lastDigest}`,
          ),
        )
        .groupBy(applications.classifiedId)
      if (found.length === 0) return 0
      const inserted = await tx
        .insert(applicantDigests)
        .values(found.map((row) => ({ ...row, day, createdAt: now })))
        .onConflictDoNothing()
        .returning({ classifiedId: applicantDigests.classifiedId })
      const ids = inserted.map((row) => row.classifiedId)
      for (const classifiedId of ids)
        await jobs.enqueue(tx, {
          kind: 'applicants_sms',
          payload: { classifiedId, day },
          dedupeKey: `sms:applicants:${classifiedId}:${day}`,
        })
      return ids.length
    })
    // The next day's, or (run late, after days down) the next one still ahead: missed days are not replayed.
    const following = istDay(new Date(digestRunAt(day).getTime() + DAY_MS))
    const ahead = nextDigestDay(now)
    // YYYY-MM-DD sorts as dates do: the later of the two
    await queueDigest(db, [following, ahead].sort()[1] ?? following)
    return queued
  }
}

/** The 'applicants_sms' job: the job's advertiser, in the post's language, told how many new applicants. */
export function applicantsSmsJob(db: Drizzle, sms: SmsSender) {
  return async ({ classifiedId, day }: JobPayloads['applicants_sms']) => {
    const [row] = await db
      .select({
        applicants: applicantDigests.applicants,
        mobile: advertisers.mobile,
        content: classifieds.content,
        title: submissions.title,
        jobTitle: submissions.jobTitle,
        jobTitleName: jobTitles.englishName,
        jobTitleTranslations: jobTitles.translations,
        locale: submissions.locale,
      })
      .from(applicantDigests)
      .innerJoin(classifieds, eq(classifieds.id, applicantDigests.classifiedId))
      .innerJoin(advertisers, eq(advertisers.id, classifieds.advertiserId))
      .leftJoin(submissions, eq(submissions.classifiedId, classifieds.id))
      .leftJoin(jobTitles, eq(jobTitles.id, submissions.jobTitleId))
      .where(and(eq(applicantDigests.classifiedId, classifiedId), eq(applicantDigests.day, day)))
    if (!row) return
    // A job posted through the form speaks its post's language; one without a post (imported), English.
    const locale = row.locale ?? 'en'
    const title =
      row.title ||
      row.jobTitle ||
      (row.jobTitleName
        ? nameIn(
            { englishName: row.jobTitleName, translations: row.jobTitleTranslations ?? { hi: '', te: '' } },
            locale,
          )
        : '') ||
      row.content[locale]?.title ||
      row.content.en?.title ||
      UNTITLED[locale]
    await sms.send({
      to: row.mobile,
      kind: 'applicants',
      text: applicantsNoticeText({ title, count: row.applicants, locale }),
    })
  }
}
