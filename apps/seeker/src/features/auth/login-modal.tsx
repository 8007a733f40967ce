import { challengeAsked, sendWithChallenge } from '@localjobs/api-client/auth/challenge'
import { ensureCsrfToken } from '@localjobs/api-client/auth/csrf'
import { generateOtp, resendOtp, verifyOtp } from '@localjobs/api-client/auth/otp'
import { passwordLogin } from '@localjobs/api-client/auth/password'
import { resetPassword } from '@localjobs/api-client/auth/password-reset'
import type { LoginDetails } from '@localjobs/api-client/auth/types'
import type { ApiFailure } from '@localjobs/api-client/errors'
import { Button } from '@localjobs/ui/button'
import { Modal } from '@localjobs/ui/modal'
import { OtpInput, useOtp } from '@localjobs/ui/otp-input'
import { TextField } from '@localjobs/ui/text-field'
import { fieldMessages, messageFor, translate } from '@localjobs/validation/messages'
import { isMobileNumber } from '@localjobs/validation/mobile-number'
import { otpError } from '@localjobs/validation/otp'
import {
  loginPasswordSchema,
  passwordFormProblem,
  passwordResetFormSchema,
} from '@localjobs/validation/password'
import { useRouteContext } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { track } from '#src/app/analytics.ts'
import { type Messages, useLocale, useMessages } from '#src/i18n/translations.ts'
import { useChallenge } from './challenge-panel.tsx'
import { failureMessage, settleLogin } from './login-outcome.ts'

export interface LoginModalProps {
  /** Called once: with the login details after a login, with null when the seeker closes the modal. */
  onDone: (details: LoginDetails | null) => void
}

const cookiesEnabled = () => typeof navigator === 'undefined' || navigator.cookieEnabled !== false

/** Where the modal is: the OTP login (spec section 4), the password login, or setting a new password. */
type View =
  | { mode: 'otp'; step: 'mobile' | 'code' }
  | { mode: 'password' }
  | { mode: 'reset'; step: 'mobile' | 'code' }

const useApi = () => useRouteContext({ from: '__root__', select: (context) => context.api })

/**
 * The seeker's login (spec sections 4 and 8): by mobile number and a 4-digit code, or by password, with
 * "Forgot password?" to set a new one by code (also how a seeker who only ever used OTP sets a first one).
 * Every login ends the same way: details stored, `login_success` tracked, the modal closes.
 */
