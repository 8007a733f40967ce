import { type AppliedJobsContext, watchApplied } from './applied-jobs.ts'

/** The attribute a job card's last line carries (its job id), and the one that marks it applied. */
export const JOB_ATTRIBUTE = 'data-job'
export const APPLIED_ATTRIBUTE = 'data-applied'

/**
 * Marks "Applied" on the job cards of the page, now and as cards come (Load more, Back to a list, similar
 * jobs), for as long as the seeker is logged in; answers the function that stops and takes the marks off.
 *
 * Job lists are rendered on the server and cached publicly, and their first load has no room for more code
 * (decision 014): a card only says which job it shows (`data-job`), and this module, loaded for logged-in
 * seekers only, asks which of them they applied to and sets the mark's word on the card (`data-applied`),
 * which the card's stylesheet shows. React never sets that attribute, so it leaves it alone.
 */
export function markJobCards(context: AppliedJobsContext, userId: number, root: ParentNode = document) {
  const watched = new Map<Element, () => void>()
  const scan = () => {
    for (const [element, stop] of watched) {
      if (element.isConnected) continue
      stop()
      watched.delete(element)
    }
    for (const element of root.querySelectorAll(`[${JOB_ATTRIBUTE}]`)) {
      const jobId = Number(element.getAttribute(JOB_ATTRIBUTE))
      if (watched.has(element) || !Number.isInteger(jobId) || jobId < 1) continue
      let live = true
      const stop = watchApplied(context, userId, jobId, (mark) => {
        if (mark && live) element.setAttribute(APPLIED_ATTRIBUTE, mark)
        else element.removeAttribute(APPLIED_ATTRIBUTE)
      })
      watched.set(element, () => {
        live = false
        stop()
      })
    }
  }
  let pending = false
  let stopped = false
  // Cards arrive many at a time (a page of a list): one scan after each batch of changes.
  const observer = new MutationObserver(() => {
    if (pending) return
    pending = true
    queueMicrotask(() => {
      pending = false
      // A batch noticed just before the stop (the logout's own changes) must not mark again.
      if (!stopped) scan()
    })
  })
  observer.observe(root, { childList: true, subtree: true })
  scan()
  return () => {
    stopped = true
    observer.disconnect()
    for (const [element, stop] of watched) {
      stop()
      element.removeAttribute(APPLIED_ATTRIBUTE)
    }
    watched.clear()
  }
}
