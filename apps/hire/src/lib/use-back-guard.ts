import { useCallback, useEffect, useRef, useState } from 'react'

type HistoryState = Record<string, unknown> | null

const guarded = (key: string) => Boolean((window.history.state as HistoryState)?.[key])

/** Adds the entry (keeping the router's own state on it, so its scroll and index bookkeeping hold). */
function pushGuard(key: string) {
  const state = (window.history.state as HistoryState) ?? {}
  window.history.pushState({ ...state, [key]: true }, '', window.location.href)
}

/**
 * Back stays on the page once and asks first (spec section 2: the short form's nudge, the dashboard's exit
 * sheet). The page adds a history entry of its own URL above itself, marked `key` in its state; the first
 * Back (the browser's, or the phone's: an app's web view goes back in its history, which is the same event)
 * lands on the page's own entry, and `open` turns true. `stay` puts the entry back for next time. A visitor
 * who came straight from an ad or a link (no history before the page) is asked too, instead of leaving.
 * `onReturn` runs when Back lands on the page's own entry (before `open`), e.g. to put the address's search
 * back as it was on the entry above. `release` lets the page go (its next Back is not caught).
 */
export function useBackGuard(active: boolean, key: string, onReturn?: () => void) {
  const [open, setOpen] = useState(false)
  const released = useRef(false)
  useEffect(() => {
    if (!active) return
    released.current = false
    if (!guarded(key)) pushGuard(key)
    const onPopState = () => {
      if (released.current || guarded(key)) return
      onReturn?.()
      setOpen(true)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [active, key, onReturn])
  const stay = useCallback(() => {
    setOpen(false)
    if (!guarded(key)) pushGuard(key)
  }, [key])
  /** Lets the page go: the next Back (say, the one that leaves it) is not caught. */
  const release = useCallback(() => {
    released.current = true
    setOpen(false)
  }, [])
  return { open, stay, release, show: () => setOpen(true), close: () => setOpen(false) }
}
