import { defineCall } from '../call.ts'

/** The most jobs one applied_jobs call asks about: a page of a job list, and more than any page shows. */
export const MAX_APPLIED_JOBS_LOOKUP = 50

export interface AppliedJobsInput {
  /** 1 to MAX_APPLIED_JOBS_LOOKUP job ids (sent repeated) */
  classified_ids: readonly number[]
}

/** GET /classifieds/job_seeker/applied_jobs/ (ours) — which of the jobs asked about the seeker applied to. */
export interface AppliedJobsResponse {
  /** the ids asked about that the seeker applied to, in the order asked, each once */
  classified_ids: number[]
}

/**
 * Marks the "Applied" jobs of a list in one call; the answer is private to the seeker (`private, no-store`).
 * Its own module, free of query code: job lists load it lazily, for logged-in seekers only.
 */
export const getAppliedJobs = defineCall<AppliedJobsInput, AppliedJobsResponse>((input) => ({
  method: 'GET',
  path: '/classifieds/job_seeker/applied_jobs/',
  searchParams: { classified_ids: input.classified_ids },
  auth: 'session',
}))
