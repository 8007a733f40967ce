import { describe, expect, it } from 'vitest'
import { checkoutPaymentLink } from './advertisers/payment-link.ts'
import { getAdvertiserProfile, updateAdvertiserProfile } from './advertisers/profile.ts'
import { generateOtp, logout, resendOtp, verifyEnterpriseOtp, verifyOtp } from './auth/otp.ts'
import { passwordLogin } from './auth/password.ts'
import { migrateLegacyToken, refreshToken } from './auth/token.ts'
import type { ApiRequest } from './call.ts'
import { applyFromSearch, applyToJob } from './classifieds/apply.ts'
import { getCategoryList } from './classifieds/categories.ts'
import { getFeed } from './classifieds/feed.ts'
import { applyFilters, getFilters } from './classifieds/filters.ts'
import { getPromotedJobs } from './classifieds/promoted.ts'
import { getRecommendations } from './classifieds/recommendations.ts'
import { type ApiClient, createApiClient } from './client.ts'
import { createShortFormLead } from './common/lead.ts'
import { getStates } from './common/states.ts'
import { getJobSeekerStatus } from './job-seeker/status.ts'
import { updateReviewStatus } from './leads/review-status.ts'
import {
  getCities,
  getLocalities,
  searchCities,
  searchLocalities,
  searchLocalitiesByLatLong,
} from './locations/locations.ts'
import { sendAppLink } from './notifications/notifications.ts'
import {
  createPaymentLink,
  createPaymentOrder,
  getPaymentHistory,
  getPaymentLinks,
  getPaymentOrder,
  validatePayment,
} from './payments/razorpay.ts'
import { getPlans } from './plans/plans.ts'
import { getPrimaryJobRoles } from './primary-job-roles/primary-job-roles.ts'
import { createSubmission } from './submissions/create.ts'
import { getDraft, saveDraft } from './submissions/draft.ts'
import { getFirstTimeAdvertiser, getSubmissionFilters, getSubmissions } from './submissions/list.ts'
import { logAdvertiserParameters } from './submissions/parameters-log.ts'
import { fakeFetch, jsonResponse } from './testing/fake-fetch.ts'
import { memoryTokenStore } from './token-store.ts'

interface Expected {
  method: ApiRequest['method']
  /** the path under the API root, as the spec writes it */
  path: string
  search?: [string, string][]
  json?: unknown
  form?: [string, string][]
  /** which credentials go with it: the advertiser's bearer token, or none (cookie session / login) */
  auth: ApiRequest['auth']
  headers?: Record<string, string>
}

const mobile = '9876543210'

