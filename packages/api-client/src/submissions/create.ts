import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { callMutationOptions } from '../query-options.ts'
import { type FormVersion, type PostJobFormValues, toFormData, toWire } from './form-mapping.ts'
import type { SubmissionSaved } from './types.ts'

/**
 * Where each form version is submitted. The spec lists the three create paths without saying which takes
 * which version; our reading pairs them in order (v3, v4, v5 of the path for form versions 1, 2, 3). All
 * three are multipart POSTs.
 */
export const CREATE_SUBMISSION_PATHS: Record<FormVersion, string> = {
  1: '/submissions/v3/create_submission/',
  2: '/submissions/v4/submissions/',
  3: '/submissions/v5/submission/',
}

export interface CreateSubmissionInput {
  version: FormVersion
  /** the whole form plus the extra submit fields (advertiser_id, job_district, source, ...) */
  form: PostJobFormValues
  /**
   * One key per submit (a fresh `crypto.randomUUID()` when the person taps Submit, kept for that post's
   * retries): sent as `Idempotency-Key`, so a second tap or a network retry answers the first post instead
   * of creating another.
   */
  idempotencyKey: string
}

/** Creates the post from the form; it goes to review ('Your job post is in review...'). */
export const createSubmission = defineCall<CreateSubmissionInput, SubmissionSaved>((input) => ({
  method: 'POST',
  path: CREATE_SUBMISSION_PATHS[input.version],
  form: toFormData(toWire(input.form, input.version)),
  headers: { 'Idempotency-Key': input.idempotencyKey },
  auth: 'advertiser',
}))

export const createKeys = {
  create: ['submissions', 'create'] as const,
}

export const createSubmissionMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, createSubmission, createKeys.create)
