import type { Plan } from '@localjobs/api-client/plans/types'
import { type PostJobFormValues, toWire } from '@localjobs/api-client/submissions/form-mapping'
import type { DraftContext, DraftResponse, SavedDraft } from '@localjobs/api-client/submissions/types'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { Outlet, useSearch } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RazorpayOptions } from '#src/lib/payments/checkout.ts'
import { aProfile, aSession, signIn } from '#src/testing/advertiser.ts'
import { aPlan } from '#src/testing/plans.ts'
import { renderHire } from '#src/testing/render-hire.tsx'
import { SUBMIT_KEY_STORAGE_KEY } from '../submit-state.ts'
import { ReviewPage } from './review-page.tsx'

vi.mock('@localjobs/web-app/toasts', () => ({ showToast: vi.fn() }))
const { showToast } = await import('@localjobs/web-app/toasts')

/** The page's width: a phone (pay_later) unless a test says otherwise (spec section 4's variant). */
const atWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  atWidth(360)
})
afterEach(() => {
  atWidth(1024)
  delete window.Razorpay
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  vi.mocked(showToast).mockClear()
})

const list = (...titles: string[]) => titles.map((title, index) => ({ id: index + 1, title }))

const CONTEXT: DraftContext = {
  job_category: { content_value: [{ id: 2, title: 'Delivery' }] },
  salary: { content_value: [] },
  locations: { states: [] },
  options: {
    job_type: [{ id: 31, title: 'Full time' }],
    shift_timing: [{ id: 41, title: 'Day shift' }],
    job_hours: [],
    fees_charged: [
      { id: 86, title: 'Yes' },
      { id: 87, title: 'No' },
    ],
    fee_reason: [{ id: 'UNIFORM', title: 'Uniform' }],
    preferred_location: [],
    qualification: [{ id: 51, title: '10th pass' }],
    experience: [{ id: 0, title: 'Fresher' }],
    preferred_gender: [{ id: 61, title: 'Any' }],
    preferred_languages: list('Telugu'),
    assets: [],
    skills: [],
    contact_preference: [{ id: 2, title: 'Call' }],
    poster_role: [{ id: 'FROM_COMPANY', title: 'From the company' }],
    company_size: [{ id: 71, title: '1-10' }],
    company_type: [{ id: 81, title: 'Private limited' }],
  },
}

const VALUES: PostJobFormValues = {
  job_category: 2,
  job_title_id: 5,
  title: 'Delivery executive',
  primary_job_role: 5,
  job_type: 31,
  constituency: 9,
  job_location_city: 9,
  preferred_location: 147,
  openings_count: 3,
  salary_min: 12000,
  salary_max: 18000,
  shift_timing: 41,
  fees_charged: 86,
  fee_amount: 500,
  fee_reason: ['UNIFORM'],
  qualification: 51,
  experience: 0,
  preferred_gender: 61,
  other_details: 'Deliver parcels around Benz Circle.',
  mobile_no: '9100000004',
  contact_preference: 2,
  poster_role: 'FROM_COMPANY',
  advertiser_company_name: 'Ravi Traders',
  company_size: 71,
  company_type: 81,
  is_consultancy_name: false,
  company_name: 'Ravi Traders Pvt Ltd',
  plan: 2,
}

const PLANS: Plan[] = [aPlan({ id: 2, code: 'premium', title: 'Premium', price: 599, validity_days: 30 })]

const aDraft = (overrides: Partial<SavedDraft> = {}, values: PostJobFormValues = VALUES): SavedDraft => ({
  step: 4,
  form_version: 3,
  submission_type: 'web',
  values: toWire(values, 3) as SavedDraft['values'],
  updated_at: '2026-11-24T06:00:00.000Z',
  ...overrides,
})

type Answer = Response | (() => Response | Promise<Response>)

