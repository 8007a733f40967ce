/**
 * Request and response shapes of the advertiser's submission calls (spec sections 3, 4 and 7). The spec
 * names `data.context`, the status labels and some params; the rest is defined here and the API implements it.
 */
import type { AppType } from '../app-context.ts'

/** Advertiser job status (spec section 4: Active, Approval Pending, Expired, Rejected, Expiring, On Hold). */
export type SubmissionStatus = 'active' | 'approval_pending' | 'expired' | 'rejected' | 'expiring' | 'on_hold'

/** One `{ id, title }` pair of a form option list (spec section 3: content_value). */
export interface ContentValue {
  id: number
  title: string
}

/** A state in the form context's locations (spec section 3: state, short_name, id, title). */
export interface DraftStateOption {
  id: number
  title: string
  /** the state's name in English */
  state: string
  short_name: string
}

/** One choice of an option list whose values are codes, not ids (fee_reason, poster_role). */
export interface CodeValue {
  id: string
  title: string
}

/**
 * The post-job form's other option lists, by form field, titles in the requested language (ours: the spec
 * names only job_category, salary and locations). The ids the validation package names are among them:
 * fees_charged 86 (yes), preferred_location 148 (in district), contact_preference 1 (WhatsApp),
 * fee_reason 'OTHER_REASON', poster_role 'FROM_JOB_AGENCY'. The API refuses an id that is not listed.
 */
export interface PostJobOptionLists {
  job_type: ContentValue[]
  shift_timing: ContentValue[]
  job_hours: ContentValue[]
  fees_charged: ContentValue[]
  fee_reason: CodeValue[]
  preferred_location: ContentValue[]
  qualification: ContentValue[]
  experience: ContentValue[]
  preferred_gender: ContentValue[]
  preferred_languages: ContentValue[]
  assets: ContentValue[]
  skills: ContentValue[]
  contact_preference: ContentValue[]
  poster_role: CodeValue[]
  company_size: ContentValue[]
  company_type: ContentValue[]
}

export type PostJobOptionField = keyof PostJobOptionLists

/** The option lists the post-job form needs (spec section 3: the form context). */
export interface DraftContext {
  job_category: { content_value: ContentValue[] }
  salary: { content_value: ContentValue[] }
  locations: { states: DraftStateOption[] }
  /** every other option field's choices */
  options: PostJobOptionLists
}

/** The values of a draft in wire names (map them back with `fromWire(values, form_version)`). */
export type DraftValues = Record<string, string | number | boolean | string[] | number[]>

/** The advertiser's saved draft: one per advertiser and submission type (web or enterprise). */
export interface SavedDraft {
  /** the furthest step saved (1-4): the form resumes there */
  step: 1 | 2 | 3 | 4
  /** the form version the values are named in */
  form_version: 1 | 2 | 3
  submission_type: 'web' | 'enterprise'
  values: DraftValues
  /** ISO 8601 */
  updated_at: string
}

/**
 * GET /submissions/draft/ — `data.context` (spec section 7); `data.draft` is the advertiser's saved draft,
 * null when there is none.
 */
export interface DraftResponse {
  data: {
    context: DraftContext
    draft: SavedDraft | null
  }
}

/**
 * GET /submissions/form-context/ (ours) — the same `data.context` without an account: the web form before
 * login (spec section 2) fills step 1 from it.
 */
export interface FormContextResponse {
  data: { context: DraftContext }
}

/** POST /submissions/draft/ — the draft as saved, and a message for the person ('Draft saved'). */
export interface DraftSaved {
  draft: SavedDraft
  message: string
}

/** POST /submissions/draft/ and the create calls. */
export interface SubmissionSaved {
  /** the submission id (the "submitted job id" the apps keep) */
  id: number
  status: SubmissionStatus
  message: string
}

/** One of the advertiser's jobs in the dashboard lists. */
export interface AdvertiserSubmission {
  id: number
  title: string
  status: SubmissionStatus
  /** the published job, once the post passed review */
  classified_id: number | null
  location: { id: number; title: string }
  openings_count: number
  /** ISO 8601 timestamps */
  created_at: string
  valid_through: string | null
  /** the seekers who applied (responses; hidden ones not counted) */
  applicants_count: number
  /** of them, those the advertiser has not opened yet (issue #9: "new applicants") */
  new_applicants_count: number
  payment_type: 'pay_now' | 'pay_later' | null
  /** when the post's plan was paid for (issue #10); null: not paid, the free listing */
  plan_paid_at: string | null
}

/** GET /submissions/submissions/ — one keyset page (limit 10 by default). */
export interface SubmissionsPage {
  results: AdvertiserSubmission[]
  next_cursor: string | null
  hasMore: boolean
}

/** One dashboard list (active, expired, all) and the statuses it asks for. */
export interface SubmissionListFilter {
  key: string
  title: string
  status: SubmissionStatus[]
  count: number
}

/** GET /submissions/submissions/v2/filters */
export interface SubmissionFiltersResponse {
  filters: SubmissionListFilter[]
}

/** GET /submissions/submissions/first_time_advertiser */
export interface FirstTimeAdvertiserResponse {
  first_time_advertiser: boolean
}

/** POST /submissions/advertisers_parameters_log/ — sent after a successful post (spec section 7). */
export interface AdvertiserParametersLogBody {
  event_name: string
  platform: AppType
  /** only these three are forwarded (spec section 9) */
  utm: { utm_source?: string; utm_medium?: string; utm_campaign?: string }
  extra: {
    /** the tag manager's client id (_ga) */
    google_client_id?: string
    /** the social pixel's browser id (_fbp) */
    meta_browser_id?: string
    /** the ad click id the visit arrived with (gclid or fbclid) */
    click_id?: string
  }
}
