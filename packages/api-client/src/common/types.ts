/** Shapes of the public common calls (spec sections 3 and 7). */

/** A state (`DEFAULT_STATE_ID` of `@localjobs/validation/constants` is the default). */
export interface StateItem {
  id: number
  /** in the requested language */
  title: string
  short_name: string
}

/** GET /common/public/v1/states/ */
export interface StatesResponse {
  results: StateItem[]
}

/** POST /common/public/v1/lead/ — the short hiring form (spec section 3 lists these fields). */
export interface ShortFormLeadBody {
  mobile_number: string
  /** optional */
  name?: string
  /** 1 to 99 */
  n_openings: number
  /** the state picked before the city (ours: the spec's form asks for it, 'Select a valid state') */
  state_id: number
  /** the job title picked: a primary job role's id (GET /classifieds/v1/primary-job-roles/) */
  job_title_id: number
  location_id: number
  location_name: string
  job_title: string
  /** optional */
  company_name?: string
}

/** The recorded short-form lead; the team calls back. */
export interface ShortFormLeadResponse {
  id: number
  message: string
}
