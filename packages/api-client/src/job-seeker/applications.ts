import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { defineCall, keyParams } from '../call.ts'
import type { Classified } from '../classifieds/types.ts'
import type { ApiClient } from '../client.ts'
import type { ReviewStatus } from '../leads/types.ts'

/** Where the seeker applied from: a job's details page (GET apply) or search results (job_search_apply). */
export type ApplicationSource = 'details' | 'search'

/**
 * What the seeker is told about an application (ours: spec section 4 names only the advertiser's labels,
 * To Review and Contacted), issue #9: Applied, then Viewed once the advertiser opened the applicant, then
 * Contacted; an application nobody contacted says the job closed (closed early) or expired (its time ran out)
 * once the job no longer takes applications.
 */
export const SEEKER_APPLICATION_STATUSES = [
  'applied',
  'viewed',
  'contacted',
  'job_closed',
  'job_expired',
] as const
export type SeekerApplicationStatus = (typeof SEEKER_APPLICATION_STATUSES)[number]

/** Whether a job still takes applications, and if not, why: the advertiser closed it or its time ran out. */
export type JobOpenness = 'open' | 'closed' | 'expired'

export interface SeekerApplicationFacts {
  /** the status the advertiser sets on the lead (the application is the advertiser's lead) */
  reviewStatus: ReviewStatus
  /** whether the advertiser opened the applicant (the lead's viewed_at is set) */
  viewed: boolean
  /** the job now: open (live, before valid_through), closed by its advertiser (or removed), or expired */
  job: JobOpenness
}

/**
 * The one place a stored application becomes what its seeker reads. Contacted stays contacted whatever
 * became of the job (the employer did reach out); otherwise a job that no longer takes applications says
 * why; otherwise viewed once the advertiser opened the applicant, else applied.
 */
export function seekerApplicationStatus({
  reviewStatus,
  viewed,
  job,
}: SeekerApplicationFacts): SeekerApplicationStatus {
  if (reviewStatus === 'contacted') return 'contacted'
  if (job === 'closed') return 'job_closed'
  if (job === 'expired') return 'job_expired'
  return viewed ? 'viewed' : 'applied'
}

export interface JobApplication {
  id: number
  classified_id: number
  source: ApplicationSource
  /** ISO 8601 */
  applied_at: string
  /** what the seeker is told (`seekerApplicationStatus`) */
  status: SeekerApplicationStatus
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

/** Whose applications a cached list holds: the session decides what the API answers, the key keeps seekers apart. */
export interface ApplicationsOwner {
  userId: number
}

export const jobApplicationKeys = {
  // Under jobSeekerKeys.all ('job-seeker'), written out: importing status.ts here would make both pages
  // that use them share one more chunk.
  all: ['job-seeker', 'applications'] as const,
  list: (client: ApiClient, query: JobApplicationsQuery) =>
    [...jobApplicationKeys.all, client.locale, keyParams({ ...query })] as const,
  pages: (client: ApiClient, owner: ApplicationsOwner, query: Pick<JobApplicationsQuery, 'limit'>) =>
    [...jobApplicationKeys.all, 'pages', owner.userId, client.locale, keyParams({ ...query })] as const,
}

export function jobApplicationsQueryOptions(client: ApiClient, query: JobApplicationsQuery = {}) {
  return queryOptions({
    queryKey: jobApplicationKeys.list(client, query),
    queryFn: ({ signal }) => getJobApplications(client, query, { signal, throwOnError: true }),
  })
}

/** The seeker's applications as a growing list, newest first: each page's `next_cursor` asks for the next. */
export function jobApplicationsInfiniteQueryOptions(
  client: ApiClient,
  owner: ApplicationsOwner,
  query: Pick<JobApplicationsQuery, 'limit'> = {},
) {
  return infiniteQueryOptions({
    queryKey: jobApplicationKeys.pages(client, owner, query),
    queryFn: ({ pageParam, signal }) =>
      getJobApplications(client, pageParam ? { ...query, cursor: pageParam } : query, {
        signal,
        throwOnError: true,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.next_cursor : null),
  })
}
