import { isServer, QueryClient } from '@tanstack/react-query'
import { ApiOfflineError, isApiError } from './errors.ts'

/** Attempts after the first for a request that failed on the network or with a 5xx. */
const RETRIES = 2

/**
 * Whether a failed query is worth another try: a 4xx answer will not change, a flaky connection might.
 * An offline failure is not retried either: the person has just been told ('No internet connection'),
 * and taps again when back online.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiOfflineError) return false
  if (isApiError(error) && error.status < 500) return false
  return failureCount < RETRIES
}

/**
 * The QueryClient the apps use; create one per server request and one in the browser.
 *
 * Offline (spec section 8), a call sends nothing and the client shows 'No internet connection' at once:
 * `networkMode: 'always'` runs queries and mutations whatever the browser thinks of the connection, where
 * React Query's default would pause them silently until the device is back online.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Long enough that hydration and going back reuse the server's data instead of refetching.
        staleTime: 60_000,
        // A server render waits for every retry; fail fast there and let the browser try again.
        retry: isServer ? false : shouldRetry,
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  })
}
