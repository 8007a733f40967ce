import { createApiClient } from '@localjobs/api-client/client'
import type { PaymentOrder } from '@localjobs/api-client/payments/types'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { memoryTokenStore } from '@localjobs/api-client/token-store'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type CheckoutCallbacks,
  openCheckout,
  type RazorpayFailure,
  type RazorpayOptions,
} from './checkout.ts'

const ORDER: PaymentOrder = {
  id: 'order_ABC',
  amount: 35282,
  order_row_id: 31,
  currency: 'INR',
  checkout: {
    key: 'rzp_test_key',
    script_url: 'http://localhost/api/dev/razorpay/checkout.js',
    name: 'Local Jobs',
  },
}

/** A stand-in for the provider's script: records the options, lets a test fire `payment.failed`. */
function fakeRazorpay() {
  const opened: {
    options: RazorpayOptions
    fail: (response: RazorpayFailure) => void
    closed: () => boolean
  }[] = []
  class Razorpay {
    private failed: (response: RazorpayFailure) => void = () => undefined
    readonly options: RazorpayOptions
    constructor(options: RazorpayOptions) {
      this.options = options
    }
    on(_event: 'payment.failed', callback: (response: RazorpayFailure) => void) {
      this.failed = callback
    }
    private isClosed = false
    close() {
      this.isClosed = true
    }
    open() {
      opened.push({
        options: this.options,
        fail: (response) => this.failed(response),
        closed: () => this.isClosed,
      })
    }
  }
  return { Razorpay, opened }
}

function setUp(
  answer: (request: Request) => Response = () =>
    jsonResponse({ status: 2, message: 'Paid', order_row_id: 31 }),
) {
  const { fetch, requests } = fakeFetch(answer)
  const api = createApiClient({
    baseUrl: 'http://localhost/api',
    fetch,
    tokenStore: memoryTokenStore({ access: 'a', refresh: null }),
  })
  const callbacks = {
    onSuccess: vi.fn(),
    onFailure: vi.fn(),
    onDismiss: vi.fn(),
  } satisfies CheckoutCallbacks
  return { api, requests, callbacks }
}

afterEach(() => {
  delete window.Razorpay
  for (const script of document.head.querySelectorAll('script')) script.remove()
})

