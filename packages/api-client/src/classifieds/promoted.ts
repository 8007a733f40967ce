import { DEFAULT_LOCATION_ID } from '@localjobs/validation/constants'
import { queryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import type { PromotedJobsResponse } from './types.ts'

export interface PromotedJobsQuery {
  /** default 9 */
  location_id?: number
}

/** GET /classifieds/classifieds/promoted_jobs_v2/ (method not in the spec: a read, so GET) — sponsored jobs. */
export const getPromotedJobs = defineCall<PromotedJobsQuery, PromotedJobsResponse>((query) => ({
  method: 'GET',
  path: '/classifieds/classifieds/promoted_jobs_v2/',
  searchParams: { location_id: query.location_id ?? DEFAULT_LOCATION_ID },
  auth: 'session',
}))

export const promotedKeys = {
  all: ['classifieds', 'promoted'] as const,
  list: (client: ApiClient, query: PromotedJobsQuery) =>
    [...promotedKeys.all, client.locale, query.location_id ?? DEFAULT_LOCATION_ID] as const,
}

export function promotedJobsQueryOptions(client: ApiClient, query: PromotedJobsQuery) {
  return queryOptions({
    queryKey: promotedKeys.list(client, query),
    queryFn: ({ signal }) => getPromotedJobs(client, query, { signal, throwOnError: true }),
  })
}
