import { queryOptions } from '@tanstack/react-query'
import { defineCall, keyParams } from '../call.ts'
import type { Classified } from '../classifieds/types.ts'
import type { ApiClient } from '../client.ts'
import { jobSeekerKeys } from './status.ts'

/** Where the seeker applied from: a job's details page (GET apply) or search results (job_search_apply). */
export type ApplicationSource = 'details' | 'search'

export interface JobApplication {
  id: number
  classified_id: number
  source: ApplicationSource
  /** ISO 8601 */
  applied_at: string
  /** the job as lists show it, whatever its status now; null if it was removed */
  job: Classified | null
}

/** GET /classifieds/job_seeker/applications/ (ours) — the logged-in seeker's own applications, newest first. */
export interface JobApplicationsResponse {
  results: JobApplication[]
  next_cursor: string | null
  hasMore: boolean
}

export interface JobApplicationsQuery {
  /** only the application to this job (answers one or none): "have I applied?" */
  classified_id?: number
  cursor?: string
  /** 1 to 50, default 20 */
  limit?: number
}

export const getJobApplications = defineCall<JobApplicationsQuery, JobApplicationsResponse>((query) => ({
  method: 'GET',
  path: '/classifieds/job_seeker/applications/',
  searchParams: { classified_id: query.classified_id, cursor: query.cursor, limit: query.limit },
  auth: 'session',
}))

export const jobApplicationKeys = {
  all: [...jobSeekerKeys.all, 'applications'] as const,
  list: (client: ApiClient, query: JobApplicationsQuery) =>
    [...jobApplicationKeys.all, client.locale, keyParams({ ...query })] as const,
}

export function jobApplicationsQueryOptions(client: ApiClient, query: JobApplicationsQuery = {}) {
  return queryOptions({
    queryKey: jobApplicationKeys.list(client, query),
    queryFn: ({ signal }) => getJobApplications(client, query, { signal, throwOnError: true }),
  })
}
