import { type PaymentVariant, paymentVariant } from '@localjobs/analytics/payment-variant'
import { type AppType, androidBridge, detectAppType, readCookie } from '@localjobs/api-client/app-context'
import type { ApiClient } from '@localjobs/api-client/client'
import { ApiOfflineError, isApiError } from '@localjobs/api-client/errors'
import { createSubmission } from '@localjobs/api-client/submissions/create'
import {
  CURRENT_FORM_VERSION,
  formName,
  type PostJobFormValues,
} from '@localjobs/api-client/submissions/form-mapping'
import { logAdvertiserParameters } from '@localjobs/api-client/submissions/parameters-log'
import type { AdvertiserParametersLogBody, SubmissionSaved } from '@localjobs/api-client/submissions/types'
import { type PostJobStep, postJobStepFields } from '@localjobs/validation/post-job'
import { visitParams } from '#src/lib/utm.ts'
import { forgetSubmitKey, submitKey } from './submit-state.ts'

/** Where a post made on this site says it came from (the `source` submit field; ours, the spec names none). */
export const SUBMIT_SOURCE = 'post_job_form'

/** The parameters log's event after a post (spec section 7: "after a successful post"). */
export const POSTED_EVENT_NAME = 'job_posted_successfully'

/** A field the server refused, the step it is asked on, and the server's words. */
export interface RefusedField {
  field: string
  step: PostJobStep
  message: string
}

export type SubmitOutcome =
  | { kind: 'created'; submission: SubmissionSaved }
  | { kind: 'refused'; problems: RefusedField[] }
  | { kind: 'offline' }
  | { kind: 'failed' }

export interface SubmitInput {
  /** the whole form, as the server draft holds it (form names) */
  values: PostJobFormValues
  advertiserId: number | null
  enterprise: boolean
  platform: AppType
  /** spec section 4's payment variant (`paymentVariant`); pay_later when not given */
  paymentType?: PaymentVariant
}

/**
 * The create call's form: the draft's values plus the submit fields (spec section 3): advertiser_id,
 * job_district (the district the job is in: its constituency), source, submission_type (web or enterprise),
 * page-no (4, the last step), platform, and the payment variant (spec section 4: pay_now opens the checkout
 * once the post exists, pay_later leaves it unpaid until the advertiser pays from the pay-later page).
 */
export function submissionForm({
  values,
  advertiserId,
  enterprise,
  platform,
  paymentType = 'pay_later',
}: SubmitInput): PostJobFormValues {
  return {
    ...values,
    advertiser_id: advertiserId ?? undefined,
    job_district: values.constituency ?? undefined,
    source: SUBMIT_SOURCE,
    submission_type: enterprise ? 'enterprise' : 'web',
    'page-no': 4,
    platform,
    payment_type: paymentType,
  }
}

const stepOf = (field: string): PostJobStep | undefined =>
  ([1, 2, 3, 4] as const).find((step) => (postJobStepFields[step] as readonly string[]).includes(field)) ??
  (field === 'poster_role' ? 2 : undefined)

/** The refusal's fields (in wire or form names) with their steps; a field no step asks for is left out. */
export function refusedFields(details: readonly { path: string; message: string }[]): RefusedField[] {
  const seen = new Set<string>()
  const problems: RefusedField[] = []
  for (const { path, message } of details) {
    const field = formName(path.split('.')[0] ?? path, CURRENT_FORM_VERSION)
    const step = stepOf(field)
    if (step === undefined || seen.has(field)) continue
    seen.add(field)
    problems.push({ field, step, message })
  }
  return problems.sort((a, b) => a.step - b.step)
}

let inFlight: Promise<SubmitOutcome> | null = null

/**
 * Creates the post (form version 3) with the post's Idempotency-Key (`submitKey`: one per post, kept in
 * the tab until the post exists, so a retry after a dropped connection, a reload or a second tap answers
 * the same post). While a submit runs, another call joins it rather than sending a second request. After
 * a creation, the parameters log is sent and its failure ignored.
 */
export function submitPost(api: ApiClient, input: SubmitInput): Promise<SubmitOutcome> {
  inFlight ??= send(api, input).finally(() => {
    inFlight = null
  })
  return inFlight
}

async function send(api: ApiClient, input: SubmitInput): Promise<SubmitOutcome> {
  try {
    const submission = await createSubmission(
      api,
      { version: CURRENT_FORM_VERSION, form: submissionForm(input), idempotencyKey: submitKey() },
      { throwOnError: true },
    )
    forgetSubmitKey()
    void logAdvertiserParameters(api, parametersLogBody(input.platform)).catch(() => undefined)
    return { kind: 'created', submission }
  } catch (error) {
    if (error instanceof ApiOfflineError) return { kind: 'offline' }
    if (isApiError(error) && error.status === 400) {
      const problems = refusedFields(error.body.details ?? [])
      // Refused: nothing was created, and the corrected post is a new request with a new key.
      forgetSubmitKey()
      return problems.length > 0 ? { kind: 'refused', problems } : { kind: 'failed' }
    }
    return { kind: 'failed' }
  }
}

/** The _ga cookie's client id: 'GA1.1.123.456' -> '123.456'. */
export function googleClientId(cookie: string): string | undefined {
  const value = readCookie(cookie, '_ga')
  const parts = value?.split('.') ?? []
  return parts.length >= 4 ? parts.slice(-2).join('.') : undefined
}

/**
 * The parameters log (spec section 7): the event, the platform, the utm params the visit came with, and
 * the ad ids: the tag manager's client id (_ga), the social pixel's browser id (_fbp), the click id.
 */
export function parametersLogBody(
  platform: AppType,
  page: { search?: string; cookie?: string } = {},
): AdvertiserParametersLogBody {
  const cookie = page.cookie ?? (typeof document === 'undefined' ? '' : document.cookie)
  const visit = visitParams(page.search)
  const extra: AdvertiserParametersLogBody['extra'] = {}
  const google = googleClientId(cookie)
  if (google) extra.google_client_id = google
  const meta = readCookie(cookie, '_fbp')
  if (meta) extra.meta_browser_id = meta
  if (visit.clickId) extra.click_id = visit.clickId
  return { event_name: POSTED_EVENT_NAME, platform, utm: visit.utm, extra }
}

/** The app the page runs in (spec section 7's platform): `detectAppType` on this browser. */
export function currentPlatform(): AppType {
  if (typeof window === 'undefined') return 'web'
  return detectAppType({ userAgent: navigator.userAgent, search: location.search, bridge: androidBridge() })
}

/**
 * Spec section 4's payment variant on this browser: pay_now for an enterprise advertiser or a screen wider
 * than 640 px, pay_later on phones and always in an app's web view.
 */
export function currentPaymentVariant(enterprise: boolean): PaymentVariant {
  return paymentVariant({
    isEnterpriseAdvertiser: enterprise,
    width: typeof window === 'undefined' ? 0 : window.innerWidth,
    platform: currentPlatform(),
  })
}
