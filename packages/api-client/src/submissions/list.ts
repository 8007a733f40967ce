import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { SUBMISSIONS_PAGE_SIZE } from '../constants.ts'
import type {
  FirstTimeAdvertiserResponse,
  SubmissionFiltersResponse,
  SubmissionStatus,
  SubmissionsPage,
} from './types.ts'

/** The labels of the advertiser's job statuses (spec section 4); in three languages in ./status.ts. */
export { SUBMISSION_STATUS_LABELS } from './status.ts'

export interface SubmissionsQuery {
  /** the statuses to list (repeated `status` params); all when empty */
  status?: readonly SubmissionStatus[]
  cursor?: string | null
  /** default 10 */
  limit?: number
}

/** GET /submissions/submissions/?status=..&status=..&cursor=&limit=10 — the advertiser's jobs, newest first. */
export const getSubmissions = defineCall<SubmissionsQuery, SubmissionsPage>((query) => ({
  method: 'GET',
  path: '/submissions/submissions/',
  searchParams: {
    status: query.status ?? [],
    cursor: query.cursor,
    limit: query.limit ?? SUBMISSIONS_PAGE_SIZE,
  },
  auth: 'advertiser',
}))

/** GET /submissions/submissions/v2/filters — the dashboard lists (active, expired, all) with their counts. */
export const getSubmissionFilters = defineCall<Record<string, never>, SubmissionFiltersResponse>(() => ({
  method: 'GET',
  path: '/submissions/submissions/v2/filters',
  auth: 'advertiser',
}))

/** GET /submissions/submissions/first_time_advertiser — whether the advertiser has never posted. */
export const getFirstTimeAdvertiser = defineCall<Record<string, never>, FirstTimeAdvertiserResponse>(() => ({
  method: 'GET',
  path: '/submissions/submissions/first_time_advertiser',
  auth: 'advertiser',
}))

export const submissionKeys = {
  all: ['submissions'] as const,
  lists: () => [...submissionKeys.all, 'list'] as const,
  list: (client: ApiClient, query: Omit<SubmissionsQuery, 'cursor'>) =>
    [
      ...submissionKeys.lists(),
      client.locale,
      [...(query.status ?? [])].sort(),
      query.limit ?? SUBMISSIONS_PAGE_SIZE,
    ] as const,
  filters: (client: ApiClient) => [...submissionKeys.all, 'filters', client.locale] as const,
  firstTimeAdvertiser: (client: ApiClient) =>
    [...submissionKeys.all, 'first-time-advertiser', client.locale] as const,
}

/** The advertiser's jobs as a growing list: each page's `next_cursor` asks for the next. */
export function submissionsInfiniteQueryOptions(client: ApiClient, query: Omit<SubmissionsQuery, 'cursor'>) {
  return infiniteQueryOptions({
    queryKey: submissionKeys.list(client, query),
    queryFn: ({ pageParam, signal }) =>
      getSubmissions(client, { ...query, cursor: pageParam }, { signal, throwOnError: true }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.next_cursor : null),
  })
}

export function submissionFiltersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: submissionKeys.filters(client),
    queryFn: ({ signal }) => getSubmissionFilters(client, {}, { signal, throwOnError: true }),
  })
}

export function firstTimeAdvertiserQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: submissionKeys.firstTimeAdvertiser(client),
    queryFn: ({ signal }) => getFirstTimeAdvertiser(client, {}, { signal, throwOnError: true }),
  })
}