describe('the checkout (spec section 4: the script loads on demand)', () => {
  it('calls the failure callback when the script fails to load, and adds the script again next time', async () => {
    // The test DOM refuses to load scripts: every script added fails, as a blocked or offline one does.
    const { api, callbacks } = setUp()
    const added: string[] = []
    const append = vi.spyOn(document.head, 'append').mockImplementation(function (
      this: HTMLHeadElement,
      ...nodes
    ) {
      for (const node of nodes) if (node instanceof HTMLScriptElement) added.push(node.src)
      for (const node of nodes)
        if (node instanceof HTMLScriptElement) queueMicrotask(() => node.dispatchEvent(new Event('error')))
    })
    try {
      await openCheckout(api, { order: ORDER, totalDistricts: 1, appType: 'web' }, callbacks)
      expect(callbacks.onFailure).toHaveBeenCalledWith('script')
      expect(callbacks.onSuccess).not.toHaveBeenCalled()
      await openCheckout(api, { order: ORDER, totalDistricts: 1, appType: 'web' }, callbacks)
      expect(added).toEqual([ORDER.checkout.script_url, ORDER.checkout.script_url])
      expect(callbacks.onFailure).toHaveBeenCalledTimes(2)
    } finally {
      append.mockRestore()
    }
  })

  it('loads the script once it defines Razorpay, and opens the checkout', async () => {
    const { api, callbacks } = setUp()
    const { Razorpay, opened } = fakeRazorpay()
    const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes)
        if (node instanceof HTMLScriptElement)
          queueMicrotask(() => {
            window.Razorpay = Razorpay
            node.dispatchEvent(new Event('load'))
          })
    })
    try {
      await openCheckout(api, { order: ORDER, totalDistricts: 1, appType: 'web' }, callbacks)
      expect(opened).toHaveLength(1)
      expect(callbacks.onFailure).not.toHaveBeenCalled()
    } finally {
      append.mockRestore()
    }
  })

  it('opens with the order (key, order id, amount in paise, currency, name, prefill) and validates the payment before the success callback', async () => {
    const { api, requests, callbacks } = setUp()
    const { Razorpay, opened } = fakeRazorpay()
    window.Razorpay = Razorpay
    await openCheckout(
      api,
      { order: ORDER, totalDistricts: 2, appType: 'web', prefill: { contact: '9876543210' } },
      callbacks,
    )
    const options = opened[0]?.options
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_ABC',
      amount: 35282,
      currency: 'INR',
      name: 'Local Jobs',
      prefill: { contact: '9876543210' },
    })
    expect(options?.redirect).toBeUndefined()

    options?.handler?.({
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_ABC',
      razorpay_signature: 'sig',
    })
    await vi.waitFor(() =>
      expect(callbacks.onSuccess).toHaveBeenCalledWith({ status: 2, message: 'Paid', order_row_id: 31 }),
    )
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/payments/razorpay/validate/')
    expect(await requests[0]?.json()).toEqual({
      razorpay_payment_id: 'pay_1',
      user_role: 9,
      order_row_id: 31,
      razorpay_signature: 'sig',
      total_districts: 2,
    })
    expect(callbacks.onFailure).not.toHaveBeenCalled()
  })

  it('calls the failure callback when the API refuses the signature', async () => {
    const { api, callbacks } = setUp(() => jsonResponse({ message: 'Invalid signature' }, 400))
    const { Razorpay, opened } = fakeRazorpay()
    window.Razorpay = Razorpay
    await openCheckout(api, { order: ORDER, totalDistricts: 1, appType: 'web' }, callbacks)
    opened[0]?.options.handler?.({
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_ABC',
      razorpay_signature: 'bad',
    })
    await vi.waitFor(() => expect(callbacks.onFailure).toHaveBeenCalledWith('validation'))
    expect(callbacks.onSuccess).not.toHaveBeenCalled()
  })

  it.each([
    ['the API records it', () => jsonResponse({ status: -1, message: 'Failed', order_row_id: 31 })],
    ['the API errs (ignored)', () => jsonResponse({ message: 'Server error' }, 500)],
  ])(
    'on payment.failed validates with an empty signature, then the failure callback (%s)',
    async (_case, answer) => {
      const { api, requests, callbacks } = setUp(answer)
      const { Razorpay, opened } = fakeRazorpay()
      window.Razorpay = Razorpay
      await openCheckout(api, { order: ORDER, totalDistricts: 3, appType: 'web' }, callbacks)
      opened[0]?.fail({
        error: { code: 'BAD_REQUEST_ERROR', metadata: { payment_id: 'pay_9', order_id: 'order_ABC' } },
      })
      await vi.waitFor(() => expect(callbacks.onFailure).toHaveBeenCalledWith('payment'))
      expect(await requests[0]?.json()).toEqual({
        razorpay_payment_id: 'pay_9',
        user_role: 9,
        order_row_id: 31,
        razorpay_signature: '',
        total_districts: 3,
      })
      expect(callbacks.onSuccess).not.toHaveBeenCalled()
    },
  )

  it('tells when the advertiser closes the checkout', async () => {
    const { api, callbacks } = setUp()
    const { Razorpay, opened } = fakeRazorpay()
    window.Razorpay = Razorpay
    await openCheckout(api, { order: ORDER, totalDistricts: 1, appType: 'web' }, callbacks)
    opened[0]?.options.modal?.ondismiss?.()
    expect(callbacks.onDismiss).toHaveBeenCalled()
  })

  it.each(['jobs_wbv', 'news_wbv'] as const)(
    "in the app's web view (%s) uses redirect mode back to the API's callback",
    async (appType) => {
      const { api, callbacks } = setUp()
      const { Razorpay, opened } = fakeRazorpay()
      window.Razorpay = Razorpay
      await openCheckout(
        api,
        { order: ORDER, totalDistricts: 1, appType, apiRoot: 'https://jobs.example/api' },
        callbacks,
      )
      expect(opened[0]?.options).toMatchObject({
        redirect: true,
        callback_url:
          'https://jobs.example/api/payments/razorpay/wbv/callback/validate/?id=31&source=payment-status',
      })
    },
  )
})
