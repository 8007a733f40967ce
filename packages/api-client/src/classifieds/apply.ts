import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { callMutationOptions } from '../query-options.ts'
import type { ApplyResponse } from './types.ts'

export interface ApplyInput {
  classified_id: number
}

/**
 * GET /classifieds/classifieds/{id}/apply/?type=0 — the Apply button (spec section 4), for a seeker who is
 * logged in and has a job profile. A GET that changes state: the spec's, kept as written.
 */
export const applyToJob = defineCall<ApplyInput, ApplyResponse>((input) => ({
  method: 'GET',
  path: `/classifieds/classifieds/${encodeURIComponent(String(input.classified_id))}/apply/`,
  searchParams: { type: 0 },
  auth: 'session',
  csrf: true,
}))

/** POST /classifieds/job_seeker/job_search_apply/ (method not in the spec: ours) — applying from search results. */
export const applyFromSearch = defineCall<ApplyInput, ApplyResponse>((input) => ({
  method: 'POST',
  path: '/classifieds/job_seeker/job_search_apply/',
  json: { classified_id: input.classified_id },
  auth: 'session',
}))

export const applyKeys = {
  apply: ['classifieds', 'apply'] as const,
  applyFromSearch: ['classifieds', 'job-search-apply'] as const,
}

export const applyToJobMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, applyToJob, applyKeys.apply)

export const applyFromSearchMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, applyFromSearch, applyKeys.applyFromSearch)
