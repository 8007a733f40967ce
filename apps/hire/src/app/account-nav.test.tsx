import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { TOKEN_STORAGE_KEYS } from '@localjobs/api-client/token-store'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ADVERTISER_SESSION_KEY } from '#src/lib/advertiser-session.ts'
import { signIn } from '#src/testing/advertiser.ts'
import { renderHire } from '#src/testing/render-hire.tsx'
import { AdvertiserShell } from './advertiser-shell.tsx'

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  localStorage.clear()
})

async function renderShell(fetch?: typeof globalThis.fetch) {
  const rendered = await renderHire({
    root: () => (
      <AdvertiserShell>
        <h1>Page</h1>
      </AdvertiserShell>
    ),
    basepath: '/hire',
    path: '/hire/advertiserDashboardPage',
    fetch,
  })
  await screen.findByRole('heading', { name: 'Page' })
  return rendered
}

describe('the header for a signed-in advertiser', () => {
  it('shows "Post a job" and a menu named by the advertiser, with Dashboard, Profile and Sign out', async () => {
    signIn()
    await renderShell()

    const header = screen.getByRole('banner')
    const button = await within(header).findByRole('button', { name: 'Ravi Traders' })
    expect(within(header).queryByRole('link', { name: 'Sign in' })).toBeNull()
    expect(within(header).getByRole('link', { name: 'Post a job' })).toBeTruthy()
    expect(button.getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(within(header).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/hire/advertiserDashboardPage',
    )
    expect(within(header).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/hire/profile')

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('signs out: revokes the refresh token, forgets tokens and session, says so and goes home', async () => {
    signIn()
    const { fetch, requests } = fakeFetch((request) =>
      new URL(request.url).pathname === '/api/login/csrf/'
        ? new Response(null, { status: 204 })
        : jsonResponse({ message: 'Logged out.' }),
    )
    const { router } = await renderShell(fetch)
    const header = screen.getByRole('banner')
    fireEvent.click(await within(header).findByRole('button', { name: 'Ravi Traders' }))

    fireEvent.click(within(header).getByRole('button', { name: 'Sign out' }))

    expect(await within(header).findByRole('link', { name: 'Sign in' })).toBeTruthy()
    const logout = requests.find((request) => new URL(request.url).pathname === '/api/login/otp/logout/')
    expect(await logout?.clone().json()).toEqual({ refresh: 'refresh-1' })
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.access)).toBeNull()
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.refresh)).toBeNull()
    expect(localStorage.getItem(ADVERTISER_SESSION_KEY)).toBeNull()
    expect(await screen.findByText('You have signed out.')).toBeTruthy()
    await waitFor(() => expect(router.history.location.pathname).toMatch(/^\/hire\/?$/))
  })

  it('signs out on this device even when the server cannot be reached', async () => {
    signIn()
    const { fetch } = fakeFetch(() => {
      throw new TypeError('Failed to fetch')
    })
    await renderShell(fetch)
    const header = screen.getByRole('banner')
    fireEvent.click(await within(header).findByRole('button', { name: 'Ravi Traders' }))
    fireEvent.click(within(header).getByRole('button', { name: 'Sign out' }))

    expect(await within(header).findByRole('link', { name: 'Sign in' })).toBeTruthy()
    expect(localStorage.getItem(ADVERTISER_SESSION_KEY)).toBeNull()
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.access)).toBeNull()
  })
})
