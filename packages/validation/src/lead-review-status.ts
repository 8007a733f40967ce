/**
 * The applicant status an advertiser sets on a lead (spec section 4: To Review, Contacted; issue #9,
 * PATCH /classifieds/classifieds/{classifiedId}/leads/{leadId}/update_review_status/). The applicants page's
 * status control and the API check the body with this one schema; a missing or unknown status is
 * `selectValidOption` in the reader's language.
 */
import type * as z from 'zod/mini'
import { accept, form, isEmpty, type Rule, refuse, textInput } from './form-fields.ts'

/** In the order the applicants page offers them (the api-client's `ReviewStatus`). */
export const LEAD_REVIEW_STATUSES = ['to_review', 'contacted'] as const
export type LeadReviewStatus = (typeof LEAD_REVIEW_STATUSES)[number]

const reviewStatus: Rule<LeadReviewStatus> = (input) => {
  if (isEmpty(input)) return refuse('required')
  return typeof input === 'string' && (LEAD_REVIEW_STATUSES as readonly string[]).includes(input)
    ? accept(input as LeadReviewStatus)
    : refuse('selectValidOption')
}

export const leadReviewStatusSchema = form(
  { review_status: textInput },
  (_values, read): { review_status: LeadReviewStatus } => ({
    review_status: read.field('review_status', reviewStatus),
  }),
)

export type LeadReviewStatusInput = z.input<typeof leadReviewStatusSchema>
