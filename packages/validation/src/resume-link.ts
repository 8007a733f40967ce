/**
 * The advertiser's request for a link to an applicant's resume (issue #9, decision 034,
 * POST /classifieds/classifieds/{classifiedId}/leads/{leadId}/resume_link/): how the file opens, in the
 * browser ('inline', a PDF in a tab) or saved ('attachment'). The applicants page and the API use this one
 * schema.
 */
import type * as z from 'zod/mini'
import { accept, form, isEmpty, type Rule, refuse, textInput } from './form-fields.ts'

export const RESUME_DISPOSITIONS = ['inline', 'attachment'] as const
export type ResumeDisposition = (typeof RESUME_DISPOSITIONS)[number]

const disposition: Rule<ResumeDisposition> = (input) => {
  if (isEmpty(input)) return refuse('required')
  return typeof input === 'string' && (RESUME_DISPOSITIONS as readonly string[]).includes(input)
    ? accept(input as ResumeDisposition)
    : refuse('selectValidOption')
}

export const resumeLinkSchema = form(
  { disposition: textInput },
  (_values, read): { disposition: ResumeDisposition } => ({
    disposition: read.field('disposition', disposition),
  }),
)

export type ResumeLinkInput = z.input<typeof resumeLinkSchema>
