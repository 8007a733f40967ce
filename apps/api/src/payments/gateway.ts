/**
 * The payment provider as the API uses it (issue #10, decision 035): Razorpay's Orders, Payments and Payment
 * Links APIs and its signature checks, always through the official `razorpay` SDK. With
 * PAYMENTS_PROVIDER=sandbox the same SDK talks to the local sandbox (`/api/dev/razorpay/`), which answers
 * and signs exactly as Razorpay does; with `razorpay` it talks to api.razorpay.com. Routes and jobs get it
 * as `fastify.payments`; nothing else imports the SDK.
 *
 * Shapes are the subset of Razorpay's entities we read, field names as Razorpay spells them. Amounts are
 * paise.
 */

export type ProviderName = 'sandbox' | 'razorpay'

export interface ProviderOrder {
  id: string
  amount: number
  amount_paid: number
  currency: 'INR'
  receipt: string
  status: 'created' | 'attempted' | 'paid'
  notes: Record<string, string>
  created_at: number
}

export interface ProviderPayment {
  id: string
  order_id: string
  amount: number
  currency: 'INR'
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'
  method?: string
  error_code: string | null
  error_description: string | null
  created_at: number
}

export interface ProviderPaymentLink {
  id: string
  short_url: string
  amount: number
  reference_id: string
  status: 'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled'
  /** the payments made through the link (Razorpay: `payments`, null before any) */
  payments: Array<{ payment_id: string; amount: number; status: string }> | null
  order_id?: string
}

export interface CreateOrderInput {
  amount: number
  currency: 'INR'
  receipt: string
  notes: Record<string, string>
}

export interface CreatePaymentLinkInput {
  amount: number
  currency: 'INR'
  reference_id: string
  description: string
  customer: { name?: string; contact: string }
  /** we send the SMS ourselves (through our SMS sender), so Razorpay's notify is off */
  notify: { sms: false; email: false }
  callback_url: string
  callback_method: 'get'
  notes: Record<string, string>
  /** unix seconds */
  expire_by?: number
}

export interface PaymentGateway {
  provider: ProviderName
  /** the public key id the checkout opens with */
  keyId: string
  /** the checkout script the browser loads (Razorpay's, or the sandbox's) */
  checkoutScriptUrl: string
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>
  fetchOrder(orderId: string): Promise<ProviderOrder>
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>
  fetchPayment(paymentId: string): Promise<ProviderPayment>
  createPaymentLink(input: CreatePaymentLinkInput): Promise<ProviderPaymentLink>
  fetchPaymentLink(linkId: string): Promise<ProviderPaymentLink>
  /** checkout's signature: HMAC-SHA256(order_id|payment_id, key secret), through validatePaymentVerification */
  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean
  /** a payment link's callback: HMAC-SHA256(plink_id|reference_id|status|payment_id, key secret) */
  verifyPaymentLink(input: {
    linkId: string
    referenceId: string
    status: string
    paymentId: string
    signature: string
  }): boolean
  /** a webhook: HMAC-SHA256(raw body, webhook secret), through validateWebhookSignature, constant time */
  verifyWebhook(rawBody: string, signature: string): boolean
}
