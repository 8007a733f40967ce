import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { fakeNativeBridge } from '@localjobs/api-client/testing/native-bridge'
import { TOKEN_STORAGE_KEYS } from '@localjobs/api-client/token-store'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ADVERTISER_SESSION_KEY } from '#src/lib/advertiser-session.ts'
import { b2bProfile, b2cProfile, profileApi, renderProfile, signIn } from '../profile-test-kit.tsx'

const globals = globalThis as { Android?: unknown }

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  localStorage.clear()
  delete globals.Android
  vi.restoreAllMocks()
})

/** The label/value pairs of a section, as read. */
const rows = (section: HTMLElement) =>
  Array.from(section.querySelectorAll('dl > div')).map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ])

describe('the profile page', () => {
  it("shows the signed-in advertiser's account, read with their token, and links to the details form", async () => {
    signIn(b2cProfile, 'access-b2c')
    const api = profileApi(b2cProfile)
    await renderProfile('/hire/profile', api.fetch)

    const account = await screen.findByRole('region', { name: 'Account' })
    expect(rows(account)).toEqual([
      ['Name', 'Ravi Kumar'],
      ['Mobile number', '9100000004'],
      ['Company name', 'Sri Traders'],
      ['E-mail', 'Not given'],
      ['Company address', '12 MG Road\nHyderabad'],
    ])
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy()
    expect(screen.queryByText('Enterprise account')).toBeNull()
    expect(screen.getByRole('link', { name: 'Edit profile details' }).getAttribute('href')).toBe(
      '/hire/profile/details',
    )
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer access-b2c')
  })

  it('marks an enterprise account and shows its enterprise details, said to be managed by the team', async () => {
    signIn(b2bProfile)
    await renderProfile('/hire/profile', profileApi(b2bProfile).fetch)

    expect(await screen.findByText('Enterprise account')).toBeTruthy()
    const enterprise = screen.getByRole('region', { name: 'Enterprise details' })
    expect(rows(enterprise)).toEqual([
      ['Advertiser ID', '501'],
      ['Company name', 'Deccan Logistics Pvt Ltd'],
      ['E-mail', 'hr@deccan.example'],
      ['Company address', 'Plot 4, HITEC City, Hyderabad'],
    ])
    expect(within(enterprise).getByText(/managed by our team/)).toBeTruthy()
    expect(rows(screen.getByRole('region', { name: 'Account' }))).toEqual([
      ['Name', 'Anita Rao'],
      ['Mobile number', '9100000001'],
    ])
  })

  it('says loading while the profile is read, and offers a retry when reading fails', async () => {
    signIn(b2cProfile)
    let fail = true
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const api = fakeFetch(async () => {
      await gate
      return fail
        ? jsonResponse({ statusCode: 500, code: 'X', message: 'down' }, 500)
        : jsonResponse(b2cProfile)
    })
    await renderProfile('/hire/profile', api.fetch)

    expect((await screen.findByRole('status')).textContent).toContain('Loading your profile')
    release()
    expect(await screen.findByRole('heading', { name: 'We could not load your profile' })).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Account' })).toBeTruthy()
    expect(api.requests).toHaveLength(2)
  })

  it('sends a signed-out visitor to sign in, to come back here afterwards, and asks the API nothing', async () => {
    const api = profileApi(b2cProfile)
    const { router } = await renderProfile('/hire/profile', api.fetch)

    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy()
    expect(router.history.location.pathname).toBe('/hire/signin')
    expect(router.history.location.search).toBe('?redirect=%2Fhire%2Fprofile')
    expect(api.requests).toHaveLength(0)
  })

  it("in an app's web view, counts the bridge's token as signed in and sends it as JWT-AUTHORIZATION", async () => {
    globals.Android = fakeNativeBridge('aaa.bbb.ccc')
    const api = profileApi(b2cProfile)
    await renderProfile('/hire/profile', api.fetch)

    expect(await screen.findByRole('region', { name: 'Account' })).toBeTruthy()
    expect(api.requests[0]?.headers.get('jwt-authorization')).toBe('Bearer aaa.bbb.ccc')
    expect(api.requests[0]?.headers.get('authorization')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Sign-in page' })).toBeNull()
  })

  it('in a web view whose token is refused, asks the app to log out and does not go to sign-in', async () => {
    const bridge = fakeNativeBridge('expired.token.jwt')
    globals.Android = bridge
    signIn(b2cProfile)
    const api = fakeFetch(() => jsonResponse({ statusCode: 401, code: 'UNAUTHORIZED', message: 'no' }, 401))
    await renderProfile('/hire/profile', api.fetch)

    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeTruthy()
    expect(bridge.calls).toEqual(['logout'])
    // The app owns its token: no refresh was tried, and what was stored here is gone.
    expect(api.requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/advertisers/v1/profile/',
    ])
    expect(localStorage.getItem(ADVERTISER_SESSION_KEY)).toBeNull()
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.access)).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Sign-in page' })).toBeNull()
  })

  it('speaks Telugu', async () => {
    signIn(b2bProfile)
    await renderProfile('/hire/profile', profileApi(b2bProfile).fetch, 'te')

    expect(await screen.findByText('ఎంటర్‌ప్రైజ్ ఖాతా')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'మీ ప్రొఫైల్' })).toBeTruthy()
  })
})
