/**
 * One of the advertiser's own posts (issue #8, the "submission details" screen of spec section 2): its
 * status with the reason ops gave, its history, and what the advertiser may do: edit a post waiting or
 * held (a held post goes back to review), close a live job early, renew an expiring or expired one
 * (back to review only if the post changed). Ours: the spec names the screen, not its calls.
 */
import { queryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { callMutationOptions } from '../query-options.ts'
import type { SubmissionEvent } from '../review/types.ts'
import type { WireValues } from './form-mapping.ts'
import type { AdvertiserSubmission, SubmissionSaved } from './types.ts'

/** GET /submissions/submissions/{id}/ */
export interface SubmissionDetail extends AdvertiserSubmission {
  /** why ops rejected or held it (the latest reject or hold), in the caller's language; null otherwise */
  status_reason: { code: string; label: string; note: string | null } | null
  /** the whole post in form version 3's wire names (fromWire(values, 3) fills the form to edit it) */
  values: WireValues
  plan_id: number
  valid_from: string | null
  /** changes of status, oldest first, as the advertiser may see them (reasons, not who at ops) */
  history: SubmissionEvent[]
  /** what the advertiser may do now (from the transition table) */
  actions: Array<'edit' | 'close' | 'renew'>
}

export const submissionPath = (submissionId: number) =>
  `/submissions/submissions/${encodeURIComponent(String(submissionId))}/`

export const getSubmission = defineCall<{ id: number }, SubmissionDetail>((input) => ({
  method: 'GET',
  path: submissionPath(input.id),
  auth: 'advertiser',
}))

/** POST /submissions/submissions/{id}/close/ — ends a live job now (Expired); it leaves the lists. */
export const closeSubmission = defineCall<{ id: number }, SubmissionSaved>((input) => ({
  method: 'POST',
  path: `${submissionPath(input.id)}close/`,
  auth: 'advertiser',
}))

/**
 * POST /submissions/submissions/{id}/renew/ — renews an expiring or expired job, unchanged, for its plan's
 * validity: it is live again at once. Renewing with changes: `renewSubmissionWithChanges`
 * (`submissions/job-edit`), which goes to review when the post changed.
 */
export const renewSubmission = defineCall<{ id: number }, SubmissionSaved>((input) => ({
  method: 'POST',
  path: `${submissionPath(input.id)}renew/`,
  json: {},
  auth: 'advertiser',
}))

export const submissionJobKeys = {
  detail: (client: ApiClient, submissionId: number) =>
    ['submissions', 'detail', client.locale, submissionId] as const,
  update: ['submissions', 'update'] as const,
  close: ['submissions', 'close'] as const,
  renew: ['submissions', 'renew'] as const,
}

export function submissionQueryOptions(client: ApiClient, submissionId: number) {
  return queryOptions({
    queryKey: submissionJobKeys.detail(client, submissionId),
    queryFn: ({ signal }) => getSubmission(client, { id: submissionId }, { signal, throwOnError: true }),
  })
}

export const closeSubmissionMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, closeSubmission, submissionJobKeys.close)
export const renewSubmissionMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, renewSubmission, submissionJobKeys.renew)
