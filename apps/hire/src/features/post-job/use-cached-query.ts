import { type FetchQueryOptions, hashKey, type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'

/** What `useCachedQuery` gives: the data once there is some, the error of the last attempt, a retry. */
export interface CachedQuery<T> {
  data: T | undefined
  isError: boolean
  refetch: () => void
}

/** The query's key and function (its `queryOptions`), how long the cached data stays fresh, the retries. */
export type CachedQueryOptions<T, K extends QueryKey> = FetchQueryOptions<T, Error, T, K>

/**
 * One read of a query through the page's QueryClient, without `useQuery`'s observer (decision 032's 2026-11-24
 * amendment: its chunk is 2.9 KB of the post-job route's first load). What the cache holds (the lists the
 * server drew into the page, a draft the form saved) is shown at once, in the first render; then the query
 * is read once (`queryClient.query`: from the cache while fresh for `staleTime`, else from the API, with the
 * client's retries unless `retry` is given). It does not follow later changes of the cache: the form owns
 * its data once open. `refetch` tries again after a failure.
 */
export function useCachedQuery<T, K extends QueryKey>(options: CachedQueryOptions<T, K>): CachedQuery<T> {
  const queryClient = useQueryClient()
  const key = hashKey(options.queryKey)
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<{ key: string; data: T | undefined; isError: boolean }>(() => ({
    key,
    data: queryClient.getQueryData<T>(options.queryKey),
    isError: false,
  }))
  // The options of the render that asked; a new key starts a new read.
  const latest = useRef(options)
  latest.current = options
  useEffect(() => {
    let live = true
    queryClient.query(latest.current).then(
      (data) => {
        if (live) setState({ key, data, isError: false })
      },
      () => {
        if (live) setState((old) => ({ key, data: old.key === key ? old.data : undefined, isError: true }))
      },
    )
    return () => {
      live = false
    }
  }, [queryClient, key, attempt])
  const refetch = useCallback(() => {
    setState((old) => ({ ...old, isError: false }))
    setAttempt((n) => n + 1)
  }, [])
  const current =
    state.key === key ? state : { data: queryClient.getQueryData<T>(options.queryKey), isError: false }
  return { data: current.data, isError: current.isError, refetch }
}
