import { EARLY_CLICK_ATTRIBUTE, useEarlyClick } from '@localjobs/ui/early-click'
import { useRouteContext } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useMessages } from '#src/i18n/translations.ts'
import { requestLogin, setLoginDetails, useLoginDetails } from './login-state.ts'

/** The header's 'Log in' (opens the OTP modal) or, when logged in, 'Log out'. */
export function AccountButton({ className }: { className: string }) {
  const t = useMessages('common')
  const details = useLoginDetails()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const [busy, setBusy] = useState(false)
  const logIn = useRef<HTMLButtonElement>(null)
  // 'Log in' tapped before the page's scripts ran opens the modal once they have.
  useEarlyClick(logIn)
  if (!details) {
    return (
      <button
        ref={logIn}
        type="button"
        className={className}
        onClick={() => void requestLogin()}
        suppressHydrationWarning
        {...{ [EARLY_CLICK_ATTRIBUTE]: '' }}
      >
        {t.logIn}
      </button>
    )
  }
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        // Spec section 3: logout posts to the server (which clears the session and user cookies), then the
        // login details are reset.
        const { logout } = await import('@localjobs/api-client/auth/otp')
        const result = await logout(api, {})
        setBusy(false)
        if (result.kind !== 'offline') setLoginDetails(null)
      }}
    >
      {t.logOut}
    </button>
  )
}
