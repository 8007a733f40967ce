import type { LoginDetails } from '@localjobs/api-client/auth/types'
import { SEEKER_LOGIN_CALLS, LoginModal as SharedLoginModal } from '@localjobs/web-app/login/login-modal'
import { useRouteContext } from '@tanstack/react-router'
import { track } from '#src/app/analytics.ts'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { keepLogin } from './login-outcome.ts'

export interface LoginModalProps {
  /** Called once: with the login details after a login, with null when the seeker closes the modal. */
  onDone: (details: LoginDetails | null) => void
}

/**
 * The seeker's login (spec sections 4 and 8): the shared login steps (`@localjobs/web-app/login/login-modal`)
 * with the seeker's words (the `auth` namespace), its calls (the session cookie) and the WhatsApp opt-in.
 * Every login ends the same way: details stored, `login_success` tracked, the modal closes.
 */
export function LoginModal({ onDone }: LoginModalProps) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  return (
    <SharedLoginModal
      api={api}
      messages={useMessages('auth')}
      locale={useLocale()}
      calls={SEEKER_LOGIN_CALLS}
      onVerified={(data) => keepLogin(data, onDone)}
      onClose={() => onDone(null)}
      track={track}
      whatsAppOptIn
    />
  )
}
