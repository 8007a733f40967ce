import { EXPIRING_DAYS } from '@localjobs/api-client/submissions/status'
import type { SubmissionStatus } from '@localjobs/api-client/submissions/types'
import { eq } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { submissions } from '#src/db/schema.ts'
import type { SubmissionLife } from '#src/plugins/app/submission-life.ts'
import { type JobContext, type JobPayloads, jobs } from '#src/services/job-queue.ts'

/**
 * A live job's time-based changes (issue #8, decision 029): 'expiring' when its last EXPIRING_DAYS days
 * begin and 'expire' when its last day has passed, as jobs on the durable queue. Each job carries the
 * `valid_through` it was scheduled for: when it runs it re-reads the post and moves it only if the post
 * still ends then and its status allows the move, so a renewal or a close in between makes it a no-op.
 */

const DAY_MS = 24 * 60 * 60_000

/** The status engine's call the jobs use (plugins/app/submission-life.ts). */
export type SubmissionMover = Pick<SubmissionLife, 'move'>

/** When the post enters Expiring: EXPIRING_DAYS before its end (never before now). */
export const expiringAt = (validThrough: Date) => new Date(validThrough.getTime() - EXPIRING_DAYS * DAY_MS)

/**
 * Queues both jobs for a post that is live until `validThrough`; call it in the transaction that made the
 * post live (an approval, a renewal). The dedupe keys carry the end, so a renewal to a new end queues new
 * jobs and the same approval never queues twice.
 */
export async function scheduleExpiry(db: Drizzle, submissionId: number, validThrough: Date) {
  const payload = { submissionId, validThrough: validThrough.toISOString() }
  await jobs.enqueue(db, {
    kind: 'expiring',
    payload,
    runAt: expiringAt(validThrough),
    dedupeKey: `expiring:${submissionId}:${payload.validThrough}`,
  })
  await jobs.enqueue(db, {
    kind: 'expire',
    payload,
    runAt: validThrough,
    dedupeKey: `expire:${submissionId}:${payload.validThrough}`,
  })
}

/** From which statuses each job moves a post (the transition table allows no others for these actions). */
const MOVES_FROM: Record<'expiring' | 'expire', readonly SubmissionStatus[]> = {
  expiring: ['active'],
  expire: ['active', 'expiring'],
}

/** The 'expiring' and 'expire' jobs: the move, through the engine, if it still applies. */
export function expiryJob(db: Drizzle, life: SubmissionMover, action: 'expiring' | 'expire') {
  return async ({ submissionId, validThrough }: JobPayloads['expire'], { now }: JobContext) => {
    // Run late (the API was down past the end): the 'expire' job, due too, says it all.
    if (action === 'expiring' && now.getTime() >= Date.parse(validThrough)) return
    await db.transaction(async (tx) => {
      const [post] = await tx
        .select({ status: submissions.status, validThrough: submissions.validThrough })
        .from(submissions)
        .where(eq(submissions.id, submissionId))
        .for('update')
      if (!post?.validThrough || post.validThrough.toISOString() !== validThrough) return
      if (!MOVES_FROM[action].includes(post.status)) return
      await life.move(tx, {
        submissionId,
        action,
        actor: { kind: 'system', userId: null },
      })
    })
  }
}
