import type { APIRequestContext, Page } from '@playwright/test'
import type { AdvertiserSession } from '../../apps/hire/src/lib/advertiser-session.ts'
import type { EnterpriseLoginResponse, LoginResponse } from '../../packages/api-client/src/auth/types.ts'
import { TOKEN_STORAGE_KEYS } from '../../packages/api-client/src/token-store.ts'
import { expect } from './fixtures.ts'
import { csrfHeader, freshNumber, lastCode } from './seeker-session.ts'

// Advertisers signed in through the API (as the sign-in page would), and their tokens and session put into
// the page's local storage before it loads: the advertiser pages' tests need no sign-in page.

export { TOKEN_STORAGE_KEYS }

/**
 * The hire app's session key (without loading the app's module, which needs React): typed as the app's own
 * constant, so the type checker fails here when that one changes.
 */
export const ADVERTISER_SESSION_KEY: typeof import('../../apps/hire/src/lib/advertiser-session.ts').ADVERTISER_SESSION_KEY =
  'localjobs.advertiser.session'

export interface SignedInAdvertiser {
  mobile: string
  access: string
  refresh: string
  session: AdvertiserSession
}

/**
 * Signs an advertiser in by OTP through the API: a fresh b2c number by default, or an enterprise account
 * (seeded 9100000001-9100000003) through the enterprise verify. Answers the token pair and the session the
 * hire app keeps (login details, b2b/b2c, enterprise details).
 */
export async function signInAdvertiser(
  request: APIRequestContext,
  { mobile = freshNumber(), enterprise = false }: { mobile?: string; enterprise?: boolean } = {},
): Promise<SignedInAdvertiser> {
  const headers = await csrfHeader(request)
  const sent = await request.post('/api/login/otp/generate/', { data: { mobile_no: mobile }, headers })
  expect(sent.status(), await sent.text()).toBe(200)
  const otp = await lastCode(request, mobile)
  const path = enterprise ? '/api/login/otp/verify-enterprise/' : '/api/login/otp/verify/'
  const verified = await request.post(path, {
    data: { mobile_no: mobile, otp, candidateType: 'advertiser' },
    headers,
  })
  expect(verified.status(), await verified.text()).toBe(200)
  const body = (await verified.json()) as (LoginResponse | EnterpriseLoginResponse) & {
    access: string
    refresh: string
  }
  const b2b = typeof body.advertiser_id === 'number'
  const name = body.name?.trim() ? body.name : 'Name'
  const session: AdvertiserSession = {
    details: {
      id: body.id,
      jobsUserId: 'jobs_user_id' in body ? body.jobs_user_id : 0,
      isLogIn: true,
      mobileNumber: mobile,
      name,
      whatsAppOptIn: 'wa_optin' in body && body.wa_optin === 1,
    },
    type: b2b ? 'b2b' : 'b2c',
    enterprise:
      enterprise && 'company_name' in body
        ? {
            advertiserId: body.advertiser_id,
            companyName: body.company_name,
            email: body.email,
            companyAddress: body.company_address,
            name: body.name,
          }
        : null,
  }
  return { mobile, access: body.access, refresh: body.refresh, session }
}

/** Renews a token pair through the API (rotation: the refresh token given is used up). */
export async function refreshTokens(request: APIRequestContext, refresh: string) {
  const answer = await request.post('/api/user/token/refresh/', { data: { refresh } })
  return { status: answer.status(), body: (await answer.json()) as { access?: string; refresh?: string } }
}

/**
 * Puts the tokens and the session into the page's local storage before its first page loads, once per tab:
 * a reload keeps what the page itself stored since (a refresh's new tokens, a sign-out).
 */
export async function storeAdvertiser(
  page: Page,
  stored: { access: string; refresh: string; session: AdvertiserSession | null },
) {
  await page.addInitScript(
    ({ keys, sessionKey, access, refresh, session }) => {
      if (sessionStorage.getItem('e2e.advertiser-stored')) return
      sessionStorage.setItem('e2e.advertiser-stored', '1')
      localStorage.setItem(keys.access, access)
      localStorage.setItem(keys.refresh, refresh)
      if (session) localStorage.setItem(sessionKey, JSON.stringify(session))
    },
    { keys: TOKEN_STORAGE_KEYS, sessionKey: ADVERTISER_SESSION_KEY, ...stored },
  )
}

/** What the page holds in local storage for the advertiser: tokens and session (null when absent). */
export function storedAdvertiser(page: Page) {
  return page.evaluate(
    ({ keys, sessionKey }) => ({
      access: localStorage.getItem(keys.access),
      refresh: localStorage.getItem(keys.refresh),
      session: localStorage.getItem(sessionKey),
    }),
    { keys: TOKEN_STORAGE_KEYS, sessionKey: ADVERTISER_SESSION_KEY },
  )
}

/** Seconds since the epoch at which a JWT expires (its `exp` claim). */
export function expiresAt(jwt: string): number {
  const payload = jwt.split('.')[1] ?? ''
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }
  if (typeof claims.exp !== 'number') throw new Error('the access token has no exp')
  return claims.exp
}

/** Waits until a JWT has expired (its `exp` passed, with half a second to spare). */
export async function waitUntilExpired(page: Page, jwt: string) {
  const wait = expiresAt(jwt) * 1000 + 500 - Date.now()
  if (wait > 0) await page.waitForTimeout(wait)
  expect(Date.now() / 1000).toBeGreaterThan(expiresAt(jwt))
}

/** Waits until the page's scripts handle its buttons (the sign-in page and the short form paint before them). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const buttons = Array.from(document.querySelectorAll('button[data-early-click]'))
    return (
      buttons.length > 0 &&
      buttons.every((button) => (button as HTMLElement & { __ljLive?: boolean }).__ljLive === true)
    )
  })
}

/** Signs in on the sign-in page with the texted code. */
export async function signInByOtp(page: Page, request: APIRequestContext, mobile: string) {
  const main = page.getByRole('main')
  await hydrated(page)
  await main.getByRole('textbox', { name: 'Mobile number' }).fill(mobile)
  await main.getByRole('button', { name: 'Get OTP' }).click()
  await expect(main.getByText(`Enter the 4-digit code sent to ${mobile}.`)).toBeVisible()
  await main.getByRole('textbox', { name: 'OTP' }).fill(await lastCode(request, mobile))
  await main.getByRole('button', { name: 'Verify and sign in' }).click()
}
