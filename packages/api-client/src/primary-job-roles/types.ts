/** Shapes of GET /classifieds/v1/primary-job-roles/ (spec section 7). */

/** A primary job role of the post-job form's step 1. */
export interface PrimaryJobRole {
  id: number
  /** in the requested language */
  title: string
  english_name: string
  /** the category it belongs to */
  job_category: number
  /** the job title it is a role of (the post-job form's job_title_id and job_title) */
  job_title_id: number
  /** that job title's name, in the requested language */
  job_title: string
}

export interface PrimaryJobRolesResponse {
  results: PrimaryJobRole[]
}
