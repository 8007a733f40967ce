import { generateOtp, resendOtp, toLoginDetails, verifyOtp } from '@localjobs/api-client/auth/otp'
import type { LoginDetails } from '@localjobs/api-client/auth/types'
import type { ApiFailure } from '@localjobs/api-client/errors'
import { Button } from '@localjobs/ui/button'
import { Modal } from '@localjobs/ui/modal'
import { OtpInput, useOtp } from '@localjobs/ui/otp-input'
import { TextField } from '@localjobs/ui/text-field'
import { translate } from '@localjobs/validation/messages'
import { isMobileNumber } from '@localjobs/validation/mobile-number'
import { otpError } from '@localjobs/validation/otp'
import { useRouteContext } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { track } from '#src/app/analytics.ts'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { setLoginDetails } from './login-state.ts'

export interface LoginModalProps {
  /** Called once: with the login details after a login, with null when the seeker closes the modal. */
  onDone: (details: LoginDetails | null) => void
}

/** The server's message for a failed call, else the generic one; nothing for offline (the toast says it). */
function failureMessage(failure: ApiFailure, fallback: string): string | null {
  if (failure.kind === 'offline' || failure.kind === 'canceled') return null
  return failure.kind === 'http-error' && failure.body.message ? failure.body.message : fallback
}

const cookiesEnabled = () => typeof navigator === 'undefined' || navigator.cookieEnabled !== false

/**
 * Spec section 4: the OTP login. The mobile number, then the 4-digit code with a resend countdown; success
 * stores the login details (the server sets the session and user cookies), tracks it and closes.
 */
export function LoginModal({ onDone }: LoginModalProps) {
  const t = useMessages('auth')
  const locale = useLocale()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const [mobile, setMobile] = useState('')
  const [mobileError, setMobileError] = useState<string | null>(null)
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile')
  const [whatsApp, setWhatsApp] = useState(false)
  const [busy, setBusy] = useState(false)

  if (!cookiesEnabled()) {
    return (
      <Modal open onClose={() => onDone(null)} title={t.cookiesBlockedTitle} closeLabel={t.close}>
        <p>{t.cookiesBlocked}</p>
      </Modal>
    )
  }

  async function sendCode(event: FormEvent) {
    event.preventDefault()
    const number = mobile.trim()
    if (!isMobileNumber(number)) {
      setMobileError(t.invalidMobile)
      return
    }
    setMobileError(null)
    setBusy(true)
    const result = await generateOtp(api, { mobile_no: number })
    setBusy(false)
    if (result.kind === 'ok') setStep('otp')
    else setMobileError(failureMessage(result, t.failed))
  }

  return (
    <Modal
      open
      onClose={() => onDone(null)}
      title={t.title}
      description={step === 'mobile' ? t.intro : t.otpSent({ mobile })}
      closeLabel={t.close}
      closeOnBackdrop={false}
    >
      {step === 'mobile' ? (
        <form onSubmit={sendCode} noValidate>
          <TextField
            kind="phone"
            label={t.mobileNumber}
            hint={t.mobileHint}
            name="mobile_no"
            value={mobile}
            error={mobileError}
            onChange={(event) => setMobile(event.target.value.replace(/\D/g, '').slice(0, 10))}
          />
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
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? t.sendingOtp : t.getOtp}
          </Button>
        </form>
      ) : (
        <OtpStep
          mobile={mobile}
          whatsApp={whatsApp}
          locale={locale}
          onChangeNumber={() => setStep('mobile')}
          onDone={onDone}
        />
      )}
    </Modal>
  )
}

function OtpStep({
  mobile,
  whatsApp,
  locale,
  onChangeNumber,
  onDone,
}: {
  mobile: string
  whatsApp: boolean
  locale: ReturnType<typeof useLocale>
  onChangeNumber: () => void
  onDone: (details: LoginDetails | null) => void
}) {
  const t = useMessages('auth')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const [busy, setBusy] = useState(false)
  const otp = useOtp({
    onResend: () => {
      void resendOtp(api, { mobile_no: mobile }).then((result) => {
        if (result.error) otp.setError(failureMessage(result, t.failed))
      })
    },
  })

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
    if (result.kind === 'ok') {
      const details = toLoginDetails(result.data)
      setLoginDetails(details)
      track('login_success', { properties: { method: 'otp' } })
      onDone(details)
      return
    }
    const message = failureMessage(result, t.failed)
    if (message) {
      otp.setError(message)
      track('login_failure', {
        properties: { method: 'otp', status: result.kind === 'http-error' ? result.status : 0 },
      })
    }
  }

  return (
    <form onSubmit={verify} noValidate>
      <OtpInput
        otp={otp}
        label={t.otpLabel}
        name="otp"
        autoFocus
        messages={{ resend: t.resend, countdown: (time) => t.resendIn({ time }) }}
      />
      <Button type="submit" fullWidth disabled={busy}>
        {busy ? t.verifying : t.verify}
      </Button>
      <Button variant="quiet" onClick={onChangeNumber}>
        {t.changeNumber}
      </Button>
    </form>
  )
}
