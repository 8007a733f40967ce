import { sendWithChallenge } from '@localjobs/api-client/auth/challenge'
import { ensureCsrfToken } from '@localjobs/api-client/auth/csrf'
import { generateOtp, verifyOtp } from '@localjobs/api-client/auth/otp'
import { passwordLogin } from '@localjobs/api-client/auth/password'
import { type PasswordResetBody, resetPassword } from '@localjobs/api-client/auth/password-reset'
import type { LoginResponse, OtpVerifyBody, PasswordLoginBody } from '@localjobs/api-client/auth/types'
import type { ApiClient } from '@localjobs/api-client/client'
import type { ApiResult } from '@localjobs/api-client/errors'
import { Button } from '@localjobs/ui/button'
import { EARLY_CLICK_ATTRIBUTE } from '@localjobs/ui/early-click'
// zod-free checks: a page that opens on the steps (the hire sign-in page) loads no schema library.
import { isMobileNumber, otpError } from '@localjobs/validation/login-checks'
import { translate } from '@localjobs/validation/messages/lookup'
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react'
import type { Locale } from '../locale.ts'
import { useChallenge } from './challenge-panel.tsx'
import { LoginContext, useLoginContext } from './login-context.ts'
import { CodeInput, MobileField, textFailure, useCode } from './login-fields.tsx'
import type { LoginMessages } from './login-messages.ts'
import { type LoginMethod, settleLogin, type TrackLogin } from './login-outcome.ts'

/** The password login and reset, loaded when chosen (or warmed up: `preloadPasswordSteps`). */
const loadPasswordSteps = () => import('./login-password-steps.tsx')
const PasswordStep = lazy(() => loadPasswordSteps().then((m) => ({ default: m.PasswordStep })))
const ResetStep = lazy(() => loadPasswordSteps().then((m) => ({ default: m.ResetStep })))

/** Starts loading the password steps, e.g. on the first touch of a sign-in form, so choosing one is instant. */
export const preloadPasswordSteps = (): void => {
  void loadPasswordSteps()
}

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
    if (blocked || warmUp !== 'mount') return
    void ensureCsrfToken(api)
    if (password) preloadPasswordSteps()
  }, [api, blocked, warmUp, password])

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
      {frame({ title, description, body: <Suspense fallback={<StepLoading />}>{body}</Suspense> }, false)}
    </LoginContext.Provider>
  )
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

/** While a step's code arrives (the password steps, on a slow network). */
function StepLoading() {
  const { t } = useLoginContext()
  return (
    <p role="status" aria-live="polite">
      {t.loadingStep}
    </p>
  )
}
