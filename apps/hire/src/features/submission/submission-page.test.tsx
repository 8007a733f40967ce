import type { Plan } from '@localjobs/api-client/plans/types'
import { type PostJobFormValues, toWire } from '@localjobs/api-client/submissions/form-mapping'
import type { SubmissionDetail } from '@localjobs/api-client/submissions/job'
import type {
  DraftContext,
  FormContextResponse,
  SubmissionStatus,
} from '@localjobs/api-client/submissions/types'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { Outlet } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '#src/testing/advertiser.ts'
import { aPlan } from '#src/testing/plans.ts'
import { renderHire } from '#src/testing/render-hire.tsx'
import { parseSubmissionId, SubmissionPage } from './submission-page.tsx'

vi.mock('@localjobs/web-app/toasts', () => ({ showToast: vi.fn() }))
const { showToast } = await import('@localjobs/web-app/toasts')

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.mocked(showToast).mockClear()
})

const aJob = (overrides: Partial<SubmissionDetail> = {}): SubmissionDetail => ({
  id: 7,
  title: 'Delivery executive',
  status: 'on_hold',
  classified_id: null,
  location: { id: 9, title: 'Vijayawada' },
  openings_count: 3,
  created_at: '2026-11-20T06:30:00.000Z',
  valid_through: null,
  applicants_count: 0,
  new_applicants_count: 0,
  payment_type: 'pay_later',
  plan_paid_at: null,
  status_reason: { code: 'fee_charged', label: 'Asks candidates for money', note: 'Remove the deposit.' },
  values: {},
  plan_id: 1,
  valid_from: null,
  history: [
    {
      id: 1,
      action: 'edit',
      from_status: null,
      to_status: 'approval_pending',
      reason: null,
      reason_label: null,
      note: null,
      actor: { kind: 'advertiser', name: null },
      created_at: '2026-11-20T06:30:00.000Z',
    },
    {
      id: 2,
      action: 'hold',
      from_status: 'approval_pending',
      to_status: 'on_hold',
      reason: null,
      reason_label: 'Asks candidates for money',
      note: 'Remove the deposit.',
      actor: { kind: 'ops', name: null },
      created_at: '2026-11-21T06:30:00.000Z',
    },
  ],
  actions: ['edit'],
  ...overrides,
})

const renderPage = (fetch: typeof globalThis.fetch, id: string | number = 7, locale?: 'en' | 'te') =>
  renderHire({
    root: Outlet,
    routes: [
      { path: 'submissions/$submissionId', component: SubmissionPage },
      { path: 'signin', component: () => <h1>Sign-in page</h1> },
    ],
    basepath: '/hire',
    path: `/hire/submissions/${id}`,
    fetch,
    locale,
  })

/** The form's option lists (the draft call's `context`): the titles the post's option ids are shown as. */
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
    fee_reason: [],
    preferred_location: [],
    qualification: [{ id: 51, title: '10th pass' }],
    experience: [{ id: 0, title: 'Fresher' }],
    preferred_gender: [{ id: 61, title: 'Any' }],
    preferred_languages: [],
    assets: [],
    skills: [],
    contact_preference: [],
    poster_role: [],
    company_size: [],
    company_type: [{ id: 81, title: 'Private limited' }],
  },
}

/** The post as the advertiser wrote it (the answer's `values` are these in form version 3's wire names). */
const VALUES: PostJobFormValues = {
  job_category: 2,
  title: 'Delivery executive',
  primary_job_role: 5,
  job_type: 31,
  openings_count: 3,
  salary_min: 12000,
  salary_max: 18000,
  shift_timing: 41,
  fees_charged: 87,
  qualification: 51,
  experience: 0,
  preferred_gender: 61,
  other_details: 'Deliver parcels around Benz Circle.',
  company_type: 81,
  company_name: 'Ravi Traders Pvt Ltd',
  plan: 2,
}

const PLANS: Plan[] = [
  aPlan({ id: 1, code: 'basic', title: 'Basic', price: 0, validity_days: 15 }),
  aPlan({ id: 2, code: 'premium', title: 'Premium', price: 599, validity_days: 30 }),
]

type Answer = () => Response | Promise<Response>

/**
 * The API as the page meets it: GET the post, the close and renew calls answering the new status, and the
 * lists the post's fields and plan are titled from (the form's context, the roles, the packages).
 */
