import { useCallback, useEffect, useState } from 'react'

/** Marks the history entry the page adds above itself, so that Back stays on the page once. */
const GUARD = 'shortFormBackNudge'

const guarded = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD])

/** Adds the entry (keeping the router's own state on it, so its scroll and index bookkeeping hold). */
function pushGuard() {
  const state = (window.history.state as Record<string, unknown> | null) ?? {}
  window.history.pushState({ ...state, [GUARD]: true }, '', window.location.href)
}

/**
 * Spec section 2: on the short form, Back shows a nudge first, then leads to the dashboard. The page adds a
 * history entry of its own URL above itself; the first Back (the browser's, or the phone's: an app's web
 * view goes back in its history, which is the same event) lands on the page's own entry, and the nudge
 * opens. 'Continue' puts the entry back for next time; 'Leave' goes to the dashboard. A visitor who came
 * straight from an ad (no history before the page) meets the nudge too, instead of leaving the site.
 */
export function useBackNudge(active: boolean) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!active) return
    if (!guarded()) pushGuard()
    const onPopState = () => {
      if (!guarded()) setOpen(true)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [active])
  const stay = useCallback(() => {
    setOpen(false)
    if (!guarded()) pushGuard()
  }, [])
  return { open, stay, close: () => setOpen(false) }
}
