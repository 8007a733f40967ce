import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { Outlet } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RazorpayOptions } from '#src/lib/payments/checkout.ts'
import { aProfile, signIn } from '#src/testing/advertiser.ts'
import { anAddOn, aPlan, plansAnswer } from '#src/testing/plans.ts'
import { renderHire } from '#src/testing/render-hire.tsx'
import { AgentCheckoutPage } from './agent-page.tsx'
import { DescriptivePage } from './descriptive-page.tsx'

vi.mock('@localjobs/web-app/analytics', () => ({ track: vi.fn() }))

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  signIn()
})
afterEach(() => {
  cleanup()
  delete window.Razorpay
})

const PLANS = [
  aPlan({ id: 1, title: 'Basic', price: 299 }),
  aPlan({
    id: 2,
    code: 'premium',
    title: 'Premium',
    price: 599,
    upselling_options: [anAddOn(11, 'Urgent hiring badge', 99)],
  }),
]

const LINK = {
  order_row_id: 40,
  link_id: 'plink_1',
  short_url: 'http://127.0.0.1/api/dev/razorpay/l/plink_1',
  status: 'created',
  amount: 82482,
  advertiser_mobile: '9876543210',
  submission_id: 77,
  job_title: 'Delivery executive',
  plan_title: 'Premium',
  created_at: '2026-11-24T06:00:00.000Z',
  paid_at: null,
}

function api(route: (request: Request, path: string) => Response | undefined) {
  return fakeFetch((request) => {
    const path = new URL(request.url).pathname
    const answer = route(request, path)
    if (answer) return answer
    if (path === '/api/classifieds/v2/packages/') return jsonResponse(plansAnswer(PLANS))
    if (path === '/api/advertisers/v1/profile/') return jsonResponse(aProfile({ advertiser_id: 42 }))
    return jsonResponse({ statusCode: 404, message: 'Not found' }, 404)
  })
}

const renderPage = (path: string, fetch: typeof globalThis.fetch) =>
  renderHire({
    root: Outlet,
    routes: [
      { path: 'agentCheckout', component: AgentCheckoutPage },
      { path: 'descriptivePayment', component: DescriptivePage },
      { path: 'advertiserPaymentStatus', component: () => <h1>Payment status</h1> },
      { path: 'advertiserDashboardPage', component: () => <h1>Dashboard</h1> },
      { path: 'signin', component: () => <h1>Sign-in page</h1> },
    ],
    basepath: '/hire',
    path,
    fetch,
  })

describe('the agent checkout', () => {
  it('refuses a wrong mobile, a missing post number and plan, keeps what was typed, then sends the link and lists it', async () => {
    let links: unknown[] = []
    const { fetch, requests } = api((request, path) => {
      if (path !== '/api/advertisers/v1/payment/link/checkout/') return undefined
      if (request.method === 'POST') {
        links = [LINK]
        return jsonResponse(LINK, 201)
      }
      return jsonResponse({ results: links, pageNumber: 1, hasMore: false })
    })
    await renderPage('/hire/agentCheckout', fetch)
    expect(await screen.findByText('No payment links yet')).toBeTruthy()
    const mobile = screen.getByRole('textbox', { name: 'Advertiser mobile number' })
    fireEvent.change(mobile, { target: { value: '12345' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send payment link' }))
    expect(await screen.findByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9.')).toBeTruthy()
    expect(screen.getByText('Enter the job post number.')).toBeTruthy()
    expect(screen.getByText('Choose a plan.')).toBeTruthy()
    expect((mobile as HTMLInputElement).value).toBe('12345')

    fireEvent.change(mobile, { target: { value: '9876543210' } })
    fireEvent.change(screen.getByRole('textbox', { name: /Job post number/ }), { target: { value: '77' } })
    fireEvent.click(await screen.findByRole('radio', { name: /Premium/ }))
    fireEvent.click(screen.getByRole('button', { name: 'One more district' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Urgent hiring badge (+₹99)' }))
    // ₹599 + ₹100 + ₹99 = ₹798, GST ₹143.64
    expect(screen.getByText('₹941.64')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send payment link' }))
    expect(await screen.findByText('Payment link sent to 9876543210')).toBeTruthy()
    const post = requests.find(
      (r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/link/checkout/'),
    )
    expect(await post?.clone().json()).toEqual({
      mobile_number: '9876543210',
      submission_id: 77,
      package_id: 2,
      upselling_option_id: 11,
      total_districts: 2,
    })
    const list = await screen.findByRole('list')
    expect(within(list).getByText('Waiting for payment')).toBeTruthy()
    expect(within(list).getByText('₹824.82')).toBeTruthy()
  })

  it('says the page is for agents only when the API refuses the role (403)', async () => {
    const { fetch } = api((_r, path) =>
      path === '/api/advertisers/v1/payment/link/checkout/'
        ? jsonResponse({ message: 'Forbidden' }, 403)
        : undefined,
    )
    await renderPage('/hire/agentCheckout', fetch)
    expect(await screen.findByText('This page is for agents only.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send payment link' })).toBeNull()
  })
})

describe('the pay-later page', () => {
  it('explains the plans; Pay orders the chosen plan for the post (descriptive) and opens the checkout', async () => {
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
    const { fetch, requests } = api((_r, path) =>
      path === '/api/payments/razorpay/order/'
        ? jsonResponse(
            {
              id: 'order_D1',
              amount: 35282,
              order_row_id: 50,
              currency: 'INR',
              checkout: {
                key: 'rzp_test_k',
                script_url: '/api/dev/razorpay/checkout.js',
                name: 'Local Jobs',
              },
            },
            201,
          )
        : undefined,
    )
    await renderPage('/hire/descriptivePayment?submission=77', fetch)
    expect(await screen.findByText(/Your job post is listed free/)).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a plan' }))
    expect(await screen.findByText('Choose a plan.')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: /Basic/ }))
    const pay = screen.getByRole('button', { name: 'Pay ₹352.82' })
    await vi.waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false))
    fireEvent.click(pay)
    await vi.waitFor(() => expect(opened).toHaveLength(1))
    const order = requests.find((r) => new URL(r.url).pathname === '/api/payments/razorpay/order/')
    const form = await order?.clone().formData()
    expect(form?.get('amount')).toBe('35282')
    expect(form?.get('submission_id')).toBe('77')
    expect(form?.get('payment_page_type')).toBe('descriptive')
  })

  it('asks for the post when the address has none', async () => {
    const { fetch } = api(() => undefined)
    await renderPage('/hire/descriptivePayment', fetch)
    expect(
      await screen.findByText('Open this page from one of your job posts on the dashboard.'),
    ).toBeTruthy()
  })
})
