import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { PAYMENT_SUBMISSION_TYPE, PAYMENT_USER_ROLE } from '../constants.ts'
import { callMutationOptions } from '../query-options.ts'
import { toFormData } from '../submissions/form-mapping.ts'
import type {
  PaymentHistoryPage,
  PaymentLink,
  PaymentLinkBody,
  PaymentLinksPage,
  PaymentOrder,
  PaymentOrderDetail,
  PaymentPageType,
  PaymentResultCode,
  PaymentValidation,
} from './types.ts'

/** The payment result codes and how the payment-status page shows them (spec section 4). */
export const PAYMENT_RESULTS: Record<
  PaymentResultCode,
  { label: 'Success' | 'Failed'; colour: 'green' | 'red' }
> = {
  2: { label: 'Success', colour: 'green' },
  [-1]: { label: 'Failed', colour: 'red' },
}

/** A result code from a query value ('2', '-1'), or null for anything else (a still-open order). */
export function paymentResultCode(value: unknown): PaymentResultCode | null {
  const text = String(value ?? '')
  return text === '2' ? 2 : text === '-1' ? -1 : null
}

export { choicePrice, isPriced, type PlanChoice } from './price.ts'

export interface PaymentOrderInput {
  /** paise: `orderPrice(...).total` for the chosen plan, add-on and districts */
  amount: number
  /** the post it pays for (the advertiser's own) */
  submission_id: number
  package_id: number
  profile_id?: number | undefined
  /** goes in `notes` when known (an enterprise account's; a personal account's advertiser is the user) */
  advertiser_id: number | null
  /** the payment experiment arm (`paymentExperimentVariant`: control, variant, default) */
  experiment_payment: string
  /** where the payment started: step 4, the pay-later page, a renewal */
  payment_page_type: PaymentPageType
  /** goes in `meta` with the package id */
  upselling_option_id?: number | null | undefined
  location_id: number
  total_districts: number
  /**
   * One key per payment attempt (a `crypto.randomUUID()` kept while the attempt is retried): sent as
   * `Idempotency-Key`, so a second tap or a network retry answers the same order instead of creating another.
   */
  idempotencyKey: string
}

/**
 * POST /payments/razorpay/order/ — multipart (spec section 7): amount in paise, submission_type 3,
 * package_id, optional profile_id, notes and meta as JSON text (`{"advertiser_id":..}`,
 * `{"package_id":..,"upselling_option_id":..}`), experiment_payment, payment_page_type, location_id,
 * total_districts; plus ours: submission_id and the Idempotency-Key header.
 */
export const createPaymentOrder = defineCall<PaymentOrderInput, PaymentOrder>((input) => {
  const upsell = input.upselling_option_id ?? undefined
  return {
    method: 'POST',
    path: '/payments/razorpay/order/',
    form: toFormData({
      amount: input.amount,
      submission_type: PAYMENT_SUBMISSION_TYPE,
      package_id: input.package_id,
      profile_id: input.profile_id,
      notes: JSON.stringify(input.advertiser_id === null ? {} : { advertiser_id: input.advertiser_id }),
      experiment_payment: input.experiment_payment,
      payment_page_type: input.payment_page_type,
      meta: JSON.stringify(
        upsell === undefined
          ? { package_id: input.package_id }
          : { package_id: input.package_id, upselling_option_id: upsell },
      ),
      location_id: input.location_id,
      total_districts: input.total_districts,
      submission_id: input.submission_id,
    }),
    headers: { 'Idempotency-Key': input.idempotencyKey },
    auth: 'advertiser',
  }
})

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
    // Ignored on purpose: the advertiser already sees the failure.
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

/** GET /payments/razorpay/orders/{order_row_id}/ — one of the advertiser's orders (404 for another's). */
export const getPaymentOrder = defineCall<{ orderRowId: number }, PaymentOrderDetail>(({ orderRowId }) => ({
  method: 'GET',
  path: `/payments/razorpay/orders/${encodeURIComponent(String(orderRowId))}/`,
  auth: 'advertiser',
}))

/** GET /payments/razorpay/orders/?pageNumber=N — the advertiser's orders, newest first, 10 a page. */
export const getPaymentHistory = defineCall<{ pageNumber?: number }, PaymentHistoryPage>(
  ({ pageNumber }) => ({
    method: 'GET',
    path: '/payments/razorpay/orders/',
    searchParams: { pageNumber: pageNumber ?? 1 },
    auth: 'advertiser',
  }),
)

/** POST /advertisers/v1/payment/link/checkout/ (agents) — a payment link texted to the advertiser. */
export const createPaymentLink = defineCall<PaymentLinkBody, PaymentLink>((body) => ({
  method: 'POST',
  path: '/advertisers/v1/payment/link/checkout/',
  json: body,
  auth: 'advertiser',
}))

/** GET /advertisers/v1/payment/link/checkout/?pageNumber=N (agents) — the agent's links with their status. */
export const getPaymentLinks = defineCall<{ pageNumber?: number }, PaymentLinksPage>(({ pageNumber }) => ({
  method: 'GET',
  path: '/advertisers/v1/payment/link/checkout/',
  searchParams: { pageNumber: pageNumber ?? 1 },
  auth: 'advertiser',
}))

export const paymentKeys = {
  all: ['payments'] as const,
  order: ['payments', 'razorpay', 'order'] as const,
  validate: ['payments', 'razorpay', 'validate'] as const,
  detail: (client: ApiClient, orderRowId: number) =>
    [...paymentKeys.all, 'detail', client.locale, orderRowId] as const,
  history: (client: ApiClient) => [...paymentKeys.all, 'history', client.locale] as const,
  links: (client: ApiClient) => [...paymentKeys.all, 'links', client.locale] as const,
  createLink: ['payments', 'link', 'create'] as const,
}

export const createPaymentOrderMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, createPaymentOrder, paymentKeys.order)

export const validatePaymentMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, validatePayment, paymentKeys.validate)

export const createPaymentLinkMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, createPaymentLink, paymentKeys.createLink)

export function paymentOrderQueryOptions(client: ApiClient, orderRowId: number) {
  return queryOptions({
    queryKey: paymentKeys.detail(client, orderRowId),
    queryFn: ({ signal }) => getPaymentOrder(client, { orderRowId }, { signal, throwOnError: true }),
  })
}

/** The advertiser's orders as a growing list: `hasMore` asks for `pageNumber + 1`. */
export function paymentHistoryInfiniteQueryOptions(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: paymentKeys.history(client),
    queryFn: ({ pageParam, signal }) =>
      getPaymentHistory(client, { pageNumber: pageParam }, { signal, throwOnError: true }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.pageNumber + 1 : null),
  })
}

/** The agent's payment links as a growing list. */
export function paymentLinksInfiniteQueryOptions(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: paymentKeys.links(client),
    queryFn: ({ pageParam, signal }) =>
      getPaymentLinks(client, { pageNumber: pageParam }, { signal, throwOnError: true }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.pageNumber + 1 : null),
  })
}
