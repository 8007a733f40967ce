import type { AdvertiserProfile } from '@localjobs/api-client/advertisers/types'
import { submissionStatusLabel } from '@localjobs/api-client/submissions/status'
import type {
  AdvertiserSubmission,
  SubmissionFiltersResponse,
  SubmissionsPage,
} from '@localjobs/api-client/submissions/types'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { fakeNativeBridge } from '@localjobs/api-client/testing/native-bridge'
import { Outlet } from '@tanstack/react-router'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { aProfile, aSession, signIn } from '#src/testing/advertiser.ts'
import { renderHire } from '#src/testing/render-hire.tsx'
import { DashboardPage } from './dashboard-page.tsx'

vi.mock('@localjobs/web-app/analytics', () => ({ track: vi.fn() }))
const { track } = await import('@localjobs/web-app/analytics')

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.mocked(track).mockClear()
})

const renderDashboard = (fetch: typeof globalThis.fetch, locale?: 'en' | 'hi' | 'te', path = '') =>
  renderHire({
    root: Outlet,
    routes: [
      { path: 'advertiserDashboardPage', component: DashboardPage },
      { path: 'signin', component: () => <h1>Sign-in page</h1> },
      { path: '/', component: () => <h1>Advertiser home</h1> },
    ],
    basepath: '/hire',
    path: `/hire/advertiserDashboardPage${path}`,
    fetch,
    locale,
  })

const noJobs: SubmissionsPage = { results: [], next_cursor: null, hasMore: false }

const aPost = (overrides: Partial<AdvertiserSubmission> = {}): AdvertiserSubmission => ({
  id: 7,
  title: 'Delivery executive',
  status: 'approval_pending',
  classified_id: null,
  location: { id: 9, title: 'Vijayawada' },
  openings_count: 3,
  created_at: '2026-11-24T06:30:00.000Z',
  valid_through: null,
  applicants_count: 0,
  new_applicants_count: 0,
  payment_type: 'pay_later',
  plan_paid_at: null,
  ...overrides,
})

/** GET .../v2/filters as the API answers it: the three lists, their statuses and counts. */
const filtersOf = (active: number, expired: number, all: number): SubmissionFiltersResponse => ({
  filters: [
    { key: 'active', title: 'Active', status: ['active', 'expiring'], count: active },
    { key: 'expired', title: 'Expired', status: ['expired'], count: expired },
    {
      key: 'all',
      title: 'All',
      status: ['active', 'approval_pending', 'expired', 'rejected', 'expiring', 'on_hold'],
      count: all,
    },
  ],
})

interface DashboardApiOptions {
  profile?: AdvertiserProfile
  /** the posts' pages by cursor (none: the first), whatever the statuses asked */
  pages?: Record<string, SubmissionsPage>
  filters?: SubmissionFiltersResponse
  firstTime?: boolean
}

/** The API as the dashboard meets it: the profile, the lists' counts, first-time, and the posts' pages. */
const dashboardApi = ({
  profile = aProfile(),
  pages = {},
  filters = filtersOf(0, 0, 0),
  firstTime = false,
}: DashboardApiOptions = {}) =>
  fakeFetch((request) => {
    const url = new URL(request.url)
    if (url.pathname === '/api/submissions/submissions/')
      return jsonResponse(pages[url.searchParams.get('cursor') ?? ''] ?? noJobs)
    if (url.pathname === '/api/submissions/submissions/v2/filters') return jsonResponse(filters)
    if (url.pathname === '/api/submissions/submissions/first_time_advertiser')
      return jsonResponse({ first_time_advertiser: firstTime })
    return jsonResponse(profile)
  })

const listCalls = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === '/api/submissions/submissions/')
const statusesOf = (request: Request | undefined) =>
  new URL(request?.url ?? 'http://x').searchParams.getAll('status')

