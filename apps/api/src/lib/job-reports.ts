import type { ReportReason } from '@localjobs/validation/review-codes'
import { and, countDistinct, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { advertisers, classifieds, jobReports, submissions } from '#src/db/schema.ts'
import { isLive } from '#src/plugins/app/classifieds-repository.ts'
import type { SubmissionLife } from '#src/plugins/app/submission-life.ts'
import { queuePagePurge } from '#src/services/page-purge.ts'

/** Reports from this many different seekers hold a job at once, pending review (issue #8). */
export const REPORTS_TO_HOLD = 3
/** A seeker's reports in a day (decision 030): enough for an honest seeker, too few to knock jobs out. */
export const REPORTS_PER_SEEKER_DAY = 5

/** Whether the job is live (active and in its validity): only a live job can be reported. */
export async function isLiveJob(db: Drizzle, classifiedId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: classifieds.id })
    .from(classifieds)
    .where(and(eq(classifieds.id, classifiedId), isLive()))
  return row !== undefined
}

/** A seeker's reports of the last 24 hours, and when the oldest of them leaves the window. */
export async function recentReportsOf(db: Drizzle, userId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${jobReports.createdAt})`,
    })
    .from(jobReports)
    .where(and(eq(jobReports.userId, userId), gt(jobReports.createdAt, sql`now() - interval '1 day'`)))
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null }
}

export type ReportOutcome = { created: false } | { created: true; held: boolean }

/**
 * Records the seeker's report of a live job, once per seeker and job, and, when it is the third different
 * seeker's, holds the job in the same transaction: its post moves to On Hold through the engine (action
 * 'reports', actor 'seekers', reason 'seeker_reports'), which takes the job off the lists. A job without a
 * post (a seeded demo job) has its classified put on hold directly.
 */
export async function reportJob(
  db: Drizzle,
  life: SubmissionLife,
  report: { classifiedId: number; userId: number; reason: ReportReason; text: string | null },
): Promise<ReportOutcome> {
  return db.transaction(async (tx) => {
    // One report at a time per job, so that two third reports at once hold it once.
    const [job] = await tx
      .select({ id: classifieds.id, status: classifieds.status })
      .from(classifieds)
      .where(eq(classifieds.id, report.classifiedId))
      .for('update')
    const [inserted] = await tx
      .insert(jobReports)
      .values(report)
      .onConflictDoNothing({ target: [jobReports.classifiedId, jobReports.userId] })
      .returning({ id: jobReports.id })
    if (!inserted) return { created: false }
    const [counted] = await tx
      .select({ reporters: countDistinct(jobReports.userId) })
      .from(jobReports)
      .where(eq(jobReports.classifiedId, report.classifiedId))
    if (Number(counted?.reporters ?? 0) < REPORTS_TO_HOLD || job?.status !== 'active')
      return { created: true, held: false }
    const [post] = await tx
      .select({ id: submissions.id, status: submissions.status })
      .from(submissions)
      .where(eq(submissions.classifiedId, report.classifiedId))
    if (post) {
      if (post.status !== 'active' && post.status !== 'expiring') return { created: true, held: false }
      await life.move(tx, {
        submissionId: post.id,
        action: 'reports',
        to: 'on_hold',
        reason: 'seeker_reports',
        note: null,
        actor: { kind: 'seekers', userId: null },
      })
    } else {
      await tx.update(classifieds).set({ status: 'on_hold' }).where(eq(classifieds.id, report.classifiedId))
      await queuePagePurge(tx, report.classifiedId, `reports-hold:${inserted.id}`)
    }
    return { created: true, held: true }
  })
}

/** Where a page of the reports queue starts: after this job (most reporters first, then newest report). */
export interface ReportsAfter {
  reporters: number
  latestAt: Date
  classifiedId: number
}

export function encodeReportsCursor(after: ReportsAfter): string {
  return Buffer.from(`${after.reporters}.${after.latestAt.getTime()}.${after.classifiedId}`).toString(
    'base64url',
  )
}

/** A cursor this API gave, or undefined for anything else (the route answers 400). */
export function decodeReportsCursor(cursor: string): ReportsAfter | undefined {
  const match = /^(\d{1,9})\.(\d{1,15})\.(\d{1,10})$/.exec(
    Buffer.from(cursor, 'base64url').toString('latin1'),
  )
  if (!match) return undefined
  const after = {
    reporters: Number(match[1]),
    latestAt: new Date(Number(match[2])),
    classifiedId: Number(match[3]),
  }
  return encodeReportsCursor(after) === cursor && after.classifiedId <= 2_147_483_647 ? after : undefined
}

/**
 * One page of reported jobs (the desk's reports queue): jobs with reports, most distinct reporters first,
 * then the newest report first; each with its post, advertiser, reasons counted and the latest texts.
 */
export async function reportedJobs(db: Drizzle, query: { after: ReportsAfter | undefined; limit: number }) {
  const grouped = db.$with('grouped').as(
    db
      .select({
        classifiedId: jobReports.classifiedId,
        reporters: sql<number>`count(distinct ${jobReports.userId})::int`.as('reporters'),
        latestAt: sql<Date>`max(${jobReports.createdAt})`.mapWith(jobReports.createdAt).as('latest_at'),
      })
      .from(jobReports)
      .groupBy(jobReports.classifiedId),
  )
  const after = query.after
  const rows = await db
    .with(grouped)
    .select({
      classifiedId: grouped.classifiedId,
      reporters: grouped.reporters,
      latestAt: grouped.latestAt,
      content: classifieds.content,
      submissionId: submissions.id,
      status: submissions.status,
      advertiserId: advertisers.id,
      name: advertisers.name,
      companyName: advertisers.companyName,
      blockedAt: advertisers.blockedAt,
    })
    .from(grouped)
    .innerJoin(classifieds, eq(classifieds.id, grouped.classifiedId))
    .innerJoin(advertisers, eq(advertisers.id, classifieds.advertiserId))
    .leftJoin(submissions, eq(submissions.classifiedId, grouped.classifiedId))
    .where(
      after
        ? sql`(${grouped.reporters}, ${grouped.latestAt}, ${grouped.classifiedId}) < (${after.reporters}, ${after.latestAt.toISOString()}::timestamptz, ${after.classifiedId})`
        : undefined,
    )
    .orderBy(desc(grouped.reporters), desc(grouped.latestAt), desc(grouped.classifiedId))
    .limit(query.limit + 1)
  const ids = rows.map((row) => row.classifiedId)
  const details =
    ids.length === 0
      ? []
      : await db
          .select({
            classifiedId: jobReports.classifiedId,
            reason: jobReports.reason,
            text: jobReports.text,
            createdAt: jobReports.createdAt,
          })
          .from(jobReports)
          .where(inArray(jobReports.classifiedId, ids))
          .orderBy(desc(jobReports.createdAt), desc(jobReports.id))
  return rows.map((row) => {
    const mine = details.filter((each) => each.classifiedId === row.classifiedId)
    const reasons = new Map<ReportReason, number>()
    for (const each of mine) reasons.set(each.reason, (reasons.get(each.reason) ?? 0) + 1)
    return {
      ...row,
      reasons: [...reasons].map(([reason, count]) => ({ reason, count })),
      texts: mine.flatMap((each) => (each.text ? [each.text] : [])).slice(0, 5),
    }
  })
}
