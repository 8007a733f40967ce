import {
  CANDIDATE_TABS,
  type CandidateTab,
  LEAD_SORTS,
  type LeadSort,
  type ReviewStatus,
} from '@localjobs/api-client/leads/types'

/**
 * The applicants page's state in the address (spec section 3's saved client state; decision 034): `tab`,
 * `candidate` (the selected lead's id), `sort`, `status` (the responses' filter) and `job` (the post's
 * submission id, for the page's title and the way back to the job's page). A reload and Back keep them.
 */
export interface ApplicantsSearch {
  tab: CandidateTab
  sort: LeadSort
  /** responses only; undefined: all */
  status?: ReviewStatus
  candidate?: number
  job?: number
}

const REVIEW_STATUSES: readonly ReviewStatus[] = ['to_review', 'contacted']

/** A positive whole number (from the address: a number or its text), else null. */
export function positiveId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : ''
  if (!/^[1-9]\d{0,15}$/.test(text)) return null
  const id = Number(text)
  return Number.isSafeInteger(id) ? id : null
}

const oneOf = <T extends string>(values: readonly T[], raw: unknown): T | undefined =>
  values.find((value) => value === raw)

/** The address's search as the page's state: unknown or bad values fall back to the defaults. */
export function parseApplicantsSearch(search: Record<string, unknown>): ApplicantsSearch {
  const tab = oneOf(CANDIDATE_TABS, search.tab) ?? 'responses'
  const state: ApplicantsSearch = { tab, sort: oneOf(LEAD_SORTS, search.sort) ?? 'newest' }
  const status = tab === 'responses' ? oneOf(REVIEW_STATUSES, search.status) : undefined
  if (status) state.status = status
  const candidate = positiveId(search.candidate)
  if (candidate !== null) state.candidate = candidate
  const job = positiveId(search.job)
  if (job !== null) state.job = job
  return state
}

/** The address of `state`, defaults left out so links stay short. */
export function applicantsSearchParams(state: ApplicantsSearch): string {
  const params = new URLSearchParams()
  if (state.job !== undefined) params.set('job', String(state.job))
  if (state.tab !== 'responses') params.set('tab', state.tab)
  if (state.sort !== 'newest') params.set('sort', state.sort)
  if (state.status) params.set('status', state.status)
  if (state.candidate !== undefined) params.set('candidate', String(state.candidate))
  const text = params.toString()
  return text ? `?${text}` : ''
}
