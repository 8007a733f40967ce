import { androidBridge, detectAppType, handleNativeBack, isWebView } from '@localjobs/api-client/app-context'
import { useNavigate } from '@tanstack/react-router'
import { type RefObject, useCallback, useEffect, useRef } from 'react'
import type { DashboardList } from '#src/lib/dashboard-lists.ts'
import { useBackGuard } from '#src/lib/use-back-guard.ts'

/** Marks the history entry the dashboard adds above itself (see useBackGuard). */
export const EXIT_GUARD = 'dashboardExitSheet'

/**
 * Back on the dashboard opens the exit sheet (spec section 2), from the browser's back (a history entry
 * of the page's own, `useBackGuard`) and from the app's back button (`handleNativeBack`, decision 026).
 * `stay` closes it; `leave` exits: in an app's web view through its bridge (`closeWebForm`), on the web by
 * going back past the dashboard (or to the advertiser home when nothing is before it).
 * `list` is the list shown: Back lands on the dashboard's first entry, whose address may name an older
 * list (switching lists replaces only the entry above), so it is put back.
 */
export function useExitSheet(list: RefObject<DashboardList | null>) {
  const navigate = useNavigate()
  const restore = useCallback(() => {
    const shown = list.current
    if (!shown) return
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, list: shown }),
      replace: true,
      state: true,
    })
  }, [list, navigate])
  const guard = useBackGuard(true, EXIT_GUARD, restore)
  const latest = useRef(guard)
  latest.current = guard

  useEffect(
    () =>
      handleNativeBack(() => {
        // A second press while the sheet shows: Continue Hiring, as Escape is.
        if (latest.current.open) latest.current.stay()
        else latest.current.show()
        return true
      }),
    [],
  )

  const leave = useCallback(() => {
    const bridge = androidBridge()
    const appType = detectAppType({ userAgent: navigator.userAgent, search: location.search, bridge })
    if (bridge && isWebView(appType)) {
      latest.current.close()
      bridge.closeWebForm()
      return
    }
    latest.current.release()
    const state = window.history.state as Record<string, unknown> | null
    // From the page's own entry one step back; from the entry above it (the app's back opened it), two.
    const steps = state?.[EXIT_GUARD] ? 2 : 1
    const index = state?.__TSR_index
    if (typeof index === 'number' && index >= steps) window.history.go(-steps)
    else void navigate({ to: '/', replace: true })
  }, [navigate])

  return { open: guard.open, stay: guard.stay, leave }
}