describe('the dashboard', () => {
  it("greets the advertiser by the profile's name and offers to post a job, with an empty jobs area", async () => {
    signIn()
    const { fetch, requests } = dashboardApi()
    await renderDashboard(fetch)

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ravi Kumar' })).toBeTruthy()
    const profileCall = requests.find((r) => new URL(r.url).pathname === '/api/advertisers/v1/profile/')
    expect(profileCall?.headers.get('authorization')).toBe('Bearer access-1')
    expect(await screen.findByRole('heading', { name: 'No jobs here yet' })).toBeTruthy()
    const postJob = screen.getAllByRole('link', { name: 'Post a job' })
    expect(postJob.length).toBe(2)
    for (const link of postJob) expect(link.getAttribute('href')).toBe('/hire/advertiserPostJob')
    expect(screen.queryByText(/Company/)).toBeNull()
  })

  it("shows an enterprise account's company name", async () => {
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
    const { fetch } = dashboardApi({
      profile: aProfile({
        advertiser_id: 9001,
        advertiser_type: 'b2b',
        name: 'Lakshmi',
        company_name: 'Sri Lakshmi Logistics',
      }),
    })
    await renderDashboard(fetch)

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Lakshmi' })).toBeTruthy()
    expect(screen.getByText('Sri Lakshmi Logistics')).toBeTruthy()
  })

  it('refreshes an expired access token once and retries (spec section 8)', async () => {
    signIn()
    const { fetch, requests } = fakeFetch((request) => {
      const path = new URL(request.url).pathname
      if (path === '/api/user/token/refresh/')
        return jsonResponse({ access: 'access-2', refresh: 'refresh-2' })
      if (request.headers.get('authorization') !== 'Bearer access-2')
        return jsonResponse({ statusCode: 401, message: 'Token expired' }, 401)
      if (path === '/api/submissions/submissions/') return jsonResponse(noJobs)
      if (path.endsWith('/v2/filters')) return jsonResponse(filtersOf(0, 0, 0))
      if (path.endsWith('/first_time_advertiser')) return jsonResponse({ first_time_advertiser: false })
      return jsonResponse(aProfile({ name: 'Ravi Kumar' }))
    })
    await renderDashboard(fetch)

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ravi Kumar' })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'No jobs here yet' })).toBeTruthy()
    const paths = requests.map((request) => new URL(request.url).pathname)
    // The profile and the lists' counts each asked twice (before and after the one refresh).
    expect(paths.filter((p) => p === '/api/advertisers/v1/profile/')).toHaveLength(2)
    expect(paths.filter((p) => p === '/api/submissions/submissions/v2/filters')).toHaveLength(2)
    expect(paths.filter((p) => p === '/api/submissions/submissions/')).toHaveLength(1)
    expect(paths.filter((p) => p === '/api/user/token/refresh/').length).toBeGreaterThanOrEqual(1)
  })

  it('sends a visitor who is not signed in to sign-in, which comes back here', async () => {
    const { fetch, requests } = dashboardApi()
    const { router } = await renderDashboard(fetch)

    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy()
    expect(router.history.location.pathname).toBe('/hire/signin')
    expect(router.history.location.search).toBe('?redirect=%2Fhire%2FadvertiserDashboardPage')
    expect(requests).toEqual([])
  })

  it('speaks Telugu', async () => {
    signIn()
    const { fetch } = dashboardApi()
    await renderDashboard(fetch, 'te')

    expect(await screen.findByRole('heading', { level: 1, name: 'నమస్తే, Ravi Kumar' })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'ఇక్కడ ఇంకా ఉద్యోగాలు లేవు' })).toBeTruthy()
  })
})

