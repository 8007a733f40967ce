import { describe, expect, it } from 'vitest'
import { createApiClient } from '../client.ts'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts'
import { memoryTokenStore } from '../token-store.ts'
import { PAYMENT_RESULTS, paymentCallbackUrl, reportFailedPayment, toMinorUnits } from './razorpay.ts'

const baseUrl = 'http://api.test/api'

describe('amounts are sent in paise (spec section 9)', () => {
  it.each([
    [499, 49900],
    [499.5, 49950],
    [0.1, 10],
    [1234.567, 123457],
    [0, 0],
  ])('₹%d -> %i', (rupees, paise) => {
    expect(toMinorUnits(rupees)).toBe(paise)
  })
})

describe('payment result codes (spec section 4)', () => {
  it.each([
    [2, 'Success', 'green'],
    [-1, 'Failed', 'red'],
  ] as const)('%i is %s (%s)', (code, label, colour) => {
    expect(PAYMENT_RESULTS[code]).toEqual({ label, colour })
  })
})

describe('the redirect callback URL (spec section 7)', () => {
  it.each([
    [31, undefined, '/api/payments/razorpay/wbv/callback/validate/?id=31&source=payment-status'],
    [
      31,
      'https://jobs.example/api/',
      'https://jobs.example/api/payments/razorpay/wbv/callback/validate/?id=31&source=payment-status',
    ],
  ])('order row %i under %s', (orderRowId, root, expected) => {
    expect(paymentCallbackUrl(orderRowId, root)).toBe(expected)
  })
})

describe('reportFailedPayment (spec section 4)', () => {
  it('validates with an empty signature', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({ status: -1, message: 'Failed' }))
    const client = createApiClient({
      baseUrl,
      fetch,
      tokenStore: memoryTokenStore({ access: 'a', refresh: null }),
    })

    await reportFailedPayment(client, { razorpay_payment_id: 'pay_1', order_row_id: 31, total_districts: 1 })

    expect(await requests[0]?.json()).toEqual({
      razorpay_payment_id: 'pay_1',
      user_role: 9,
      order_row_id: 31,
      razorpay_signature: '',
      total_districts: 1,
    })
  })

  it.each([
    ['an error answer', () => jsonResponse({ message: 'Invalid signature' }, 400)],
    [
      'no answer',
      () => {
        throw new TypeError('fetch failed')
      },
    ],
  ])('ignores %s', async (_case, answer) => {
    const { fetch } = fakeFetch(answer)
    const client = createApiClient({ baseUrl, fetch })

    await expect(
      reportFailedPayment(client, { razorpay_payment_id: 'pay_1', order_row_id: 31, total_districts: 1 }),
    ).resolves.toBeUndefined()
  })
})
