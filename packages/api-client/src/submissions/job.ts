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
import { type PostJobFormValues, toFormData, toWire, type WireValues } from './form-mapping.ts'
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

const path = (submissionId: number) => `/submissions/submissions/${encodeURIComponent(String(submissionId))}/`

export const getSubmission = defineCall<{ id: number }, SubmissionDetail>((input) => ({
  method: 'GET',
  path: path(input.id),
  auth: 'advertiser',
}))

/**
 * PUT /submissions/submissions/{id}/ — the whole post again, multipart in form version 3 (as the create
 * call). A held post goes back to review (Approval Pending); a waiting one stays waiting.
 */
export const updateSubmission = defineCall<{ id: number; form: PostJobFormValues }, SubmissionSaved>(
  (input) => ({
    method: 'PUT',
    path: path(input.id),
    form: toFormData(toWire(input.form, 3)),
    auth: 'advertiser',
  }),
)

/** POST /submissions/submissions/{id}/close/ — ends a live job now (Expired); it leaves the lists. */
export const closeSubmission = defineCall<{ id: number }, SubmissionSaved>((input) => ({
  method: 'POST',
  path: `${path(input.id)}close/`,
  auth: 'advertiser',
}))

/**
 * POST /submissions/submissions/{id}/renew/ — renews an expiring or expired job for its plan's validity.
 * Without `form`, or with the post unchanged, it is live again at once; with changes it goes to review.
 */
export const renewSubmission = defineCall<{ id: number; form?: PostJobFormValues }, SubmissionSaved>(
  (input) => ({
    method: 'POST',
    path: `${path(input.id)}renew/`,
    ...(input.form ? { form: toFormData(toWire(input.form, 3)) } : { json: {} }),
    auth: 'advertiser',
  }),
)

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

export const updateSubmissionMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, updateSubmission, submissionJobKeys.update)
export const closeSubmissionMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, closeSubmission, submissionJobKeys.close)
export const renewSubmissionMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, renewSubmission, submissionJobKeys.renew)
