import { challengeAsked, sendWithChallenge } from '@localjobs/api-client/auth/challenge'
import { ensureCsrfToken } from '@localjobs/api-client/auth/csrf'
import { generateOtp, resendOtp, verifyOtp } from '@localjobs/api-client/auth/otp'
import { passwordLogin } from '@localjobs/api-client/auth/password'
import { type PasswordResetBody, resetPassword } from '@localjobs/api-client/auth/password-reset'
import type { LoginResponse, OtpVerifyBody, PasswordLoginBody } from '@localjobs/api-client/auth/types'
import type { ApiClient } from '@localjobs/api-client/client'
import type { ApiFailure, ApiResult } from '@localjobs/api-client/errors'
import { Button } from '@localjobs/ui/button'
import { EARLY_CLICK_ATTRIBUTE } from '@localjobs/ui/early-click'
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
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react'
import type { Locale } from '../locale.ts'
import { useChallenge } from './challenge-panel.tsx'
import { LoginContext, useLoginContext } from './login-context.ts'
import type { LoginMessages } from './login-messages.ts'
import { failureMessage, type LoginMethod, settleLogin, type TrackLogin } from './login-outcome.ts'

/**
 * The calls that sign in, each answering what the app keeps (`R`). The seeker's are the api-client's
 * (`SEEKER_LOGIN_CALLS`: the session cookie); the hire app passes its own (`candidateType: 'advertiser'`,
 * tokens in the answer) without changing the steps.
 */
export interface LoginCalls<R> {
  verifyOtp: (api: ApiClient, body: OtpVerifyBody) => Promise<ApiResult<R>>
  passwordLogin: (api: ApiClient, body: PasswordLoginBody) => Promise<ApiResult<R>>
  resetPassword: (api: ApiClient, body: PasswordResetBody) => Promise<ApiResult<R>>
}

/** The seeker's sign-in calls: POST /login/otp/verify/, /login/password/ and the password reset. */
export const SEEKER_LOGIN_CALLS: LoginCalls<LoginResponse> = { verifyOtp, passwordLogin, resetPassword }

/** What the login steps need, however they are drawn (in a modal, or on a page). */
export interface LoginStepsProps<R> {
  api: ApiClient
  /** the app's login words in the page's language (its typed namespace, e.g. the seeker's `auth`) */
  messages: LoginMessages
  locale: Locale
  /**
   * The calls that sign in. Without `passwordLogin` and `resetPassword` (the hire app's enterprise path)
   * only the OTP steps are offered.
   */
  calls: LoginCalls<R> | OtpLoginCalls<R>
  /** Called once after a login with the server's answer and how: store it, then close or leave the page. */
  onVerified: (data: R, method: LoginMethod) => void
  /** The app's analytics: login_success, login_failure, password_mismatch, incomplete_details. */
  track?: TrackLogin
  /** Offer job updates on WhatsApp with the code (the seeker's web login; sent as `wa_optin`). */
  whatsAppOptIn?: boolean
}

/** The calls of an OTP-only login (the enterprise path): no password, no reset. */
export type OtpLoginCalls<R> = Pick<LoginCalls<R>, 'verifyOtp'>

/** The login's calls and what to do after one, for the steps under the modal or panel. */
interface Settle {
  calls: LoginCalls<unknown> | OtpLoginCalls<unknown>
  onVerified: (data: unknown, method: LoginMethod) => void
}

const cookiesEnabled = () => typeof navigator === 'undefined' || navigator.cookieEnabled !== false

const offersPassword = (calls: Settle['calls']): calls is LoginCalls<unknown> =>
  'passwordLogin' in calls && 'resetPassword' in calls

/** Where the steps are: the OTP login (spec section 4), the password login, or setting a new password. */
type View =
  | { mode: 'otp'; step: 'mobile' | 'code' }
  | { mode: 'password' }
  | { mode: 'reset'; step: 'mobile' | 'code' }

/** What a frame (the modal, the panel) draws: the step's title and description, and its form. */
export interface StepParts {
  title: string
  description: string
  body: ReactNode
}

/**
 * The login (spec sections 4 and 8): by mobile number and a 4-digit code, or by password, with
 * "Forgot password?" to set a new one by code (also how someone who only ever used OTP sets a first one).
 * Every login ends the same way: `onVerified` with the server's answer, `login_success` tracked. The words
 * are the app's, the calls are passed in: the seeker and the hire app draw the same steps, framed by
 * `frame`: `LoginModal` draws them in a modal (the seeker), `LoginPanel` on a page (the hire app).
 */
