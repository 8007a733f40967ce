import type { PaymentOrderDetail } from '@localjobs/api-client/payments/types'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { Outlet } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RazorpayOptions } from '#src/lib/payments/checkout.ts'
import { aProfile, signIn } from '#src/testing/advertiser.ts'
import { aPlan, plansAnswer } from '#src/testing/plans.ts'
import { renderHire } from '#src/testing/render-hire.tsx'
import { PaymentHistoryPage } from './history-page.tsx'
import { PaymentStatusPage } from './status-page.tsx'

vi.mock('@localjobs/web-app/analytics', () => ({ track: vi.fn() }))

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  signIn()
})
afterEach(() => {
  cleanup()
  delete window.Razorpay
  delete (globalThis as Record<string, unknown>).Android
})

const anOrder = (overrides: Partial<PaymentOrderDetail> = {}): PaymentOrderDetail => ({
  order_row_id: 31,
  order_id: 'order_X1',
  payment_id: 'pay_P1',
  status: 'paid',
  result: 2,
  plan: { id: 2, code: 'premium', title: 'Premium', validity_days: 30 },
  upsell: null,
  total_districts: 2,
  net_amount: 69900,
  gst_amount: 12582,
  amount: 82482,
  currency: 'INR',
  submission_id: 99,
  job_title: 'Delivery executive',
  created_at: '2026-11-24T06:00:00.000Z',
  paid_at: '2026-11-24T06:05:00.000Z',
  failure_reason: null,
  channel: 'checkout',
  receipt_number: 'LJ-2026-000123',
  seller: { name: 'Local Jobs Pvt Ltd', address: '1 MG Road, Vijayawada 520010', gstin: '37AAAAA0000A1Z5' },
  ...overrides,
})

const PLANS = [aPlan({ id: 2, code: 'premium', title: 'Premium', price: 599, validity_days: 30 })]

type Route = (request: Request, path: string) => Response | undefined

function paymentsApi(route: Route) {
  return fakeFetch((request) => {
    const path = new URL(request.url).pathname
    const answer = route(request, path)
    if (answer) return answer
    if (path === '/api/classifieds/v2/packages/') return jsonResponse(plansAnswer(PLANS))
    if (path === '/api/advertisers/v1/profile/') return jsonResponse(aProfile({ advertiser_id: 42 }))
    return jsonResponse({ statusCode: 404, message: 'Not found' }, 404)
  })
}

/** The result line (the skeleton is a status too, while the order loads). */
const resultLine = (text: string, timeout = 1000) =>
  screen.findByText(text, { selector: '[data-result]' }, { timeout })

const Landing = ({ name }: { name: string }) => <h1>{name}</h1>

const renderPage = (path: string, fetch: typeof globalThis.fetch, locale: 'en' | 'te' = 'en') =>
  renderHire({
    root: Outlet,
    routes: [
      { path: 'advertiserPaymentStatus', component: PaymentStatusPage },
      { path: 'paymentHistory', component: PaymentHistoryPage },
      { path: 'advertiserDashboardPage', component: () => <Landing name="Dashboard" /> },
      { path: 'signin', component: () => <Landing name="Sign-in page" /> },
    ],
    basepath: '/hire',
    path,
    fetch,
    locale,
  })

