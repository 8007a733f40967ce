import type { FeedQueryInput } from '@localjobs/validation/feed-query'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client.ts'
import type { FeedResponse } from './types.ts'

/** The query string of one feed call; undefined filters are left out rather than sent empty. */
function feedSearchParams(query: FeedQueryInput): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params[key] = String(value)
  }
  return params
}

/** GET /classifieds/classifieds/feed_v2/ — one keyset page of active jobs, newest first. */
export async function getFeed(
  client: ApiClient,
  query: FeedQueryInput,
  signal?: AbortSignal,
): Promise<FeedResponse> {
  return client.send<FeedResponse>(
    {
      method: 'GET',
      path: '/classifieds/classifieds/feed_v2/',
      searchParams: feedSearchParams(query),
      auth: 'session',
    },
    { signal, throwOnError: true },
  )
}

export const feedKeys = {
  all: ['classifieds', 'feed'] as const,
  page: (client: ApiClient, query: FeedQueryInput) =>
    [...feedKeys.all, 'page', client.locale, feedSearchParams(query)] as const,
  pages: (client: ApiClient, query: Omit<FeedQueryInput, 'cursor'>) =>
    [...feedKeys.all, 'pages', client.locale, feedSearchParams(query)] as const,
}

/** One page of the feed (the cursor, if any, is part of the query). */
export function feedQueryOptions(client: ApiClient, query: FeedQueryInput) {
  return queryOptions({
    queryKey: feedKeys.page(client, query),
    queryFn: ({ signal }) => getFeed(client, query, signal),
  })
}

/** The feed as a growing list: each page's `next_cursor` asks for the next one. */
export function feedInfiniteQueryOptions(client: ApiClient, query: Omit<FeedQueryInput, 'cursor'>) {
  return infiniteQueryOptions({
    queryKey: feedKeys.pages(client, query),
    queryFn: ({ pageParam, signal }) =>
      getFeed(client, pageParam ? { ...query, cursor: pageParam } : query, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.next_cursor : null),
  })
}
