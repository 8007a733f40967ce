/**
 * The checkout (spec sections 4 and 8; issue #10), loaded only when a payment starts: the provider's script
 * (`order.checkout.script_url`: Razorpay's, or the local sandbox's) is added on demand, then
 * `new Razorpay({...}).open()`. A script that fails to load calls the failure callback. The handler's answer
 * is validated by the API (the signature against the stored order), then the success callback runs; a
 * `payment.failed` is reported with an empty signature (errors ignored), then the failure callback. Inside an
 * app's web view the checkout runs in redirect mode: the provider posts the result to the API's callback,
 * which answers with the payment status page.
 */
import type { AppType } from '@localjobs/api-client/app-context'
import { isWebView } from '@localjobs/api-client/app-context'
import type { ApiClient } from '@localjobs/api-client/client'
import {
  paymentCallbackUrl,
  reportFailedPayment,
  validatePayment,
} from '@localjobs/api-client/payments/razorpay'
import type { PaymentOrder, PaymentValidation } from '@localjobs/api-client/payments/types'

/** What the provider's handler receives after a payment. */
export interface RazorpaySuccess {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

/** What `payment.failed` carries (the fields used here). */
export interface RazorpayFailure {
  error?: {
    code?: string
    description?: string
    reason?: string
    metadata?: { payment_id?: string; order_id?: string }
  }
}

export interface RazorpayOptions {
  key: string
  order_id: string
  amount: number
  currency: string
  name: string
  handler?: (response: RazorpaySuccess) => void
  modal?: { ondismiss?: () => void }
  prefill?: { contact?: string; name?: string; email?: string }
  redirect?: boolean
  callback_url?: string
  notes?: Record<string, string>
}

export interface RazorpayInstance {
  open(): void
  /** closes the checkout (it stays open after a failed payment, offering another try) */
  close?(): void
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
  }
}

/** Why a checkout ended without a payment. */
export type CheckoutFailure = 'script' | 'payment' | 'validation'

export interface CheckoutCallbacks {
  onSuccess: (validation: PaymentValidation) => void
  onFailure: (reason: CheckoutFailure, validation?: PaymentValidation) => void
  /** the advertiser closed the checkout without paying */
  onDismiss?: () => void
}

export interface CheckoutInput {
  order: PaymentOrder
  totalDistricts: number
  prefill?: RazorpayOptions['prefill']
  /** the app the page runs in: a web view uses redirect mode */
  appType: AppType
  /** the API root the redirect callback is under, as the browser reaches it (default `{origin}/api`) */
  apiRoot?: string
}

const loading = new Map<string, Promise<RazorpayConstructor>>()

/**
 * Adds the checkout script once per URL and resolves with `window.Razorpay`. A script that fails to load (or
 * loads without defining it) rejects, and is forgotten, so a later payment tries again.
 */
export function loadCheckoutScript(url: string, doc: Document = document): Promise<RazorpayConstructor> {
  const ready = doc.defaultView?.Razorpay
  if (ready) return Promise.resolve(ready)
  let promise = loading.get(url)
  if (!promise) {
    promise = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = doc.createElement('script')
      script.src = url
      script.async = true
      script.addEventListener('load', () => {
        const loaded = doc.defaultView?.Razorpay
        if (loaded) resolve(loaded)
        else reject(new Error('checkout script defined no Razorpay'))
      })
      script.addEventListener('error', () => {
        script.remove()
        reject(new Error(`checkout script failed to load: ${url}`))
      })
      doc.head.append(script)
    }).catch((error: unknown) => {
      loading.delete(url)
      throw error
    })
    loading.set(url, promise)
  }
  return promise
}

/** The options the checkout opens with for an order. */
export function checkoutOptions(
  api: ApiClient,
  { order, totalDistricts, prefill, appType, apiRoot }: CheckoutInput,
  callbacks: CheckoutCallbacks,
): RazorpayOptions {
  const options: RazorpayOptions = {
    key: order.checkout.key,
    order_id: order.id,
    amount: order.amount,
    currency: order.currency,
    name: order.checkout.name,
    modal: { ondismiss: () => callbacks.onDismiss?.() },
    handler: (response) => {
      void validatePayment(
        api,
        {
          razorpay_payment_id: response.razorpay_payment_id,
          order_row_id: order.order_row_id,
          razorpay_signature: response.razorpay_signature,
          total_districts: totalDistricts,
        },
        { throwOnError: true },
      ).then(
        (validation) =>
          validation.status === 2
            ? callbacks.onSuccess(validation)
            : callbacks.onFailure('payment', validation),
        () => callbacks.onFailure('validation'),
      )
    },
  }
  if (prefill) options.prefill = prefill
  if (isWebView(appType)) {
    // The web view may not come back to this page's script: the provider posts to the API's callback, which
    // settles the order and answers the payment status page.
    const root = apiRoot ?? `${globalThis.location?.origin ?? ''}/api`
    options.redirect = true
    options.callback_url = paymentCallbackUrl(order.order_row_id, root)
  }
  return options
}

/**
 * Opens the checkout for an order. Resolves once it is open (or failed to open); the callbacks tell the end.
 */
export async function openCheckout(
  api: ApiClient,
  input: CheckoutInput,
  callbacks: CheckoutCallbacks,
  doc: Document = document,
): Promise<void> {
  let Razorpay: RazorpayConstructor
  try {
    Razorpay = await loadCheckoutScript(input.order.checkout.script_url, doc)
  } catch {
    callbacks.onFailure('script')
    return
  }
  const checkout = new Razorpay(checkoutOptions(api, input, callbacks))
  checkout.on('payment.failed', (response) => {
    // The provider's checkout stays open after a failure; ours ends the attempt (the status page offers
    // Pay again, a new order), so it is closed.
    checkout.close?.()
    void reportFailedPayment(api, {
      razorpay_payment_id: response.error?.metadata?.payment_id ?? '',
      order_row_id: input.order.order_row_id,
      total_districts: input.totalDistricts,
    }).then(() => callbacks.onFailure('payment'))
  })
  checkout.open()
}
