/**
 * Whether a job still takes applications, and if not why (issue #9: the seeker's Job closed and Job expired):
 * open while live (active, before valid_through); closed when its advertiser closed it early (its post's last
 * event is 'close') or it was taken down (on hold, rejected, back in review, gone); expired when its time ran
 * out (the expiry job's 'expired', or an active job past valid_through).
 */
import type { JobOpenness } from '@localjobs/api-client/job-seeker/applications'
import { desc, eq, inArray, sql } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { type CLASSIFIED_STATUSES, classifieds, submissionEvents, submissions } from '#src/db/schema.ts'

export interface JobOpennessFacts {
  status: (typeof CLASSIFIED_STATUSES)[number]
  validThrough: Date
  /** the last action recorded on the job's post (submission_events); null without a post */
  lastAction: string | null
}

export function jobOpennessOf(job: JobOpennessFacts | undefined, now = Date.now()): JobOpenness {
  if (!job) return 'closed'
  if (job.status === 'active' && job.validThrough.getTime() > now) return 'open'
  if (job.lastAction === 'close') return 'closed'
  if (job.status === 'expired' || job.status === 'active') return 'expired'
  return 'closed'
}

/** The openness of each of the jobs, by one query (their post's last event read by index). */
export async function jobOpenness(db: Drizzle, classifiedIds: readonly number[], now = Date.now()) {
  const ids = [...new Set(classifiedIds)]
  const found = new Map<number, JobOpennessFacts>()
  if (ids.length > 0) {
    const lastAction = db
      .select({ action: submissionEvents.action })
      .from(submissionEvents)
      .where(eq(submissionEvents.submissionId, submissions.id))
      .orderBy(desc(submissionEvents.id))
      .limit(1)
    const rows = await db
      .select({
        id: classifieds.id,
        status: classifieds.status,
        validThrough: classifieds.validThrough,
        lastAction: sql<string | null>`(${lastAction})`,
      })
      .from(classifieds)
      .leftJoin(submissions, eq(submissions.classifiedId, classifieds.id))
      .where(inArray(classifieds.id, ids))
    for (const row of rows) found.set(row.id, row)
  }
  return new Map(ids.map((id) => [id, jobOpennessOf(found.get(id), now)]))
}