export function LoginSteps<R>({
  api,
  messages: t,
  locale,
  calls,
  onVerified,
  track,
  whatsAppOptIn = false,
  intro,
  frame,
  warmUp = 'mount',
}: LoginStepsProps<R> & {
  /** when to fetch the CSRF cookie: when the steps appear (a modal), or on the first touch (a page) */
  warmUp?: 'mount' | 'touch'
  /** in place of `messages.intro` on the first step */
  intro?: string | undefined
  /** draws a step: its parts, and whether they are the cookie-blocked message (no description) */
  frame: (parts: StepParts, blocked: boolean) => ReactNode
}) {
  const context = useMemo(() => ({ api, t, locale, track }), [api, t, locale, track])
  const settle = { calls, onVerified } as Settle
  const blocked = !cookiesEnabled()
  const [view, setView] = useState<View>({ mode: 'otp', step: 'mobile' })
  const [mobile, setMobile] = useState('')
  const [whatsApp, setWhatsApp] = useState(false)
  const password = offersPassword(settle.calls)

  // Pages a visit starts on are cached and carry no CSRF cookie: get one now, so the first POST is not
  // refused and retried. A page that draws the steps from the first paint asks on the first touch instead
  // (`warmUp: 'touch'`), so the API client's code is not in its first load.
  useEffect(() => {
    if (!blocked && warmUp === 'mount') void ensureCsrfToken(api)
  }, [api, blocked, warmUp])

  if (blocked) {
    return frame({ title: t.cookiesBlockedTitle, description: '', body: <p>{t.cookiesBlocked}</p> }, true)
  }

  let title = t.title
  let description: string
  let body: ReactNode
  if (view.mode === 'otp' && view.step === 'mobile') {
    description = intro ?? t.intro
    body = (
      <>
        <MobileStep
          mobile={mobile}
          setMobile={setMobile}
          onSent={() => setView({ mode: 'otp', step: 'code' })}
          extra={
            whatsAppOptIn && t.whatsApp ? (
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
            ) : null
          }
        />
        {password ? (
          <Button variant="quiet" onClick={() => setView({ mode: 'password' })}>
            {t.usePassword}
          </Button>
        ) : null}
      </>
    )
  } else if (view.mode === 'otp') {
    description = t.otpSent({ mobile })
    body = (
      <OtpStep
        mobile={mobile}
        whatsApp={whatsApp}
        onChangeNumber={() => setView({ mode: 'otp', step: 'mobile' })}
        settle={settle}
      />
    )
  } else if (view.mode === 'password' && offersPassword(settle.calls)) {
    description = t.passwordIntro
    body = (
      <PasswordStep
        mobile={mobile}
        setMobile={setMobile}
        onForgot={() => setView({ mode: 'reset', step: 'mobile' })}
        onUseOtp={() => setView({ mode: 'otp', step: 'mobile' })}
        calls={settle.calls}
        onVerified={settle.onVerified}
      />
    )
  } else if (view.mode === 'reset' && view.step === 'mobile') {
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
  } else if (offersPassword(settle.calls)) {
    title = t.resetTitle
    description = t.resetCodeSent({ mobile })
    body = (
      <ResetStep
        mobile={mobile}
        onChangeNumber={() => setView({ mode: 'reset', step: 'mobile' })}
        calls={settle.calls}
        onVerified={settle.onVerified}
      />
    )
  } else {
    // Unreachable: without the password calls no button leads to the password views.
    description = intro ?? t.intro
    body = null
  }

  return (
    <LoginContext.Provider value={context}>
      {frame({ title, description, body }, false)}
    </LoginContext.Provider>
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
  const { t } = useLoginContext()
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
function textFailure(result: ApiFailure, t: LoginMessages): string | null {
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
  const { t, api } = useLoginContext()
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
      {/* The first step can be drawn by the server (a sign-in page): a tap before the scripts ran is
          kept and made once they have, rather than submitting the form to the page (early-click.ts). */}
      <Button
        type="submit"
        fullWidth
        disabled={busy}
        {...{ [EARLY_CLICK_ATTRIBUTE]: '' }}
        suppressHydrationWarning
      >
        {busy ? t.sendingOtp : t.getOtp}
      </Button>
    </form>
  )
}

/** The code's input with the resend countdown; a resend may need a challenge too; one that fails shows why. */
function useCode(mobile: string) {
  const { t, api } = useLoginContext()
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
  const { t } = useLoginContext()
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
  settle,
}: {
  mobile: string
  whatsApp: boolean
  onChangeNumber: () => void
  settle: Settle
}) {
  const { t, locale, api, track } = useLoginContext()
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
    const result = await settle.calls.verifyOtp(api, {
      mobile_no: mobile,
      otp: otp.code,
      wa_optin: whatsApp ? 1 : 0,
    })
    setBusy(false)
    const message = settleLogin(result, 'otp', (data) => settle.onVerified(data, 'otp'), t.failed, track)
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
  calls,
  onVerified,
}: {
  mobile: string
  setMobile: (mobile: string) => void
  onForgot: () => void
  onUseOtp: () => void
  calls: LoginCalls<unknown>
  onVerified: Settle['onVerified']
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
function ResetStep({
  mobile,
  onChangeNumber,
  calls,
  onVerified,
}: {
  mobile: string
  onChangeNumber: () => void
  calls: LoginCalls<unknown>
  onVerified: Settle['onVerified']
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
