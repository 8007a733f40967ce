/** Shapes of the payment calls (spec sections 3, 4, 7 and 9; issue #10). Amounts on the wire are in paise. */

import type { PlanCode } from '../plans/types.ts'

/** The payment result codes (spec section 4): 2 Success, -1 Failed. */
export type PaymentResultCode = 2 | -1

/** Where a payment started (`payment_page_type`): step 4 of the post-job form, the pay-later page, a renewal. */
export const PAYMENT_PAGE_TYPES = ['post_job', 'descriptive', 'renew'] as const
export type PaymentPageType = (typeof PAYMENT_PAGE_TYPES)[number]

/** An order's state. `paid` is final: nothing moves a paid order back. */
export const ORDER_STATUSES = ['created', 'attempted', 'paid', 'failed'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** How the browser opens the checkout: the provider's script and the public key (never the secret). */
export interface CheckoutConfig {
  /** the public key id (`rzp_test_…` / `rzp_live_…`, or the sandbox's) */
  key: string
  /** https://checkout.razorpay.com/v1/checkout.js, or the sandbox's script under /api/dev/razorpay/ */
  script_url: string
  /** shown in the checkout's header */
  name: string
}

/**
 * POST /payments/razorpay/order/ — the order the checkout opens (spec section 3: id, amount, order_row_id).
 * A retry with the same Idempotency-Key answers the same order.
 */
export interface PaymentOrder {
  /** the payment provider's order id, passed to the checkout */
  id: string
  /** paise */
  amount: number
  /** our order row, sent back with the validation and in the redirect callback */
  order_row_id: number
  currency: 'INR'
  checkout: CheckoutConfig
}

/** POST /payments/razorpay/validate/ (spec section 7 lists these fields). */
export interface PaymentValidateBody {
  razorpay_payment_id: string
  user_role: 9
  order_row_id: number
  /** empty for a failed payment (spec section 4) */
  razorpay_signature: string
  total_districts: number
}

/** The validation's verdict. */
export interface PaymentValidation {
  status: PaymentResultCode
  message: string
  order_row_id: number
}

/** The seller's details printed on a receipt (from configuration: GST_SELLER_* variables). */
export interface ReceiptSeller {
  name: string
  address: string
  gstin: string
}

/**
 * One order as the payment-status page, the history and the receipt show it:
 * GET /payments/razorpay/orders/{order_row_id}/ and the items of GET /payments/razorpay/orders/.
 */
export interface PaymentOrderDetail {
  order_row_id: number
  /** the provider's order id */
  order_id: string
  /** the provider's payment id once a payment was made (paid or failed) */
  payment_id: string | null
  status: OrderStatus
  /** 2 paid, -1 failed, null while still open */
  result: PaymentResultCode | null
  plan: { id: number; code: PlanCode; title: string; validity_days: number }
  upsell: { id: number; title: string } | null
  total_districts: number
  /** paise: before GST, GST, charged */
  net_amount: number
  gst_amount: number
  amount: number
  currency: 'INR'
  /** the post it pays for */
  submission_id: number
  job_title: string
  created_at: string
  paid_at: string | null
  /** the provider's failure reason, in its words, for a failed payment */
  failure_reason: string | null
  /** 'checkout' (the advertiser paid in the form) or 'link' (an agent's payment link) */
  channel: 'checkout' | 'link'
  /** receipt number, e.g. 'LJ-2026-000123'; null until paid */
  receipt_number: string | null
  seller: ReceiptSeller
}

/** GET /payments/razorpay/orders/?pageNumber=N — the advertiser's orders, newest first (spec: pageNumber, hasMore). */
export interface PaymentHistoryPage {
  results: PaymentOrderDetail[]
  pageNumber: number
  hasMore: boolean
}

/** POST /advertisers/v1/payment/link/checkout/ — an agent prepares a payment for an advertiser. */
export interface PaymentLinkBody {
  /** the advertiser's mobile number (10 digits); the link is sent there by SMS */
  mobile_number: string
  submission_id: number
  package_id: number
  upselling_option_id?: number
  total_districts: number
}

export type PaymentLinkStatus = 'created' | 'paid' | 'expired' | 'cancelled'

export interface PaymentLink {
  order_row_id: number
  /** the provider's payment link id (plink_…) */
  link_id: string
  short_url: string
  status: PaymentLinkStatus
  amount: number
  advertiser_mobile: string
  submission_id: number
  job_title: string
  plan_title: string
  created_at: string
  paid_at: string | null
}

/** GET /advertisers/v1/payment/link/checkout/?pageNumber=N — the agent's links, newest first. */
export interface PaymentLinksPage {
  results: PaymentLink[]
  pageNumber: number
  hasMore: boolean
}
