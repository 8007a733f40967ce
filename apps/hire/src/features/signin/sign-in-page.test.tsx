import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { TOKEN_STORAGE_KEYS } from '@localjobs/api-client/token-store'
import { Outlet } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getAdvertiserSession } from '#src/lib/advertiser-session.ts'
import { signIn } from '#src/testing/advertiser.ts'
import { renderHire } from '#src/testing/render-hire.tsx'
import { SignInPage } from './sign-in-page.tsx'

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  localStorage.clear()
})

const login = {
  id: 41,
  jobs_user_id: 41,
  mobile_no: '9100000004',
  name: 'Ravi Kumar',
  wa_optin: 0,
  advertiser_id: null,
  message: 'Logged in successfully.',
  access: 'access-1',
  refresh: 'refresh-1',
}

const enterpriseLogin = {
  id: 11,
  advertiser_id: 9001,
  company_name: 'Sri Lakshmi Logistics',
  email: 'hr@example.in',
  company_address: 'Vijayawada',
  name: 'Lakshmi',
  message: 'Logged in successfully.',
  access: 'access-e',
  refresh: 'refresh-e',
}

/** The API as the sign-in meets it: the CSRF cookie, a texted code, the two verify calls. */
function api() {
  const bodies: Record<string, unknown> = {}
  const fake = fakeFetch(async (request) => {
    const path = new URL(request.url).pathname.replace('/api', '')
    if (path === '/login/csrf/') return new Response(null, { status: 204 })
    if (path === '/login/otp/generate/') return jsonResponse({ message: 'OTP sent.' })
    bodies[path] = await request.clone().json()
    if (path === '/login/otp/verify/') return jsonResponse(login)
    if (path === '/login/otp/verify-enterprise/') return jsonResponse(enterpriseLogin)
    return jsonResponse({ message: 'Not found' }, 404)
  })
  return { fetch: fake.fetch, bodies }
}

/** The sign-in page at /hire/signin, and the pages it may open (each says where it is). */
async function renderSignIn(redirect: unknown, fetch: typeof globalThis.fetch, locale?: 'en' | 'te') {
  const rendered = await renderHire({
    root: Outlet,
    routes: [
      { path: 'signin', component: () => <SignInPage redirect={redirect} /> },
      { path: 'advertiserDashboardPage', component: () => <h1>Dashboard page</h1> },
      { path: 'profile', component: () => <h1>Profile page</h1> },
    ],
    basepath: '/hire',
    path: '/hire/signin',
    fetch,
    locale,
  })
  await screen.findByRole('heading', { level: 1 })
  return rendered
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })

async function enterCode(verify: string) {
  type('Mobile number', '9100000004')
  fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }))
  await screen.findByText('Enter the 4-digit code sent to 9100000004.')
  type('OTP', '1234')
  fireEvent.click(screen.getByRole('button', { name: verify }))
}

describe('the sign-in page', () => {
  it('signs an advertiser in by OTP: tokens and session kept, then the page asked for', async () => {
    const { fetch, bodies } = api()
    const { router } = await renderSignIn('/hire/profile?tab=1', fetch)

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    await enterCode('Verify and sign in')

    await waitFor(() => expect(router.history.location.href).toBe('/hire/profile?tab=1'))
    expect(bodies['/login/otp/verify/']).toEqual({
      mobile_no: '9100000004',
      otp: '1234',
      wa_optin: 0,
      candidateType: 'advertiser',
    })
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.access)).toBe('access-1')
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.refresh)).toBe('refresh-1')
    expect(getAdvertiserSession()).toMatchObject({
      details: { id: 41, name: 'Ravi Kumar', mobileNumber: '9100000004', isLogIn: true },
      type: 'b2c',
      enterprise: null,
    })
  })

  it.each(['https://evil.example', '//evil.example/hire', '/jobs/seeker_profile'])(
    'ignores ?redirect=%s and opens the dashboard',
    async (redirect) => {
      const { fetch } = api()
      const { router } = await renderSignIn(redirect, fetch)
      await enterCode('Verify and sign in')

      await waitFor(() => expect(router.history.location.pathname).toBe('/hire/advertiserDashboardPage'))
    },
  )

  it('signs an enterprise advertiser in through the enterprise path, OTP only', async () => {
    const { fetch, bodies } = api()
    const { router } = await renderSignIn(undefined, fetch)

    fireEvent.click(screen.getByRole('button', { name: 'Enterprise account' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Enterprise sign in' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Sign in with password' })).toBeNull()
    await enterCode('Verify and sign in')

    await waitFor(() => expect(router.history.location.pathname).toBe('/hire/advertiserDashboardPage'))
    expect(bodies['/login/otp/verify-enterprise/']).toMatchObject({
      candidateType: 'advertiser',
      otp: '1234',
    })
    expect(bodies['/login/otp/verify/']).toBeUndefined()
    expect(getAdvertiserSession()).toMatchObject({
      details: { id: 11, name: 'Lakshmi', mobileNumber: '9100000004' },
      type: 'b2b',
      enterprise: { advertiserId: 9001, companyName: 'Sri Lakshmi Logistics', name: 'Lakshmi' },
    })
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.access)).toBe('access-e')
  })

  it('offers the password and "Forgot password?" on the advertiser path', async () => {
    const { fetch } = api()
    await renderSignIn(undefined, fetch)

    fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }))
    // The password steps load when chosen.
    expect(await screen.findByLabelText('Password')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeTruthy()
  })

  it('sends a visitor who is already signed in straight to the dashboard', async () => {
    signIn()
    const { fetch } = api()
    const { router } = await renderSignIn(undefined, fetch)

    await waitFor(() => expect(router.history.location.pathname).toBe('/hire/advertiserDashboardPage'))
  })

  it('speaks Telugu', async () => {
    const { fetch } = api()
    await renderSignIn(undefined, fetch, 'te')

    expect(screen.getByRole('heading', { level: 1, name: 'సైన్ ఇన్ చేయండి' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ఎంటర్‌ప్రైజ్ ఖాతా' })).toBeTruthy()
  })
})
