import { challengeAsked, sendWithChallenge } from '@localjobs/api-client/auth/challenge'
import { resendOtp } from '@localjobs/api-client/auth/otp'
import type { ApiFailure } from '@localjobs/api-client/errors'
import { OtpInput, useOtp } from '@localjobs/ui/otp-input'
import { TextField } from '@localjobs/ui/text-field'
import { useChallenge } from './challenge-panel.tsx'
import { useLoginContext } from './login-context.ts'
import type { LoginMessages } from './login-messages.ts'
import { failureMessage } from './login-outcome.ts'

// The parts the OTP steps (login-steps.tsx) and the password steps (login-password-steps.tsx) share.

/** The mobile number field as the steps share it: digits only, at most 10. */
export function MobileField({
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
export function textFailure(result: ApiFailure, t: LoginMessages): string | null {
  return challengeAsked(result) ? t.challengeFailed : failureMessage(result, t.failed)
}

/** The code's input with the resend countdown; a resend may need a challenge too; one that fails shows why. */
export function useCode(mobile: string) {
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

export function CodeInput({ otp }: { otp: ReturnType<typeof useOtp> }) {
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
