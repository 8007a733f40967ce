import type { AdvertiserProfile } from '@localjobs/api-client/advertisers/types'
import { TOKEN_STORAGE_KEYS } from '@localjobs/api-client/token-store'
import { ADVERTISER_SESSION_KEY, type AdvertiserSession } from '#src/lib/advertiser-session.ts'

/** A b2c advertiser as a sign-in leaves them in local storage. */
export const aSession = (overrides: Partial<AdvertiserSession> = {}): AdvertiserSession => ({
  details: {
    id: 41,
    jobsUserId: 41,
    isLogIn: true,
    mobileNumber: '9100000004',
    name: 'Ravi Traders',
    whatsAppOptIn: false,
  },
  type: 'b2c',
  enterprise: null,
  ...overrides,
})

/** Puts a signed-in advertiser (session and tokens) in local storage, as a sign-in does. */
export function signIn(session: AdvertiserSession = aSession()) {
  localStorage.setItem(ADVERTISER_SESSION_KEY, JSON.stringify(session))
  localStorage.setItem(TOKEN_STORAGE_KEYS.access, 'access-1')
  localStorage.setItem(TOKEN_STORAGE_KEYS.refresh, 'refresh-1')
}

export const aProfile = (overrides: Partial<AdvertiserProfile> = {}): AdvertiserProfile => ({
  advertiser_id: null,
  advertiser_type: 'b2c',
  mobile_no: '9100000004',
  name: 'Ravi Kumar',
  company_name: '',
  email: '',
  company_address: '',
  ...overrides,
})
