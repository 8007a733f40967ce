/** Shapes of GET /classifieds/v1/primary-job-roles/ (spec section 7). */

/** A primary job role of the post-job form's step 1. */
export interface PrimaryJobRole {
  id: number
  /** in the requested language */
  title: string
  english_name: string
  /** the category it belongs to */
  job_category: number
}

export interface PrimaryJobRolesResponse {
  results: PrimaryJobRole[]
}
