import type { ChallengeAsked } from '@localjobs/api-client/auth/challenge'
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { shareNonceWithAltcha } from './altcha-nonce.ts'
import * as styles from './challenge-panel.css.ts'
import type { WidgetState } from './challenge-widget.tsx'
import { useLoginContext } from './login-context.ts'

// The widget and its workers (about 35 KB) load only when the API asks for a challenge; first the page's
// nonce goes where the widget looks for it.
const ChallengeWidget = lazy(() => {
  shareNonceWithAltcha()
  return import('./challenge-widget.tsx')
})

type Phase = WidgetState | 'loading'

interface Pending {
  asked: ChallengeAsked
  phase: Phase
  settle: (answer: string | null) => void
}

export interface Challenge {
  /** Shows the challenge and waits for the widget's answer (null when it could not finish, or on close). */
  solve: (asked: ChallengeAsked) => Promise<string | null>
  /** Takes the panel away once the call it answered has its result. */
  done: () => void
  /** The panel to draw where the form shows it; null when no challenge is asked for. */
  panel: ReactNode
}

/**
 * A proof-of-work challenge the API asked for before it texts a code (decision 011): a panel that says why,
 * runs the ALTCHA widget and announces how it goes. Its `solve` is what `sendWithChallenge` of
 * `@localjobs/api-client/auth/challenge` calls; nothing the person typed is touched meanwhile.
 */
export function useChallenge(): Challenge {
  const [pending, setPending] = useState<Pending | null>(null)
  const settleOnLeave = useRef<((answer: null) => void) | undefined>(undefined)

  const solve = useCallback(
    (asked: ChallengeAsked) =>
      new Promise<string | null>((resolve) => {
        let settled = false
        const settle = (answer: string | null) => {
          if (settled) return
          settled = true
          settleOnLeave.current = undefined
          resolve(answer)
        }
        settleOnLeave.current = settle
        setPending({ asked, phase: 'loading', settle })
      }),
    [],
  )
  // A modal closed while the widget works: the waiting call ends with no answer.
  useEffect(() => () => settleOnLeave.current?.(null), [])

  const done = useCallback(() => setPending(null), [])
  const setPhase = useCallback(
    (phase: Phase) => setPending((current) => (current ? { ...current, phase } : current)),
    [],
  )

  const panel = pending ? (
    <ChallengePanel
      key={pending.asked.challenge.parameters.nonce}
      pending={pending}
      onState={(state) => {
        setPhase(state)
        if (state === 'failed') pending.settle(null)
      }}
    />
  ) : null
  return { solve, done, panel }
}

function ChallengePanel({ pending, onState }: { pending: Pending; onState: (state: WidgetState) => void }) {
  const { t, locale } = useLoginContext()
  const titleId = useId()
  const status = {
    loading: t.challengeLoading,
    working: t.challengeWorking,
    solved: t.challengeDone,
    failed: t.challengeFailed,
  }[pending.phase]
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t.challengeTitle}
      </h3>
      <p className={styles.intro}>{t.challengeIntro}</p>
      <p className={styles.status} role="status">
        {status}
      </p>
      <Suspense fallback={null}>
        <ChallengeWidget
          challenge={pending.asked.challenge}
          locale={locale}
          t={t}
          onState={onState}
          onSolved={(payload) => {
            onState('solved')
            pending.settle(payload)
          }}
        />
      </Suspense>
    </section>
  )
}
