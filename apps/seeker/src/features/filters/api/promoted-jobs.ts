import {
  getMatchingPromotedJobs,
  getPromotedJobs,
  type PromotedJobsQuery,
  promotedKeys,
} from '@localjobs/api-client/classifieds/promoted'
import type { FilterSearchBody } from '@localjobs/api-client/classifieds/types'
import type { ApiClient } from '@localjobs/api-client/client'
import { queryOptions } from '@tanstack/react-query'
import { type JobSummary, toJobSummary } from '#src/lib/job-list-queries.ts'

/**
 * The sponsored jobs of a place (promoted_jobs_v2), as job summaries: of one city (9 when absent), or of
 * several (the filter page's chosen cities; a list of one asks and caches exactly as that one city).
 */
export function promotedJobsQueryOptions(api: ApiClient, locations?: number | readonly number[]) {
  const query: PromotedJobsQuery =
    locations === undefined
      ? {}
      : typeof locations === 'number'
        ? { location_id: locations }
        : { location_ids: locations }
  return queryOptions({
    queryKey: ['seeker', ...promotedKeys.list(api, query)],
    queryFn: async ({ signal }): Promise<JobSummary[]> =>
      (await getPromotedJobs(api, query, { signal, throwOnError: true })).results.map(toJobSummary),
  })
}

/**
 * The sponsored jobs that match a filtered search (the filter page's chosen cities and values), as job
 * summaries: none when none of the cities' sponsored jobs matches.
 */
export function matchingPromotedJobsQueryOptions(api: ApiClient, body: FilterSearchBody) {
  return queryOptions({
    queryKey: ['seeker', ...promotedKeys.matching(api, body)],
    queryFn: async ({ signal }): Promise<JobSummary[]> =>
      (await getMatchingPromotedJobs(api, body, { signal, throwOnError: true })).results.map(toJobSummary),
  })
}
