import { queryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import type { JobSeekerStatusResponse } from './types.ts'

/** Status 2 means the seeker's job profile is created (spec section 4). */
export const PROFILE_CREATED_STATUS = 2

export interface JobSeekerStatusInput {
  userId: number
}

/** GET /classifieds/job_seeker/{userId}/status/ — whether the seeker has a job profile. */
export const getJobSeekerStatus = defineCall<JobSeekerStatusInput, JobSeekerStatusResponse>((input) => ({
  method: 'GET',
  path: `/classifieds/job_seeker/${encodeURIComponent(String(input.userId))}/status/`,
  auth: 'session',
}))

/** Status 2 means the profile is created; anything else means it is not (spec section 4). */
export function isProfileCreated(response: Pick<JobSeekerStatusResponse, 'status'>): boolean {
  return response.status === PROFILE_CREATED_STATUS
}

export const jobSeekerKeys = {
  all: ['job-seeker'] as const,
  status: (client: ApiClient, userId: number) =>
    [...jobSeekerKeys.all, userId, 'status', client.locale] as const,
}

export function jobSeekerStatusQueryOptions(client: ApiClient, input: JobSeekerStatusInput) {
  return queryOptions({
    queryKey: jobSeekerKeys.status(client, input.userId),
    queryFn: ({ signal }) => getJobSeekerStatus(client, input, { signal, throwOnError: true }),
  })
}