describe("the dashboard's posts", () => {
  it('lists each post with its title, city, openings, posted date and status label, and loads more by cursor', async () => {
    signIn()
    const { fetch, requests } = dashboardApi({
      pages: {
        '': {
          results: [
            aPost(),
            aPost({
              id: 6,
              title: 'Cook',
              status: 'active',
              openings_count: 1,
              created_at: '2026-11-20T10:00:00Z',
            }),
          ],
          next_cursor: 'c2',
          hasMore: true,
        },
        c2: {
          results: [
            aPost({
              id: 2,
              title: 'Security guard',
              status: 'rejected',
              location: { id: 4, title: 'Guntur' },
            }),
          ],
          next_cursor: null,
          hasMore: false,
        },
      },
    })
    await renderDashboard(fetch)

    const first = (await screen.findByRole('heading', { level: 3, name: 'Delivery executive' })).closest('li')
    expect(first).toBeTruthy()
    const card = within(first as HTMLElement)
    expect(card.getByText('Approval Pending')).toBeTruthy()
    expect(card.getByText('Vijayawada · 3 openings')).toBeTruthy()
    expect(card.getByText('Posted on 24 Nov, 2026')).toBeTruthy()
    const cook = within(screen.getByRole('heading', { name: 'Cook' }).closest('li') as HTMLElement)
    expect(cook.getByText('Active')).toBeTruthy()
    expect(cook.getByText('Vijayawada · 1 opening')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Welcome to LocalJobs' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    const guard = within(
      (await screen.findByRole('heading', { name: 'Security guard' })).closest('li') as HTMLElement,
    )
    expect(guard.getByText('Rejected')).toBeTruthy()
    expect(guard.getByText('Guntur · 3 openings')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    const lists = listCalls(requests)
    expect(lists.map((r) => new URL(r.url).searchParams.get('cursor'))).toEqual([null, 'c2'])
    expect(new URL(lists[0]?.url ?? '').searchParams.get('limit')).toBe('10')
  })

  it("gives every status its label in Telugu, from the api-client's one table", async () => {
    signIn()
    const statuses = ['active', 'approval_pending', 'expired', 'rejected', 'expiring', 'on_hold'] as const
    const { fetch } = dashboardApi({
      pages: {
        '': {
          results: statuses.map((status, index) => aPost({ id: index + 1, title: `Job ${status}`, status })),
          next_cursor: null,
          hasMore: false,
        },
      },
    })
    await renderDashboard(fetch, 'te')

    await screen.findByRole('heading', { name: 'Job active' })
    const label = (status: string) =>
      within(screen.getByRole('heading', { name: `Job ${status}` }).closest('li') as HTMLElement)
    // The one table of labels (the api-client's), as the job's page and the desk show them.
    for (const status of statuses)
      expect(label(status).getByText(submissionStatusLabel(status, 'te'))).toBeTruthy()
    expect(label('on_hold').getByText('నిలిపివేయబడింది')).toBeTruthy()
  })

  it('says when the posts could not be loaded, and tries again', async () => {
    signIn()
    let fail = true
    const { fetch } = fakeFetch((request) => {
      const path = new URL(request.url).pathname
      if (path.endsWith('/v2/filters')) return jsonResponse(filtersOf(0, 0, 1))
      if (path.endsWith('/first_time_advertiser')) return jsonResponse({ first_time_advertiser: false })
      if (path !== '/api/submissions/submissions/') return jsonResponse(aProfile())
      return fail
        ? jsonResponse({ statusCode: 429, message: 'Too many requests' }, 429)
        : jsonResponse({ results: [aPost()], next_cursor: null, hasMore: false })
    })
    await renderDashboard(fetch)

    const problem = await screen.findByText(
      'We could not load your jobs. Check your connection and try again.',
    )
    fail = false
    fireEvent.click(
      within(problem.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    )
    expect(await screen.findByRole('heading', { name: 'Delivery executive' })).toBeTruthy()
  })
})

describe('the notice after a post', () => {
  it('shows once after a post, with the CSAT question, and each reason tapped is tracked once', async () => {
    signIn()
    const { fetch } = dashboardApi({
      pages: { '': { results: [aPost()], next_cursor: null, hasMore: false } },
    })
    const { router } = await renderDashboard(fetch, 'en', '?posted=true')

    const notice = await screen.findByText(
      'Your job post is in review. Our team will reach out to you in next 24 hours.',
    )
    // Shown once: the address no longer asks for it, so a reload does not show it again.
    await vi.waitFor(() => expect(router.history.location.search).toBe(''))
    expect(notice.isConnected).toBe(true)

    const reason = screen.getByRole('button', { name: 'Not getting relevant leads' })
    expect(reason.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(reason)
    expect(reason.getAttribute('aria-pressed')).toBe('true')
    expect(track).toHaveBeenCalledWith('csat_not_getting_relevant_leads', {
      properties: { reason: 'not_getting_relevant_leads' },
    })
    fireEvent.click(reason)
    expect(track).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Thank you for telling us.')).toBeTruthy()
    expect(
      screen.getAllByRole('button', { name: /./ }).filter((b) => b.hasAttribute('aria-pressed')),
    ).toHaveLength(5)

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByText(/Your job post is in review/)).toBeNull()
  })

  it('is not shown on an ordinary visit', async () => {
    signIn()
    const { fetch } = dashboardApi()
    await renderDashboard(fetch)
    await screen.findByRole('heading', { name: 'No jobs here yet' })
    expect(screen.queryByText(/Your job post is in review/)).toBeNull()
  })
})

describe("the dashboard's lists (issue #9)", () => {
  it('shows Active, Expired and All with their counts, opens Active when there are active jobs, and asks its statuses', async () => {
    signIn()
    const { fetch, requests } = dashboardApi({ filters: filtersOf(2, 1, 5) })
    await renderDashboard(fetch)

    const tabs = within(await screen.findByRole('tablist', { name: 'Your job lists' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Active 2', 'Expired 1', 'All 5'])
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Active 2')
    expect(await screen.findByRole('heading', { name: 'No active jobs here yet' })).toBeTruthy()
    expect(statusesOf(listCalls(requests)[0])).toEqual(['active', 'expiring'])
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]?.id)
  })

  it('opens All when there is no active job (a post in review shows at once)', async () => {
    signIn()
    const { fetch, requests } = dashboardApi({
      filters: filtersOf(0, 0, 1),
      pages: { '': { results: [aPost()], next_cursor: null, hasMore: false } },
    })
    await renderDashboard(fetch)

    expect(await screen.findByRole('heading', { name: 'Delivery executive' })).toBeTruthy()
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('All 1')
    expect(statusesOf(listCalls(requests)[0])).toEqual([
      'active',
      'approval_pending',
      'expired',
      'rejected',
      'expiring',
      'on_hold',
    ])
  })

  it('switching list asks its statuses, keeps it in the address and tracks the toggle event; arrow keys move too', async () => {
    signIn()
    const { fetch, requests } = dashboardApi({ filters: filtersOf(2, 1, 5) })
    const { router } = await renderDashboard(fetch)
    await screen.findByRole('heading', { name: 'No active jobs here yet' })

    fireEvent.click(screen.getByRole('tab', { name: /Expired/ }))
    expect(await screen.findByRole('heading', { name: 'No expired jobs here yet' })).toBeTruthy()
    expect(statusesOf(listCalls(requests).at(-1))).toEqual(['expired'])
    expect(track).toHaveBeenCalledWith('toggle_expired', { category: 'toggle' })
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ list: 'expired' }))

    fireEvent.keyDown(screen.getByRole('tab', { name: /Expired/ }), { key: 'ArrowRight' })
    expect(await screen.findByRole('heading', { name: 'No jobs here yet' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /All/ }))
    expect(track).toHaveBeenLastCalledWith('toggle_all_jobs', { category: 'toggle' })

    fireEvent.keyDown(screen.getByRole('tab', { name: /All/ }), { key: 'ArrowRight' })
    expect(await screen.findByRole('heading', { name: 'No active jobs here yet' })).toBeTruthy()
    expect(track).toHaveBeenLastCalledWith('toggle_active', { category: 'toggle' })
    expect(track).toHaveBeenCalledTimes(3)
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ list: 'active' }))
  })

  it('opens the list the address names (a reload keeps it), without tracking a switch', async () => {
    signIn()
    const { fetch, requests } = dashboardApi({ filters: filtersOf(2, 1, 5) })
    await renderDashboard(fetch, 'en', '?list=expired')

    expect(await screen.findByRole('heading', { name: 'No expired jobs here yet' })).toBeTruthy()
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Expired 1')
    expect(statusesOf(listCalls(requests)[0])).toEqual(['expired'])
    expect(track).not.toHaveBeenCalled()
  })

  it("shows each job's valid-until date, applicants and new ones, and View applicants once it is published", async () => {
    signIn()
    const { fetch } = dashboardApi({
      filters: filtersOf(1, 0, 2),
      pages: {
        '': {
          results: [
            aPost({
              status: 'active',
              classified_id: 41,
              valid_through: '2026-12-24T06:30:00.000Z',
              applicants_count: 1204,
              new_applicants_count: 2,
            }),
            aPost({ id: 8, title: 'Cook', applicants_count: 1 }),
          ],
          next_cursor: null,
          hasMore: false,
        },
      },
    })
    await renderDashboard(fetch)

    const card = within(
      (await screen.findByRole('heading', { name: 'Delivery executive' })).closest('li') as HTMLElement,
    )
    expect(card.getByText('Posted on 24 Nov, 2026 · Valid until 24 Dec, 2026')).toBeTruthy()
    expect(card.getByText('1,204 applicants')).toBeTruthy()
    expect(card.getByText('2 new')).toBeTruthy()
    expect(card.getByRole('link', { name: 'View applicants' }).getAttribute('href')).toBe(
      '/hire/applicants/41?job=7',
    )
    expect(card.getByRole('link', { name: 'Delivery executive' }).getAttribute('href')).toBe(
      '/hire/submissions/7',
    )
    const cook = within(screen.getByRole('heading', { name: 'Cook' }).closest('li') as HTMLElement)
    expect(cook.getByText('1 applicant')).toBeTruthy()
    expect(cook.queryByText(/new$/)).toBeNull()
    expect(cook.queryByRole('link', { name: 'View applicants' })).toBeNull()
  })

  it('welcomes a first-time advertiser instead of the lists, leading to Post a job', async () => {
    signIn()
    const { fetch, requests } = dashboardApi({ firstTime: true })
    await renderDashboard(fetch)

    expect(await screen.findByRole('heading', { name: 'Welcome to LocalJobs' })).toBeTruthy()
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.getAllByRole('link', { name: 'Post a job' })).toHaveLength(2)
    expect(listCalls(requests)).toEqual([])
  })

  it('says when the lists could not be loaded, and tries again', async () => {
    signIn()
    let fail = true
    const { fetch } = fakeFetch((request) => {
      const path = new URL(request.url).pathname
      if (path.endsWith('/v2/filters'))
        return fail
          ? jsonResponse({ statusCode: 503, message: 'Down' }, 503)
          : jsonResponse(filtersOf(1, 0, 1))
      if (path.endsWith('/first_time_advertiser')) return jsonResponse({ first_time_advertiser: false })
      if (path === '/api/submissions/submissions/') return jsonResponse(noJobs)
      return jsonResponse(aProfile())
    })
    await renderDashboard(fetch)

    const problem = await screen.findByText(
      'We could not load your job lists. Check your connection and try again.',
      {},
      { timeout: 5000 },
    )
    fail = false
    fireEvent.click(
      within(problem.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    )
    expect(await screen.findByRole('tab', { name: /Active/ })).toBeTruthy()
  })

  it('speaks Hindi', async () => {
    signIn()
    const { fetch } = dashboardApi({
      filters: filtersOf(1, 0, 1),
      pages: {
        '': {
          results: [
            aPost({ status: 'active', classified_id: 41, applicants_count: 3, new_applicants_count: 1 }),
          ],
          next_cursor: null,
          hasMore: false,
        },
      },
    })
    await renderDashboard(fetch, 'hi')

    expect(await screen.findByRole('tablist', { name: 'आपकी नौकरियों की सूचियाँ' })).toBeTruthy()
    expect(await screen.findByText('3 आवेदक')).toBeTruthy()
    expect(screen.getByText('1 नए')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'आवेदक देखें' })).toBeTruthy()
  })
})

