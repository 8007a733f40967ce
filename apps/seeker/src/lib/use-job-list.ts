import { ApiOfflineError } from '@localjobs/api-client/errors'
import { type InfiniteData, type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { JobListResult } from '#src/components/job-list.tsx'
import type { JobListPage } from './job-list-queries.ts'

/** The parts of an infinite query's options a list reads (feedJobsQueryOptions, filteredJobsQueryOptions). */
interface ListQueryOptions<TPage, TParam> {
  queryKey: QueryKey
  initialPageParam: TParam
  getNextPageParam: (
    last: TPage,
    pages: TPage[],
    lastParam: TParam,
    params: TParam[],
  ) => TParam | null | undefined
}

/**
 * A job list from the query cache its loader filled, with "load more". It reads the cache and drives the
 * query itself instead of subscribing a TanStack Query observer (`useSuspenseInfiniteQuery`): that code
 * is not in the budget of a list page's first load (decision 008). The next page is the query's own
 * `fetchNextPage` step (the same cursor or page number logic, the same cache entry).
 * Give the component a `key` per list, so a new list starts afresh.
 */
export function useJobList<TPage extends JobListPage, TParam>(
  options: ListQueryOptions<TPage, TParam>,
): JobListResult {
  const queryClient = useQueryClient()
  const cached = () => queryClient.getQueryData<InfiniteData<TPage, TParam>>(options.queryKey)
  const [data, setData] = useState(cached)
  const [status, setStatus] = useState<'idle' | 'fetching' | 'failed'>('idle')
  // Dropped from the cache since the loader ran (a long pause): load it again, as suspense.
  if (!data) throw queryClient.ensureInfiniteQueryData(options as never)

  const { pages, pageParams } = data
  const last = pages.at(-1)
  const lastParam = pageParams.at(-1) as TParam
  const hasNextPage =
    last !== undefined && options.getNextPageParam(last, pages, lastParam, pageParams) != null

  const fetchNextPage = async () => {
    setStatus('fetching')
    try {
      // Offline, the API client answers at once (no request, the 'No internet connection' toast): the
      // query must not wait for the connection (networkMode 'always') nor retry that answer.
      const fetchOptions = {
        ...options,
        networkMode: 'always',
        retry: (count: number, error: unknown) => !(error instanceof ApiOfflineError) && count < 3,
      }
      const query = queryClient.getQueryCache().build(queryClient, fetchOptions as never)
      const next = await query.fetch(fetchOptions as never, { meta: { fetchMore: { direction: 'forward' } } })
      setData(next as InfiniteData<TPage, TParam>)
      setStatus('idle')
    } catch {
      setStatus('failed')
    }
  }
  return {
    data: { pages },
    hasNextPage,
    isFetchingNextPage: status === 'fetching',
    isFetchNextPageError: status === 'failed',
    fetchNextPage,
  }
}
