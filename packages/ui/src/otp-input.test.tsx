import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OtpInput, type UseOtpOptions, useOtp } from './otp-input.tsx'
import { descriptionOf } from './test-helpers.ts'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** The login modal's OTP step as an app writes it: a wrong code shows the spec's message. */
function OtpStep({ correct = '4821', ...options }: UseOtpOptions & { correct?: string }) {
  const otp = useOtp({
    ...options,
    onComplete: (code) => {
      options.onComplete?.(code)
      if (code !== correct) otp.setError('Please enter valid OTP')
    },
  })
  return <OtpInput otp={otp} label="Enter OTP" hint="Sent to 98xxxxxx10" />
}

const input = () => screen.getByRole('textbox', { name: 'Enter OTP' }) as HTMLInputElement
const tick = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000))

function HindiOtp() {
  const otp = useOtp()
  return (
    <OtpInput
      otp={otp}
      label="OTP दर्ज करें"
      messages={{ resend: 'OTP दोबारा भेजें', countdown: (time) => `${time} में OTP दोबारा भेजें` }}
    />
  )
}

describe('OtpInput', () => {
  it('is one labelled text box that asks for the SMS code autofill and a numeric keyboard', () => {
    render(<OtpStep />)

    expect(input().getAttribute('autocomplete')).toBe('one-time-code')
    expect(input().getAttribute('inputmode')).toBe('numeric')
    expect(input().hasAttribute('maxlength')).toBe(false)
    expect(descriptionOf(input())).toBe('Sent to 98xxxxxx10')
  })

  it('keeps digits only, at most four (spec section 9: OTP length 4)', async () => {
    render(<OtpStep />)

    await userEvent.type(input(), '4a8-2 19')

    expect(input().value).toBe('4821')
  })

  it('a pasted message fills the whole code and completes it', async () => {
    const onComplete = vi.fn()
    render(<OtpStep onComplete={onComplete} />)

    await userEvent.click(input())
    await userEvent.paste('48 21')

    expect(input().value).toBe('4821')
    expect(onComplete).toHaveBeenCalledWith('4821')
  })

  it('reads Devanagari and Telugu digits as 0-9', async () => {
    render(<OtpStep />)

    await userEvent.click(input())
    await userEvent.paste('४८౨౧')

    expect(input().value).toBe('4821')
  })

  it('a wrong code shows the error, read out at once and as the field description', async () => {
    render(<OtpStep />)

    await userEvent.type(input(), '1111')

    expect(input().getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe('Please enter valid OTP')
    expect(descriptionOf(input())).toBe('Sent to 98xxxxxx10 Please enter valid OTP')
  })

  it("counts down 'Resend OTP in 0:30' on a disabled button, then enables 'Resend OTP'", () => {
    vi.useFakeTimers()
    render(<OtpStep />)

    const countdown = screen.getByRole('button', { name: 'Resend OTP in 0:30' }) as HTMLButtonElement
    expect(countdown.disabled).toBe(true)
    tick(1)
    expect(screen.getByRole('button', { name: 'Resend OTP in 0:29' })).toBe(countdown)
    tick(29)
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBe(countdown)
    expect(countdown.disabled).toBe(false)
  })

  it('resend clears the error and the code, disables resend again and calls onResend (spec section 4)', () => {
    vi.useFakeTimers()
    const onResend = vi.fn()
    render(<OtpStep onResend={onResend} resendAfterSeconds={90} />)
    fireEvent.change(input(), { target: { value: '1111' } })
    expect(screen.getByRole('alert').textContent).toBe('Please enter valid OTP')
    expect(screen.getByRole('button', { name: 'Resend OTP in 1:30' })).toBeTruthy()
    tick(90)

    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }))

    expect(onResend).toHaveBeenCalledTimes(1)
    expect(input().value).toBe('')
    expect(input().hasAttribute('aria-invalid')).toBe(false)
    expect(screen.getByRole('alert').textContent).toBe('')
    expect((screen.getByRole('button', { name: 'Resend OTP in 1:30' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    // The button it was on is disabled now, so focus goes where the new code is typed.
    expect(document.activeElement).toBe(input())
  })

  it('keeps time by the clock, so a countdown frozen in the background is right on return', () => {
    vi.useFakeTimers()
    render(<OtpStep />)

    // Timers do not run, but the clock moves on (Android freezes a page the user has left).
    act(() => vi.setSystemTime(Date.now() + 20_000))
    tick(1)

    expect(screen.getByRole('button', { name: 'Resend OTP in 0:09' })).toBeTruthy()
  })

  it('speaks the language it is given', () => {
    render(<HindiOtp />)

    expect(screen.getByRole('textbox', { name: 'OTP दर्ज करें' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '0:30 में OTP दोबारा भेजें' })).toBeTruthy()
  })
})
