import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'

/**
 * Answers the page being rendered with 410 Gone: a job that was public and is not any more. Search engines
 * drop such a page sooner than a 404. Nothing to do in the browser.
 */
export const markGone = createIsomorphicFn()
  .server(() => setResponseStatus(410))
  .client(() => undefined)
