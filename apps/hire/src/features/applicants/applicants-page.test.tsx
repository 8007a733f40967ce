import type { Lead, LeadDetail, ReviewStatus } from '@localjobs/api-client/leads/types'
import type { SubmissionDetail } from '@localjobs/api-client/submissions/job'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { focusManager } from '@tanstack/react-query'
import { Outlet } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '#src/testing/advertiser.ts'
import { renderHire } from '#src/testing/render-hire.tsx'
import { ApplicantsPage } from './applicants-page.tsx'
import { parseApplicantsSearch } from './applicants-search.ts'

vi.mock('@localjobs/web-app/toasts', () => ({ showToast: vi.fn() }))
vi.mock('./open-url.ts', () => {
  const go = vi.fn()
  const close = vi.fn()
  return { pendingTab: vi.fn(() => ({ go, close })), download: vi.fn(), tab: { go, close } }
})
const openUrl = (await import('./open-url.ts')) as unknown as {
  pendingTab: ReturnType<typeof vi.fn>
  download: ReturnType<typeof vi.fn>
  tab: { go: ReturnType<typeof vi.fn>; close: ReturnType<typeof vi.fn> }
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.clearAllMocks()
})

const NOW = Date.now()
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString()

const aResponse = (id: number, name: string, overrides: Partial<Lead> = {}): LeadDetail => ({
  id,
  classified: 12,
  job_seeker: {
    user_name: name,
    user_number: `98765${String(id).padStart(5, '0')}`,
    gender: { title: 'Female' },
    qualification: { value: '12th pass' },
    experience: { value: '1 year' },
    user: 100 + id,
  },
  review_status: 'to_review',
  viewed_at: null,
  created_at: hoursAgo(id),
  match_score: 2,
  matched: ['category', 'locality'],
  verified: false,
  has_resume: true,
  contact_lock: null,
  profile: {
    past_employer: 'City Couriers',
    recent_designation: 'Rider',
    salary: '₹10,000 - ₹15,000',
    job_type: 'Full time',
    work_time: 'Day',
    shift_timing: 'Morning',
    job_categories: ['Delivery'],
    job_role: 'Delivery executive',
    locations: ['Vijayawada'],
    specialization: 'Two-wheeler',
  },
  ...overrides,
})

const aCandidate = (id: number, name: string, overrides: Partial<Lead> = {}): Lead => {
  const { profile: _profile, ...lead } = aResponse(id, name, {
    classified: null,
    review_status: null,
    viewed_at: null,
    has_resume: false,
    contact_lock: 'plan',
    ...overrides,
  })
  return {
    ...lead,
    job_seeker: {
      ...lead.job_seeker,
      user_number: overrides.contact_lock === null ? lead.job_seeker.user_number : null,
    },
  }
}

const aJob = (overrides: Partial<SubmissionDetail> = {}): SubmissionDetail => ({
  id: 7,
  title: 'Delivery executive',
  status: 'active',
  classified_id: 12,
  location: { id: 9, title: 'Vijayawada' },
  openings_count: 3,
  created_at: hoursAgo(48),
  valid_through: null,
  applicants_count: 3,
  new_applicants_count: 3,
  payment_type: 'pay_later',
  plan_paid_at: null,
  status_reason: null,
  values: {},
  plan_id: 1,
  valid_from: null,
  history: [],
  actions: ['close'],
  ...overrides,
})

interface LeadsApiOptions {
  responses?: LeadDetail[]
  database?: Lead[]
  verified?: Lead[]
  contacts?: { allowed: number; left: number }
  resume?: (disposition: string) => Response
  pageSize?: number
  /** awaited by GET lead after it has read the store: a read that answers later than it looked */
  detailGate?: () => Promise<void>
}

/**
 * The leads API as the contract (decision 034) describes it, over a store: keyset pages by a numeric cursor,
 * the review-status filter, the two sorts, GET lead marking viewed, the status change, the resume link and
 * the database contact.
 */
