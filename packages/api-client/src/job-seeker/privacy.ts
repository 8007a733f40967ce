import { infiniteQueryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import type { ResumeAccessPage } from '../leads/types.ts'
import { jobSeekerKeys } from './status.ts'

/** The seeker's choices about who finds them and what they see of it (issue #9). */

export interface ProfileVisibility {
  /** advertisers whose job matches the profile may find the seeker in their database tab (on by default) */
  discoverable: boolean
}

/** PUT /classifieds/job_seeker/profile/visibility/ — answers the visibility as saved. 404 with no profile. */
export const setProfileVisibility = defineCall<ProfileVisibility, ProfileVisibility>((body) => ({
  method: 'PUT',
  path: '/classifieds/job_seeker/profile/visibility/',
  json: body,
  auth: 'session',
}))

export interface ResumeAccessQuery {
  cursor?: string | null
  /** 1-50, default 20 */
  limit?: number
}

/** GET /classifieds/job_seeker/resume/views/ — who viewed or downloaded the seeker's resume, newest first. */
export const getResumeViews = defineCall<ResumeAccessQuery, ResumeAccessPage>((query) => ({
  method: 'GET',
  path: '/classifieds/job_seeker/resume/views/',
  searchParams: { cursor: query.cursor, limit: query.limit },
  auth: 'session',
}))

export const privacyKeys = {
  resumeViews: (client: ApiClient, owner: { userId: number }) =>
    [...jobSeekerKeys.all, 'resume-views', owner.userId, client.locale] as const,
  visibility: [...jobSeekerKeys.all, 'profile', 'visibility'] as const,
}

export function resumeViewsInfiniteQueryOptions(client: ApiClient, owner: { userId: number }) {
  return infiniteQueryOptions({
    queryKey: privacyKeys.resumeViews(client, owner),
    queryFn: ({ pageParam, signal }) =>
      getResumeViews(client, { cursor: pageParam }, { signal, throwOnError: true }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.next_cursor : null),
  })
}
