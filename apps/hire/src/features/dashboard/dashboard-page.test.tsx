import type { AdvertiserProfile } from '@localjobs/api-client/advertisers/types'
import { submissionStatusLabel } from '@localjobs/api-client/submissions/status'
import type { AdvertiserSubmission, SubmissionsPage } from '@localjobs/api-client/submissions/types'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { Outlet } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
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

const renderDashboard = (fetch: typeof globalThis.fetch, locale?: 'en' | 'te', path = '') =>
  renderHire({
    root: Outlet,
    routes: [
      { path: 'advertiserDashboardPage', component: DashboardPage },
      { path: 'signin', component: () => <h1>Sign-in page</h1> },
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
  payment_type: 'pay_later',
  ...overrides,
})

/** The API as the dashboard meets it: the profile, and the posts' pages by cursor (none: the first). */
const dashboardApi = (profile: AdvertiserProfile = aProfile(), pages: Record<string, SubmissionsPage> = {}) =>
  fakeFetch((request) => {
    const url = new URL(request.url)
    if (url.pathname === '/api/submissions/submissions/')
      return jsonResponse(pages[url.searchParams.get('cursor') ?? ''] ?? noJobs)
    return jsonResponse(profile)
  })

describe('the dashboard', () => {
  it("greets the advertiser by the profile's name and offers to post a job, with an empty jobs area", async () => {
    signIn()
    const { fetch, requests } = dashboardApi()
    await renderDashboard(fetch)

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ravi Kumar' })).toBeTruthy()
    const profileCall = requests.find((r) => new URL(r.url).pathname === '/api/advertisers/v1/profile/')
    expect(profileCall?.headers.get('authorization')).toBe('Bearer access-1')
    expect(await screen.findByRole('heading', { name: 'No jobs yet' })).toBeTruthy()
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
    const { fetch } = dashboardApi(
      aProfile({
        advertiser_id: 9001,
        advertiser_type: 'b2b',
        name: 'Lakshmi',
        company_name: 'Sri Lakshmi Logistics',
      }),
    )
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
      return path === '/api/submissions/submissions/'
        ? jsonResponse(noJobs)
        : jsonResponse(aProfile({ name: 'Ravi Kumar' }))
    })
    await renderDashboard(fetch)

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ravi Kumar' })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'No jobs yet' })).toBeTruthy()
    const paths = requests.map((request) => new URL(request.url).pathname)
    // The profile and the posts each asked twice (before and after the one refresh).
    expect(paths.filter((p) => p === '/api/advertisers/v1/profile/')).toHaveLength(2)
    expect(paths.filter((p) => p === '/api/submissions/submissions/')).toHaveLength(2)
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
    expect(await screen.findByRole('heading', { name: 'ఇంకా ఉద్యోగాలు లేవు' })).toBeTruthy()
  })
})

describe("the dashboard's posts", () => {
  it('lists each post with its title, city, openings, posted date and status label, and loads more by cursor', async () => {
    signIn()
    const { fetch, requests } = dashboardApi(aProfile(), {
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
          aPost({ id: 2, title: 'Security guard', status: 'rejected', location: { id: 4, title: 'Guntur' } }),
        ],
        next_cursor: null,
        hasMore: false,
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
    expect(screen.queryByRole('heading', { name: 'No jobs yet' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    const guard = within(
      (await screen.findByRole('heading', { name: 'Security guard' })).closest('li') as HTMLElement,
    )
    expect(guard.getByText('Rejected')).toBeTruthy()
    expect(guard.getByText('Guntur · 3 openings')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    const lists = requests.filter((r) => new URL(r.url).pathname === '/api/submissions/submissions/')
    expect(lists.map((r) => new URL(r.url).searchParams.get('cursor'))).toEqual([null, 'c2'])
    expect(new URL(lists[0]?.url ?? '').searchParams.get('limit')).toBe('10')
  })

  it("gives every status its label in Telugu, from the api-client's one table", async () => {
    signIn()
    const statuses = ['active', 'approval_pending', 'expired', 'rejected', 'expiring', 'on_hold'] as const
    const { fetch } = dashboardApi(aProfile(), {
      '': {
        results: statuses.map((status, index) => aPost({ id: index + 1, title: `Job ${status}`, status })),
        next_cursor: null,
        hasMore: false,
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
      if (new URL(request.url).pathname !== '/api/submissions/submissions/') return jsonResponse(aProfile())
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
    const { fetch } = dashboardApi(aProfile(), {
      '': { results: [aPost()], next_cursor: null, hasMore: false },
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
    await screen.findByRole('heading', { name: 'No jobs yet' })
    expect(screen.queryByText(/Your job post is in review/)).toBeNull()
  })
})