function leadsApi(options: LeadsApiOptions = {}) {
  const store = {
    responses: options.responses ?? [aResponse(1, 'Asha'), aResponse(2, 'Bhanu'), aResponse(3, 'Chandra')],
    database: options.database ?? [],
    verified: options.verified ?? [],
    contacts: { ...(options.contacts ?? { allowed: 0, left: 0 }) },
  }
  const base = '/api/classifieds/classifieds/12'
  const fake = fakeFetch(async (request) => {
    const url = new URL(request.url)
    const path = url.pathname
    if (path === '/api/submissions/submissions/7/') return jsonResponse(aJob())
    if (path === `${base}/`) return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'gone' }, 404)
    if (path === `${base}/leads/` && request.method === 'GET') {
      const tab = (url.searchParams.get('tab') ?? 'responses') as 'responses' | 'database' | 'verified'
      const status = url.searchParams.get('review_status')
      const sort = url.searchParams.get('sort') ?? 'newest'
      const limit = Number(url.searchParams.get('limit') ?? 10)
      const size = Math.min(limit, options.pageSize ?? limit)
      const start = Number(url.searchParams.get('cursor') ?? 0)
      const all = store[tab]
        .filter((lead) => !status || lead.review_status === status)
        .sort((a, b) =>
          sort === 'best_match' && b.match_score !== a.match_score
            ? b.match_score - a.match_score
            : b.created_at.localeCompare(a.created_at),
        )
      const results = all
        .slice(start, start + size)
        .map(({ profile: _profile, ...lead }: Lead & { profile?: unknown }) => lead)
      const hasMore = start + size < all.length
      return jsonResponse({
        results,
        next_cursor: hasMore ? String(start + size) : null,
        hasMore,
        count: all.length,
        database_contacts: store.contacts,
      })
    }
    const detail = path.match(/\/leads\/(\d+)\/$/)
    if (detail && request.method === 'GET') {
      const lead = store.responses.find((item) => item.id === Number(detail[1]))
      if (!lead) return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'no' }, 404)
      lead.viewed_at ??= new Date().toISOString()
      const answer = jsonResponse(structuredClone(lead))
      await options.detailGate?.()
      return answer
    }
    const status = path.match(/\/leads\/(\d+)\/update_review_status\/$/)
    if (status && request.method === 'PATCH') {
      const lead = store.responses.find((item) => item.id === Number(status[1]))
      if (!lead) return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'no' }, 404)
      lead.review_status = ((await request.json()) as { review_status: ReviewStatus }).review_status
      const { profile: _profile, ...rest } = lead
      return jsonResponse(rest)
    }
    if (path.endsWith('/resume_link/') && request.method === 'POST') {
      const { disposition } = (await request.json()) as { disposition: string }
      if (options.resume) return options.resume(disposition)
      return jsonResponse({
        url: `/api/classifieds/resumes/token-${disposition}/`,
        expires_at: new Date(NOW + 300_000).toISOString(),
        file_name: 'resume.pdf',
        content_type: 'application/pdf',
      })
    }
    const contact = path.match(/\/candidates\/(\d+)\/contact\/$/)
    if (contact && request.method === 'POST') {
      if (store.contacts.left === 0)
        return jsonResponse({ statusCode: 403, code: 'PLAN_REQUIRED', message: 'no contacts' }, 403)
      store.contacts.left -= 1
      const id = Number(contact[1])
      let unlocked: Lead | undefined
      for (const tab of ['database', 'verified'] as const)
        store[tab] = store[tab].map((lead) => {
          if (lead.id !== id) return lead
          unlocked = {
            ...lead,
            contact_lock: null,
            job_seeker: { ...lead.job_seeker, user_number: '9123456780' },
          }
          return unlocked
        })
      return unlocked
        ? jsonResponse(unlocked)
        : jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'no' }, 404)
    }
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404)
  })
  return { ...fake, store }
}

const renderPage = (fetch: typeof globalThis.fetch, search = '?job=7', locale?: 'en' | 'te') =>
  renderHire({
    root: Outlet,
    routes: [
      { path: 'applicants/$classifiedId', component: ApplicantsPage },
      { path: 'signin', component: () => <h1>Sign-in page</h1> },
    ],
    basepath: '/hire',
    path: `/hire/applicants/12${search}`,
    fetch,
    locale,
  })

const names = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('data-lead'))
    .map((link) => link.querySelector('span span')?.textContent)
const listRequests = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname.endsWith('/leads/') && request.method === 'GET')
const searchOf = (router: { state: { location: { searchStr: string } } }) =>
  new URLSearchParams(router.state.location.searchStr)