export function LoginModal({ onDone }: LoginModalProps) {
  const t = useMessages('auth')
  const api = useApi()
  const blocked = !cookiesEnabled()
  const [view, setView] = useState<View>({ mode: 'otp', step: 'mobile' })
  const [mobile, setMobile] = useState('')
  const [whatsApp, setWhatsApp] = useState(false)

  // Pages a visit starts on are cached and carry no CSRF cookie: get one now, so the first POST is not
  // refused and retried.
  useEffect(() => {
    if (!blocked) void ensureCsrfToken(api)
  }, [api, blocked])

  if (blocked) {
    return (
      <Modal open onClose={() => onDone(null)} title={t.cookiesBlockedTitle} closeLabel={t.close}>
        <p>{t.cookiesBlocked}</p>
      </Modal>
    )
  }

  const close = () => onDone(null)
  let title = t.title
  let description: string
  let body: ReactNode
  if (view.mode === 'otp' && view.step === 'mobile') {
    description = t.intro
    body = (
      <>
        <MobileStep
          mobile={mobile}
          setMobile={setMobile}
          onSent={() => setView({ mode: 'otp', step: 'code' })}
          extra={
            <p>
              <label>
                <input
                  type="checkbox"
                  checked={whatsApp}
                  onChange={(event) => setWhatsApp(event.target.checked)}
                />{' '}
                {t.whatsApp}
              </label>
            </p>
          }
        />
        <Button variant="quiet" onClick={() => setView({ mode: 'password' })}>
          {t.usePassword}
        </Button>
      </>
    )
  } else if (view.mode === 'otp') {
    description = t.otpSent({ mobile })
    body = (
      <OtpStep
        mobile={mobile}
        whatsApp={whatsApp}
        onChangeNumber={() => setView({ mode: 'otp', step: 'mobile' })}
        onDone={onDone}
      />
    )
  } else if (view.mode === 'password') {
    description = t.passwordIntro
    body = (
      <PasswordStep
        mobile={mobile}
        setMobile={setMobile}
        onForgot={() => setView({ mode: 'reset', step: 'mobile' })}
        onUseOtp={() => setView({ mode: 'otp', step: 'mobile' })}
        onDone={onDone}
      />
    )
  } else if (view.step === 'mobile') {
    title = t.resetTitle
    description = t.resetIntro
    body = (
      <>
        <MobileStep
          mobile={mobile}
          setMobile={setMobile}
          autoFocus
          onSent={() => setView({ mode: 'reset', step: 'code' })}
        />
        <Button variant="quiet" onClick={() => setView({ mode: 'password' })}>
          {t.backToLogin}
        </Button>
      </>
    )
  } else {
    title = t.resetTitle
    description = t.resetCodeSent({ mobile })
    body = (
      <ResetStep
        mobile={mobile}
        onChangeNumber={() => setView({ mode: 'reset', step: 'mobile' })}
        onDone={onDone}
      />
    )
  }

  return (
    <Modal
      open
      onClose={close}
      title={title}
      description={description}
      closeLabel={t.close}
      closeOnBackdrop={false}
    >
      {body}
    </Modal>
  )
}

/** The mobile number field as the steps share it: digits only, at most 10. */
function MobileField({
  mobile,
  setMobile,
  error,
  autoFocus,
}: {
  mobile: string
  setMobile: (mobile: string) => void
  error: string | null
  autoFocus?: boolean
}) {
  const t = useMessages('auth')
  return (
    <TextField
      kind="phone"
      label={t.mobileNumber}
      hint={t.mobileHint}
      name="mobile_no"
      value={mobile}
      error={error}
      autoFocus={autoFocus}
      onChange={(event) => setMobile(event.target.value.replace(/\D/g, '').slice(0, 10))}
    />
  )
}

/**
 * Why a call that texts a code failed: when it ended still asking for a challenge (the widget could not
 * finish, or its answers kept coming too late), that the check did not finish; else the server's message.
 */
function textFailure(result: ApiFailure, t: Messages<'auth'>): string | null {
  return challengeAsked(result) ? t.challengeFailed : failureMessage(result, t.failed)
}

/**
 * The mobile number, then a texted code (generateOtp): the first step of the OTP login and of a reset. Past
 * the codes its network may ask for freely, the API asks for a challenge first: the panel solves it and
 * the code is asked for again with the answer.
 */
function MobileStep({
  mobile,
  setMobile,
  onSent,
  extra,
  autoFocus,
}: {
  mobile: string
  setMobile: (mobile: string) => void
  onSent: () => void
  extra?: ReactNode
  autoFocus?: boolean
}) {
  const t = useMessages('auth')
  const api = useApi()
  const challenge = useChallenge()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function sendCode(event: FormEvent) {
    event.preventDefault()
    const number = mobile.trim()
    if (!isMobileNumber(number)) {
      setError(t.invalidMobile)
      return
    }
    setError(null)
    setBusy(true)
    await ensureCsrfToken(api)
    const result = await sendWithChallenge(
      (altcha) => generateOtp(api, { mobile_no: number, altcha }),
      challenge.solve,
    )
    challenge.done()
    setBusy(false)
    if (result.kind === 'ok') onSent()
    else setError(textFailure(result, t))
  }

  return (
    <form onSubmit={sendCode} noValidate>
      <MobileField mobile={mobile} setMobile={setMobile} error={error} autoFocus={autoFocus} />
      {extra}
      {challenge.panel}
      <Button type="submit" fullWidth disabled={busy}>
        {busy ? t.sendingOtp : t.getOtp}
      </Button>
    </form>
  )
}

