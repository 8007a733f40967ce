import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { callMutationOptions } from '../query-options.ts'
import type { PaymentLinkCheckout, PaymentLinkCheckoutBody } from './types.ts'

/**
 * POST /advertisers/v1/payment/link/checkout/ (the agent checkout; method and body are ours) — opens the
 * payment link an agent prepared and answers with the order to pay; validate it like any other payment.
 */
export const checkoutPaymentLink = defineCall<PaymentLinkCheckoutBody, PaymentLinkCheckout>((body) => ({
  method: 'POST',
  path: '/advertisers/v1/payment/link/checkout/',
  json: { link_id: body.link_id },
  auth: 'advertiser',
}))

export const paymentLinkKeys = {
  checkout: ['advertisers', 'payment-link', 'checkout'] as const,
}

export const checkoutPaymentLinkMutationOptions = (client: ApiClient) =>
  callMutationOptions(client, checkoutPaymentLink, paymentLinkKeys.checkout)
