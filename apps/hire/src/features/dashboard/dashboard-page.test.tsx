import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { Outlet } from '@tanstack/react-router'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { aProfile, aSession, signIn } from '#src/testing/advertiser.ts'
import { renderHire } from '#src/testing/render-hire.tsx'
import { DashboardPage } from './dashboard-page.tsx'

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  localStorage.clear()
})

const renderDashboard = (fetch: typeof globalThis.fetch, locale?: 'en' | 'te') =>
  renderHire({
    root: Outlet,
    routes: [
      { path: 'advertiserDashboardPage', component: DashboardPage },
      { path: 'signin', component: () => <h1>Sign-in page</h1> },
    ],
    basepath: '/hire',
    path: '/hire/advertiserDashboardPage',
    fetch,
    locale,
  })

describe('the dashboard', () => {
  it("greets the advertiser by the profile's name and offers to post a job, with an empty jobs area", async () => {
    signIn()
    const { fetch, requests } = fakeFetch(() => jsonResponse(aProfile()))
    await renderDashboard(fetch)

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ravi Kumar' })).toBeTruthy()
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer access-1')
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/advertisers/v1/profile/')
    expect(screen.getByRole('heading', { name: 'No jobs yet' })).toBeTruthy()
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
    const { fetch } = fakeFetch(() =>
      jsonResponse(
        aProfile({
          advertiser_id: 9001,
          advertiser_type: 'b2b',
          name: 'Lakshmi',
          company_name: 'Sri Lakshmi Logistics',
        }),
      ),
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
      return request.headers.get('authorization') === 'Bearer access-2'
        ? jsonResponse(aProfile({ name: 'Ravi Kumar' }))
        : jsonResponse({ statusCode: 401, message: 'Token expired' }, 401)
    })
    await renderDashboard(fetch)

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ravi Kumar' })).toBeTruthy()
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/advertisers/v1/profile/',
      '/api/user/token/refresh/',
      '/api/advertisers/v1/profile/',
    ])
  })

  it('sends a visitor who is not signed in to sign-in, which comes back here', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(aProfile()))
    const { router } = await renderDashboard(fetch)

    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy()
    expect(router.history.location.pathname).toBe('/hire/signin')
    expect(router.history.location.search).toBe('?redirect=%2Fhire%2FadvertiserDashboardPage')
    expect(requests).toEqual([])
  })

  it('speaks Telugu', async () => {
    signIn()
    const { fetch } = fakeFetch(() => jsonResponse(aProfile()))
    await renderDashboard(fetch, 'te')

    expect(await screen.findByRole('heading', { level: 1, name: 'నమస్తే, Ravi Kumar' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'ఇంకా ఉద్యోగాలు లేవు' })).toBeTruthy()
  })
})
