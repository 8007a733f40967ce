import { verifyEnterpriseOtp, verifyOtp } from '@localjobs/api-client/auth/otp'
import { passwordLogin } from '@localjobs/api-client/auth/password'
import { resetPassword } from '@localjobs/api-client/auth/password-reset'
import type { EnterpriseLoginResponse, LoginResponse } from '@localjobs/api-client/auth/types'
import type { LoginCalls, OtpLoginCalls } from '@localjobs/web-app/login/login-modal'

/** The advertiser's sign-in calls: the seeker's, as `candidateType: 'advertiser'` (tokens, no seeker cookie). */
export const ADVERTISER_LOGIN_CALLS: LoginCalls<LoginResponse> = {
  verifyOtp: (api, body) => verifyOtp(api, { ...body, candidateType: 'advertiser' }),
  passwordLogin: (api, body) => passwordLogin(api, { ...body, candidateType: 'advertiser' }),
  resetPassword: (api, body) => resetPassword(api, { ...body, candidateType: 'advertiser' }),
}

/** An enterprise sign-in's answer and the number it signed in with (the answer does not repeat it). */
export type EnterpriseSignIn = EnterpriseLoginResponse & { mobile_no: string }

/** The enterprise path: OTP only, POST /login/otp/verify-enterprise/. */
export const ENTERPRISE_LOGIN_CALLS: OtpLoginCalls<EnterpriseSignIn> = {
  verifyOtp: async (api, body) => {
    const result = await verifyEnterpriseOtp(api, { ...body, candidateType: 'advertiser' })
    return result.kind === 'ok' ? { ...result, data: { ...result.data, mobile_no: body.mobile_no } } : result
  },
}
