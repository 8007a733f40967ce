/** Response shapes of the job-seeker calls (spec sections 4 and 7). */

/** GET /classifieds/job_seeker/{userId}/status/ */
export interface JobSeekerStatusResponse {
  /** 2 when the job profile is created; any other value (or null) when it is not */
  status: number | null
}