/** The code's input with the resend countdown; a resend may need a challenge too; one that fails shows why. */
function useCode(mobile: string) {
  const t = useMessages('auth')
  const api = useApi()
  const challenge = useChallenge()
  const otp = useOtp({
    onResend: () => {
      void sendWithChallenge((altcha) => resendOtp(api, { mobile_no: mobile, altcha }), challenge.solve).then(
        (result) => {
          challenge.done()
          if (result.error) otp.setError(textFailure(result, t))
        },
      )
    },
  })
  return { otp, challengePanel: challenge.panel }
}

function CodeInput({ otp }: { otp: ReturnType<typeof useOtp> }) {
  const t = useMessages('auth')
  return (
    <OtpInput
      otp={otp}
      label={t.otpLabel}
      name="otp"
      autoFocus
      messages={{ resend: t.resend, countdown: (time) => t.resendIn({ time }) }}
    />
  )
}

function OtpStep({
  mobile,
  whatsApp,
  onChangeNumber,
  onDone,
}: {
  mobile: string
  whatsApp: boolean
  onChangeNumber: () => void
  onDone: (details: LoginDetails | null) => void
}) {
  const t = useMessages('auth')
  const locale = useLocale()
  const api = useApi()
  const [busy, setBusy] = useState(false)
  const { otp, challengePanel } = useCode(mobile)

  async function verify(event: FormEvent) {
    event.preventDefault()
    const problem = otpError(otp.code)
    if (problem) {
      otp.setError(translate(problem, locale))
      return
    }
    otp.setError(null)
    setBusy(true)
    const result = await verifyOtp(api, { mobile_no: mobile, otp: otp.code, wa_optin: whatsApp ? 1 : 0 })
    setBusy(false)
    const message = settleLogin(result, 'otp', onDone, t.failed)
    if (message) otp.setError(message)
  }

  return (
    <form onSubmit={verify} noValidate>
      <CodeInput otp={otp} />
      {challengePanel}
      <Button type="submit" fullWidth disabled={busy}>
        {busy ? t.verifying : t.verify}
      </Button>
      <Button variant="quiet" onClick={onChangeNumber}>
        {t.changeNumber}
      </Button>
    </form>
  )
}

/** Mobile number and password -> POST /login/password/; any failure reads 'Incorrect credentials'. */
function PasswordStep({
  mobile,
  setMobile,
  onForgot,
  onUseOtp,
  onDone,
}: {
  mobile: string
  setMobile: (mobile: string) => void
  onForgot: () => void
  onUseOtp: () => void
  onDone: (details: LoginDetails | null) => void
}) {
  const t = useMessages('auth')
  const locale = useLocale()
  const api = useApi()
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
    const result = await passwordLogin(api, { mobile_no: mobile, password })
    setBusy(false)
    const fallback = result.kind === 'http-error' && result.status === 401 ? t.incorrectCredentials : t.failed
    const message = settleLogin(result, 'password', onDone, fallback)
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
function ResetStep({
  mobile,
  onChangeNumber,
  onDone,
}: {
  mobile: string
  onChangeNumber: () => void
  onDone: (details: LoginDetails | null) => void
}) {
  const t = useMessages('auth')
  const locale = useLocale()
  const api = useApi()
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
      if (problem === 'mismatch') track('password_mismatch', { properties: { form: 'password_reset' } })
      if (problem === 'incomplete') track('incomplete_details', { properties: { form: 'password_reset' } })
      return
    }
    otp.setError(null)
    setErrors({})
    setBusy(true)
    const result = await resetPassword(api, {
      mobile_no: mobile,
      otp: parsed.data.otp,
      password: parsed.data.password,
      confirm_password: confirm,
    })
    setBusy(false)
    const message = settleLogin(result, 'password_reset', onDone, t.failed)
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
