import { jobPurgeTags, type PagePurgeBody } from '@localjobs/api-client/page-purge'
import type { Drizzle } from '#src/db/database.ts'
import { type JobPayloads, jobs } from '#src/services/job-queue.ts'

/**
 * Purges of the apps' page caches (decision 040). The apps keep anonymous public pages for a few seconds
 * (`@localjobs/web-app/page-cache`); when a job's public state changes (published, closed, expired, held,
 * renewed) the pages it is on are dropped at once instead: its details page and the lists
 * (`jobPurgeTags`). A change queues a 'page_purge' job in its own transaction, so the purge exists exactly
 * when the change does and survives a restart; the worker sends it (retried on failure), and the answer to
 * the request that made the change waits for it (plugins/app/job-worker.ts), so whoever made it sees it.
 */

/** Who takes the purges: the app servers over HTTP, the gateway's apps in process, or nobody. */
export interface PagePurger {
  /** Drops the pages stored under any of `tags` on every app server; throws when one could not be told. */
  purge(tags: readonly string[]): Promise<void>
}

/** No app server to tell (PAGE_PURGE_URLS unset, `./run dev`): pages live their few seconds. */
export const noPagePurger: PagePurger = { purge: async () => undefined }

export interface HttpPagePurgerOptions {
  /** each app server's (each replica's) purge endpoint */
  urls: readonly string[]
  /** the bearer secret the apps check (PAGE_PURGE_SECRET) */
  secret: string
  /** per request; a purge that takes longer is retried by the queue */
  timeoutMs?: number
  fetch?: typeof globalThis.fetch
}

/** Posts `{"tags": [...]}` to every URL at once; fails, naming them, when any did not answer 2xx. */
export class HttpPagePurger implements PagePurger {
  private readonly options: HttpPagePurgerOptions

  constructor(options: HttpPagePurgerOptions) {
    this.options = options
  }

  async purge(tags: readonly string[]) {
    const { urls, secret, timeoutMs = 2000, fetch = globalThis.fetch } = this.options
    const body: PagePurgeBody = { tags: [...tags] }
    const results = await Promise.allSettled(
      urls.map(async (url) => {
        const answer = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        })
        await answer.body?.cancel()
        if (!answer.ok) throw new Error(`${url} answered ${answer.status}`)
      }),
    )
    const failed = results.flatMap((result) =>
      result.status === 'rejected' ? [String((result.reason as Error)?.message ?? result.reason)] : [],
    )
    if (failed.length > 0) throw new Error(`page purge failed: ${failed.join('; ')}`)
  }
}

/** Purges are worth little once the pages would have expired anyway; a few tries are enough. */
const PURGE_ATTEMPTS = 3

let queuedSinceRun = false

/**
 * Queues the purge of job `jobId`'s pages (a classified's id); call it in the transaction that changed
 * what seekers see of the job. `changeKey` makes the job's dedupe key (one purge per change).
 */
export async function queuePagePurge(db: Drizzle, jobId: number, changeKey: string) {
  await jobs.enqueue(db, {
    kind: 'page_purge',
    payload: { tags: jobPurgeTags(jobId) },
    dedupeKey: `page_purge:${jobId}:${changeKey}`,
    maxAttempts: PURGE_ATTEMPTS,
  })
  queuedSinceRun = true
}

/**
 * Whether a purge was queued in this process since the last call: the worker then runs the queued
 * purges at once, before the answer to the change goes out, instead of at its next poll.
 */
export function takeQueuedPurges(): boolean {
  const queued = queuedSinceRun
  queuedSinceRun = false
  return queued
}

/** The 'page_purge' job. */
export function pagePurgeJob(purger: PagePurger) {
  return async ({ tags }: JobPayloads['page_purge']) => purger.purge(tags)
}
