import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getLoginDetails, setLoginDetails } from '#src/lib/login-state.ts'
import { renderSeeker } from '#src/testing/render-seeker.tsx'
import { AccountButton } from './account-button.tsx'

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})

const details = {
  id: 7,
  jobsUserId: 70,
  isLogIn: true,
  mobileNumber: '9876543210',
  name: 'Name',
  whatsAppOptIn: false,
}

async function renderHeader(locale: 'en' | 'te' = 'en') {
  const { fetch, requests } = fakeFetch((request) =>
    request.url.includes('/logout/')
      ? jsonResponse({ message: 'Logged out' })
      : jsonResponse({ classified_ids: [] }),
  )
  await renderSeeker({
    root: () => (
      <header>
        <AccountButton className="header-button" />
        <a href="/elsewhere">Elsewhere</a>
      </header>
    ),
    basepath: '/jobs',
    fetch,
    locale,
  })
  return requests
}

/** The account menu is a lazily loaded module with its own words: the first one in a run takes a while. */
const LAZY = { timeout: 5000 }

describe('AccountButton', () => {
  it("offers 'Log in' to a visitor who is not logged in", async () => {
    await renderHeader()
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull()
  })

  it('is an account menu for a logged-in seeker: My job profile, My applications, Log out', async () => {
    setLoginDetails(details)
    await renderHeader()
    const account = await screen.findByRole('button', { name: 'Account' }, LAZY)
    expect(account.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('link', { name: 'My applications' })).toBeNull()

    fireEvent.click(account)
    expect(account.getAttribute('aria-expanded')).toBe('true')
    const menu = document.getElementById(account.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(within(menu).getByRole('link', { name: 'My job profile' }).getAttribute('href')).toBe(
      '/jobs/seeker_profile',
    )
    expect(within(menu).getByRole('link', { name: 'My applications' }).getAttribute('href')).toBe(
      '/jobs/my-applications',
    )
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeTruthy()
  })

  it('closes on Escape (the focus back on its button), on a tap outside and when the focus leaves', async () => {
    setLoginDetails(details)
    await renderHeader()
    const account = await screen.findByRole('button', { name: 'Account' }, LAZY)

    fireEvent.click(account)
    screen.getByRole('link', { name: 'My applications' }).focus()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(account.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(account)

    fireEvent.click(account)
    fireEvent.pointerDown(document.body)
    expect(account.getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(account)
    act(() => screen.getByRole('link', { name: 'Elsewhere' }).focus())
    expect(account.getAttribute('aria-expanded')).toBe('false')
  })

  it('keeps its button short in Telugu: an icon and one word', async () => {
    setLoginDetails(details)
    await renderHeader('te')
    const account = await screen.findByRole('button', { name: 'ఖాతా' }, LAZY)
    expect(account.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('logs out through the API, then offers Log in again', async () => {
    setLoginDetails(details)
    const requests = await renderHeader()
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }, LAZY))
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy()
    expect(getLoginDetails()).toBeNull()
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'POST' && request.url.includes('/logout/'))).toBe(
        true,
      ),
    )
  })
})
