import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/**
 * false in the server's HTML and while React hydrates it, true from the render after: for controls that
 * are links before the scripts run (so the page works without them) and buttons once they have.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
