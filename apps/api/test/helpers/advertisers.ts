import type { EnterpriseLoginResponse, LoginResponse } from '@localjobs/api-client/auth/types'
import { csrfHeaders, freshMobile, type TestApp } from './app.ts'

export interface SignedInAdvertiser {
  mobile: string
  userId: number
  access: string
  refresh: string
  login: LoginResponse
}

/** Asks for a code and answers it (the seeker's login helper does the same for cookies). */
async function verify(test: TestApp, url: string, mobile: string, extra: Record<string, unknown> = {}) {
  const generated = await test.app.inject({
    method: 'POST',
    url: '/api/login/otp/generate/',
    headers: csrfHeaders(),
    payload: { mobile_no: mobile },
  })
  if (generated.statusCode !== 200) throw new Error(`generate failed: ${generated.body}`)
  return test.app.inject({
    method: 'POST',
    url,
    headers: csrfHeaders(),
    payload: { mobile_no: mobile, otp: test.sms.codeFor(mobile), ...extra },
  })
}

/** Signs a number in as an advertiser (candidateType 'advertiser'): its token pair and login details. */
export async function signInAdvertiser(test: TestApp, mobile = freshMobile()): Promise<SignedInAdvertiser> {
  const verified = await verify(test, '/api/login/otp/verify/', mobile, { candidateType: 'advertiser' })
  if (verified.statusCode !== 200) throw new Error(`advertiser verify failed: ${verified.body}`)
  const login = verified.json<LoginResponse>()
  if (!login.access || !login.refresh) throw new Error('the advertiser login carried no tokens')
  return { mobile, userId: login.id, access: login.access, refresh: login.refresh, login }
}

/** An enterprise account as ops creates it (company details set, unclaimed until the number signs in). */
export async function createEnterprise(test: TestApp, mobile = freshMobile()) {
  const account = await test.app.identity.createEnterpriseAccount({
    mobile,
    name: 'Priya Menon',
    companyName: 'Deccan Logistics Pvt Ltd',
    email: 'hiring@deccanlogistics.example',
    companyAddress: 'Plot 12, HITEC City, Hyderabad 500081',
  })
  return { mobile, account }
}

/** Signs an enterprise number in on /login/otp/verify-enterprise/. */
export async function signInEnterprise(test: TestApp, mobile: string) {
  const verified = await verify(test, '/api/login/otp/verify-enterprise/', mobile)
  if (verified.statusCode !== 200) throw new Error(`enterprise verify failed: ${verified.body}`)
  const login = verified.json<EnterpriseLoginResponse>()
  if (!login.access || !login.refresh) throw new Error('the enterprise login carried no tokens')
  return { mobile, userId: login.id, access: login.access, refresh: login.refresh, login }
}

export { verify as verifyOtpAt }

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` })
export const webViewBearer = (access: string) => ({ 'jwt-authorization': `Bearer ${access}` })