describe('the address of the applicants page', () => {
  it('keeps tab, sort, status and candidate; bad values fall back to the defaults', () => {
    expect(parseApplicantsSearch({})).toEqual({ tab: 'responses', sort: 'newest' })
    expect(
      parseApplicantsSearch({
        tab: 'database',
        sort: 'best_match',
        status: 'contacted',
        candidate: 5,
        job: '7',
      }),
    ).toEqual({ tab: 'database', sort: 'best_match', candidate: 5, job: 7 })
    expect(parseApplicantsSearch({ tab: 'responses', status: 'contacted', candidate: '5' })).toEqual({
      tab: 'responses',
      sort: 'newest',
      status: 'contacted',
      candidate: 5,
    })
    expect(parseApplicantsSearch({ tab: 'nope', sort: 1, status: 'x', candidate: '-1', job: 'abc' })).toEqual(
      { tab: 'responses', sort: 'newest' },
    )
    expect(parseApplicantsSearch({ candidate: 1.5 })).toEqual({ tab: 'responses', sort: 'newest' })
  })
})

describe('the applicants page', () => {
  it("shows the job's title, the tabs with counts and the responses newest first", async () => {
    signIn()
    const { fetch, requests } = leadsApi({ database: [aCandidate(50, 'Deepa')] })
    await renderPage(fetch)
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery executive' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the job' }).getAttribute('href')).toBe(
      '/hire/submissions/7',
    )
    await screen.findByText('Asha')
    expect(names()).toEqual(['Asha', 'Bhanu', 'Chandra'])
    expect(await screen.findByRole('tab', { name: 'Responses (3)' })).toBeTruthy()
    expect(await screen.findByRole('tab', { name: 'Database (1)' })).toBeTruthy()
    expect(await screen.findByRole('tab', { name: 'Verified (0)' })).toBeTruthy()
    const card = screen.getByText('Asha').closest('a') as HTMLElement
    expect(within(card).getByText('New')).toBeTruthy()
    expect(within(card).getByText('To Review')).toBeTruthy()
    expect(within(card).getByText('Female · 12th pass · 1 year')).toBeTruthy()
    expect(within(card).getByText('Applied 1 hour ago')).toBeTruthy()
    expect(within(card).getByText('Matches: category, city')).toBeTruthy()
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer access-1')
  })

  it('sorts by best match and filters by status, in the address', async () => {
    signIn()
    const { fetch, requests } = leadsApi({
      responses: [
        aResponse(1, 'Asha', { match_score: 1 }),
        aResponse(2, 'Bhanu', { match_score: 4, review_status: 'contacted' }),
        aResponse(3, 'Chandra', { match_score: 3 }),
      ],
    })
    const { router } = await renderPage(fetch)
    await screen.findByText('Asha')
    const sorts = screen.getByRole('group', { name: 'Sort by' })
    expect(within(sorts).getByRole('button', { name: 'Newest' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(within(sorts).getByRole('button', { name: 'Best match' }))
    await waitFor(() => expect(names()).toEqual(['Bhanu', 'Chandra', 'Asha']))
    expect(searchOf(router).get('sort')).toBe('best_match')
    expect(listRequests(requests).some((request) => request.url.includes('sort=best_match'))).toBe(true)

    const filter = screen.getByRole('group', { name: 'Show' })
    fireEvent.click(within(filter).getByRole('button', { name: 'Contacted' }))
    await waitFor(() => expect(names()).toEqual(['Bhanu']))
    expect(searchOf(router).get('status')).toBe('contacted')
    expect(within(filter).getByRole('button', { name: 'Contacted' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    // The tab still counts all its responses.
    expect(await screen.findByRole('tab', { name: 'Responses (3)' })).toBeTruthy()
    fireEvent.click(within(filter).getByRole('button', { name: 'To Review' }))
    await waitFor(() => expect(names()).toEqual(['Chandra', 'Asha']))
    fireEvent.click(within(filter).getByRole('button', { name: 'All' }))
    await waitFor(() => expect(names()).toHaveLength(3))
    expect(searchOf(router).get('status')).toBeNull()
  })

  it('loads more by cursor', async () => {
    signIn()
    const { fetch, requests } = leadsApi({
      responses: Array.from({ length: 12 }, (_, index) => aResponse(index + 1, `Seeker ${index + 1}`)),
    })
    await renderPage(fetch)
    await screen.findByText('Seeker 1')
    expect(names()).toHaveLength(10)
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(names()).toHaveLength(12))
    expect(names().at(-1)).toBe('Seeker 12')
    expect(listRequests(requests).some((request) => request.url.includes('cursor=10'))).toBe(true)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it("says 'No applicants found' for an empty list", async () => {
    signIn()
    await renderPage(leadsApi({ responses: [] }).fetch)
    expect(await screen.findByRole('heading', { name: 'No applicants found' })).toBeTruthy()
  })

  it('opens a candidate: details, a history entry, no longer New; Back returns to the list', async () => {
    signIn()
    const { fetch, requests } = leadsApi()
    const { router } = await renderPage(fetch)
    fireEvent.click(await screen.findByText('Bhanu'))
    const detail = await screen.findByRole('article', { name: 'Bhanu' })
    expect(searchOf(router).get('candidate')).toBe('2')
    expect(document.activeElement).toBe(detail)
    expect(within(detail).getByText('City Couriers')).toBeTruthy()
    expect(within(detail).getByText('Two-wheeler')).toBeTruthy()
    expect(within(detail).getByText('Current salary').nextElementSibling?.textContent).toBe(
      '₹10,000 - ₹15,000',
    )
    expect(within(detail).getByText('9876500002')).toBeTruthy()
    expect(requests.some((request) => request.url.endsWith('/leads/2/'))).toBe(true)
    const card = () => screen.getByText('Bhanu', { selector: 'span' }).closest('a') as HTMLElement
    await waitFor(() => expect(within(card()).queryByText('New')).toBeNull())
    expect(card().getAttribute('aria-current')).toBe('true')
    expect(within(screen.getByText('Asha').closest('a') as HTMLElement).getByText('New')).toBeTruthy()

    router.history.back()
    await waitFor(() => expect(searchOf(router).get('candidate')).toBeNull())
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('restores tab, sort and candidate from the address (a reload)', async () => {
    signIn()
    const { fetch } = leadsApi({
      database: [aCandidate(50, 'Deepa'), aCandidate(51, 'Esha', { match_score: 4 })],
    })
    await renderPage(fetch, '?job=7&tab=database&sort=best_match&candidate=50')
    expect((await screen.findByRole('tab', { name: /Database/ })).getAttribute('aria-selected')).toBe('true')
    expect(
      within(screen.getByRole('group', { name: 'Sort by' }))
        .getByRole('button', { name: 'Best match' })
        .getAttribute('aria-pressed'),
    ).toBe('true')
    expect(await screen.findByRole('article', { name: 'Deepa' })).toBeTruthy()
    expect(names()).toEqual(['Esha', 'Deepa'])
    cleanup()
    await renderPage(leadsApi().fetch, '?tab=bogus&sort=worst&candidate=abc')
    expect((await screen.findByRole('tab', { name: /Responses/ })).getAttribute('aria-selected')).toBe('true')
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('keeps Contacted when a read of the applicant that began before the tap answers after it', async () => {
    signIn()
    let release = () => {}
    let gate: Promise<void> | undefined
    const { fetch, store } = leadsApi({ detailGate: () => gate ?? Promise.resolve() })
    await renderPage(fetch, '?job=7&candidate=1')
    const detail = await screen.findByRole('article', { name: 'Asha' })
    // The WhatsApp tab takes the focus and gives it back: the applicant is read again, slowly.
    gate = new Promise((resolve) => {
      release = resolve
    })
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    const whatsapp = within(detail).getByRole('link', { name: 'WhatsApp Asha (opens in a new tab)' })
    whatsapp.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(whatsapp)
    expect(await within(detail).findByRole('heading', { name: 'Status: Contacted' })).toBeTruthy()
    expect(store.responses[0]?.review_status).toBe('contacted')
    release()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(within(detail).getByRole('heading', { name: /^Status: / }).textContent).toBe('Status: Contacted')
    focusManager.setFocused(undefined)
  })

  it('links Call (same tab) and WhatsApp (a new tab, the job named) and marks Contacted on a tap', async () => {
    signIn()
    const { fetch, requests, store } = leadsApi()
    await renderPage(fetch, '?job=7&candidate=1')
    const detail = await screen.findByRole('article', { name: 'Asha' })
    const call = within(detail).getByRole('link', { name: 'Call Asha' })
    expect(call.getAttribute('href')).toBe('tel:+919876500001')
    expect(call.getAttribute('target')).toBeNull()
    const whatsapp = within(detail).getByRole('link', { name: 'WhatsApp Asha (opens in a new tab)' })
    expect(whatsapp.getAttribute('target')).toBe('_blank')
    const link = new URL(whatsapp.getAttribute('href') ?? '')
    expect(link.origin + link.pathname).toBe('https://wa.me/919876500001')
    expect(link.searchParams.get('text')).toBe(
      'Hello Asha, you applied for the Delivery executive job on Local Jobs. Are you available to talk?'.replace(
        'Local Jobs',
        (await import('#src/lib/site.ts')).productName,
      ),
    )
    expect(within(detail).getByRole('heading', { name: 'Status: To Review' })).toBeTruthy()
    whatsapp.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(whatsapp)
    expect(await within(detail).findByRole('heading', { name: 'Status: Contacted' })).toBeTruthy()
    const patches = requests.filter((request) => request.method === 'PATCH')
    expect(patches.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/classifieds/classifieds/12/leads/1/update_review_status/',
    ])
    expect(store.responses[0]?.review_status).toBe('contacted')
    const card = screen.getByText('Asha', { selector: 'span' }).closest('a') as HTMLElement
    await waitFor(() => expect(within(card).getByText('Contacted')).toBeTruthy())

    // Calling someone already contacted changes nothing.
    call.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(call)
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(1)

    // The advertiser sets To Review back.
    fireEvent.click(within(detail).getByRole('button', { name: 'Move back to To Review' }))
    expect(await within(detail).findByRole('heading', { name: 'Status: To Review' })).toBeTruthy()
    expect(store.responses[0]?.review_status).toBe('to_review')
  })

  it('writes the WhatsApp message in the page language (Telugu)', async () => {
    signIn()
    await renderPage(leadsApi().fetch, '?job=7&candidate=1', 'te')
    const detail = await screen.findByRole('article', { name: 'Asha' })
    const whatsapp = within(detail)
      .getAllByRole('link')
      .find((link) => link.getAttribute('href')?.startsWith('https://wa.me/'))
    const text = new URL(whatsapp?.getAttribute('href') ?? '').searchParams.get('text') ?? ''
    expect(text).toContain('Delivery executive')
    expect(text).toMatch(/[\u0C00-\u0C7F]/)
    expect(await screen.findByRole('tab', { name: 'దరఖాస్తులు (3)' })).toBeTruthy()
  })

  it('asks the resume link inline for View (a new tab) and as an attachment for Download', async () => {
    signIn()
    const { fetch, requests } = leadsApi()
    await renderPage(fetch, '?job=7&candidate=1')
    const detail = await screen.findByRole('article', { name: 'Asha' })
    fireEvent.click(within(detail).getByRole('button', { name: 'View resume' }))
    await waitFor(() => expect(openUrl.tab.go).toHaveBeenCalledWith('/api/classifieds/resumes/token-inline/'))
    expect(openUrl.pendingTab).toHaveBeenCalledTimes(1)
    fireEvent.click(within(detail).getByRole('button', { name: 'Download resume' }))
    await waitFor(() =>
      expect(openUrl.download).toHaveBeenCalledWith('/api/classifieds/resumes/token-attachment/'),
    )
    const asked = requests.filter((request) => request.url.endsWith('/resume_link/'))
    expect(asked.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/classifieds/classifieds/12/leads/1/resume_link/',
      '/api/classifieds/classifieds/12/leads/1/resume_link/',
    ])
    expect(await Promise.all(asked.map((request) => request.clone().json()))).toEqual([
      { disposition: 'inline' },
      { disposition: 'attachment' },
    ])
  })

  it('says why a resume did not open, and shows no buttons without a resume', async () => {
    signIn()
    const { fetch } = leadsApi({
      responses: [aResponse(1, 'Asha'), aResponse(2, 'Bhanu', { has_resume: false })],
      resume: () => jsonResponse({ statusCode: 404, code: 'NO_RESUME', message: 'none' }, 404),
    })
    await renderPage(fetch, '?job=7&candidate=1')
    const detail = await screen.findByRole('article', { name: 'Asha' })
    fireEvent.click(within(detail).getByRole('button', { name: 'View resume' }))
    expect((await within(detail).findByRole('alert')).textContent).toBe(
      'This candidate has no resume any more.',
    )
    expect(openUrl.tab.close).toHaveBeenCalled()
    expect(openUrl.tab.go).not.toHaveBeenCalled()
    cleanup()
    await renderPage(
      leadsApi({ responses: [aResponse(2, 'Bhanu', { has_resume: false })] }).fetch,
      '?candidate=2',
    )
    const other = await screen.findByRole('article', { name: 'Bhanu' })
    expect(within(other).getByText('No resume uploaded.')).toBeTruthy()
    expect(within(other).queryByRole('button', { name: 'View resume' })).toBeNull()
    expect(within(other).queryByRole('button', { name: 'Download resume' })).toBeNull()
  })

  it("hides a database candidate's number on the free plan and says why", async () => {
    signIn()
    const { fetch } = leadsApi({ database: [aCandidate(50, 'Deepa')] })
    await renderPage(fetch, '?job=7&tab=database&candidate=50')
    const detail = await screen.findByRole('article', { name: 'Deepa' })
    const locked = within(detail).getByRole('region', { name: 'Contact details hidden' })
    expect(locked.textContent).toContain("Your job's plan does not include database contacts")
    expect(locked.textContent).toContain('Database contacts left: 0 of 0')
    expect(within(detail).queryByRole('button', { name: 'Unlock contact' })).toBeNull()
    expect(within(detail).queryByRole('link')).toBeNull()
    expect(within(detail).queryByText(/Status:/)).toBeNull()
    const card = screen.getByText('Deepa', { selector: 'span' }).closest('a') as HTMLElement
    expect(within(card).queryByText('New')).toBeNull()
    expect(within(card).getByText(/^Profile updated/)).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Show' })).toBeNull()
  })

  it('unlocks a database candidate with a contact left: then Call and WhatsApp', async () => {
    signIn()
    const { fetch, requests, store } = leadsApi({
      database: [aCandidate(50, 'Deepa')],
      contacts: { allowed: 5, left: 2 },
    })
    await renderPage(fetch, '?job=7&tab=database&candidate=50')
    const detail = await screen.findByRole('article', { name: 'Deepa' })
    expect(within(detail).getByText('Database contacts left: 2 of 5')).toBeTruthy()
    fireEvent.click(within(detail).getByRole('button', { name: 'Unlock contact' }))
    const call = await within(detail).findByRole('link', { name: 'Call Deepa' })
    expect(call.getAttribute('href')).toBe('tel:+919123456780')
    expect(within(detail).getByRole('link', { name: 'WhatsApp Deepa (opens in a new tab)' })).toBeTruthy()
    expect(
      requests.filter((request) => request.url.endsWith('/candidates/50/contact/')).map((r) => r.method),
    ).toEqual(['POST'])
    expect(store.contacts.left).toBe(1)
    // no review status for database leads
    fireEvent.click(call)
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0)
  })

  it('says the job is not theirs when the leads answer 404, with the way to the dashboard', async () => {
    signIn()
    const { fetch } = fakeFetch(() =>
      jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'no' }, 404),
    )
    await renderPage(fetch, '')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job is not yours or no longer exists' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to your jobs' }).getAttribute('href')).toBe(
      '/hire/advertiserDashboardPage',
    )
  })

  it('offers a retry when the list fails', async () => {
    signIn()
    let fail = true
    const api = leadsApi()
    const fetch: typeof globalThis.fetch = (input, init) =>
      fail && String(input instanceof Request ? input.url : input).includes('/leads/')
        ? Promise.resolve(jsonResponse({ statusCode: 503, code: 'UNAVAILABLE', message: 'down' }, 503))
        : api.fetch(input, init)
    await renderPage(fetch)
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toContain('We could not load the applicants.')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Asha')).toBeTruthy()
  })

  it('sends a signed-out visitor to sign-in, coming back here', async () => {
    const { router } = await renderPage(leadsApi().fetch)
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy()
    expect(searchOf(router).get('redirect')).toBe('/hire/applicants/12?job=7')
  })
})
