import 'altcha'
import type { AltchaChallenge } from '@localjobs/api-client/auth/types'
import { useEffect, useRef } from 'react'
import type { Locale } from '../locale.ts'
import * as styles from './challenge-panel.css.ts'
import type { LoginMessages } from './login-messages.ts'

/** Where the widget is: solving, solved, or given up (failed, expired or unable to run here). */
export type WidgetState = 'working' | 'solved' | 'failed'

export interface ChallengeWidgetProps {
  challenge: AltchaChallenge
  locale: Locale
  t: LoginMessages
  /** the widget's answer (its payload), once solved */
  onSolved: (payload: string) => void
  onState: (state: WidgetState) => void
}

/** The widget's own words, from the app's messages (its code and audio words are never shown here). */
function widgetStrings(t: LoginMessages): Record<string, string> {
  return {
    ...globalThis.$altcha.i18n.get('en'),
    label: t.challengeLabel,
    loading: t.challengeVerifying,
    verifying: t.challengeVerifying,
    waitAlert: t.challengeWorking,
    verified: t.challengeVerified,
    error: t.challengeError,
    expired: t.challengeExpired,
    verificationRequired: t.challengeNeeded,
  }
}

/**
 * The ALTCHA widget (a web component, loaded with this module only when the API asked for a challenge),
 * solving `challenge` at once in its workers. Made by hand rather than through JSX so that its settings
 * are attributes it reads when it starts; its text is the app's, in the page's language.
 */
export default function ChallengeWidget({ challenge, locale, t, onSolved, onState }: ChallengeWidgetProps) {
  const host = useRef<HTMLDivElement>(null)
  const latest = useRef({ onSolved, onState })
  latest.current = { onSolved, onState }

  useEffect(() => {
    const container = host.current
    if (!container) return
    globalThis.$altcha.i18n.set(locale, widgetStrings(t))
    const widget = document.createElement('altcha-widget')
    widget.className = styles.widget
    widget.setAttribute('challenge', JSON.stringify(challenge))
    widget.setAttribute('auto', 'onload')
    widget.setAttribute('type', 'checkbox')
    widget.setAttribute('language', locale)
    widget.setAttribute(
      'configuration',
      JSON.stringify({ hideFooter: true, hideLogo: true, humanInteractionSignature: false }),
    )
    widget.addEventListener('verified', (event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload
      if (payload) latest.current.onSolved(payload)
    })
    widget.addEventListener('statechange', (event) => {
      const state = (event as CustomEvent<{ state?: string }>).detail?.state
      if (state === 'verifying') latest.current.onState('working')
      else if (state === 'verified') latest.current.onState('solved')
      else if (state === 'error' || state === 'expired') latest.current.onState('failed')
    })
    container.append(widget)
    return () => widget.remove()
  }, [challenge, locale, t])

  return <div ref={host} />
}
