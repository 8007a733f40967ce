import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { callMutationOptions } from '../query-options.ts'
import type { ReportReason } from '../review/reasons.ts'

export interface ReportJobInput {
  classified_id: number
  reason: ReportReason
  /** required with 'other'; at most 500 characters (@localjobs/validation/job-report jobReportSchema) */
  text?: string
}

export interface ReportJobResponse {
  /** 'Thank you for telling us. Our team will check this job.' in the caller's language */
  message: string
}

/**
 * POST /classifieds/classifieds/{id}/report/ (ours, issue #8) — a logged-in seeker reports a job: 201 with
 * a thank-you; 409 ALREADY_REPORTED for their second report of it; 429 past the per-seeker limit.
 */
export const reportJob = defineCall<ReportJobInput, ReportJobResponse>((input) => ({
  method: 'POST',
  path: `/classifieds/classifieds/${encodeURIComponent(String(input.classified_id))}/report/`,
  json: { reason: input.reason, ...(input.text ? { text: input.text } : {}) },
  auth: 'session',
}))

export const reportKeys = {
  report: ['classifieds', 'report'] as const,
}

export const reportJobMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, reportJob, reportKeys.report)
