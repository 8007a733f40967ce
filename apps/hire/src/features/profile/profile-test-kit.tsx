import type { AdvertiserProfile } from '@localjobs/api-client/advertisers/types'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { TOKEN_STORAGE_KEYS } from '@localjobs/api-client/token-store'
import type { Locale } from '@localjobs/web-app/locale'
import { Outlet } from '@tanstack/react-router'
import { ADVERTISER_SESSION_KEY, type AdvertiserSession } from '#src/lib/advertiser-session.ts'
import { renderHire } from '#src/testing/render-hire.tsx'
import { ProfileDetailsPage } from './components/profile-details-page.tsx'
import { ProfilePage } from './components/profile-page.tsx'

/** What the component tests of the profile pages share: an account, its session, the API answering. */

export const b2cProfile: AdvertiserProfile = {
  advertiser_id: null,
  advertiser_type: 'b2c',
  mobile_no: '9100000004',
  name: 'Ravi Kumar',
  company_name: 'Sri Traders',
  email: '',
  company_address: '12 MG Road\nHyderabad',
}

export const b2bProfile: AdvertiserProfile = {
  advertiser_id: 501,
  advertiser_type: 'b2b',
  mobile_no: '9100000001',
  name: 'Anita Rao',
  company_name: 'Deccan Logistics Pvt Ltd',
  email: 'hr@deccan.example',
  company_address: 'Plot 4, HITEC City, Hyderabad',
}

export function sessionOf(profile: AdvertiserProfile): AdvertiserSession {
  return {
    details: {
      id: 7,
      jobsUserId: 70,
      isLogIn: true,
      mobileNumber: profile.mobile_no,
      name: profile.name,
      whatsAppOptIn: false,
    },
    type: profile.advertiser_type,
    enterprise:
      profile.advertiser_id === null
        ? null
        : {
            advertiserId: profile.advertiser_id,
            companyName: profile.company_name,
            email: profile.email,
            companyAddress: profile.company_address,
            name: profile.name,
          },
  }
}

/** Signs an advertiser in on this device: the session and a token pair in local storage. */
export function signIn(profile: AdvertiserProfile, access = 'access-1') {
  localStorage.setItem(ADVERTISER_SESSION_KEY, JSON.stringify(sessionOf(profile)))
  localStorage.setItem(TOKEN_STORAGE_KEYS.access, access)
  localStorage.setItem(TOKEN_STORAGE_KEYS.refresh, 'refresh-1')
}

export const storedSession = (): AdvertiserSession | null =>
  JSON.parse(localStorage.getItem(ADVERTISER_SESSION_KEY) ?? 'null') as AdvertiserSession | null

/**
 * The profile API of one account: GET answers it, PATCH changes it as the API does (or answers `patch`'s
 * reply instead). Records every request.
 */
export function profileApi(
  start: AdvertiserProfile,
  patch?: (body: Record<string, string>) => Response | undefined,
) {
  let current = { ...start }
  const bodies: Record<string, string>[] = []
  const api = fakeFetch(async (request) => {
    const path = new URL(request.url).pathname
    if (path !== '/api/advertisers/v1/profile/') return jsonResponse({ message: 'not here' }, 404)
    if (request.method === 'PATCH') {
      const body = (await request.json()) as Record<string, string>
      bodies.push(body)
      const refused = patch?.(body)
      if (refused) return refused
      current = { ...current, ...body }
    }
    return jsonResponse(current)
  })
  return { ...api, bodies, current: () => current }
}

/** The two profile pages under /hire, as the app routes them, starting at `path`. */
export function renderProfile(path: string, fetch: typeof globalThis.fetch, locale: Locale = 'en') {
  return renderHire({
    root: Outlet,
    basepath: '/hire',
    path,
    fetch,
    locale,
    routes: [
      { path: '/profile', component: ProfilePage },
      { path: '/profile/details', component: ProfileDetailsPage },
      { path: '/signin', component: () => <h1>Sign-in page</h1> },
    ],
  })
}
