import { isServer, QueryClient } from '@tanstack/react-query'
import { isApiError } from './errors.ts'

/** Attempts after the first for a request that failed on the network or with a 5xx. */
const RETRIES = 2

/** Whether a failed query is worth another try: a 4xx answer will not change, a flaky connection might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status < 500) return false
  return failureCount < RETRIES
}

/** The QueryClient the apps use; create one per server request and one in the browser. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Long enough that hydration and going back reuse the server's data instead of refetching.
        staleTime: 60_000,
        // A server render waits for every retry; fail fast there and let the browser try again.
        retry: isServer ? false : shouldRetry,
      },
    },
  })
}
