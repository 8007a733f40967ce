/**
 * Shapes of the lead calls (spec sections 3, 4 and 7; issue #9). A lead is one seeker as the advertiser sees
 * them for one of their jobs: an applicant (Responses) or a matching seeker from the profile database
 * (Database, Verified). Decision 034 records the reading.
 */

/** Applicant status (spec section 4: To Review, Contacted). */
export type ReviewStatus = 'to_review' | 'contacted'

/**
 * The candidate tabs (spec section 2: responses and candidates, database and verified):
 *   responses  the seekers who applied to the job
 *   database   seekers whose profile matches the job's category and city, who did not apply and allow
 *              being found (the profile's `discoverable`, on by default)
 *   verified   the database tab's seekers whose number was verified by OTP and whose profile is complete
 * In this order: the tab index the apps keep is an index into it.
 */
export const CANDIDATE_TABS = ['responses', 'database', 'verified'] as const
export type CandidateTab = (typeof CANDIDATE_TABS)[number]

/** The orders of a lead list: newest applicant first, or the best match with the job first. */
export const LEAD_SORTS = ['newest', 'best_match'] as const
export type LeadSort = (typeof LEAD_SORTS)[number]

/**
 * What best match counts (each 1 point, 0-4): the seeker's profile shares the job's category, lists the job's
 * city (or locality's city) among its locations, has at least the job's experience, and at least the job's
 * minimum qualification. Ties: newest first.
 */
export const BEST_MATCH_FACTORS = ['category', 'locality', 'experience', 'qualification'] as const
export type BestMatchFactor = (typeof BEST_MATCH_FACTORS)[number]

/** Page size of the lead lists. */
export const LEADS_PAGE_SIZE = 10

/**
 * Why a candidate's number and resume are withheld (null when shown):
 *   plan       a database or verified candidate and the job's plan has no database contacts left (the
 *              free plan has none; #10 sells them)
 */
export type ContactLock = 'plan' | null

/** One lead (spec section 3's fields, plus ours after them). */
export interface Lead {
  /**
   * responses: the application's id (what update_review_status takes); database and verified: the seeker's
   * user id (what the contact call takes)
   */
  id: number
  /** the job applied to; null for a candidate matched from the profile database */
  classified: number | null
  job_seeker: {
    user_name: string
    /** the 10-digit number; null when `contact_lock` withholds it */
    user_number: string | null
    gender: { title: string }
    qualification: { value: string }
    experience: { value: string }
    /** the seeker's user id */
    user: number
  }
  /** responses only (null for database candidates) */
  review_status: ReviewStatus | null
  /** responses: when the advertiser first opened the applicant (ISO 8601), else null */
  viewed_at: string | null
  /** responses: when they applied; database: when the profile was last updated (ISO 8601) */
  created_at: string
  /** 0-4, how many of BEST_MATCH_FACTORS the seeker's profile shares with the job */
  match_score: number
  /** which of BEST_MATCH_FACTORS matched, in that order */
  matched: BestMatchFactor[]
  /** the profile's number was verified by an OTP sign-in */
  verified: boolean
  /** whether there is a resume to view (false also when `contact_lock` withholds it) */
  has_resume: boolean
  contact_lock: ContactLock
}

/** GET /classifieds/classifieds/{classifiedId}/leads/ */
export interface LeadsQuery {
  classifiedId: number
  /** default 'responses' */
  tab?: CandidateTab
  /** responses only: only this applicant status */
  review_status?: ReviewStatus
  /** default 'newest' */
  sort?: LeadSort
  cursor?: string | null
  /** 1-50, default LEADS_PAGE_SIZE */
  limit?: number
}

export interface LeadsPage {
  results: Lead[]
  next_cursor: string | null
  hasMore: boolean
  /** how many leads the tab holds in all (the tab's count), whatever the page */
  count: number
  /**
   * the database tab's contacts the job's plan allows and how many are left; 0 and 0 on the free plan (the
   * screen says why: `contact_lock: 'plan'`)
   */
  database_contacts: { allowed: number; left: number }
}

/** The seeker's profile as the advertiser reads it when opening a lead (titles in Accept-Language). */
export interface LeadProfile {
  past_employer: string | null
  recent_designation: string | null
  /** the current salary band's title ('₹10,000 - ₹15,000'); null for a fresher */
  salary: string | null
  job_type: string
  work_time: string
  shift_timing: string
  job_categories: string[]
  job_role: string | null
  locations: string[]
  specialization: string
}

/**
 * GET /classifieds/classifieds/{classifiedId}/leads/{leadId}/ (responses) — one applicant with their profile.
 * Opening an applicant marks it viewed: the seeker's "My applications" then says Viewed.
 */
export interface LeadDetail extends Lead {
  profile: LeadProfile
}

/** PATCH /classifieds/classifieds/{classifiedId}/leads/{leadId}/update_review_status/ */
export interface UpdateReviewStatusBody {
  review_status: ReviewStatus
}

/** How a resume is opened: in the browser (a PDF inline) or saved as a file. */
export type ResumeDisposition = 'inline' | 'attachment'

/**
 * POST /classifieds/classifieds/{classifiedId}/leads/{leadId}/resume_link/ — a short-lived signed link to the
 * applicant's resume (no token needed to open it, so a plain link or a new tab works). Opening it serves the
 * file with Content-Disposition and `no-store`, and records who opened whose resume and when.
 */
export interface ResumeLink {
  /** absolute path under the API root, e.g. '/api/classifieds/resumes/<token>/' */
  url: string
  /** ISO 8601: the link answers 410 RESUME_LINK_EXPIRED after it */
  expires_at: string
  file_name: string
  content_type: string
}

/** One record of an advertiser opening the seeker's resume (the seeker's "who saw my resume"). */
export interface ResumeAccess {
  id: number
  /** the advertiser's company as their job shows it */
  company_name: string
  /** the job they applied to */
  job_title: string
  classified_id: number
  disposition: ResumeDisposition
  /** ISO 8601 */
  at: string
}

/** GET /classifieds/job_seeker/resume/views/ — the logged-in seeker's resume views and downloads, newest first. */
export interface ResumeAccessPage {
  results: ResumeAccess[]
  next_cursor: string | null
  hasMore: boolean
}

/**
 * POST /classifieds/classifieds/{classifiedId}/candidates/{userId}/contact/ — uses one of the job's database
 * contacts to show a database or verified candidate's number and resume (answers the lead, unlocked; asking
 * again for the same candidate and job uses nothing). 403 PLAN_REQUIRED when none is left.
 */
export type CandidateContactResponse = Lead
