import { jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, login, testWords as words } from '../testing/login-fixtures.ts'
import { type LoginCalls, LoginModal, type LoginModalProps, SEEKER_LOGIN_CALLS } from './login-modal.tsx'

afterEach(cleanup)

function renderModal<R>(props: Partial<LoginModalProps<R>> & Pick<LoginModalProps<R>, 'api' | 'calls'>) {
  const onVerified = vi.fn()
  const onClose = vi.fn()
  const track = vi.fn()
  render(
    <LoginModal
      messages={words}
      locale="en"
      onVerified={onVerified}
      onClose={onClose}
      track={track}
      {...props}
    />,
  )
  return { onVerified, onClose, track }
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })

describe('LoginModal: the login steps both apps draw', () => {
  it("signs in by OTP with the calls the app passes (an advertiser's verify), in the app's words", async () => {
    const { client, paths } = api()
    const bodies: unknown[] = []
    // What the hire app will pass: the same steps, its own verify call and answer (tokens, no cookie).
    const advertiserCalls: LoginCalls<{ access: string }> = {
      ...SEEKER_LOGIN_CALLS,
      verifyOtp: async (_api, body) => {
        bodies.push({ ...body, candidateType: 'advertiser' })
        return { kind: 'ok', error: false, status: 200, data: { access: 'jwt' }, response: new Response() }
      },
    } as LoginCalls<{ access: string }>
    const { onVerified, track } = renderModal({ api: client, calls: advertiserCalls })

    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy()
    expect(screen.queryByRole('checkbox', { name: 'Send me job updates on WhatsApp' })).toBeNull()
    type('Mobile number', '98765 43210x')
    expect((screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement).value).toBe(
      '9876543210',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }))

    await screen.findByText('Code sent to 9876543210.')
    expect(paths()).toContain('/login/otp/generate/')
    type('OTP', '1234')
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith({ access: 'jwt' }, 'otp'))
    expect(bodies).toEqual([
      { mobile_no: '9876543210', otp: '1234', wa_optin: 0, candidateType: 'advertiser' },
    ])
    expect(track).toHaveBeenCalledWith('login_success', { properties: { method: 'otp' } })
  })

  it('refuses a number that is not 10 digits before sending anything', async () => {
    const { client, paths } = api()
    renderModal({ api: client, calls: SEEKER_LOGIN_CALLS })

    type('Mobile number', '98765')
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }))

    expect((await screen.findByText('Enter a valid 10-digit mobile number.')).textContent).toBeTruthy()
    expect(paths().filter((path) => path !== '/login/csrf/')).toEqual([])
  })

  it("says 'Incorrect credentials' for a wrong password, stays open and tracks the failure", async () => {
    const { client } = api(() =>
      jsonResponse({ statusCode: 401, code: 'BAD_CREDENTIALS', message: 'Incorrect credentials' }, 401),
    )
    const { onVerified, track } = renderModal({ api: client, calls: SEEKER_LOGIN_CALLS })

    fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }))
    // The password steps load when chosen.
    await screen.findByLabelText('Password')
    type('Mobile number', '9876543210')
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'sunrise 2024' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in now' }))

    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect credentials')
    expect(onVerified).not.toHaveBeenCalled()
    expect(track).toHaveBeenCalledWith('login_failure', { properties: { method: 'password', status: 401 } })
  })

  it('signs in with a password through the seeker calls and hands on the answer', async () => {
    const { client, paths } = api()
    const { onVerified } = renderModal({ api: client, calls: SEEKER_LOGIN_CALLS })

    fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }))
    // The password steps load when chosen.
    await screen.findByLabelText('Password')
    type('Mobile number', '9876543210')
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'sunrise 2024' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in now' }))

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(login, 'password'))
    expect(paths()).toContain('/login/password/')
  })

  it('offers WhatsApp updates only when the app asks, and sends the choice with the code', async () => {
    const { client } = api()
    const verify = vi.fn(SEEKER_LOGIN_CALLS.verifyOtp)
    renderModal({ api: client, calls: { ...SEEKER_LOGIN_CALLS, verifyOtp: verify }, whatsAppOptIn: true })

    fireEvent.click(screen.getByRole('checkbox', { name: 'Send me job updates on WhatsApp' }))
    type('Mobile number', '9876543210')
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }))
    await screen.findByText('Code sent to 9876543210.')
    type('OTP', '1234')
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))

    await waitFor(() => expect(verify).toHaveBeenCalled())
    expect(verify.mock.calls[0]?.[1]).toEqual({ mobile_no: '9876543210', otp: '1234', wa_optin: 1 })
  })

  it('checks a new password and its confirmation before sending, and tracks a mismatch', async () => {
    const { client, paths } = api()
    const { track } = renderModal({ api: client, calls: SEEKER_LOGIN_CALLS })

    fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }))
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeTruthy()
    type('Mobile number', '9876543210')
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }))
    await screen.findByText('Code for a new password sent to 9876543210.')
    await screen.findByRole('textbox', { name: 'OTP' })
    type('OTP', '1234')
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'sunrise 2024' },
    })
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'sunrise 2025' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }))

    await waitFor(() =>
      expect(track).toHaveBeenCalledWith('password_mismatch', { properties: { form: 'password_reset' } }),
    )
    expect(paths()).not.toContain('/login/password/reset/')
  })
})
