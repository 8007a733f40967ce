import { useBackGuard } from '#src/lib/use-back-guard.ts'

/** Marks the history entry the page adds above itself, so that Back stays on the page once. */
const GUARD = 'shortFormBackNudge'

/**
 * Spec section 2: on the short form, Back shows a nudge first, then leads to the dashboard (`useBackGuard`:
 * 'Continue' puts the entry back for next time; 'Leave' goes to the dashboard).
 */
export function useBackNudge(active: boolean) {
  const { open, stay, close } = useBackGuard(active, GUARD)
  return { open, stay, close }
}
