import type { ApiClient } from '@localjobs/api-client/client'
import { getAppliedJobs, MAX_APPLIED_JOBS_LOOKUP } from '@localjobs/api-client/job-seeker/applied-jobs'
import type { Translations } from '#src/i18n/translations.ts'
import { setLoginDetails } from './login-state.ts'

/**
 * Which jobs the logged-in seeker applied to, as job cards and the job page show it ("Applied"). Loaded
 * only when someone is logged in (never on a list page's first load). Cards that mount together are asked
 * about in one call (applied_jobs, up to 50 ids); answers are kept for the visit, per seeker, and an apply
 * made here is known at once, so Back to a list shows its mark without asking again.
 */
export interface AppliedJobsContext {
  api: ApiClient
  i18n: Translations
}

type Listener = (applied: boolean) => void

/** the seeker the answers below are about */
let owner: number | undefined
const known = new Map<number, boolean>()
const listeners = new Map<number, Set<Listener>>()
let queue = new Set<number>()
let scheduled = false

function forOwner(userId: number) {
  if (owner === userId) return
  owner = userId
  known.clear()
  queue = new Set()
}

function tell(jobId: number, applied: boolean) {
  for (const listener of listeners.get(jobId) ?? []) listener(applied)
}

async function ask(context: AppliedJobsContext, userId: number, ids: number[]) {
  const result = await getAppliedJobs(context.api, { classified_ids: ids })
  if (owner !== userId) return
  if (result.kind === 'ok') {
    const applied = new Set(result.data.classified_ids)
    for (const id of ids) {
      // An apply made while the question was on its way stands.
      const answer = applied.has(id) || known.get(id) === true
      known.set(id, answer)
      tell(id, answer)
    }
    return
  }
  // The session ended (expired, or logged out elsewhere): the seeker is logged out here too.
  if (result.kind === 'http-error' && result.status === 401) setLoginDetails(null)
  // Unanswered: no mark, and nothing remembered, so a card shown later asks again.
  for (const id of ids) if (!known.has(id)) tell(id, false)
}

/** The mark's word in the page's language (its messages load once, with the first mark). */
const markIn = (context: AppliedJobsContext): Promise<string> =>
  context.i18n.load(['applications']).then(() => context.i18n.get('applications').applied)

function flush(context: AppliedJobsContext, userId: number) {
  scheduled = false
  const ids = [...queue]
  queue = new Set()
  // Offline, a mark is not worth the 'No internet connection' toast a call would raise; a later card asks.
  if (!navigator.onLine) return
  for (let start = 0; start < ids.length; start += MAX_APPLIED_JOBS_LOOKUP)
    void ask(context, userId, ids.slice(start, start + MAX_APPLIED_JOBS_LOOKUP))
}

function listen(context: AppliedJobsContext, userId: number, jobId: number, listener: Listener): () => void {
  forOwner(userId)
  const set = listeners.get(jobId) ?? new Set()
  listeners.set(jobId, set)
  set.add(listener)
  const answer = known.get(jobId)
  if (answer !== undefined) listener(answer)
  else if (!queue.has(jobId)) {
    queue.add(jobId)
    if (!scheduled) {
      scheduled = true
      // Every card of a list mounts in one commit: one call asks about all of them.
      setTimeout(() => flush(context, userId))
    }
  }
  return () => {
    set.delete(listener)
    if (set.size === 0) listeners.delete(jobId)
  }
}

/** Calls `onMark` with the "Applied" mark of the job (or undefined) now and whenever it changes. */
export function watchApplied(
  context: AppliedJobsContext,
  userId: number,
  jobId: number,
  onMark: (mark: string | undefined) => void,
): () => void {
  return listen(context, userId, jobId, (applied) => {
    if (!applied) onMark(undefined)
    else void markIn(context).then(onMark, () => undefined)
  })
}

/** Whether the seeker applied to the job, from the same answers the cards show. */
export function isApplied(context: AppliedJobsContext, userId: number, jobId: number): Promise<boolean> {
  return new Promise((resolve) => {
    let stop: (() => void) | undefined
    let done = false
    stop = listen(context, userId, jobId, (applied) => {
      done = true
      stop?.()
      resolve(applied)
    })
    if (done) stop()
  })
}

/** The seeker has just applied: every card and page showing the job says so at once. */
export function markApplied(userId: number, jobId: number): void {
  forOwner(userId)
  known.set(jobId, true)
  tell(jobId, true)
}
