import { jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, login, testWords as words } from '../testing/login-fixtures.ts'
import { LoginPanel, type LoginPanelProps } from './login-panel.tsx'
import { SEEKER_LOGIN_CALLS } from './login-steps.tsx'
import en from './words/en.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderPanel<R>(props: Partial<LoginPanelProps<R>> & Pick<LoginPanelProps<R>, 'api' | 'calls'>) {
  const onVerified = vi.fn()
  const track = vi.fn()
  render(<LoginPanel messages={words} locale="en" onVerified={onVerified} track={track} {...props} />)
  return { onVerified, track }
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })

describe('LoginPanel: the login steps on a page', () => {
  it('draws the steps in the page, under a heading of the level asked, with no dialog to close', () => {
    const { client } = api()
    renderPanel({
      api: client,
      calls: SEEKER_LOGIN_CALLS,
      headingLevel: 1,
      footer: <a href="/x">Other way</a>,
    })

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Sign in' })).toBeTruthy()
    expect(screen.getByText('Sign in with your mobile number.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Other way' })).toBeTruthy()
  })

  it('signs in by OTP and hands on the answer', async () => {
    const { client, paths } = api()
    const { onVerified, track } = renderPanel({ api: client, calls: SEEKER_LOGIN_CALLS })

    type('Mobile number', '9876543210')
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }))
    expect(await screen.findByText('Code sent to 9876543210.')).toBeTruthy()
    type('OTP', '1234')
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(login, 'otp'))
    expect(paths()).toContain('/login/otp/verify/')
    expect(track).toHaveBeenCalledWith('login_success', { properties: { method: 'otp' } })
  })

  it("offers only the OTP steps without password calls (an enterprise path), under the app's intro", async () => {
    const { client, paths } = api()
    const verifyOtp = vi.fn(SEEKER_LOGIN_CALLS.verifyOtp)
    const { onVerified } = renderPanel({
      api: client,
      calls: { verifyOtp },
      intro: 'Enterprise accounts only.',
    })

    expect(screen.getByText('Enterprise accounts only.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Sign in with password' })).toBeNull()
    type('Mobile number', '9876543210')
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }))
    await screen.findByText('Code sent to 9876543210.')
    type('OTP', '1234')
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(login, 'otp'))
    expect(verifyOtp).toHaveBeenCalledTimes(1)
    expect(paths()).not.toContain('/login/password/')
  })

  it("shows the server's refusal of a wrong code in the page and keeps the number", async () => {
    const { client } = api(() => jsonResponse({ statusCode: 400, message: 'Invalid OTP' }, 400))
    const { onVerified } = renderPanel({ api: client, calls: SEEKER_LOGIN_CALLS })

    type('Mobile number', '9876543210')
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }))
    await screen.findByText('Code sent to 9876543210.')
    type('OTP', '1111')
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))

    expect(await screen.findByText('Invalid OTP')).toBeTruthy()
    expect(onVerified).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }))
    expect((screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement).value).toBe(
      '9876543210',
    )
  })

  it("says the spec's cookie-blocked message on the page, and offers no steps", () => {
    vi.stubGlobal('navigator', { ...navigator, cookieEnabled: false })
    const { client } = api()
    renderPanel({ api: client, calls: SEEKER_LOGIN_CALLS, headingLevel: 1, messages: { ...words, ...en } })

    expect(screen.getByRole('heading', { level: 1, name: "We can't sign you in" })).toBeTruthy()
    expect(
      screen.getByText(
        "We can't sign you in. Your browser is currently set to block cookies. Please allow cookies for this site and try again.",
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
  })
})