describe('the payment status page (spec section 4: 2 Success in green, -1 Failed in red)', () => {
  it('2: Success, the order, plan, districts and amount with Indian grouping, and what happens next', async () => {
    const { fetch, requests } = paymentsApi((_r, path) =>
      path === '/api/payments/razorpay/orders/31/' ? jsonResponse(anOrder({ amount: 12345600 })) : undefined,
    )
    await renderPage('/hire/advertiserPaymentStatus?id=31&status=2', fetch)
    const result = await resultLine('Success')
    expect(result.getAttribute('data-result')).toBe('2')
    expect(result.className).toMatch(/green/)
    expect(screen.getByText('order_X1')).toBeTruthy()
    expect(screen.getByText('Premium')).toBeTruthy()
    expect(screen.getByText('₹1,23,456')).toBeTruthy()
    expect(screen.getByText(/Your plan is now active on your job post/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Pay again' })).toBeNull()
    expect(requests.some((r) => new URL(r.url).pathname === '/api/payments/razorpay/orders/31/')).toBe(true)
  })

  it('-1: Failed in red; Pay again orders the same plan, add-on and districts anew and opens the checkout', async () => {
    const opened: RazorpayOptions[] = []
    window.Razorpay = class {
      private readonly options: RazorpayOptions
      constructor(options: RazorpayOptions) {
        this.options = options
      }
      on() {}
      open() {
        opened.push(this.options)
      }
    }
    const { fetch, requests } = paymentsApi((_r, path) => {
      if (path === '/api/payments/razorpay/orders/31/')
        return jsonResponse(anOrder({ status: 'failed', result: -1, paid_at: null, receipt_number: null }))
      if (path === '/api/payments/razorpay/order/')
        return jsonResponse(
          {
            id: 'order_X2',
            amount: 82482,
            order_row_id: 32,
            currency: 'INR',
            checkout: { key: 'rzp_test_k', script_url: '/api/dev/razorpay/checkout.js', name: 'Local Jobs' },
          },
          201,
        )
      return undefined
    })
    await renderPage('/hire/advertiserPaymentStatus?id=31&status=-1', fetch)
    const result = await resultLine('Failed')
    expect(result.className).toMatch(/red/)
    expect(screen.getByText(/The payment did not go through/)).toBeTruthy()

    const again = screen.getByRole('button', { name: 'Pay again' })
    await vi.waitFor(() => expect(again.hasAttribute('disabled')).toBe(false))
    fireEvent.click(again)
    await vi.waitFor(() => expect(opened).toHaveLength(1))
    expect(opened[0]).toMatchObject({ order_id: 'order_X2', amount: 82482 })
    const order = requests.find((r) => new URL(r.url).pathname === '/api/payments/razorpay/order/')
    const form = await order?.clone().formData()
    // ₹599 + one more district at ₹100, GST 18%
    expect(form?.get('amount')).toBe('82482')
    expect(form?.get('submission_id')).toBe('99')
    expect(form?.get('total_districts')).toBe('2')
    expect(form?.get('package_id')).toBe('2')
  })

  it('a still-open order: says it is confirming, reads the order again, then shows the result', async () => {
    let reads = 0
    const { fetch } = paymentsApi((_r, path) => {
      if (path !== '/api/payments/razorpay/orders/31/') return undefined
      reads += 1
      return jsonResponse(
        reads === 1
          ? anOrder({ status: 'created', result: null, payment_id: null, paid_at: null })
          : anOrder(),
      )
    })
    await renderPage('/hire/advertiserPaymentStatus?id=31', fetch)
    expect(await resultLine('We are confirming your payment…')).toBeTruthy()
    expect(await resultLine('Success', 6000)).toBeTruthy()
    expect(reads).toBeGreaterThanOrEqual(2)
  })

  it("says so for another's or an unknown order (404)", async () => {
    const { fetch } = paymentsApi(() => undefined)
    await renderPage('/hire/advertiserPaymentStatus?id=77&status=2', fetch)
    expect(await screen.findByText('We could not find this payment.')).toBeTruthy()
  })

  it('Back opens the dashboard on the web, and closes the web form in the app (its dashboard)', async () => {
    const { fetch } = paymentsApi((_r, path) =>
      path === '/api/payments/razorpay/orders/31/' ? jsonResponse(anOrder()) : undefined,
    )
    await renderPage('/hire/advertiserPaymentStatus?id=31&status=2', fetch)
    fireEvent.click(await screen.findByRole('button', { name: 'Back to dashboard' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy()
    cleanup()

    const closeWebForm = vi.fn()
    ;(globalThis as Record<string, unknown>).Android = { getToken: () => '', logout: vi.fn(), closeWebForm }
    await renderPage('/hire/advertiserPaymentStatus?id=31&status=2', fetch)
    fireEvent.click(await screen.findByRole('button', { name: 'Back to dashboard' }))
    expect(closeWebForm).toHaveBeenCalled()
  })

  it('speaks Telugu', async () => {
    const { fetch } = paymentsApi((_r, path) =>
      path === '/api/payments/razorpay/orders/31/' ? jsonResponse(anOrder()) : undefined,
    )
    await renderPage('/hire/advertiserPaymentStatus?id=31&status=2', fetch, 'te')
    expect(await screen.findByRole('heading', { name: 'చెల్లింపు స్థితి' })).toBeTruthy()
  })
})

describe('the payment history', () => {
  it('lists every order (date, plan, amount with Indian grouping, status); a paid one links to its receipt; more by pageNumber', async () => {
    const { fetch, requests } = paymentsApi((request, path) => {
      if (path !== '/api/payments/razorpay/orders/') return undefined
      const page = new URL(request.url).searchParams.get('pageNumber')
      return page === '1'
        ? jsonResponse({
            results: [
              anOrder({ amount: 10000000 }),
              anOrder({
                order_row_id: 30,
                order_id: 'order_X0',
                status: 'failed',
                result: -1,
                paid_at: null,
                receipt_number: null,
                upsell: { id: 11, title: 'Urgent hiring badge' },
              }),
            ],
            pageNumber: 1,
            hasMore: true,
          })
        : jsonResponse({
            results: [
              anOrder({
                order_row_id: 20,
                order_id: 'order_W',
                status: 'created',
                result: null,
                paid_at: null,
              }),
            ],
            pageNumber: 2,
            hasMore: false,
          })
    })
    await renderPage('/hire/paymentHistory', fetch)
    const paid = await screen.findByRole('article', { name: 'Order order_X1' })
    expect(within(paid).getByText('₹1,00,000')).toBeTruthy()
    expect(within(paid).getByText('Paid')).toBeTruthy()
    expect(within(paid).getByText('24 Nov, 2026')).toBeTruthy()
    expect(
      within(paid)
        .getByRole('link', { name: /Receipt/ })
        .getAttribute('href'),
    ).toBe('/hire/paymentHistory?receipt=31')
    const failed = screen.getByRole('article', { name: 'Order order_X0' })
    expect(within(failed).getByText('Premium + Urgent hiring badge')).toBeTruthy()
    expect(within(failed).getByText('Failed')).toBeTruthy()
    expect(within(failed).queryByRole('link')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    const open = await screen.findByRole('article', { name: 'Order order_W' })
    expect(within(open).getByText('Not paid')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    const pages = requests
      .filter((r) => new URL(r.url).pathname === '/api/payments/razorpay/orders/')
      .map((r) => new URL(r.url).searchParams.get('pageNumber'))
    expect(pages).toEqual(['1', '2'])
  })

  it('says when there are no payments yet', async () => {
    const { fetch } = paymentsApi((_r, path) =>
      path === '/api/payments/razorpay/orders/'
        ? jsonResponse({ results: [], pageNumber: 1, hasMore: false })
        : undefined,
    )
    await renderPage('/hire/paymentHistory', fetch)
    expect(await screen.findByText('No payments yet')).toBeTruthy()
  })

  it('says when the payments could not be loaded, and tries again', async () => {
    let fail = true
    const { fetch } = paymentsApi((_r, path) => {
      if (path !== '/api/payments/razorpay/orders/') return undefined
      return fail
        ? jsonResponse({ message: 'Down' }, 503)
        : jsonResponse({ results: [], pageNumber: 1, hasMore: false })
    })
    await renderPage('/hire/paymentHistory', fetch)
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toContain('We could not load your payments.')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No payments yet')).toBeTruthy()
  })
})

describe('the receipt', () => {
  it('shows the seller (name, address, GSTIN), the ids, net, GST 18% and total, and prints', async () => {
    const print = vi.fn()
    window.print = print
    const { fetch } = paymentsApi((_r, path) =>
      path === '/api/payments/razorpay/orders/31/' ? jsonResponse(anOrder()) : undefined,
    )
    await renderPage('/hire/paymentHistory?receipt=31', fetch)
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeTruthy()
    expect(screen.getByText('Local Jobs Pvt Ltd')).toBeTruthy()
    expect(screen.getByText(/1 MG Road, Vijayawada 520010/)).toBeTruthy()
    expect(screen.getByText(/GSTIN: 37AAAAA0000A1Z5/)).toBeTruthy()
    const shown = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
    expect(shown('Receipt number')).toBe('LJ-2026-000123')
    expect(shown('Order ID')).toBe('order_X1')
    expect(shown('Payment ID')).toBe('pay_P1')
    expect(shown('Amount before GST')).toBe('₹699')
    expect(shown('GST (18%)')).toBe('₹125.82')
    expect(shown('Total')).toBe('₹824.82')
    fireEvent.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalled()
  })

  it('has none for an order not paid', async () => {
    const { fetch } = paymentsApi((_r, path) =>
      path === '/api/payments/razorpay/orders/31/'
        ? jsonResponse(anOrder({ status: 'failed', result: -1, receipt_number: null, paid_at: null }))
        : undefined,
    )
    await renderPage('/hire/paymentHistory?receipt=31', fetch)
    expect(await screen.findByText('This order is not paid, so it has no receipt.')).toBeTruthy()
  })
})
