/** Shapes of the lead calls (spec sections 3, 4 and 7). */

/** Applicant status (spec section 4: To Review, Contacted). */
export type ReviewStatus = 'to_review' | 'contacted'

/** One seeker's application as the advertiser sees it (spec section 3). */
export interface Lead {
  id: number
  /** the job applied to; null for a candidate matched from the profile database */
  classified: number | null
  review_status: ReviewStatus
  job_seeker: {
    user_name: string
    user_number: string
    gender: { title: string }
    qualification: { value: string }
    experience: { value: string }
    /** the seeker's user id */
    user: number
  }
}

/** PATCH /classifieds/classifieds/{classifiedId}/leads/{leadId}/update_review_status/ */
export interface UpdateReviewStatusBody {
  review_status: ReviewStatus
}
