import type { APIRequestContext, Page } from '@playwright/test'
import { ADVERTISER_SESSION_KEY, type AdvertiserSession } from '../../apps/hire/src/lib/advertiser-session.ts'
import { advertiserType, toLoginDetails } from '../../packages/api-client/src/auth/otp.ts'
import type { LoginResponse } from '../../packages/api-client/src/auth/types.ts'
import { TOKEN_STORAGE_KEYS } from '../../packages/api-client/src/token-store.ts'
import { expect } from './fixtures.ts'
import { freshNumber, lastCode } from './seeker-session.ts'

// What the advertiser journeys share: an advertiser signed in through the API, its tokens and session put
// where the hire app keeps them (local storage), for pages that need an account.

type AdvertiserLogin = LoginResponse & { access: string; refresh: string }

/**
 * Signs a (fresh, b2c) advertiser in by OTP through the API, as /hire/signin does: the code, then
 * `POST /login/otp/verify/` with candidateType 'advertiser'; answers the number and the login answer.
 */
export async function signInAdvertiserByApi(request: APIRequestContext, mobile = freshNumber()) {
  const csrf = await request.get('/api/login/csrf/')
  expect(csrf.status()).toBe(204)
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value
  if (!token) throw new Error('no CSRF cookie')
  const headers = { 'x-csrftoken': token }
  const sent = await request.post('/api/login/otp/generate/', { data: { mobile_no: mobile }, headers })
  expect(sent.status(), await sent.text()).toBe(200)
  const verified = await request.post('/api/login/otp/verify/', {
    data: { mobile_no: mobile, otp: await lastCode(request, mobile), candidateType: 'advertiser' },
    headers,
  })
  expect(verified.status(), await verified.text()).toBe(200)
  const login = (await verified.json()) as AdvertiserLogin
  expect(login.access).toBeTruthy()
  return { mobile, login }
}

/**
 * Signs an advertiser in (signInAdvertiserByApi) and stores the tokens and the session in the page's local
 * storage under the hire app's keys; the page must be on the site's origin. Reload or navigate afterwards.
 */
export async function signInAdvertiser(page: Page, request: APIRequestContext) {
  const { mobile, login } = await signInAdvertiserByApi(request)
  const session: AdvertiserSession = {
    details: toLoginDetails(login),
    type: advertiserType(login),
    enterprise: null,
  }
  await page.evaluate(
    ({ keys, sessionKey, login, session }) => {
      localStorage.setItem(keys.access, login.access)
      localStorage.setItem(keys.refresh, login.refresh)
      localStorage.setItem(sessionKey, JSON.stringify(session))
    },
    { keys: TOKEN_STORAGE_KEYS, sessionKey: ADVERTISER_SESSION_KEY, login, session },
  )
  return mobile
}
