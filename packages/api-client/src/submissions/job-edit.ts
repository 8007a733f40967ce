/**
 * Editing one of the advertiser's own posts (issue #8): the whole post sent again, multipart in form
 * version 3 (as the create call). Apart from `submissions/job` so that the pages that only read, close or
 * renew a post do not carry the form's wire mapping.
 */
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { callMutationOptions } from '../query-options.ts'
import { type PostJobFormValues, toFormData, toWire } from './form-mapping.ts'
import { submissionJobKeys, submissionPath } from './job.ts'
import type { SubmissionSaved } from './types.ts'

/**
 * PUT /submissions/submissions/{id}/ — a held post goes back to review (Approval Pending); a waiting one
 * stays waiting. 409 INVALID_TRANSITION from any other status.
 */
export const updateSubmission = defineCall<{ id: number; form: PostJobFormValues }, SubmissionSaved>(
  (input) => ({
    method: 'PUT',
    path: submissionPath(input.id),
    form: toFormData(toWire(input.form, 3)),
    auth: 'advertiser',
  }),
)

/**
 * POST /submissions/submissions/{id}/renew/ with the whole post — an unchanged post is live again at once;
 * a changed one goes back to review (Approval Pending), as an edit.
 */
export const renewSubmissionWithChanges = defineCall<
  { id: number; form: PostJobFormValues },
  SubmissionSaved
>((input) => ({
  method: 'POST',
  path: `${submissionPath(input.id)}renew/`,
  form: toFormData(toWire(input.form, 3)),
  auth: 'advertiser',
}))

export const updateSubmissionMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, updateSubmission, submissionJobKeys.update)