describe('the exit sheet (spec section 2)', () => {
  const TITLE = '75000+ candidates are actively looking for job'
  const guarded = () => (window.history.state as Record<string, unknown> | null)?.dashboardExitSheet
  /** The browser's Back onto the dashboard's own entry: the guard entry above it is left. */
  const back = () =>
    act(() => {
      window.history.replaceState({ ...window.history.state, dashboardExitSheet: undefined }, '')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })

  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).Android
    delete (window as unknown as Record<string, unknown>).localjobsBack
  })

  it('opens on Back; Continue Hiring stays (and guards the next Back); Leave page leaves the dashboard', async () => {
    signIn()
    const { fetch } = dashboardApi({ filters: filtersOf(2, 1, 5) })
    const { router } = await renderDashboard(fetch)
    await screen.findByRole('tab', { name: /Active/ })
    await vi.waitFor(() => expect(guarded()).toBe(true))

    back()
    const sheet = await screen.findByRole('dialog', { name: TITLE })
    expect(document.activeElement).toBe(within(sheet).getByRole('button', { name: 'Continue Hiring' }))
    fireEvent.click(within(sheet).getByRole('button', { name: 'Continue Hiring' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(guarded()).toBe(true)
    expect(router.state.location.pathname).toBe('/advertiserDashboardPage')

    back()
    fireEvent.keyDown(await screen.findByRole('dialog', { name: TITLE }), { key: 'Escape' })
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/advertiserDashboardPage')

    back()
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: TITLE })).getByRole('button', { name: 'Leave page' }),
    )
    // Nothing before the dashboard in this history: the advertiser home.
    expect(await screen.findByRole('heading', { name: 'Advertiser home' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })

  it("in the app's web view: the app's back button opens it, Leave page asks the app to close", async () => {
    signIn()
    const bridge = fakeNativeBridge('app-token')
    ;(window as unknown as Record<string, unknown>).Android = bridge
    const { fetch } = dashboardApi({ filters: filtersOf(2, 1, 5) })
    await renderDashboard(fetch)
    await screen.findByRole('tab', { name: /Active/ })

    const appBack = () => (window as unknown as { localjobsBack: () => boolean }).localjobsBack()
    let handled = false
    act(() => {
      handled = appBack()
    })
    expect(handled).toBe(true)
    const sheet = await screen.findByRole('dialog', { name: TITLE })
    // A second press is Continue Hiring.
    act(() => {
      appBack()
    })
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sheet.isConnected).toBe(false)

    act(() => {
      appBack()
    })
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: TITLE })).getByRole('button', { name: 'Leave page' }),
    )
    expect(bridge.calls).toEqual(['closeWebForm'])
  })

  it('is in Telugu on a Telugu page', async () => {
    signIn()
    const { fetch } = dashboardApi({ filters: filtersOf(2, 1, 5) })
    await renderDashboard(fetch, 'te')
    await screen.findByRole('tablist')
    back()
    const sheet = await screen.findByRole('dialog', { name: /^75000\+ మంది అభ్యర్థులు/ })
    expect(within(sheet).getByRole('button', { name: 'నియామకం కొనసాగించండి' })).toBeTruthy()
    expect(within(sheet).getByRole('button', { name: 'పేజీ నుండి వెళ్లండి' })).toBeTruthy()
  })
})
