import { getPromotedJobs, promotedKeys } from '@localjobs/api-client/classifieds/promoted'
import type { ApiClient } from '@localjobs/api-client/client'
import { queryOptions } from '@tanstack/react-query'
import { type JobSummary, toJobSummary } from '#src/features/job-list/api/job-list-queries.ts'

/** The sponsored jobs of a place (promoted_jobs_v2), as job summaries. */
export function promotedJobsQueryOptions(api: ApiClient, locationId?: number) {
  const query = locationId === undefined ? {} : { location_id: locationId }
  return queryOptions({
    queryKey: ['seeker', ...promotedKeys.list(api, query)],
    queryFn: async ({ signal }): Promise<JobSummary[]> =>
      (await getPromotedJobs(api, query, { signal, throwOnError: true })).results.map(toJobSummary),
  })
}
