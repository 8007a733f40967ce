/**
 * Response shapes of the classifieds (job listing) calls. The spec fixes only some field names
 * (id, job_category, job_location_slug, translated_content.primary_details.Experience); the rest is
 * defined here, once, and the API imports these types for its responses.
 */

import type { Locale } from '@localjobs/validation/constants'

/** Languages the product speaks (`LOCALES` of `@localjobs/validation/constants`); content falls back to English. */
export type { Locale }

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
  /**
   * The full text of the ad. Job lists (feed, apply_filters, recommendations, promoted jobs) leave it out
   * to stay light; the details call (`ClassifiedDetails`, '@localjobs/api-client/classifieds/details')
   * always has it.
   */
  description?: string
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

/** One choice within a filter, e.g. 'Driver' under Job Category. `title` is in the requested language. */
export interface FilterValue {
  id: number
  title: string
  english_name: string
}

/**
 * A filter option (spec section 3: id, title, english_name, filter_value list), e.g. Job Category (id 2).
 * `type` says how the seeker picks: 'radio' keeps one choice, 'checkbox' toggles several (spec sections 4, 9).
 */
export interface FilterOption {
  id: number
  title: string
  english_name: string
  type: 'radio' | 'checkbox'
  filter_value: FilterValue[]
}

/** GET /classifieds/classifieds/filters_v2/?filter=&location_id= */
export interface FiltersResponse {
  filters: FilterOption[]
}

/** A category in the category lists (filter id 2): `title` in English, `title_trans` in the requested language. */
export interface CategoryListItem {
  id: number
  title: string
  title_trans: string
}

/** GET /classifieds/classifieds/filters_v2/?filter=2&type=all&page= — one page of every category. */
export interface CategoryListResponse {
  results: CategoryListItem[]
}

/** GET /classifieds/classifieds/recommendations_v2/ — one page; an empty page is the end of the list. */
export interface RecommendationsResponse {
  results: Classified[]
}

/**
 * GET /classifieds/classifieds/promoted_jobs_v2/ — the sponsored jobs of a location; POST with a
 * `FilterSearchBody` — those of them that match the filters.
 */
export interface PromotedJobsResponse {
  results: Classified[]
}

/** The filters of one apply_filters call: the chosen value ids of each filter option, by option id. */
export interface AppliedFilter {
  id: number
  filter_value: number[]
}

/**
 * A filtered search: the cities, the chosen values and the salary list slug's range. apply_filters pages
 * through its jobs; apply_filters/count/ counts them; promoted_jobs_v2 (POST) answers its sponsored jobs.
 */
export interface FilterSearchBody {
  /** One city. Give this or `location_ids`, not both. */
  location_id?: number
  /**
   * Several cities (the list slug 'jobs-in-{a}-and-{b}'): jobs in any of them, at most `MAX_LIST_LOCATIONS`
   * (10, `@localjobs/validation/constants`); Preferred Location may then pick localities of any of them.
   */
  location_ids?: number[]
  filters: AppliedFilter[]
  /**
   * The salary list slug ('salary-{min}-{max}-per-months-jobs'): jobs whose monthly salary range overlaps
   * [salary_min, salary_max]. The experience slug is the Experience option's value n (its ids are years).
   */
  salary_min?: number
  salary_max?: number
}

/** POST /classifieds/classifieds/apply_filters/ (method not in the spec: ours) */
export interface ApplyFiltersBody extends FilterSearchBody {
  page: number
  /**
   * Pages after the first: the previous answer's `next_cursor` (keyset paging, like the feed). Page 1 has
   * none; a page above 1 without it is refused.
   */
  cursor?: string
}

/**
 * POST /classifieds/classifieds/apply_filters/count/ (ours): how many live jobs a `FilterSearchBody`
 * matches. Counting stops past a cap (200): then `capped` is true and `count` is the cap, so read it as
 * "200+". Otherwise `count` is exact: the number of jobs apply_filters pages through.
 */
export interface FilterCountResponse {
  count: number
  capped: boolean
}

/** One page of filtered jobs; `hasMore` false on the last page. */
export interface ApplyFiltersResponse {
  results: Classified[]
  hasMore: boolean
  /** pass as `cursor` (with page + 1) for the next page; null on the last page */
  next_cursor: string | null
}

/**
 * GET /classifieds/classifieds/{id}/apply/?type=0 and POST /classifieds/job_seeker/job_search_apply/.
 * `applied` is true when the application was recorded now or before (applying twice is not an error).
 */
export interface ApplyResponse {
  applied: true
  message: string
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
