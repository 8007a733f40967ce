import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { scheduledJobs } from '#src/db/schema.ts'

/**
 * The durable job queue (decision 029): a table (`scheduled_jobs`) instead of timers, so a restart loses
 * nothing. `enqueue` writes a job inside the caller's transaction (it exists exactly when the change that
 * asked for it does); `runDue(now)` claims the jobs due at `now`, runs their handlers and records the
 * outcome. A failed run is tried again later (exponential backoff) until `maxAttempts`. Handlers run at
 * least once: they must be safe to run again (re-read what they change, dedupe what they send).
 */

/** What each kind of job carries; the handlers in src/plugins/app/job-worker.ts run them. */
export interface JobPayloads {
  /** a post enters its last EXPIRING_DAYS days; a no-op unless it still ends at `validThrough` */
  expiring: { submissionId: number; validThrough: string }
  /** a post's last day has passed; a no-op unless it still ends at `validThrough` */
  expire: { submissionId: number; validThrough: string }
  /** tell the advertiser about one submission event, by SMS */
  sms: { eventId: number }
  /** the daily cleanup: deletes jobs done more than 7 days ago, then queues itself for tomorrow */
  cleanup: Record<string, never>
  /**
   * the daily applicants digest (issue #9): records and queues one 'applicants_sms' per job with new
   * applicants for `day` (India's date), then queues itself for the next day
   */
  digest: { day: string }
  /** tell the advertiser how many new applicants a job had, by SMS (one applicant_digests row) */
  applicants_sms: { classifiedId: number; day: string }
  /** text a sign-in code (decision 045): the code sealed with a key from OTP_SECRET; a no-op once it ended */
  otp_sms: { otpId: number; sealed: string }
  /** handle one stored Razorpay webhook delivery (payment_webhook_events), decision 035 */
  payment_webhook: { eventId: string }
  /** ask the provider what became of an order still open; settle it, or ask again later (up to 24 h) */
  payment_reconcile: { orderRowId: number }
  /** drop the apps' stored pages under these tags (a job's page and the lists), decision 040 */
  page_purge: { tags: string[] }
}

export interface JobToQueue<M, K extends keyof M & string> {
  kind: K
  payload: M[K]
  /** when it may run; now by default */
  runAt?: Date
  /** the same key queued twice is one job: derive it from the event (for example `sms:event:42`) */
  dedupeKey: string
  maxAttempts?: number
}

export interface JobContext {
  /** the time the run is for (a fake clock in tests) */
  now: Date
  /** the job's row id and how many times it has been taken, this run included */
  id: number
  attempt: number
}

export type JobHandlers<M> = { [K in keyof M]: (payload: M[K], context: JobContext) => Promise<void> }

export interface RunSummary {
  /** handlers that finished */
  done: number
  /** handlers that threw and will be tried again */
  retried: number
  /** handlers that threw on their last allowed attempt */
  failed: number
}

export const JOB_DEFAULTS = {
  maxAttempts: 10,
  /** the first retry waits this long; each next one twice as long, up to maxBackoffMs */
  backoffMs: 30_000,
  maxBackoffMs: 6 * 60 * 60_000,
  /** a worker that took a job and died: another takes it again after this */
  leaseMs: 5 * 60_000,
  /** jobs taken per claim */
  batch: 20,
} as const