/** The API as the review page meets it; `create` answers the create call. */
function reviewApi({
  draft = aDraft(),
  profile = aProfile(),
  create = jsonResponse({ id: 99, status: 'approval_pending', message: 'Submitted' }, 201),
}: {
  draft?: SavedDraft | null
  profile?: ReturnType<typeof aProfile>
  create?: Answer
} = {}) {
  return fakeFetch(async (request) => {
    const path = new URL(request.url).pathname
    if (path === '/api/payments/razorpay/order/')
      return jsonResponse(
        {
          id: 'order_X1',
          amount: 70682,
          order_row_id: 31,
          currency: 'INR',
          checkout: { key: 'rzp_test_k', script_url: '/api/dev/razorpay/checkout.js', name: 'Local Jobs' },
        },
        201,
      )
    if (path === '/api/payments/razorpay/validate/')
      return jsonResponse({ status: 2, message: 'Payment successful', order_row_id: 31 })
    if (path === '/api/advertisers/v1/profile/') return jsonResponse(profile)
    if (path === '/api/submissions/draft/')
      return jsonResponse({ data: { context: CONTEXT, draft } } satisfies DraftResponse)
    if (path === '/api/classifieds/v1/primary-job-roles/')
      return jsonResponse({
        results: [{ id: 5, title: 'Delivery boy', english_name: 'Delivery boy', job_category: 2 }],
      })
    if (path === '/api/classifieds/v2/packages/') return jsonResponse({ results: PLANS })
    if (path === '/api/submissions/v5/submission/')
      return typeof create === 'function' ? create() : create.clone()
    if (path === '/api/submissions/advertisers_parameters_log/') return new Response(null, { status: 201 })
    return jsonResponse({ statusCode: 404, message: 'Not found' }, 404)
  })
}

function Landing({ name }: { name: string }) {
  const search = useSearch({ strict: false })
  return (
    <h1>
      {name} {JSON.stringify(search)}
    </h1>
  )
}

const renderReview = (fetch: typeof globalThis.fetch, locale: 'en' | 'te' = 'en') =>
  renderHire({
    root: Outlet,
    routes: [
      { path: 'advertiserPostJob/review', component: ReviewPage },
      { path: 'advertiserPostJob', component: () => <Landing name="Form" /> },
      { path: 'advertiserDashboardPage', component: () => <Landing name="Dashboard" /> },
      { path: 'advertiserPaymentStatus', component: () => <Landing name="Payment status" /> },
      { path: 'signin', component: () => <h1>Sign-in page</h1> },
    ],
    basepath: '/hire',
    path: '/hire/advertiserPostJob/review',
    fetch,
    locale,
  })

const SPEC_SECTIONS = [
  'Job title',
  'Job role',
  'Job category',
  'Job description',
  'Number of openings',
  'Job type',
  'Monthly income',
  'Job shift',
  'Fees Charged',
  'Minimum education',
  'Years of experience',
  'Preferred gender',
  'Company type',
  'Company name to be displayed',
]

const shownFor = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

const submissionCalls = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === '/api/submissions/v5/submission/')

