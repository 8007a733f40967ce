import fp from 'fastify-plugin'
import { reconcileJob, webhookJob } from '#src/payments/jobs.ts'
import { applicantsSmsJob, digestJob, ensureDigest } from '#src/services/applicant-digest.ts'
import { expiryJob } from '#src/services/expiry.ts'
import { cleanupJob, ensureCleanup } from '#src/services/job-cleanup.ts'
import { type JobHandlers, type JobPayloads, jobs, type RunSummary } from '#src/services/job-queue.ts'
import { otpSmsJob } from '#src/services/otp-sms.ts'
import { pagePurgeJob, takeQueuedPurges } from '#src/services/page-purge.ts'
import { smsJob } from '#src/services/submission-notices.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** the durable job queue's worker (decision 029) */
    jobWorker: {
      /** Runs every job due at `now` (default: the clock); tests pass a fake clock. */
      runDue(now?: Date): Promise<RunSummary>
      /**
       * Runs one queued job now, beside the poll (decision 045), and resolves when it is done or after
       * `waitMs`, whichever comes first; it never rejects. A job that fails is tried again by the poll.
       */
      runNow(jobId: number, waitMs: number): Promise<void>
    }
  }
}

export interface JobWorkerOptions {
  /** false: no polling (JOBS_WORKER=false); jobs still queue and `runDue` still runs them */
  enabled: boolean
  /** milliseconds between polls (JOBS_POLL_MS) */
  pollMs: number
}

/**
 * Runs the queue's jobs in this API process: a poll every `pollMs` once the app is ready, stopped (and a
 * run in flight awaited) on close, so the caller may close the database right after the app. Runs never
 * overlap within a process; between processes the claim's lease and `skip locked` keep them apart. The
 * timer is unref'd and holds nothing: a job lives in its row, so a restart loses none.
 */
export default fp<JobWorkerOptions>(
  (fastify, { enabled, pollMs }) => {
    const expire = expiryJob(fastify.database.db, fastify.submissionLife, 'expire')
    const handlers: JobHandlers<JobPayloads> = {
      expiring: expiryJob(fastify.database.db, fastify.submissionLife, 'expiring'),
      expire: async (payload, context) => {
        await expire(payload, context)
        // committed: the job is off this process's feed at once, not after FEED_CACHE_SECONDS (decision 041)
        fastify.feedCache.purgeAll()
      },
      sms: smsJob(fastify.database.db, fastify.sms),
      otp_sms: otpSmsJob(fastify.database.db, fastify.sms, fastify.env.OTP_SECRET),
      cleanup: cleanupJob(fastify.database.db),
      digest: async (payload, context) => {
        await digestJob(fastify.database.db)(payload, context)
      },
      applicants_sms: applicantsSmsJob(fastify.database.db, fastify.sms),
      payment_webhook: webhookJob(fastify.database.db),
      payment_reconcile: reconcileJob(fastify.database.db, fastify.payments),
      page_purge: pagePurgeJob(fastify.pagePurger),
    }
    let tail: Promise<unknown> = Promise.resolve()
    const runDue = (now?: Date): Promise<RunSummary> => {
      const run = tail.then(() =>
        jobs.runDue(fastify.database.db, handlers, now ?? new Date(), {
          onError: (error, kind) => fastify.log.warn({ err: error, job: kind }, 'jobs: a job failed'),
        }),
      )
      tail = run.catch(() => undefined)
      return run
    }
    // Jobs a request hands over itself (an OTP text): not in the poll's queue of runs, so neither waits for
    // the other; each is awaited on close. The request waits for its job at most `waitMs`.
    const running = new Set<Promise<unknown>>()
    const runNow = async (jobId: number, waitMs: number): Promise<void> => {
      const run = jobs
        .runOne(fastify.database.db, handlers, jobId, new Date(), {
          onError: (error, kind) =>
            fastify.log.warn({ err: error, job: kind }, 'jobs: a job failed; the poll tries it again'),
        })
        .catch((error: unknown) => fastify.log.error({ err: error, job: jobId }, 'jobs: a run failed'))
      running.add(run)
      void run.finally(() => running.delete(run))
      let timer: NodeJS.Timeout | undefined
      await Promise.race([run, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))])
      clearTimeout(timer)
    }
    fastify.decorate('jobWorker', { runDue, runNow })

    // Page purges queued by a change (decision 040) run as soon as it is committed: before the answer to the
    // request that made it (so whoever approved, closed or renewed a job sees its pages change), and right
    // after a poll whose jobs queued some (an expiry). Beside the poll's runs, not after them: a slow SMS
    // gateway does not hold an answer. What fails here is tried again by the poll.
    const runPurges = async () => {
      if (!enabled || !takeQueuedPurges()) return
      await jobs
        .runDue(fastify.database.db, handlers, new Date(), {
          kinds: ['page_purge'],
          onError: (error, kind) => fastify.log.warn({ err: error, job: kind }, 'jobs: a job failed'),
        })
        .catch((error: unknown) => fastify.log.error({ err: error }, 'jobs: page purges failed'))
    }
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) await runPurges()
      return payload
    })

    let timer: NodeJS.Timeout | undefined
    let closing = false
    // The daily cleanup's and applicants digest's chains start at the first poll that reaches the database (never at start-up: the
    // API starts, and answers /ready 503, while the database is away).
    let cleanupQueued = false
    const poll = () => {
      const start = cleanupQueued
        ? Promise.resolve()
        : ensureCleanup(fastify.database.db, new Date())
            .then(() => ensureDigest(fastify.database.db, new Date()))
            .then(() => {
              cleanupQueued = true
            })
      start
        .then(() => runDue())
        .then(runPurges)
        .catch((error: unknown) => fastify.log.error({ err: error }, 'jobs: a poll failed'))
        .finally(() => {
          if (!closing) schedule()
        })
    }
    const schedule = () => {
      timer = setTimeout(poll, pollMs)
      timer.unref()
    }
    fastify.addHook('onReady', async () => {
      if (enabled) schedule()
    })
    fastify.addHook('onClose', async () => {
      closing = true
      clearTimeout(timer)
      await Promise.all([tail, ...running])
    })
  },
  { name: 'job-worker', dependencies: ['database', 'services', 'submission-life', 'feed-cache'] },
)