/** Every call of spec section 7: what goes over the wire. */
const calls: [string, (client: ApiClient) => Promise<unknown>, Expected][] = [
  [
    'generate OTP',
    (c) => generateOtp(c, { mobile_no: mobile }),
    { method: 'POST', path: '/login/otp/generate/', json: { mobile_no: mobile }, auth: 'none' },
  ],
  [
    'verify OTP (web: wa_optin)',
    (c) => verifyOtp(c, { mobile_no: mobile, otp: '1234', wa_optin: 1 }),
    {
      method: 'POST',
      path: '/login/otp/verify/',
      json: { mobile_no: mobile, otp: '1234', wa_optin: 1 },
      auth: 'none',
    },
  ],
  [
    'verify enterprise OTP',
    (c) => verifyEnterpriseOtp(c, { mobile_no: mobile, otp: '1234' }),
    {
      method: 'POST',
      path: '/login/otp/verify-enterprise/',
      json: { mobile_no: mobile, otp: '1234', wa_optin: 0 },
      auth: 'none',
    },
  ],
  [
    'resend OTP',
    (c) => resendOtp(c, { mobile_no: mobile }),
    { method: 'POST', path: '/login/otp/resend/', json: { mobile_no: mobile }, auth: 'none' },
  ],
  ['logout', (c) => logout(c, {}), { method: 'POST', path: '/login/otp/logout/', auth: 'session' }],
  [
    'advertiser logout (the sign-in to revoke)',
    (c) => logout(c, { refresh: 'ref-1' }),
    { method: 'POST', path: '/login/otp/logout/', json: { refresh: 'ref-1' }, auth: 'session' },
  ],
  [
    'advertiser OTP verify (candidateType)',
    (c) => verifyOtp(c, { mobile_no: mobile, otp: '1234', candidateType: 'advertiser' }),
    {
      method: 'POST',
      path: '/login/otp/verify/',
      json: { mobile_no: mobile, otp: '1234', wa_optin: 0, candidateType: 'advertiser' },
      auth: 'none',
    },
  ],
  [
    'advertiser password login (candidateType)',
    (c) => passwordLogin(c, { mobile_no: mobile, password: 's3cret!', candidateType: 'advertiser' }),
    {
      method: 'POST',
      path: '/login/password/',
      json: { mobile_no: mobile, password: 's3cret!', candidateType: 'advertiser' },
      auth: 'none',
    },
  ],
  [
    'advertiser profile',
    (c) => getAdvertiserProfile(c, {}),
    { method: 'GET', path: '/advertisers/v1/profile/', auth: 'advertiser' },
  ],
  [
    'advertiser profile update',
    (c) => updateAdvertiserProfile(c, { name: 'Ravi' }),
    { method: 'PATCH', path: '/advertisers/v1/profile/', json: { name: 'Ravi' }, auth: 'advertiser' },
  ],
  [
    'password login',
    (c) => passwordLogin(c, { mobile_no: mobile, password: 's3cret!' }),
    {
      method: 'POST',
      path: '/login/password/',
      json: { mobile_no: mobile, password: 's3cret!' },
      auth: 'none',
    },
  ],
  [
    'token refresh',
    (c) => refreshToken(c, { refresh: 'ref-1' }),
    { method: 'POST', path: '/user/token/refresh/', json: { refresh: 'ref-1' }, auth: 'none' },
  ],
  [
    'legacy token to JWT',
    (c) => migrateLegacyToken(c, {}),
    { method: 'GET', path: '/user/jwt-tokens/advertiser/me', auth: 'advertiser' },
  ],
  [
    'feed',
    (c) => getFeed(c, { location_slug: 'hyderabad' }),
    {
      method: 'GET',
      path: '/classifieds/classifieds/feed_v2/',
      search: [['location_slug', 'hyderabad']],
      auth: 'session',
    },
  ],
  [
    'filter options',
    (c) => getFilters(c, { filter: 2, location_id: 9 }),
    {
      method: 'GET',
      path: '/classifieds/classifieds/filters_v2/',
      search: [
        ['filter', '2'],
        ['location_id', '9'],
      ],
      auth: 'session',
      headers: { 'accept-language': 'hi' },
    },
  ],
  [
    'apply filters',
    (c) => applyFilters(c, { location_id: 9, page: 1, filters: [{ id: 2, filter_value: [12] }] }),
    {
      method: 'POST',
      path: '/classifieds/classifieds/apply_filters/',
      json: { location_id: 9, page: 1, filters: [{ id: 2, filter_value: [12] }] },
      auth: 'session',
    },
  ],
  [
    'category list (filter id 2)',
    (c) => getCategoryList(c, { page: 3 }),
    {
      method: 'GET',
      path: '/classifieds/classifieds/filters_v2/',
      search: [
        ['filter', '2'],
        ['page', '3'],
        ['type', 'all'],
      ],
      auth: 'session',
    },
  ],
  [
    'recommended jobs (location 9 by default, source jobs_web)',
    (c) => getRecommendations(c, { classified_id: 1001, page: 2 }),
    {
      method: 'GET',
      path: '/classifieds/classifieds/recommendations_v2/',
      search: [
        ['classified_id', '1001'],
        ['page', '2'],
        ['location_id', '9'],
      ],
      auth: 'session',
      headers: { source: 'jobs_web', 'accept-language': 'hi' },
    },
  ],
  [
    'recommended jobs in another location',
    (c) => getRecommendations(c, { classified_id: 1001, page: 1, location_id: 14 }),
    {
      method: 'GET',
      path: '/classifieds/classifieds/recommendations_v2/',
      search: [
        ['classified_id', '1001'],
        ['page', '1'],
        ['location_id', '14'],
      ],
      auth: 'session',
    },
  ],
  [
    'promoted jobs',
    (c) => getPromotedJobs(c, {}),
    {
      method: 'GET',
      path: '/classifieds/classifieds/promoted_jobs_v2/',
      search: [['location_id', '9']],
      auth: 'session',
    },
  ],
  [
    'promoted jobs of several cities (each once, ascending)',
    (c) => getPromotedJobs(c, { location_ids: [31, 9, 31] }),
    {
      method: 'GET',
      path: '/classifieds/classifieds/promoted_jobs_v2/',
      search: [
        ['location_ids', '9'],
        ['location_ids', '31'],
      ],
      auth: 'session',
    },
  ],
  [
    'apply',
    (c) => applyToJob(c, { classified_id: 1001 }),
    {
      method: 'GET',
      path: '/classifieds/classifieds/1001/apply/',
      search: [['type', '0']],
      auth: 'session',
      // A GET that changes state: it carries the CSRF header like a POST.
      headers: { 'x-csrftoken': 'csrf-1' },
    },
  ],
  [
    'apply from search',
    (c) => applyFromSearch(c, { classified_id: 1001 }),
    {
      method: 'POST',
      path: '/classifieds/job_seeker/job_search_apply/',
      json: { classified_id: 1001 },
      auth: 'session',
    },
  ],
  [
    'job seeker status',
    (c) => getJobSeekerStatus(c, { userId: 77 }),
    { method: 'GET', path: '/classifieds/job_seeker/77/status/', auth: 'session' },
  ],
  [
    'draft',
    (c) => getDraft(c, { location_id: 9 }),
    {
      method: 'GET',
      path: '/submissions/draft/',
      search: [
        ['location_id', '9'],
        ['en', '0'],
      ],
      auth: 'advertiser',
    },
  ],
  [
    'draft for an enterprise advertiser in a state',
    (c) => getDraft(c, { location_id: 9, state_id: 91, enterprise: true }),
    {
      method: 'GET',
      path: '/submissions/draft/',
      search: [
        ['location_id', '9'],
        ['en', '0'],
        ['state_id', '91'],
        ['submission_type', 'enterprise'],
      ],
      auth: 'advertiser',
    },
  ],
  [
    'save draft (multipart, App-Type web)',
    (c) =>
      saveDraft(c, {
        step: 1,
        location: 9,
        form: { job_category: 12, salary_min: 12000, assets: ['bike'] },
        version: 1,
        user: 501,
        phone_number: mobile,
        submission_type: 'enterprise',
        experiment_payment: 0,
      }),
    {
      method: 'POST',
      path: '/submissions/draft/',
      search: [
        ['location', '9'],
        ['en', '0'],
        ['locale', 'hi'],
      ],
      form: [
        ['job_category', '12'],
        ['job_monthly_salary_min', '12000'],
        ['assets', '["bike"]'],
        ['page-no', '1'],
        ['form_version', '1'],
        ['user', '501'],
        ['phone_number', mobile],
        ['submission_type', 'enterprise'],
        ['experiment_payment', '0'],
      ],
      auth: 'advertiser',
      headers: { 'app-type': 'web' },
    },
  ],
  [
    'create submission, form version 1',
    (c) =>
      createSubmission(c, {
        version: 1,
        form: { constituency: 31, advertiser_id: 42 },
        idempotencyKey: 'k-1',
      }),
    {
      method: 'POST',
      path: '/submissions/v3/create_submission/',
      form: [
        ['job_place', '31'],
        ['advertiser_id', '42'],
      ],
      auth: 'advertiser',
      headers: { 'idempotency-key': 'k-1' },
    },
  ],
  [
    'create submission, form version 2',
    (c) =>
      createSubmission(c, {
        version: 2,
        form: { constituency: 31, salary_min: 9000 },
        idempotencyKey: 'k-2',
      }),
    {
      method: 'POST',
      path: '/submissions/v4/submissions/',
      form: [
        ['job_city', '31'],
        ['salary_min', '9000'],
      ],
      auth: 'advertiser',
      headers: { 'idempotency-key': 'k-2' },
    },
  ],
  [
    'create submission, form version 3',
    (c) =>
      createSubmission(c, { version: 3, form: { constituency: 31, 'page-no': 3 }, idempotencyKey: 'k-3' }),
    {
      method: 'POST',
      path: '/submissions/v5/submission/',
      form: [
        ['job_place', '31'],
        ['page-no', '3'],
      ],
      auth: 'advertiser',
      headers: { 'idempotency-key': 'k-3' },
    },
  ],
  [
    'advertiser parameters log',
    (c) =>
      logAdvertiserParameters(c, {
        event_name: 'job_posted',
        platform: 'web',
        utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'drivers' },
        extra: { google_client_id: 'GA1.1.123', meta_browser_id: 'fb.1.456', click_id: 'gclid-789' },
      }),
    {
      method: 'POST',
      path: '/submissions/advertisers_parameters_log/',
      json: {
        event_name: 'job_posted',
        platform: 'web',
        utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'drivers' },
        extra: { google_client_id: 'GA1.1.123', meta_browser_id: 'fb.1.456', click_id: 'gclid-789' },
      },
      auth: 'advertiser',
    },
  ],
  [
    "advertiser's jobs (status list, limit 10 by default)",
    (c) => getSubmissions(c, { status: ['active', 'expiring'], cursor: 'abc' }),
    {
      method: 'GET',
      path: '/submissions/submissions/',
      search: [
        ['status', 'active'],
        ['status', 'expiring'],
        ['cursor', 'abc'],
        ['limit', '10'],
      ],
      auth: 'advertiser',
    },
  ],
  [
    "advertiser's job list filters",
    (c) => getSubmissionFilters(c, {}),
    { method: 'GET', path: '/submissions/submissions/v2/filters', auth: 'advertiser' },
  ],
  [
    'first-time advertiser',
    (c) => getFirstTimeAdvertiser(c, {}),
    { method: 'GET', path: '/submissions/submissions/first_time_advertiser', auth: 'advertiser' },
  ],
  [
    'lead review status',
    (c) => updateReviewStatus(c, { classifiedId: 1001, leadId: 55, review_status: 'contacted' }),
    {
      method: 'PATCH',
      path: '/classifieds/classifieds/1001/leads/55/update_review_status/',
      json: { review_status: 'contacted' },
      auth: 'advertiser',
    },
  ],
  [
    'send app link',
    (c) => sendAppLink(c, { mobile_no: mobile }),
    { method: 'POST', path: '/notifications/send_sms/', json: { mobile_no: mobile }, auth: 'session' },
  ],
  [
    'cities',
    (c) => getCities(c, { state_id: 91 }),
    { method: 'GET', path: '/locations/cities/', search: [['state_id', '91']], auth: 'session' },
  ],
  [
    'cities, search as you type',
    (c) => searchCities(c, { q: 'hyd' }),
    { method: 'GET', path: '/locations/cities/search_as_you_type/', search: [['q', 'hyd']], auth: 'session' },
  ],
  [
    'localities',
    (c) => getLocalities(c, { city_id: 9 }),
    { method: 'GET', path: '/locations/localities/', search: [['city_id', '9']], auth: 'session' },
  ],
  [
    'localities, search as you type',
    (c) => searchLocalities(c, { q: 'madh', city_id: 9 }),
    {
      method: 'GET',
      path: '/locations/localities/search_as_you_type/',
      search: [
        ['q', 'madh'],
        ['city_id', '9'],
      ],
      auth: 'session',
    },
  ],
  [
    'localities near a point',
    (c) => searchLocalitiesByLatLong(c, { lat: 17.4483, long: 78.3915 }),
    {
      method: 'GET',
      path: '/locations/localities/search_latlong/',
      search: [
        ['lat', '17.4483'],
        ['long', '78.3915'],
      ],
      auth: 'session',
    },
  ],
  ['plans', (c) => getPlans(c, {}), { method: 'GET', path: '/classifieds/v2/packages/', auth: 'advertiser' }],
  [
    'primary job roles',
    (c) => getPrimaryJobRoles(c, {}),
    { method: 'GET', path: '/classifieds/v1/primary-job-roles/', auth: 'session' },
  ],
  [
    'short hiring form lead',
    (c) =>
      createShortFormLead(c, {
        mobile_number: mobile,
        name: 'Ravi',
        n_openings: 3,
        state_id: 36,
        job_title_id: 7,
        location_id: 9,
        location_name: 'Hyderabad',
        job_title: 'Driver',
        company_name: 'Sri Sai Travels',
      }),
    {
      method: 'POST',
      path: '/common/public/v1/lead/',
      json: {
        mobile_number: mobile,
        name: 'Ravi',
        n_openings: 3,
        state_id: 36,
        job_title_id: 7,
        location_id: 9,
        location_name: 'Hyderabad',
        job_title: 'Driver',
        company_name: 'Sri Sai Travels',
      },
      auth: 'session',
    },
  ],
  ['states', (c) => getStates(c, {}), { method: 'GET', path: '/common/public/v1/states/', auth: 'session' }],
  [
    'payment link checkout',
    (c) => checkoutPaymentLink(c, { link_id: 'pl_9x' }),
    {
      method: 'POST',
      path: '/advertisers/v1/payment/link/checkout/',
      json: { link_id: 'pl_9x' },
      auth: 'advertiser',
    },
  ],
  [
    'payment order (multipart, amount in paise, submission and Idempotency-Key)',
    (c) =>
      createPaymentOrder(c, {
        amount: 49950,
        submission_id: 77,
        package_id: 2,
        profile_id: 8,
        advertiser_id: 42,
        experiment_payment: 'variant',
        payment_page_type: 'post_job',
        upselling_option_id: 5,
        location_id: 9,
        total_districts: 2,
        idempotencyKey: 'key-1',
      }),
    {
      method: 'POST',
      path: '/payments/razorpay/order/',
      form: [
        ['amount', '49950'],
        ['submission_type', '3'],
        ['package_id', '2'],
        ['profile_id', '8'],
        ['notes', '{"advertiser_id":42}'],
        ['experiment_payment', 'variant'],
        ['payment_page_type', 'post_job'],
        ['meta', '{"package_id":2,"upselling_option_id":5}'],
        ['location_id', '9'],
        ['total_districts', '2'],
        ['submission_id', '77'],
      ],
      headers: { 'idempotency-key': 'key-1' },
      auth: 'advertiser',
    },
  ],
  [
    'payment order without profile, upsell or advertiser id (a personal account)',
    (c) =>
      createPaymentOrder(c, {
        amount: 99900,
        submission_id: 78,
        package_id: 1,
        advertiser_id: null,
        experiment_payment: 'control',
        payment_page_type: 'descriptive',
        upselling_option_id: null,
        location_id: 9,
        total_districts: 1,
        idempotencyKey: 'key-2',
      }),
    {
      method: 'POST',
      path: '/payments/razorpay/order/',
      form: [
        ['amount', '99900'],
        ['submission_type', '3'],
        ['package_id', '1'],
        ['notes', '{}'],
        ['experiment_payment', 'control'],
        ['payment_page_type', 'descriptive'],
        ['meta', '{"package_id":1}'],
        ['location_id', '9'],
        ['total_districts', '1'],
        ['submission_id', '78'],
      ],
      headers: { 'idempotency-key': 'key-2' },
      auth: 'advertiser',
    },
  ],
  [
    'one payment order',
    (c) => getPaymentOrder(c, { orderRowId: 31 }),
    { method: 'GET', path: '/payments/razorpay/orders/31/', auth: 'advertiser' },
  ],
  [
    'payment history (pageNumber)',
    (c) => getPaymentHistory(c, { pageNumber: 2 }),
    { method: 'GET', path: '/payments/razorpay/orders/', search: [['pageNumber', '2']], auth: 'advertiser' },
  ],
  [
    'agent payment link',
    (c) =>
      createPaymentLink(c, {
        mobile_number: mobile,
        submission_id: 77,
        package_id: 2,
        upselling_option_id: 5,
        total_districts: 3,
      }),
    {
      method: 'POST',
      path: '/advertisers/v1/payment/link/checkout/',
      json: {
        mobile_number: mobile,
        submission_id: 77,
        package_id: 2,
        upselling_option_id: 5,
        total_districts: 3,
      },
      auth: 'advertiser',
    },
  ],
  [
    "the agent's payment links",
    (c) => getPaymentLinks(c, {}),
    {
      method: 'GET',
      path: '/advertisers/v1/payment/link/checkout/',
      search: [['pageNumber', '1']],
      auth: 'advertiser',
    },
  ],
  [
    'payment validation (user_role 9)',
    (c) =>
      validatePayment(c, {
        razorpay_payment_id: 'pay_1',
        order_row_id: 31,
        razorpay_signature: 'sig',
        total_districts: 2,
      }),
    {
      method: 'POST',
      path: '/payments/razorpay/validate/',
      json: {
        razorpay_payment_id: 'pay_1',
        user_role: 9,
        order_row_id: 31,
        razorpay_signature: 'sig',
        total_districts: 2,
      },
      auth: 'advertiser',
    },
  ],
]

