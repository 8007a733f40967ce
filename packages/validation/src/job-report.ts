/**
 * A seeker's report of a job (issue #8: "Report this job"): a reason from REPORT_REASONS, and free text,
 * required with 'other', at most REVIEW_TEXT_MAX_LENGTH characters. The same schema checks the job page's
 * form and the API's POST /classifieds/classifieds/{id}/report/.
 */
import type * as z from 'zod/mini'
import { accept, form, isEmpty, optional, type Rule, refuse, text, textInput } from './form-fields.ts'
import { REPORT_REASONS, REVIEW_TEXT_MAX_LENGTH, type ReportReason } from './review-codes.ts'

const reportReason: Rule<ReportReason> = (input) => {
  if (isEmpty(input)) return refuse('required')
  return typeof input === 'string' && (REPORT_REASONS as readonly string[]).includes(input)
    ? accept(input as ReportReason)
    : refuse('required')
}

const reportText = text(REVIEW_TEXT_MAX_LENGTH)

/** 'other' needs the seeker's words ('Tell us what is wrong with this job.'); any reason may carry them. */
const otherText: Rule<string> = (input) => (isEmpty(input) ? refuse('required') : reportText(input))

export const jobReportSchema = form({ reason: textInput, text: textInput }, (values, read): JobReport => {
  const reason = read.field('reason', reportReason)
  const written = read.field('text', values.reason === 'other' ? otherText : optional(reportText))
  return written === undefined ? { reason } : { reason, text: written }
})

export interface JobReport {
  reason: ReportReason
  /** trimmed; absent when none was written */
  text?: string
}

export type JobReportInput = z.input<typeof jobReportSchema>
