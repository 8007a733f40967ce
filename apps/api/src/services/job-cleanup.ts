import { and, isNotNull, lt } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { scheduledJobs } from '#src/db/schema.ts'
import { jobs } from '#src/services/job-queue.ts'

const DAY_MS = 86_400_000

/** Done jobs are kept this long (to read what ran), then deleted by the daily cleanup job. */
export const DONE_JOBS_KEPT_DAYS = 7

/** One cleanup a day: the key names the day it runs, so queueing it twice for a day is one job. */
const cleanupKey = (runAt: Date) => `cleanup:${runAt.toISOString().slice(0, 10)}`

/** Queues the day's cleanup unless it is queued (or ran) already: the worker calls it when it starts. */
export function ensureCleanup(db: Drizzle, now: Date) {
  return jobs.enqueue(db, { kind: 'cleanup', payload: {}, runAt: now, dedupeKey: cleanupKey(now) })
}

/**
 * The daily cleanup (decision 029's queue keeps every row): deletes the jobs done more than
 * DONE_JOBS_KEPT_DAYS days before `now` (failed jobs stay for a person to read), then queues itself for the
 * same time tomorrow, so one chain runs on however many API processes.
 */
export function cleanupJob(db: Drizzle) {
  return async (_payload: Record<string, never>, { now }: { now: Date }) => {
    await db
      .delete(scheduledJobs)
      .where(
        and(
          isNotNull(scheduledJobs.doneAt),
          lt(scheduledJobs.doneAt, new Date(now.getTime() - DONE_JOBS_KEPT_DAYS * DAY_MS)),
        ),
      )
    const next = new Date(now.getTime() + DAY_MS)
    await jobs.enqueue(db, { kind: 'cleanup', payload: {}, runAt: next, dedupeKey: cleanupKey(next) })
  }
}
