/**
 * Response shapes of the classifieds (job listing) calls. The spec fixes only some field names
 * (id, job_category, job_location_slug, translated_content.primary_details.Experience); the rest is
 * defined here, once, and the API imports these types for its responses.
 */

/** Languages the product speaks. Accept-Language picks one; content falls back to English. */
export type Locale = 'en' | 'hi' | 'te'

/** A job category (spec: type 1004). `title` is in the requested language. */
export interface JobCategory {
  id: number
  title: string
  english_name: string
  /** URL slug used in seeker URLs, built by `categorySlug` in `@localjobs/api-client/seeker-urls`. */
  slug: string
  type: 1004
}

/** A city or district a job is in (a location item). `title` is in the requested language. */
export interface JobLocation {
  id: number
  title: string
  english_name: string
  slug: string
  state: { id: number; title: string; short_name: string }
}

/** The label/value pairs a job card shows, already in the requested language. */
export interface PrimaryDetails {
  Experience: string
  Salary: string
  Qualification: string
  'Job Type': string
  Shift: string
  Gender: string
  Openings: string
  'Fees Charged': string
}

export interface TranslatedContent {
  title: string
  description: string
  primary_details: PrimaryDetails
}

export type ClassifiedStatus = 'active' | 'expired' | 'rejected' | 'on_hold' | 'approval_pending'

/** One job (classified) as lists and the details page show it. */
export interface Classified {
  id: number
  job_category: JobCategory
  job_location_slug: string
  location: JobLocation
  locality: { id: number; title: string } | null
  company_name: string
  salary_min: number
  salary_max: number
  openings_count: number
  /** true when the advertiser charges the seeker a fee (spec fees_charged option 86) */
  fees_charged: boolean
  /** ISO 8601 timestamp */
  posted_at: string
  /** ISO 8601 timestamp after which the job is expired */
  valid_through: string
  status: ClassifiedStatus
  /** language actually used for translated_content (falls back to 'en') */
  locale: Locale
  translated_content: TranslatedContent
}

/**
 * GET /classifieds/classifieds/feed_v2/ — one keyset page of active jobs, newest first.
 * `next_cursor` is passed back as `cursor` for the next page; `hasMore` is false on the last page.
 * `filters` echoes the category and location the page was filtered by (resolved from ids or slugs).
 */
export interface FeedResponse {
  results: Classified[]
  next_cursor: string | null
  hasMore: boolean
  filters: {
    category: JobCategory | null
    location: JobLocation | null
  }
}

/** The body of every 4xx/5xx answer of the API. */
export interface ApiErrorBody {
  statusCode: number
  /** machine-readable, e.g. 'VALIDATION_ERROR', 'NOT_FOUND' */
  code: string
  /** a clear English sentence for people */
  message: string
  /** per-field problems for validation errors */
  details?: { path: string; message: string }[]
}