/** How long to wait before the next try after `attempt` failed tries: 30 s, 1 min, 2 min, ... up to 6 h. */
export const backoffMs = (attempt: number) =>
  Math.min(JOB_DEFAULTS.backoffMs * 2 ** Math.max(0, attempt - 1), JOB_DEFAULTS.maxBackoffMs)

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`

/** The queue's calls for one set of job kinds (the app's JobPayloads; tests use kinds of their own). */
export function jobQueue<M>() {
  /** Queues a job unless one with its dedupe key exists; answers its id, or undefined for a duplicate. */
  async function enqueue<K extends keyof M & string>(
    db: Drizzle,
    job: JobToQueue<M, K>,
  ): Promise<number | undefined> {
    const [row] = await db
      .insert(scheduledJobs)
      .values({
        kind: job.kind,
        payload: job.payload as Record<string, unknown>,
        runAt: job.runAt ?? sql`now()`,
        dedupeKey: job.dedupeKey,
        maxAttempts: job.maxAttempts ?? JOB_DEFAULTS.maxAttempts,
      })
      .onConflictDoNothing({ target: scheduledJobs.dedupeKey })
      .returning({ id: scheduledJobs.id })
    return row?.id
  }

  /**
   * Takes up to `batch` due jobs (of `kinds`, when given) and leases them to this worker: one statement,
   * `for update skip locked` so that two API processes on PostgreSQL never take the same job (on PGlite, one
   * connection, the statement alone is enough). Taking a job counts an attempt.
   */
  async function claim(
    db: Drizzle,
    now: Date,
    batch: number = JOB_DEFAULTS.batch,
    kinds?: readonly (keyof M & string)[],
  ) {
    const due = db
      .select({ id: scheduledJobs.id })
      .from(scheduledJobs)
      .where(
        and(
          isNull(scheduledJobs.doneAt),
          isNull(scheduledJobs.failedAt),
          lte(scheduledJobs.runAt, at(now)),
          or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, at(now))),
          kinds ? inArray(scheduledJobs.kind, [...kinds]) : undefined,
        ),
      )
      .orderBy(asc(scheduledJobs.runAt), asc(scheduledJobs.id))
      .limit(batch)
      .for('update', { skipLocked: true })
    return db
      .update(scheduledJobs)
      .set({
        attempts: sql`${scheduledJobs.attempts} + 1`,
        lockedUntil: at(new Date(now.getTime() + JOB_DEFAULTS.leaseMs)),
      })
      .where(sql`${scheduledJobs.id} in (${due})`)
      .returning()
  }

  /**
   * Runs every job due at `now` (the worker's poll; tests pass a fake clock), including jobs its handlers
   * queue for `now` or earlier, until none is left or `maxRounds` claims were made. `kinds`: only those.
   */
  async function runDue(
    db: Drizzle,
    handlers: JobHandlers<M>,
    now: Date = new Date(),
    {
      maxRounds = 50,
      onError,
      kinds,
    }: {
      maxRounds?: number
      onError?: (error: unknown, kind: string) => void
      kinds?: readonly (keyof M & string)[]
    } = {},
  ): Promise<RunSummary> {
    const summary: RunSummary = { done: 0, retried: 0, failed: 0 }
    for (let round = 0; round < maxRounds; round++) {
      const claimed = await claim(db, now, JOB_DEFAULTS.batch, kinds)
      if (claimed.length === 0) break
      for (const job of claimed) summary[await runClaimed(db, handlers, job, now, onError)]++
    }
    return summary
  }

  /**
   * Runs one job now, whatever its `runAt`, unless it is done, failed or leased: a request that queued it
   * hands it over at once (an OTP text, decision 045) and the poll tries it again if it fails. Answers
   * what became of it, or undefined when it was not free to take.
   */
  async function runOne(
    db: Drizzle,
    handlers: JobHandlers<M>,
    id: number,
    now: Date = new Date(),
    { onError }: { onError?: (error: unknown, kind: string) => void } = {},
  ): Promise<keyof RunSummary | undefined> {
    const [job] = await db
      .update(scheduledJobs)
      .set({
        attempts: sql`${scheduledJobs.attempts} + 1`,
        lockedUntil: at(new Date(now.getTime() + JOB_DEFAULTS.leaseMs)),
      })
      .where(
        and(
          eq(scheduledJobs.id, id),
          isNull(scheduledJobs.doneAt),
          isNull(scheduledJobs.failedAt),
          or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, at(now))),
        ),
      )
      .returning()
    return job ? runClaimed(db, handlers, job, now, onError) : undefined
  }

  /** Runs a claimed job's handler and records the outcome: done, or tried again after a backoff, or failed. */
  async function runClaimed(
    db: Drizzle,
    handlers: JobHandlers<M>,
    job: typeof scheduledJobs.$inferSelect,
    now: Date,
    onError: ((error: unknown, kind: string) => void) | undefined,
  ): Promise<keyof RunSummary> {
    const handler = handlers[job.kind as keyof M] as
      | ((payload: unknown, context: JobContext) => Promise<void>)
      | undefined
    try {
      if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`)
      await handler(job.payload, { now, id: job.id, attempt: job.attempts })
      await db
        .update(scheduledJobs)
        .set({ doneAt: at(now), lockedUntil: null, lastError: null })
        .where(eq(scheduledJobs.id, job.id))
      return 'done'
    } catch (error) {
      onError?.(error, job.kind)
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
      const last = job.attempts >= job.maxAttempts
      await db
        .update(scheduledJobs)
        .set(
          last
            ? { failedAt: at(now), lockedUntil: null, lastError: message }
            : {
                runAt: at(new Date(now.getTime() + backoffMs(job.attempts))),
                lockedUntil: null,
                lastError: message,
              },
        )
        .where(eq(scheduledJobs.id, job.id))
      return last ? 'failed' : 'retried'
    }
  }

  return { enqueue, claim, runDue, runOne }
}

/** The app's queue: the kinds of JobPayloads. */
export const jobs = jobQueue<JobPayloads>()
