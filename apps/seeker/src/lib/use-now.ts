import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/**
 * The time to measure "posted 2 days ago" against: the server's render time while hydrating (so the
 * browser produces the same text), then the phone's clock.
 */
export function useNow(): number {
  const { site } = useRouteContext({ from: '__root__' })
  const [now, setNow] = useState(site.renderedAt)
  useEffect(() => setNow(Date.now()), [])
  return now
}
