import { describe, expect, it } from 'vitest'
import { createApiClient } from '../client.ts'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts'
import { memoryTokenStore } from '../token-store.ts'
import {
  choicePrice,
  isPriced,
  PAYMENT_RESULTS,
  paymentCallbackUrl,
  paymentHistoryInfiniteQueryOptions,
  paymentResultCode,
  reportFailedPayment,
} from './razorpay.ts'

const baseUrl = 'http://api.test/api'

describe('the price of a plan choice is orderPrice of the paise fields (no rupees times 100)', () => {
  const plan = {
    price_paise: 15920,
    district_price_paise: 5000,
    upselling_options: [{ id: 5, title: 'Urgent', price: 99, price_paise: 9900 }],
  }
  it.each([
    // districts, add-on, net, gst, total
    [1, null, 15920, 2866, 18786],
    [3, null, 25920, 4666, 30586],
    [1, 5, 25820, 4648, 30468],
    [10, 5, 70820, 12748, 83568],
    // an add-on the plan does not offer counts as none
    [1, 99, 15920, 2866, 18786],
  ])('%i district(s), add-on %s: net %i, GST %i, total %i', (totalDistricts, upsell, net, gst, total) => {
    expect(choicePrice({ plan, upsellingOptionId: upsell, totalDistricts })).toEqual({ net, gst, total })
  })
})

describe('isPriced: a plan carries whole paise (an older API answers rupees only)', () => {
  const priced = {
    price_paise: 100,
    district_price_paise: 0,
    upselling_options: [{ id: 1, title: 'x', price: 1, price_paise: 100 }],
  }
  it.each([
    ['every amount in paise', priced, true],
    ['no plan paise', { ...priced, price_paise: undefined as unknown as number }, false],
    ['a fractional paisa', { ...priced, district_price_paise: 1.5 }, false],
    [
      'an add-on without paise',
      { ...priced, upselling_options: [{ id: 1, title: 'x', price: 1 } as never] },
      false,
    ],
  ])('%s -> %s', (_case, plan, expected) => {
    expect(isPriced(plan)).toBe(expected)
  })
})

describe('result codes from the status page query', () => {
  it.each([
    ['2', 2],
    [2, 2],
    ['-1', -1],
    ['', null],
    [undefined, null],
    ['1', null],
  ] as const)('%s -> %s', (value, code) => {
    expect(paymentResultCode(value)).toBe(code)
  })
})

describe('the payment history pages by pageNumber until hasMore is false', () => {
  it('asks for the next page number', () => {
    const client = createApiClient({ baseUrl, fetch: fakeFetch(() => jsonResponse({})).fetch })
    const options = paymentHistoryInfiniteQueryOptions(client)
    const page = (pageNumber: number, hasMore: boolean) => ({ results: [], pageNumber, hasMore })
    expect(options.initialPageParam).toBe(1)
    expect(options.getNextPageParam(page(1, true), [page(1, true)], 1, [1])).toBe(2)
    expect(options.getNextPageParam(page(2, false), [page(1, true), page(2, false)], 2, [1, 2])).toBeNull()
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
