import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { PAYMENT_MINOR_UNITS_PER_RUPEE, PAYMENT_SUBMISSION_TYPE, PAYMENT_USER_ROLE } from '../constants.ts'
import { callMutationOptions } from '../query-options.ts'
import { toFormData } from '../submissions/form-mapping.ts'
import type { PaymentOrder, PaymentResultCode, PaymentValidation } from './types.ts'

/** The payment result codes and how the payment-status page shows them (spec section 4). */
export const PAYMENT_RESULTS: Record<
  PaymentResultCode,
  { label: 'Success' | 'Failed'; colour: 'green' | 'red' }
> = {
  2: { label: 'Success', colour: 'green' },
  [-1]: { label: 'Failed', colour: 'red' },
}

/** Rupees to the paise the provider counts in (rounded to a whole paisa). */
export function toMinorUnits(rupees: number): number {
  return Math.round(rupees * PAYMENT_MINOR_UNITS_PER_RUPEE)
}

export interface PaymentOrderInput {
  /** rupees; sent times 100 */
  amount: number
  package_id: number
  profile_id?: number
  /** goes in `notes` */
  advertiser_id: number
  experiment_payment: string | number
  /** which page the payment started on, e.g. 'plan' or 'descriptive' */
  payment_page_type: string
  /** goes in `meta` with the package id */
  upselling_option_id?: number
  location_id: number
  total_districts: number
}

/**
 * POST /payments/razorpay/order/ — multipart (spec section 7): amount in paise, submission_type 3,
 * package_id, optional profile_id, notes and meta as JSON text (`{"advertiser_id":..}`,
 * `{"package_id":..,"upselling_option_id":..}`), experiment_payment, payment_page_type, location_id,
 * total_districts.
 */
export const createPaymentOrder = defineCall<PaymentOrderInput, PaymentOrder>((input) => ({
  method: 'POST',
  path: '/payments/razorpay/order/',
  form: toFormData({
    amount: toMinorUnits(input.amount),
    submission_type: PAYMENT_SUBMISSION_TYPE,
    package_id: input.package_id,
    profile_id: input.profile_id,
    notes: JSON.stringify({ advertiser_id: input.advertiser_id }),
    experiment_payment: input.experiment_payment,
    payment_page_type: input.payment_page_type,
    meta: JSON.stringify(
      input.upselling_option_id === undefined
        ? { package_id: input.package_id }
        : { package_id: input.package_id, upselling_option_id: input.upselling_option_id },
    ),
    location_id: input.location_id,
    total_districts: input.total_districts,
  }),
  auth: 'advertiser',
}))

export interface PaymentValidateInput {
  razorpay_payment_id: string
  order_row_id: number
  razorpay_signature: string
  total_districts: number
}

/** POST /payments/razorpay/validate/ — the server checks the provider's signature (user_role 9). */
export const validatePayment = defineCall<PaymentValidateInput, PaymentValidation>((input) => ({
  method: 'POST',
  path: '/payments/razorpay/validate/',
  json: {
    razorpay_payment_id: input.razorpay_payment_id,
    user_role: PAYMENT_USER_ROLE,
    order_row_id: input.order_row_id,
    razorpay_signature: input.razorpay_signature,
    total_districts: input.total_districts,
  },
  auth: 'advertiser',
}))

/**
 * After a failed payment (spec section 4): a validation with an empty signature, so the server records the
 * failure. Its outcome is ignored; it never throws. The caller then runs its failure callback.
 */
export async function reportFailedPayment(
  client: ApiClient,
  input: Omit<PaymentValidateInput, 'razorpay_signature'>,
): Promise<void> {
  try {
    await validatePayment(client, { ...input, razorpay_signature: '' })
  } catch {
    // Ignored on purpose: the seeker already sees the failure.
  }
}

/** The `source` the redirect callback carries. */
export const PAYMENT_CALLBACK_SOURCE = 'payment-status'

/**
 * The redirect callback a web-view checkout returns to (spec section 7), under the API root:
 * '{apiRoot}/payments/razorpay/wbv/callback/validate/?id={order_row_id}&source=payment-status'.
 */
export function paymentCallbackUrl(orderRowId: number, apiRoot = '/api'): string {
  const search = new URLSearchParams({ id: String(orderRowId), source: PAYMENT_CALLBACK_SOURCE })
  return `${apiRoot.replace(/\/+$/, '')}/payments/razorpay/wbv/callback/validate/?${search}`
}

export const paymentKeys = {
  order: ['payments', 'razorpay', 'order'] as const,
  validate: ['payments', 'razorpay', 'validate'] as const,
}

export const createPaymentOrderMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, createPaymentOrder, paymentKeys.order)

export const validatePaymentMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, validatePayment, paymentKeys.validate)
