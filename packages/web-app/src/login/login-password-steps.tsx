import { ensureCsrfToken } from '@localjobs/api-client/auth/csrf'
import { Button } from '@localjobs/ui/button'
import { TextField } from '@localjobs/ui/text-field'
import { fieldMessages, messageFor } from '@localjobs/validation/messages/lookup'
import { isMobileNumber } from '@localjobs/validation/mobile-number'
import {
  loginPasswordSchema,
  passwordFormProblem,
  passwordResetFormSchema,
} from '@localjobs/validation/password'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useLoginContext } from './login-context.ts'
import { CodeInput, MobileField, useCode } from './login-fields.tsx'
import { type LoginMethod, settleLogin } from './login-outcome.ts'
import type { LoginCalls } from './login-steps.tsx'

/**
 * The password login and the password reset: loaded when someone chooses them, so the OTP login (the
 * first step of every sign-in) carries neither their code nor the validation rules they need.
 */

type OnVerified = (data: unknown, method: LoginMethod) => void

/** Mobile number and password -> POST /login/password/; any failure reads 'Incorrect credentials'. */
export function PasswordStep({
  mobile,
  setMobile,
  onForgot,
  onUseOtp,
  calls,
  onVerified,
}: {
  mobile: string
  setMobile: (mobile: string) => void
  onForgot: () => void
  onUseOtp: () => void
  calls: LoginCalls<unknown>
  onVerified: OnVerified
}) {
  const { t, locale, api, track } = useLoginContext()
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ mobile?: string; password?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)

  async function logIn(event: FormEvent) {
    event.preventDefault()
    const passwordIssue = loginPasswordSchema.safeParse(password).error?.issues[0]
    const problems = {
      ...(isMobileNumber(mobile) ? {} : { mobile: t.invalidMobile }),
      ...(passwordIssue ? { password: messageFor(passwordIssue, locale) } : {}),
    }
    setErrors(problems)
    if (problems.mobile || problems.password) return
    setBusy(true)
    await ensureCsrfToken(api)
    const result = await calls.passwordLogin(api, { mobile_no: mobile, password })
    setBusy(false)
    const fallback = result.kind === 'http-error' && result.status === 401 ? t.incorrectCredentials : t.failed
    const message = settleLogin(result, 'password', (data) => onVerified(data, 'password'), fallback, track)
    if (message) setErrors({ form: message })
  }

  return (
    <form onSubmit={logIn} noValidate>
      <MobileField mobile={mobile} setMobile={setMobile} error={errors.mobile ?? null} autoFocus />
      <PasswordField
        label={t.password}
        name="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
      <FormEnd error={errors.form} busy={busy} label={busy ? t.loggingIn : t.logIn}>
        <Button variant="quiet" onClick={onForgot}>
          {t.forgotPassword}
        </Button>
        <Button variant="quiet" onClick={onUseOtp}>
          {t.useOtp}
        </Button>
      </FormEnd>
    </form>
  )
}

type ResetField = 'otp' | 'password' | 'confirm_password'

/**
 * The texted code, a new password and its confirmation, checked with the validation package's rules
 * before anything is sent -> resetPassword, which also logs in. A mismatch and incomplete details are
 * tracked (spec section 5 names both checks by their events).
 */
export function ResetStep({
  mobile,
  onChangeNumber,
  calls,
  onVerified,
}: {
  mobile: string
  onChangeNumber: () => void
  calls: LoginCalls<unknown>
  onVerified: OnVerified
}) {
  const { t, locale, api, track } = useLoginContext()
  const { otp, challengePanel } = useCode(mobile)
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Partial<Record<ResetField | 'form', string>>>({})
  const [busy, setBusy] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    const values = { otp: otp.code, password, confirm_password: confirm }
    const parsed = passwordResetFormSchema.safeParse(values)
    if (!parsed.success) {
      const messages = fieldMessages(parsed.error.issues, locale)
      otp.setError(messages.otp ?? null)
      setErrors(messages)
      const problem = passwordFormProblem(values, parsed.error.issues)
      if (problem === 'mismatch') track?.('password_mismatch', { properties: { form: 'password_reset' } })
      if (problem === 'incomplete') track?.('incomplete_details', { properties: { form: 'password_reset' } })
      return
    }
    otp.setError(null)
    setErrors({})
    setBusy(true)
    const result = await calls.resetPassword(api, {
      mobile_no: mobile,
      otp: parsed.data.otp,
      password: parsed.data.password,
      confirm_password: confirm,
    })
    setBusy(false)
    const message = settleLogin(
      result,
      'password_reset',
      (data) => onVerified(data, 'password_reset'),
      t.failed,
      track,
    )
    if (message) setErrors({ form: message })
  }

  return (
    <form onSubmit={save} noValidate>
      <CodeInput otp={otp} />
      {challengePanel}
      <PasswordField
        label={t.newPassword}
        hint={t.newPasswordHint}
        name="password"
        autoComplete="new-password"
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
      <PasswordField
        label={t.confirmPassword}
        name="confirm_password"
        autoComplete="new-password"
        value={confirm}
        onValue={setConfirm}
        error={errors.confirm_password}
      />
      <FormEnd error={errors.form} busy={busy} label={busy ? t.saving : t.savePassword}>
        <Button variant="quiet" onClick={onChangeNumber}>
          {t.changeNumber}
        </Button>
      </FormEnd>
    </form>
  )
}

/** A password input: never trimmed, no capitals or spell check (TextField's 'password' kind). */
function PasswordField({
  onValue,
  error,
  ...props
}: {
  label: string
  hint?: string
  name: string
  autoComplete: 'current-password' | 'new-password'
  value: string
  onValue: (value: string) => void
  error: string | undefined
}) {
  return (
    <TextField
      kind="password"
      {...props}
      error={error ?? null}
      onChange={(event) => onValue(event.target.value)}
    />
  )
}

/** The end of a password form: the server's refusal (announced), the submit button, the other ways. */
function FormEnd({
  error,
  busy,
  label,
  children,
}: {
  error: string | undefined
  busy: boolean
  label: string
  children: ReactNode
}) {
  return (
    <>
      {error ? <p role="alert">{error}</p> : null}
      <Button type="submit" fullWidth disabled={busy}>
        {label}
      </Button>
      {children}
    </>
  )
}
