import type { LoginResponse } from '@localjobs/api-client/auth/types'
import type { ApiResult } from '@localjobs/api-client/errors'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getLoginDetails } from '#src/lib/login-state.ts'
import { settleLogin } from './login-outcome.ts'

const login: LoginResponse = {
  id: 7,
  jobs_user_id: 7,
  mobile_no: '9876543210',
  name: null,
  wa_optin: 0,
  advertiser_id: null,
  message: 'Logged in successfully.',
}
const ok = (data: LoginResponse): ApiResult<LoginResponse> =>
  ({ kind: 'ok', error: false, status: 200, data, response: new Response() }) as const
const refused = (status: number, message: string): ApiResult<LoginResponse> => ({
  kind: 'http-error',
  error: true,
  status,
  body: { statusCode: status, code: 'X', message },
  raw: null,
  response: new Response(null, { status }),
})

describe('settleLogin: every login method ends the same way', () => {
  afterEach(() => window.localStorage.clear())

  it.each(['otp', 'password', 'password_reset'] as const)(
    'by %s: stores the login details and hands them on (the modal closes, the pending apply goes on)',
    (method) => {
      const onDone = vi.fn()
      expect(settleLogin(ok(login), method, onDone, 'generic')).toBeNull()
      const details = {
        id: 7,
        jobsUserId: 7,
        isLogIn: true,
        mobileNumber: '9876543210',
        name: 'Name',
        whatsAppOptIn: false,
      }
      expect(getLoginDetails()).toEqual(details)
      expect(onDone).toHaveBeenCalledWith(details)
    },
  )

  it("shows the server's message ('Incorrect credentials'), else the fallback, and stays open", () => {
    const onDone = vi.fn()
    expect(settleLogin(refused(401, 'Incorrect credentials'), 'password', onDone, 'generic')).toBe(
      'Incorrect credentials',
    )
    expect(settleLogin(refused(502, ''), 'password', onDone, 'generic')).toBe('generic')
    expect(onDone).not.toHaveBeenCalled()
    expect(getLoginDetails()).toBeNull()
  })

  it('says nothing when offline (the offline toast does)', () => {
    expect(settleLogin({ kind: 'offline', error: true }, 'password', vi.fn(), 'generic')).toBeNull()
  })
})
