import type { Locale } from '@localjobs/validation/constants'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { callMutationOptions } from '../query-options.ts'
import type { Lead, ReviewStatus } from './types.ts'

/** The labels of the applicant statuses: English as spec section 4 writes them. */
export const REVIEW_STATUS_LABELS_BY_LOCALE: Record<Locale, Record<ReviewStatus, string>> = {
  en: { to_review: 'To Review', contacted: 'Contacted' },
  hi: { to_review: 'देखना बाकी', contacted: 'संपर्क किया' },
  te: { to_review: 'చూడాల్సి ఉంది', contacted: 'సంప్రదించారు' },
}

/** The English labels (spec section 4). */
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = REVIEW_STATUS_LABELS_BY_LOCALE.en

export const reviewStatusLabel = (status: ReviewStatus, locale: Locale) =>
  REVIEW_STATUS_LABELS_BY_LOCALE[locale][status]

export interface UpdateReviewStatusInput {
  classifiedId: number
  leadId: number
  review_status: ReviewStatus
}

/** PATCH /classifieds/classifieds/{classifiedId}/leads/{leadId}/update_review_status/ — answers with the lead. */
export const updateReviewStatus = defineCall<UpdateReviewStatusInput, Lead>((input) => ({
  method: 'PATCH',
  path: `/classifieds/classifieds/${encodeURIComponent(String(input.classifiedId))}/leads/${encodeURIComponent(
    String(input.leadId),
  )}/update_review_status/`,
  json: { review_status: input.review_status },
  auth: 'advertiser',
}))

export const leadKeys = {
  all: ['leads'] as const,
  updateReviewStatus: ['leads', 'update-review-status'] as const,
}

export const updateReviewStatusMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, updateReviewStatus, leadKeys.updateReviewStatus)