async function bodyOf(request: Request): Promise<{ json?: unknown; form?: [string, string][] }> {
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/form-data')) {
    const entries = [...(await request.formData()).entries()]
    return { form: entries.map(([key, value]) => [key, String(value)]) }
  }
  const text = await request.text()
  return text ? { json: JSON.parse(text) } : {}
}

describe('every call of spec section 7 goes out as the spec writes it', () => {
  it.each(calls)('%s', async (_name, run, expected) => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({
      baseUrl: 'http://api.test/api',
      fetch,
      locale: 'hi',
      bridge: null,
      cookies: () => 'csrftoken=csrf-1',
      tokenStore: memoryTokenStore({ access: 'acc-1', refresh: 'ref-1' }),
    })

    await run(client)

    expect(requests).toHaveLength(1)
    const request = requests[0]!
    const url = new URL(request.url)
    expect(request.method).toBe(expected.method)
    expect(url.pathname).toBe(`/api${expected.path}`)
    expect([...url.searchParams]).toEqual(expected.search ?? [])
    expect(await bodyOf(request)).toEqual({
      ...(expected.json === undefined ? {} : { json: expected.json }),
      ...(expected.form === undefined ? {} : { form: expected.form }),
    })
    expect(request.headers.get('authorization')).toBe(expected.auth === 'advertiser' ? 'Bearer acc-1' : null)
    const csrf = expected.method === 'GET' && !expected.headers?.['x-csrftoken'] ? null : 'csrf-1'
    expect(request.headers.get('x-csrftoken')).toBe(csrf)
    for (const [name, value] of Object.entries(expected.headers ?? {})) {
      expect(request.headers.get(name)).toBe(value)
    }
  })

  it('describes the same request without sending it (call.request)', () => {
    expect(getRecommendations.request({ classified_id: 5, page: 1 })).toEqual({
      method: 'GET',
      path: '/classifieds/classifieds/recommendations_v2/',
      searchParams: { classified_id: 5, page: 1, location_id: 9 },
      headers: { source: 'jobs_web' },
      auth: 'session',
    })
  })
})
