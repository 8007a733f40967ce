/**
 * The analytics vocabulary of spec section 9 as typed constants: categories, toggle events, post-job step
 * events and the CSAT reasons with the event each one sends.
 */

/** Spec section 9: analytics categories. `tap` is the default. */
export const EVENT_CATEGORIES = ['tap', 'toggle', 'screen_view', 'impression', 'swipe'] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]
export const DEFAULT_EVENT_CATEGORY: EventCategory = 'tap'

/** Spec section 9: the switches whose events are toggles (skills, upselling plan, job lists, select-all). */
export const TOGGLE_EVENTS = {
  skills: 'toggle_skills',
  upsellingPlan: 'toggle_upselling_plan',
  activeJobs: 'toggle_active',
  allJobs: 'toggle_all_jobs',
  expiredJobs: 'toggle_expired',
  selectAll: 'toggle_select_all',
} as const
export type ToggleEvent = (typeof TOGGLE_EVENTS)[keyof typeof TOGGLE_EVENTS]

/**
 * The payment's events (issue #10; spec section 9 names the categories, these names are ours): a checkout
 * opened, its three ends, a Retry on the status page, and an agent's payment link. Each carries the payment
 * variant and the experiment arm (`variant_type`).
 */
export const PAYMENT_EVENTS = {
  checkoutOpened: 'payment_checkout_opened',
  paid: 'payment_success',
  failed: 'payment_failed',
  dismissed: 'payment_dismissed',
  retry: 'tap_payment_retry',
  linkCreated: 'payment_link_created',
} as const
export type PaymentEvent = (typeof PAYMENT_EVENTS)[keyof typeof PAYMENT_EVENTS]

/** Spec section 9: events of the post-job stepper (spec section 2: steps 1 to 3 before the plan). */
export const STEP_EVENTS = {
  nextFromJobDetails: 'tap_next_job_details',
  nextFromCandidateRequirements: 'tap_next_candidate_requirements',
  incompleteJobDetails: 'incomplete_job_details_page',
  incompleteCandidateRequirements: 'incomplete_candidate_requirement_page',
  incompleteCompanyDetails: 'incomplete_company_details_page',
} as const
export type StepEvent = (typeof STEP_EVENTS)[keyof typeof STEP_EVENTS]

/** The post-job form steps that have a "next" event. */
export type PostJobStepWithNext = 1 | 2
/** The post-job form steps that report an incomplete page. */
export type PostJobStepWithDetails = 1 | 2 | 3

/** The event sent when "next" is tapped on step 1 or 2. */
export function nextStepEvent(step: PostJobStepWithNext): StepEvent {
  return step === 1 ? STEP_EVENTS.nextFromJobDetails : STEP_EVENTS.nextFromCandidateRequirements
}

/** The event sent when step 1, 2 or 3 is left with required fields missing. */
export function incompleteStepEvent(step: PostJobStepWithDetails): StepEvent {
  if (step === 1) return STEP_EVENTS.incompleteJobDetails
  if (step === 2) return STEP_EVENTS.incompleteCandidateRequirements
  return STEP_EVENTS.incompleteCompanyDetails
}

/** Spec section 9: the reasons an advertiser can give in the CSAT survey, each sent as its own event. */
export const CSAT_REASONS = [
  {
    reason: 'longer_time_to_get_job_live',
    label: 'Longer time to get job live',
    event: 'csat_longer_time_to_get_job_live',
  },
  {
    reason: 'not_getting_relevant_leads',
    label: 'Not getting relevant leads',
    event: 'csat_not_getting_relevant_leads',
  },
  {
    reason: 'not_able_to_find_right_candidates',
    label: 'Not able to find right candidates',
    event: 'csat_not_able_to_find_right_candidates',
  },
  { reason: 'app_web_is_complex', label: 'App web is complex', event: 'csat_app_web_is_complex' },
  {
    reason: 'support_from_the_product_team',
    label: 'Support from the product team',
    event: 'csat_support_from_the_product_team',
  },
] as const
export type CsatReason = (typeof CSAT_REASONS)[number]['reason']
export type CsatEvent = (typeof CSAT_REASONS)[number]['event']

export function csatEventFor(reason: CsatReason): CsatEvent {
  const row = CSAT_REASONS.find((r) => r.reason === reason)
  if (!row) throw new RangeError(`Unknown CSAT reason: ${reason}`)
  return row.event
}

/** Every event name this package knows; any other name is still accepted by `track`. */
export type KnownEventName = ToggleEvent | StepEvent | CsatEvent

/** Toggle events are tracked as `toggle`; every other event defaults to `tap`. */
export function defaultCategoryFor(name: string): EventCategory {
  return (Object.values(TOGGLE_EVENTS) as string[]).includes(name) ? 'toggle' : DEFAULT_EVENT_CATEGORY
}
