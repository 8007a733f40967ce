import { OTP_LENGTH } from '@localjobs/validation/constants'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Button } from './button.tsx'
import * as fieldStyles from './field.css.ts'
import { Field, fieldControlProps, useFieldIds } from './field.tsx'
import * as styles from './otp-input.css.ts'

export interface UseOtpOptions {
  /** Digits in a code; `OTP_LENGTH` of `@localjobs/validation/constants` (the login OTP) by default. */
  length?: number
  /** Seconds before the code can be sent again. */
  resendAfterSeconds?: number
  /** Called when the last digit is typed or a whole code is pasted or autofilled. */
  onComplete?: (code: string) => void
  /** Called when the user asks for a new code; send it here. */
  onResend?: () => void
}

export interface OtpState {
  length: number
  code: string
  /** Keeps digits only (Devanagari and Telugu digits become 0-9) and at most `length` of them. */
  setCode: (input: string) => void
  error: ReactNode
  setError: (error: ReactNode) => void
  secondsLeft: number
  canResend: boolean
  /** Spec section 4: resend clears the error and the code and disables resend until the countdown ends. */
  resend: () => void
}

// Gboard in Hindi or Telugu may type, and SMS apps may paste, the script's own digits.
const DEVANAGARI_ZERO = 0x966
const TELUGU_ZERO = 0xc66
const NATIVE_DIGITS = /[\u0966-\u096f\u0c66-\u0c6f]/g
const toAsciiDigits = (text: string) =>
  text.replace(NATIVE_DIGITS, (digit) => {
    const code = digit.codePointAt(0) ?? 0
    return String(code - (code >= TELUGU_ZERO ? TELUGU_ZERO : DEVANAGARI_ZERO))
  })

/** The state of an OTP entry: the code, its error and the resend countdown, which starts on mount. */
export function useOtp({
  length = OTP_LENGTH,
  resendAfterSeconds = 30,
  onComplete,
  onResend,
}: UseOtpOptions = {}): OtpState {
  const [code, setCodeState] = useState('')
  const [error, setError] = useState<ReactNode>(null)
  const [secondsLeft, setSecondsLeft] = useState(resendAfterSeconds)
  const [round, setRound] = useState(0)
  const latest = useRef({ code, onComplete, onResend })
  latest.current = { code, onComplete, onResend }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round (a resend) restarts the countdown.
  useEffect(() => {
    // Counting against a deadline, not ticks: Android freezes timers while the user reads the SMS in
    // another app, and the countdown must still be right on return.
    const endsAt = Date.now() + resendAfterSeconds * 1000
    setSecondsLeft(resendAfterSeconds)
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
      setSecondsLeft(left)
      if (left === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [round, resendAfterSeconds])

  function setCode(input: string) {
    const digits = toAsciiDigits(input).replace(/\D/g, '').slice(0, length)
    const previous = latest.current.code
    latest.current.code = digits
    setCodeState(digits)
    if (digits.length === length && digits !== previous) latest.current.onComplete?.(digits)
  }

  function resend() {
    if (secondsLeft > 0) return
    latest.current.code = ''
    setCodeState('')
    setError(null)
    setSecondsLeft(resendAfterSeconds)
    setRound((count) => count + 1)
    latest.current.onResend?.()
  }

  return { length, code, setCode, error, setError, secondsLeft, canResend: secondsLeft === 0, resend }
}

/** The words of the resend button, in the user's language. */
export interface OtpMessages {
  resend: string
  /** The disabled button while counting down, e.g. 'Resend OTP in 0:30'. */
  countdown: (time: string) => string
}

const englishMessages: OtpMessages = {
  resend: 'Resend OTP',
  countdown: (time) => `Resend OTP in ${time}`,
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

export interface OtpInputProps {
  otp: OtpState
  label: ReactNode
  hint?: ReactNode
  id?: string
  name?: string
  disabled?: boolean
  autoFocus?: boolean
  messages?: Partial<OtpMessages>
  className?: string
}

/**
 * One-time code entry: a single input (not one box per digit) with autocomplete="one-time-code" and a
 * numeric keyboard, so Android's SMS code suggestion and paste fill it whole, and a screen reader meets one
 * labelled field. Below it, a resend button that counts down, then enables.
 */
export function OtpInput({
  otp,
  label,
  hint,
  id,
  name,
  disabled,
  autoFocus,
  messages: overrides,
  className,
}: OtpInputProps) {
  const messages = { ...englishMessages, ...overrides }
  const ids = useFieldIds(id)
  const inputRef = useRef<HTMLInputElement>(null)
  const { error } = otp
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className} announceError>
      <input
        ref={inputRef}
        {...fieldControlProps(ids, { hint, error })}
        name={name}
        className={`${fieldStyles.control} ${styles.code}`}
        // Wide enough for the digits and their spacing, so the field reads as a short code, not a sentence.
        style={{ width: `calc(${otp.length} * 1.6em + 2em)` }}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        // No maxLength: it would cut a pasted '12 34' or 'OTP: 1234' before the digits are picked out.
        pattern="[0-9]*"
        spellCheck={false}
        value={otp.code}
        disabled={disabled}
        // biome-ignore lint/a11y/noAutofocus: the OTP screen opens because the user asked for a code; typing it is the only task.
        autoFocus={autoFocus}
        onChange={(event) => otp.setCode(event.target.value)}
      />
      <Button
        variant="quiet"
        className={styles.resend}
        disabled={!otp.canResend}
        onClick={() => {
          otp.resend()
          // The button disables itself; without this, focus would fall to the page body.
          inputRef.current?.focus()
        }}
      >
        {otp.canResend ? messages.resend : messages.countdown(clock(otp.secondsLeft))}
      </Button>
    </Field>
  )
}
