/**
 * A page that failed because the API is away (decision 044): its call answered 503 (the database is down,
 * `Retry-After` says when to come back) or did not answer at all (connection refused, timeout). That is an
 * outage, not a bug: the page answers 503 with the API's `Retry-After` instead of a 500, is never stored,
 * shows "temporarily unavailable" instead of "something went wrong", and is not reported to Sentry.
 */

/** Seconds a client is told to wait when the API did not say (the API's own default, decision 043). */
export const DEFAULT_RETRY_AFTER_SECONDS = 5

/** The longest wait passed on: a Retry-After beyond it (or an HTTP date) is taken as the default. */
const MAX_RETRY_AFTER_SECONDS = 300

export interface ServiceUnavailable {
  /** seconds, for the page's own `Retry-After` */
  retryAfter: number
}

function retryAfterOf(headers: Headers | undefined): number {
  const value = headers?.get('retry-after')?.trim()
  if (!value || !/^\d+$/.test(value)) return DEFAULT_RETRY_AFTER_SECONDS
  const seconds = Number(value)
  return seconds > 0 && seconds <= MAX_RETRY_AFTER_SECONDS ? seconds : DEFAULT_RETRY_AFTER_SECONDS
}

/**
 * Whether `error` (what a route's loader threw) means the API is away, and for how long. Read by name and
 * status rather than `instanceof`: the error a page shows in the browser after hydration is the server's,
 * serialized, and apps may bundle their own copy of the api-client.
 */
export function serviceUnavailable(error: unknown): ServiceUnavailable | undefined {
  if (!(error instanceof Error)) return undefined
  if (error.name === 'ApiUnreachableError') return { retryAfter: DEFAULT_RETRY_AFTER_SECONDS }
  const { status, response } = error as { status?: unknown; response?: unknown }
  if (error.name !== 'ApiError' || status !== 503) return undefined
  const headers = response instanceof Response ? response.headers : undefined
  return { retryAfter: retryAfterOf(headers) }
}

/**
 * The page's answer as an outage: 503, the wait, never stored by the page cache or anyone else. The body
 * (the app's error page, already in the reader's language) and the other headers stay as they are.
 */
export function asServiceUnavailable(response: Response, { retryAfter }: ServiceUnavailable): Response {
  const headers = new Headers(response.headers)
  headers.set('retry-after', String(retryAfter))
  headers.set('cache-control', 'no-store')
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers })
}
