/**
 * Shapes of the review desk's calls (issue #8: ops only, under /ops/review/). The spec has no screen for
 * the people who review; these calls are ours, documented in apps/api/README.md.
 */
import type { SubmissionAction } from '../submissions/status.ts'
import type { SubmissionStatus } from '../submissions/types.ts'
import type { HoldReason, RejectReason, ReportReason } from './reasons.ts'

/** What the machine checks look for in every submitted post (apps/api README: the rules and weights). */
export type FindingCode =
  | 'fee_charged'
  | 'asks_money'
  | 'work_from_home'
  | 'earn_per_day'
  | 'salary_above_norm'
  | 'shared_contact'
  | 'duplicate'
  | 'external_link'
  | 'contact_in_text'

/** One finding of the machine checks: what, how much it weighs, and why (shown on the desk). */
export interface Finding {
  code: FindingCode
  /** what it adds to the risk score */
  weight: number
  /** why, in English, naming the evidence: 'The description asks for money: "registration fee"' */
  reason: string
  /** the words, number or link that matched, when there is one */
  evidence?: string
}

export type RiskLevel = 'low' | 'medium' | 'high'

export interface Risk {
  score: number
  level: RiskLevel
}

export interface IdTitle {
  id: number
  title: string
}

/** One post waiting in the review queue. */
export interface ReviewQueueItem {
  id: number
  title: string
  status: SubmissionStatus
  risk: Risk
  findings: Finding[]
  city: IdTitle
  category: IdTitle
  advertiser: { id: number; name: string; company_name: string; first_time: boolean }
  /** ISO 8601: when it entered review (its submit, or its resubmit after an edit) */
  waiting_since: string
  created_at: string
}

export interface ReviewQueueQuery {
  /** approval_pending (default) or on_hold (posts held by ops or by seekers' reports) */
  status?: 'approval_pending' | 'on_hold'
  risk?: RiskLevel
  city?: number
  category?: number
  /** only first-time advertisers */
  first_time?: boolean
  cursor?: string | null
  /** 1-50, default 20 */
  limit?: number
}

/** GET /ops/review/submissions/ — riskiest first (high, medium, low), then oldest first; keyset pages. */
export interface ReviewQueuePage {
  results: ReviewQueueItem[]
  next_cursor: string | null
  hasMore: boolean
}

/** One recorded change of a post's status: who, when, from which status to which, and why (append-only). */
export interface SubmissionEvent {
  id: number
  action: SubmissionAction
  from_status: SubmissionStatus | null
  to_status: SubmissionStatus
  /** a RejectReason or HoldReason code, when the action had one */
  reason: RejectReason | HoldReason | null
  /** the reason's label in the caller's language */
  reason_label: string | null
  /** free text ops wrote */
  note: string | null
  /** who: ops, the advertiser, seekers' reports or the system (expiry, auto-approval) */
  actor: { kind: 'ops' | 'advertiser' | 'system' | 'seekers'; name: string | null }
  created_at: string
}

/** One field of the post as the advertiser wrote it, option ids shown as their titles in the caller's language. */
export interface ReviewField {
  /** the form's field name (spec section 3) */
  field: string
  value: string
}

/** GET /ops/review/submissions/{id}/ */
export interface ReviewSubmissionDetail {
  id: number
  status: SubmissionStatus
  title: string
  risk: Risk
  findings: Finding[]
  fields: ReviewField[]
  /** the post's logo as a data URL or a private, signed link; null without one */
  logo_url: string | null
  classified_id: number | null
  valid_through: string | null
  waiting_since: string
  created_at: string
  advertiser: {
    id: number
    name: string
    company_name: string
    mobile_no: string
    kind: 'b2c' | 'b2b'
    posts: number
    approved: number
    rejections: number
    reports: number
    blocked: boolean
  }
  /** oldest first */
  history: SubmissionEvent[]
  /** what ops may do now (from the transition table) */
  actions: Array<'approve' | 'reject' | 'hold' | 'fraud'>
}

/** POST /ops/review/submissions/{id}/decision/ (body: @localjobs/validation/review reviewDecisionSchema). */
export type ReviewDecisionBody =
  | { action: 'approve'; note?: string }
  | { action: 'reject'; reason: RejectReason; note?: string }
  | { action: 'hold'; reason: HoldReason; note?: string }

export interface ReviewDecisionResponse {
  id: number
  status: SubmissionStatus
  classified_id: number | null
  valid_through: string | null
  event: SubmissionEvent
}

/** One short-form sales lead (spec section 7 POST /common/public/v1/lead/) on the desk's leads queue. */
export const SALES_LEAD_STATUSES = ['new', 'contacted', 'converted', 'closed'] as const
export type SalesLeadStatus = (typeof SALES_LEAD_STATUSES)[number]

export interface SalesLeadItem {
  id: number
  mobile_number: string
  name: string | null
  company_name: string | null
  /** the job title as typed, else the picked role's title */
  job_title: string
  n_openings: number
  /** the city as typed, else the picked city's title */
  location_name: string
  /** the page's language when the lead was sent, so the callback speaks it */
  locale: 'en' | 'hi' | 'te'
  status: SalesLeadStatus
  created_at: string
}

export interface SalesLeadsPage {
  results: SalesLeadItem[]
  next_cursor: string | null
  hasMore: boolean
}

/** A reported job on the desk's reports queue: its reports grouped. */
export interface ReportedJob {
  classified_id: number
  submission_id: number | null
  title: string
  status: SubmissionStatus | null
  advertiser: { id: number; name: string; company_name: string; blocked: boolean }
  /** distinct seekers who reported it */
  reporters: number
  reasons: Array<{ reason: ReportReason; count: number }>
  /** the texts seekers wrote with 'other' (and any reason), newest first, at most 5 */
  texts: string[]
  latest_at: string
}

export interface ReportedJobsPage {
  results: ReportedJob[]
  next_cursor: string | null
  hasMore: boolean
}

/** POST /ops/review/submissions/{id}/fraud/ and POST /ops/review/advertisers/{id}/unblock/ */
export interface FraudBody {
  note: string
}

export interface FraudResponse {
  advertiser_id: number
  blocked: boolean
  /** the posts whose status this changed, with their new status */
  changed: Array<{ id: number; status: SubmissionStatus }>
}