function jobApi(job: SubmissionDetail, { context, plans }: { context?: Answer; plans?: Answer } = {}) {
  let current = job
  return fakeFetch((request) => {
    const path = new URL(request.url).pathname
    if (path === `/api/submissions/submissions/${job.id}/`) return jsonResponse(current)
    if (path === '/api/submissions/form-context/')
      return context ? context() : jsonResponse({ data: { context: CONTEXT } } satisfies FormContextResponse)
    if (path === '/api/classifieds/v1/primary-job-roles/')
      return jsonResponse({
        results: [{ id: 5, title: 'Delivery boy', english_name: 'Delivery boy', job_category: 2 }],
      })
    if (path === '/api/classifieds/v2/packages/') return plans ? plans() : jsonResponse({ results: PLANS })
    if (path.endsWith('/close/')) {
      current = { ...current, status: 'expired', actions: ['renew'] }
      return jsonResponse({ id: job.id, status: 'expired' })
    }
    if (path.endsWith('/renew/')) {
      current = { ...current, status: 'active', actions: ['close'] }
      return jsonResponse({ id: job.id, status: 'active' })
    }
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404)
  })
}

describe("the job's page", () => {
  it('reads the id from the address: positive whole numbers only', () => {
    expect(parseSubmissionId('7')).toBe(7)
    expect(parseSubmissionId('abc')).toBeNull()
    expect(parseSubmissionId('0')).toBeNull()
    expect(parseSubmissionId('-3')).toBeNull()
    expect(parseSubmissionId('1.5')).toBeNull()
    expect(parseSubmissionId('99999999999999999')).toBeNull()
  })

  it('shows a held post: title, city, On Hold, what to fix, the history oldest first and Edit', async () => {
    signIn()
    const { fetch, requests } = jobApi(aJob())
    await renderPage(fetch)

    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery executive' })).toBeTruthy()
    expect(screen.getByText('Vijayawada')).toBeTruthy()
    expect(screen.getByText('On Hold')).toBeTruthy()
    const fix = screen.getByRole('region', { name: 'What to fix' })
    expect(within(fix).getByText('Asks candidates for money')).toBeTruthy()
    expect(within(fix).getByText('Remove the deposit.')).toBeTruthy()
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Submitted: Approval Pending'),
      expect.stringContaining('Approval Pending → On Hold'),
    ])
    expect(history[0]?.textContent).toContain('20 Nov, 2026')
    const edit = screen.getByRole('link', { name: 'Edit' })
    expect(edit.getAttribute('href')).toBe('/hire/advertiserPostJob?edit=7')
    expect(screen.queryByRole('button', { name: 'Close job' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull()
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer access-1')
  })

  it('shows a rejected post with why, and no reason for a waiting post', async () => {
    signIn()
    await renderPage(jobApi(aJob({ status: 'rejected', actions: [] })).fetch)
    expect(await screen.findByRole('region', { name: 'Why it was rejected' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'What you can do' })).toBeNull()
    cleanup()
    await renderPage(jobApi(aJob({ status: 'approval_pending', status_reason: null })).fetch)
    expect(await screen.findByText('Approval Pending', { selector: '[data-status]' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'What to fix' })).toBeNull()
  })

  const actionsByStatus: [SubmissionStatus, SubmissionDetail['actions'], string[]][] = [
    ['approval_pending', ['edit'], ['Edit']],
    ['on_hold', ['edit'], ['Edit']],
    ['active', ['close'], ['Close job']],
    ['expiring', ['close', 'renew'], ['Renew', 'Renew with changes', 'Close job']],
    ['expired', ['renew'], ['Renew', 'Renew with changes']],
    ['rejected', [], []],
  ]
  // (a paid post: the plan offer has its own test below)
  it.each(actionsByStatus)('offers what the answer lists for %s', async (status, actions, names) => {
    signIn()
    await renderPage(jobApi(aJob({ status, actions, plan_paid_at: '2026-11-24T10:00:00.000Z' })).fetch)
    await screen.findByRole('heading', { level: 1, name: 'Delivery executive' })
    const region = screen.queryByRole('region', { name: 'What you can do' })
    const shown = region
      ? [...within(region).queryAllByRole('link'), ...within(region).queryAllByRole('button')]
      : []
    expect(shown.map((element) => element.textContent).sort()).toEqual([...names].sort())
  })

  it('offers View applicants with their count on a published job, even a rejected one (issue #9)', async () => {
    signIn()
    await renderPage(
      jobApi(aJob({ status: 'active', classified_id: 41, applicants_count: 1204, actions: ['close'] })).fetch,
    )
    const link = await screen.findByRole('link', { name: 'View applicants (1,204)' })
    expect(link.getAttribute('href')).toBe('/hire/applicants/41?job=7')
    cleanup()
    await renderPage(
      jobApi(aJob({ status: 'rejected', classified_id: 41, applicants_count: 2, actions: [] })).fetch,
    )
    expect(await screen.findByRole('link', { name: 'View applicants (2)' })).toBeTruthy()
    cleanup()
    // Not published yet: no applicants to see.
    await renderPage(jobApi(aJob({ status: 'approval_pending', classified_id: null })).fetch)
    await screen.findByRole('heading', { level: 1, name: 'Delivery executive' })
    expect(screen.queryByRole('link', { name: /View applicants/ })).toBeNull()
  })

  it('offers a plan to pay for while the post is unpaid and in review, held or live; not once paid (issue #10)', async () => {
    signIn()
    for (const status of ['approval_pending', 'on_hold', 'active', 'expiring'] as const) {
      await renderPage(
        jobApi(aJob({ status, classified_id: status === 'approval_pending' ? null : 41 })).fetch,
      )
      const link = await screen.findByRole('link', { name: 'Choose a plan and pay' })
      expect(link.getAttribute('href'), status).toBe('/hire/descriptivePayment?submission=7')
      cleanup()
    }
    for (const job of [
      aJob({ status: 'active', classified_id: 41, plan_paid_at: '2026-11-24T10:00:00.000Z' }),
      aJob({ status: 'expired', classified_id: 41 }),
      aJob({ status: 'rejected', classified_id: null }),
    ]) {
      await renderPage(jobApi(job).fetch)
      await screen.findByRole('heading', { level: 1, name: 'Delivery executive' })
      expect(screen.queryByRole('link', { name: 'Choose a plan and pay' }), job.status).toBeNull()
      cleanup()
    }
  })

  it('closes a live job only after the advertiser confirms, then shows Expired and a toast', async () => {
    signIn()
    const { fetch, requests } = jobApi(
      aJob({ status: 'active', status_reason: null, actions: ['close'], valid_from: '2026-11-22T00:00:00Z' }),
    )
    await renderPage(fetch)
    fireEvent.click(await screen.findByRole('button', { name: 'Close job' }))
    expect(requests.some((request) => request.url.endsWith('/close/'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close job' }))
    expect(screen.getByRole('alertdialog').textContent).toContain('Close this job now?')
    fireEvent.click(screen.getByRole('button', { name: 'Yes, close it' }))

    expect(await screen.findByText('Expired', { selector: '[data-status]' })).toBeTruthy()
    const closes = requests.filter((request) => request.url.endsWith('/close/'))
    expect(closes.map((request) => request.method)).toEqual(['POST'])
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Job closed' }))
    expect(screen.getByRole('link', { name: 'Renew with changes' }).getAttribute('href')).toBe(
      '/hire/advertiserPostJob?edit=7&renew=1',
    )
  })

  it('renews an expired job unchanged: Active again', async () => {
    signIn()
    const { fetch } = jobApi(aJob({ status: 'expired', status_reason: null, actions: ['renew'] }))
    await renderPage(fetch)
    fireEvent.click(await screen.findByRole('button', { name: 'Renew' }))
    expect(await screen.findByText('Active', { selector: '[data-status]' })).toBeTruthy()
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Job renewed' }))
  })

  it("says 'Job not found' for another advertiser's post and for a bad id, with the way back", async () => {
    signIn()
    const { fetch } = fakeFetch(() =>
      jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404),
    )
    await renderPage(fetch, 8)
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeTruthy()
    expect(
      screen.getAllByRole('link', { name: 'Back to your jobs' }).map((link) => link.getAttribute('href')),
    ).toContain('/hire/advertiserDashboardPage')
    cleanup()
    const bad = fakeFetch(() => jsonResponse({}))
    await renderPage(bad.fetch, 'abc')
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeTruthy()
    expect(bad.requests.filter((request) => request.url.includes('/submissions/'))).toHaveLength(0)
  })

  it('offers a retry when the network fails, and shows the job once it answers', async () => {
    signIn()
    let fail = true
    const api = jobApi(aJob())
    const { fetch } = fakeFetch((request) => {
      if (fail) return jsonResponse({ statusCode: 503, code: 'UNAVAILABLE', message: 'Down' }, 503)
      return api.fetch(request)
    })
    await renderPage(fetch)
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toContain('We could not load your job.')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery executive' })).toBeTruthy()
  })

  const field = (region: HTMLElement, name: string) =>
    within(region).getByText(name, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent

  it("lists the post's fields as the advertiser wrote them, option ids as titles, and its plan (issue #9)", async () => {
    signIn()
    const job = aJob({ values: toWire(VALUES, 3) as SubmissionDetail['values'], plan_id: 2 })
    await renderPage(jobApi(job).fetch)
    const details = await screen.findByRole('region', { name: 'Job details' })
    expect(await within(details).findByText('Delivery boy')).toBeTruthy()
    expect(field(details, 'Job title')).toBe('Delivery executive')
    expect(field(details, 'Job role')).toBe('Delivery boy')
    expect(field(details, 'Job category')).toBe('Delivery')
    expect(field(details, 'Number of openings')).toBe('3')
    expect(field(details, 'Job type')).toBe('Full time')
    expect(field(details, 'Monthly income')).toBe('₹12,000 - ₹18,000')
    expect(field(details, 'Job shift')).toBe('Day shift')
    expect(field(details, 'Fees Charged')).toBe('No')
    expect(field(details, 'Minimum education')).toBe('10th pass')
    expect(field(details, 'Years of experience')).toBe('Fresher')
    expect(field(details, 'Preferred gender')).toBe('Any')
    expect(field(details, 'Company type')).toBe('Private limited')
    expect(field(details, 'Company name to be displayed')).toBe('Ravi Traders Pvt Ltd')
    expect(field(details, 'Job description')).toBe('Deliver parcels around Benz Circle.')
    // No edit links here: the page's Edit is the way to change the post.
    expect(within(details).queryByRole('link')).toBeNull()
    // The plan, beside the validity, by the post's plan_id (not the first plan).
    expect(await screen.findByText('Premium, ₹599 · 30 days')).toBeTruthy()
    expect(screen.getByText('Plan', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Premium, ₹599 · 30 days',
    )
  })

  it('shows the rest of the page while the fields load, the section alone saying it is loading', async () => {
    signIn()
    let answer: (response: Response) => void = () => undefined
    const pending = new Promise<Response>((resolve) => {
      answer = resolve
    })
    const job = aJob({ values: toWire(VALUES, 3) as SubmissionDetail['values'] })
    await renderPage(jobApi(job, { context: () => pending }).fetch)
    const details = await screen.findByRole('region', { name: 'Job details' })
    expect(within(details).getByRole('status').textContent).toContain('Loading the job details…')
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery executive' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'History' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy()
    answer(jsonResponse({ data: { context: CONTEXT } } satisfies FormContextResponse))
    expect(await within(details).findByText('Full time')).toBeTruthy()
    expect(within(details).queryByRole('status')).toBeNull()
  })

  it('says when the fields could not load, with a retry, and keeps the rest of the page', async () => {
    signIn()
    let fail = true
    const job = aJob({ values: toWire(VALUES, 3) as SubmissionDetail['values'] })
    const { fetch } = jobApi(job, {
      context: () =>
        fail
          ? jsonResponse({ statusCode: 503, code: 'UNAVAILABLE', message: 'Down' }, 503)
          : jsonResponse({ data: { context: CONTEXT } } satisfies FormContextResponse),
    })
    await renderPage(fetch)
    const details = await screen.findByRole('region', { name: 'Job details' })
    const alert = await within(details).findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toContain('We could not load the job details.')
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery executive' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'History' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy()
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(details).findByText('Delivery')).toBeTruthy()
    expect(within(details).queryByRole('alert')).toBeNull()
  })

  it('says when the plan could not load, with a retry beside it', async () => {
    signIn()
    let fail = true
    const { fetch } = jobApi(aJob({ plan_id: 2 }), {
      plans: () =>
        fail
          ? jsonResponse({ statusCode: 503, code: 'UNAVAILABLE', message: 'Down' }, 503)
          : jsonResponse({ results: PLANS }),
    })
    await renderPage(fetch)
    const failed = await screen.findByText(/We could not load the plan\./, {}, { timeout: 5000 })
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery executive' })).toBeTruthy()
    fail = false
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Premium, ₹599 · 30 days')).toBeTruthy()
  })

  it('speaks Telugu: the status label from the api-client', async () => {
    signIn()
    await renderPage(jobApi(aJob()).fetch, 7, 'te')
    expect(await screen.findByText('నిలిపివేయబడింది', { selector: '[data-status]' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'ఏమి సరిచేయాలి' })).toBeTruthy()
  })

  it('sends a signed-out visitor to sign-in', async () => {
    await renderPage(jobApi(aJob()).fetch)
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy()
  })
})
