/**
 * Paying for a post's plan (issue #10), loaded only when a payment starts: the order (amount from
 * `choicePrice`, the same `orderPrice` the API checks; one Idempotency-Key per attempt, kept in the tab while
 * the attempt is retried), then the checkout. The outcome is kept in session storage (spec section 3's
 * payment success and failure flag, with the plan and the add-on) and sent as a payment event.
 */
import { PAYMENT_EVENTS } from '@localjobs/analytics/events'
import { paymentExperimentVariant } from '@localjobs/analytics/experiment'
import type { AppType } from '@localjobs/api-client/app-context'
import type { ApiClient } from '@localjobs/api-client/client'
import { ApiOfflineError } from '@localjobs/api-client/errors'
import { choicePrice, isPriced } from '@localjobs/api-client/payments/price'
import { createPaymentOrder } from '@localjobs/api-client/payments/razorpay'
import type { PaymentOrder, PaymentPageType, PaymentResultCode } from '@localjobs/api-client/payments/types'
import type { Plan } from '@localjobs/api-client/plans/types'
import { DEFAULT_LOCATION_ID } from '@localjobs/validation/constants'
import { track } from '@localjobs/web-app/analytics'
import { readTab as read, writeTab as write } from '#src/lib/tab-storage.ts'
import { type CheckoutFailure, openCheckout } from './checkout.ts'

export const PAYMENT_KEY_STORAGE_KEY = 'paymentAttemptKey'
export const PAYMENT_RESULT_STORAGE_KEY = 'paymentResult'

export interface PaymentChoice {
  submissionId: number
  plan: Plan
  upsellingOptionId: number | null
  totalDistricts: number
}

export interface StartPaymentInput extends PaymentChoice {
  /** the enterprise account's advertiser id, or null (a personal account: the API knows the user) */
  advertiserId: number | null
  pageType: PaymentPageType
  appType: AppType
  /** the advertiser's mobile number, filled in the checkout */
  contact?: string | undefined
}

export type PaymentOutcome =
  | { kind: 'paid'; orderRowId: number }
  | { kind: 'failed'; orderRowId: number; reason: CheckoutFailure }
  | { kind: 'dismissed'; orderRowId: number }
  | { kind: 'not-started'; reason: 'offline' | 'refused' }

/** Spec section 3's payment flag: the last payment's result with the plan and add-on it was for. */
export interface PaymentResultFlag {
  status: PaymentResultCode
  orderRowId: number
  submissionId: number
  planId: number
  upsellingOptionId: number | null
  totalDistricts: number
}

export function keepPaymentResult(flag: PaymentResultFlag | null): void {
  write(PAYMENT_RESULT_STORAGE_KEY, flag === null ? null : JSON.stringify(flag))
}

export function keptPaymentResult(): PaymentResultFlag | null {
  try {
    const value: unknown = JSON.parse(read(PAYMENT_RESULT_STORAGE_KEY) ?? 'null')
    return typeof value === 'object' && value !== null && 'orderRowId' in value
      ? (value as PaymentResultFlag)
      : null
  } catch {
    return null
  }
}

/** The attempt's Idempotency-Key: the same while the same choice is retried, a new one for another. */
export function attemptKey(choice: PaymentChoice, makeKey: () => string = () => crypto.randomUUID()): string {
  const id = [choice.submissionId, choice.plan.id, choice.upsellingOptionId ?? 0, choice.totalDistricts].join(
    ':',
  )
  const kept = read(PAYMENT_KEY_STORAGE_KEY)
  if (kept?.startsWith(`${id}|`)) return kept.slice(id.length + 1)
  const key = makeKey()
  write(PAYMENT_KEY_STORAGE_KEY, `${id}|${key}`)
  return key
}

const forgetAttempt = () => write(PAYMENT_KEY_STORAGE_KEY, null)

/** Creates the order and opens the checkout; resolves with how it ended (never in redirect mode). */
export async function startPayment(api: ApiClient, input: StartPaymentInput): Promise<PaymentOutcome> {
  // A plan without its paise (an API older than issue #10) cannot be ordered.
  if (!isPriced(input.plan)) return { kind: 'not-started', reason: 'refused' }
  const price = choicePrice({
    plan: input.plan,
    upsellingOptionId: input.upsellingOptionId,
    totalDistricts: input.totalDistricts,
  })
  const variant = paymentExperimentVariant()
  const properties = {
    plan_id: input.plan.id,
    upselling_option_id: input.upsellingOptionId,
    total_districts: input.totalDistricts,
    amount: price.total,
    payment_page_type: input.pageType,
  }
  let order: PaymentOrder
  try {
    order = await createPaymentOrder(
      api,
      {
        amount: price.total,
        submission_id: input.submissionId,
        package_id: input.plan.id,
        advertiser_id: input.advertiserId,
        experiment_payment: variant,
        payment_page_type: input.pageType,
        upselling_option_id: input.upsellingOptionId,
        location_id: DEFAULT_LOCATION_ID,
        total_districts: input.totalDistricts,
        idempotencyKey: attemptKey(input),
      },
      { throwOnError: true },
    )
  } catch (error) {
    if (error instanceof ApiOfflineError) return { kind: 'not-started', reason: 'offline' }
    forgetAttempt()
    return { kind: 'not-started', reason: 'refused' }
  }
  const paid = order
  const flag = (status: PaymentResultCode) =>
    keepPaymentResult({
      status,
      orderRowId: paid.order_row_id,
      submissionId: input.submissionId,
      planId: input.plan.id,
      upsellingOptionId: input.upsellingOptionId,
      totalDistricts: input.totalDistricts,
    })
  track(PAYMENT_EVENTS.checkoutOpened, { properties, variant_type: variant })
  return new Promise<PaymentOutcome>((resolve) => {
    void openCheckout(
      api,
      {
        order: paid,
        totalDistricts: input.totalDistricts,
        appType: input.appType,
        ...(input.contact ? { prefill: { contact: input.contact } } : {}),
      },
      {
        onSuccess: () => {
          forgetAttempt()
          flag(2)
          track(PAYMENT_EVENTS.paid, { properties, variant_type: variant })
          resolve({ kind: 'paid', orderRowId: paid.order_row_id })
        },
        onFailure: (reason) => {
          // A script that did not load leaves the order open: the same key answers it on a retry.
          if (reason !== 'script') forgetAttempt()
          flag(-1)
          track(PAYMENT_EVENTS.failed, { properties: { ...properties, reason }, variant_type: variant })
          resolve({ kind: 'failed', orderRowId: paid.order_row_id, reason })
        },
        onDismiss: () => {
          track(PAYMENT_EVENTS.dismissed, { properties, variant_type: variant })
          resolve({ kind: 'dismissed', orderRowId: paid.order_row_id })
        },
      },
    )
  })
}