describe('the review page', () => {
  it("shows the server draft in the spec's sections, option ids as their titles, each with an edit link to its step", async () => {
    signIn()
    const { fetch, requests } = reviewApi()
    await renderReview(fetch)

    expect(await screen.findByRole('heading', { level: 1, name: 'Review your job post' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to all jobs' }).getAttribute('href')).toBe(
      '/hire/advertiserDashboardPage',
    )
    await screen.findByText('Delivery executive')
    const terms = [...document.querySelectorAll('dt')].map((dt) => dt.textContent)
    expect(terms).toEqual([...SPEC_SECTIONS, 'Plan'])
    expect(shownFor('Job title')).toBe('Delivery executive')
    expect(await screen.findByText('Delivery boy')).toBeTruthy()
    expect(shownFor('Job category')).toBe('Delivery')
    expect(shownFor('Job description')).toBe('Deliver parcels around Benz Circle.')
    expect(shownFor('Number of openings')).toBe('3')
    expect(shownFor('Job type')).toBe('Full time')
    expect(shownFor('Monthly income')).toBe('₹12,000 - ₹18,000')
    expect(shownFor('Job shift')).toBe('Day shift')
    expect(shownFor('Fees Charged')).toBe('Yes, ₹500')
    expect(shownFor('Minimum education')).toBe('10th pass')
    expect(shownFor('Years of experience')).toBe('Fresher')
    expect(shownFor('Preferred gender')).toBe('Any')
    expect(shownFor('Company type')).toBe('Private limited')
    expect(shownFor('Company name to be displayed')).toBe('Ravi Traders Pvt Ltd')
    expect(await screen.findByText('Premium, ₹599 · Pay after review')).toBeTruthy()

    const edit = (name: string) => screen.getByRole('link', { name: `Edit ${name}` }).getAttribute('href')
    expect(edit('Job title')).toBe('/hire/advertiserPostJob?step=1')
    expect(edit('Fees Charged')).toBe('/hire/advertiserPostJob?step=1')
    expect(edit('Job description')).toBe('/hire/advertiserPostJob?step=2')
    expect(edit('Years of experience')).toBe('/hire/advertiserPostJob?step=2')
    expect(edit('Company type')).toBe('/hire/advertiserPostJob?step=3')
    expect(edit('Plan')).toBe('/hire/advertiserPostJob?step=4')
    const draftCall = requests.find((r) => new URL(r.url).pathname === '/api/submissions/draft/')
    expect(new URL(draftCall?.url ?? '').searchParams.get('submission_type')).toBeNull()
  })

  it('sends a post that has not reached step 4 back to the form at its step, and one with no draft to step 1', async () => {
    signIn()
    const { router } = await renderReview(reviewApi({ draft: aDraft({ step: 2 }) }).fetch)
    expect(await screen.findByRole('heading', { name: /Form/ })).toBeTruthy()
    expect(router.history.location.pathname).toBe('/hire/advertiserPostJob')
    expect(router.history.location.search).toBe('?step=2')
    cleanup()

    const second = await renderReview(reviewApi({ draft: null }).fetch)
    expect(await screen.findByRole('heading', { name: /Form/ })).toBeTruthy()
    expect(second.router.history.location.search).toBe('')
  })

  it("shows an enterprise account's company in the company rows, which have no edit link (the step is skipped)", async () => {
    signIn(
      aSession({
        type: 'b2b',
        enterprise: {
          advertiserId: 9001,
          companyName: 'Sri Lakshmi Logistics',
          email: 'hr@example.in',
          companyAddress: 'Vijayawada',
          name: 'Lakshmi',
        },
      }),
    )
    const companyFields = ['company_name', 'company_type', 'advertiser_company_name', 'company_size']
    const rest = Object.fromEntries(
      Object.entries(VALUES).filter(([field]) => !companyFields.includes(field)),
    )
    const { fetch, requests } = reviewApi({
      draft: aDraft({ submission_type: 'enterprise' }, rest),
      profile: aProfile({
        advertiser_id: 9001,
        advertiser_type: 'b2b',
        company_name: 'Sri Lakshmi Logistics',
      }),
    })
    await renderReview(fetch)

    await screen.findByText('Delivery executive')
    expect(shownFor('Company name to be displayed')).toBe('Sri Lakshmi Logistics')
    expect(screen.queryByRole('link', { name: 'Edit Company type' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Edit Company name to be displayed' })).toBeNull()
    const draftCall = requests.find((r) => new URL(r.url).pathname === '/api/submissions/draft/')
    expect(new URL(draftCall?.url ?? '').searchParams.get('submission_type')).toBe('enterprise')

    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }))
    await screen.findByRole('heading', { name: /Dashboard/ })
    const body = await submissionCalls(requests)[0]?.clone().formData()
    expect(body?.get('submission_type')).toBe('enterprise')
    expect(body?.get('advertiser_id')).toBe('9001')
  })

  it('submits the post once (form version 3, pay_later, one Idempotency-Key), toasts, logs the parameters and opens the dashboard notice', async () => {
    signIn()
    sessionStorage.setItem('utmParams', '?utm_source=fb&utm_campaign=hire&ref=home')
    // biome-ignore lint/suspicious/noDocumentCookie: the ad cookies the page reads, as the tags set them
    document.cookie = '_ga=GA1.1.111.222'
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = '_fbp=fb.1.333.444'
    const { fetch, requests } = reviewApi()
    const { router } = await renderReview(fetch)

    const submit = await screen.findByRole('button', { name: 'Submit for review' })
    fireEvent.click(submit)
    fireEvent.click(submit)
    expect(await screen.findByRole('heading', { name: /Dashboard/ })).toBeTruthy()
    expect(router.history.location.search).toBe('?posted=true')

    const calls = submissionCalls(requests)
    expect(calls).toHaveLength(1)
    const call = calls[0] as Request
    expect(call.method).toBe('POST')
    expect(call.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/)
    const body = await call.clone().formData()
    expect(body.get('job_monthly_salary_min')).toBe('12000')
    expect(body.get('job_monthly_salary_max')).toBe('18000')
    expect(body.get('job_fee')).toBe('86')
    expect(body.get('plan')).toBe('2')
    expect(body.get('payment_type')).toBe('pay_later')
    expect(body.get('submission_type')).toBe('web')
    expect(body.get('source')).toBe('post_job_form')
    expect(body.get('platform')).toBe('web')
    expect(body.get('page-no')).toBe('4')
    expect(body.get('job_district')).toBe('9')
    // The key is forgotten once the post exists: the next post gets its own.
    expect(sessionStorage.getItem(SUBMIT_KEY_STORAGE_KEY)).toBeNull()

    expect(showToast).toHaveBeenCalledWith({ message: 'Post submitted for review', duration: 3000 })
    await vi.waitFor(() =>
      expect(
        requests.some((r) => new URL(r.url).pathname === '/api/submissions/advertisers_parameters_log/'),
      ).toBe(true),
    )
    const log = requests.find(
      (r) => new URL(r.url).pathname === '/api/submissions/advertisers_parameters_log/',
    )
    expect(await log?.clone().json()).toEqual({
      event_name: 'job_posted_successfully',
      platform: 'web',
      utm: { utm_source: 'fb', utm_campaign: 'hire' },
      extra: { google_client_id: '111.222', meta_browser_id: 'fb.1.333.444' },
    })
  })

  it('pay_now (a wide screen): submits the post pay_now, then orders the plan with the districts and add-on of step 4 and opens the checkout; paid, it shows the payment status', async () => {
    signIn()
    atWidth(1280)
    sessionStorage.setItem('postJobDistricts', '2')
    const opened: { order_id: string; amount: number; key: string }[] = []
    window.Razorpay = class {
      private readonly options: RazorpayOptions
      constructor(options: RazorpayOptions) {
        this.options = options
      }
      on() {}
      open() {
        opened.push(this.options)
        this.options.handler?.({
          razorpay_payment_id: 'pay_1',
          razorpay_order_id: 'order_X1',
          razorpay_signature: 'sig',
        })
      }
    }
    const { fetch, requests } = reviewApi({ profile: aProfile({ advertiser_id: 42 }) })
    const { router } = await renderReview(fetch)
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }))
    expect(await screen.findByRole('heading', { name: /Payment status/ })).toBeTruthy()
    expect(router.history.location.search).toBe('?id=31&status=2')

    const body = await submissionCalls(requests)[0]?.clone().formData()
    expect(body?.get('payment_type')).toBe('pay_now')
    const order = requests.find((r) => new URL(r.url).pathname === '/api/payments/razorpay/order/')
    expect(order?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/)
    const form = await order?.clone().formData()
    // Premium ₹599 + 1 more district at ₹100 = ₹699, GST ₹125.82: 82482 paise
    expect(form?.get('amount')).toBe('82482')
    expect(form?.get('submission_id')).toBe('99')
    expect(form?.get('package_id')).toBe('2')
    expect(form?.get('total_districts')).toBe('2')
    expect(form?.get('payment_page_type')).toBe('post_job')
    expect(form?.get('experiment_payment')).toBe('default')
    expect(opened[0]).toMatchObject({ order_id: 'order_X1', amount: 70682, key: 'rzp_test_k' })
    const validate = requests.find((r) => new URL(r.url).pathname === '/api/payments/razorpay/validate/')
    expect(await validate?.clone().json()).toMatchObject({
      order_row_id: 31,
      razorpay_signature: 'sig',
      total_districts: 2,
    })
    // The choice is used: the next post starts without it.
    expect(sessionStorage.getItem('postJobDistricts')).toBeNull()
  })

  it('pay_now whose checkout is closed: the post stays unpaid and the dashboard shows its notice', async () => {
    signIn()
    atWidth(1280)
    window.Razorpay = class {
      private readonly options: RazorpayOptions
      constructor(options: RazorpayOptions) {
        this.options = options
      }
      on() {}
      open() {
        this.options.modal?.ondismiss?.()
      }
    }
    const { fetch } = reviewApi({ profile: aProfile({ advertiser_id: 42 }) })
    const { router } = await renderReview(fetch)
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }))
    expect(await screen.findByRole('heading', { name: /Dashboard/ })).toBeTruthy()
    expect(router.history.location.search).toBe('?posted=true')
  })

  it('retries a submit whose connection dropped with the same Idempotency-Key', async () => {
    signIn()
    let drop = true
    const { fetch, requests } = reviewApi({
      create: () => {
        if (drop) {
          drop = false
          throw new TypeError('Failed to fetch')
        }
        return jsonResponse({ id: 99, status: 'approval_pending', message: 'Submitted' }, 201)
      },
    })
    await renderReview(fetch)

    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }))
    const problem = await screen.findByRole('alert')
    expect(problem.textContent).toMatch(/could not submit your post|offline/)
    expect(screen.getByText('Delivery executive')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }))
    await screen.findByRole('heading', { name: /Dashboard/ })

    const keys = submissionCalls(requests).map((r) => r.headers.get('idempotency-key'))
    expect(keys.length).toBeGreaterThanOrEqual(2)
    expect(new Set(keys).size).toBe(1)
  })

  it('names the section the server refused, with a link to its step, and keeps the post', async () => {
    signIn()
    const { fetch } = reviewApi({
      create: jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: 'Invalid',
          details: [
            { path: 'job_monthly_salary_max', message: 'Maximum salary must not be less than minimum.' },
          ],
        },
        400,
      ),
    })
    const { router } = await renderReview(fetch)

    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Monthly income: Maximum salary must not be less than minimum.')
    expect(within(alert).getByRole('link', { name: 'Correct Monthly income' }).getAttribute('href')).toBe(
      '/hire/advertiserPostJob?step=1',
    )
    expect(router.history.location.pathname).toBe('/hire/advertiserPostJob/review')
    expect(showToast).not.toHaveBeenCalled()
    expect(sessionStorage.getItem(SUBMIT_KEY_STORAGE_KEY)).toBeNull()
  })

  it('speaks Telugu', async () => {
    signIn()
    await renderReview(reviewApi().fetch, 'te')
    expect(await screen.findByRole('heading', { level: 1, name: 'మీ ఉద్యోగ పోస్ట్‌ను సమీక్షించండి' })).toBeTruthy()
    expect(await screen.findByText('నెలవారీ ఆదాయం', { selector: 'dt' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'సమీక్షకు పంపండి' })).toBeTruthy()
  })
})
