import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { startAnalytics, track } from './analytics.ts'

/**
 * Sends a screen view for the page shown first and for every page navigated to after it, named by the
 * route's `staticData.screen` ('not_found' for a missing page).
 */
export function useScreenViews(): void {
  const router = useRouter()
  const site = useRouteContext({ from: '__root__', select: (context) => context.site })
  useEffect(() => {
    startAnalytics(site)
    const report = () => {
      const { matches } = router.state
      const missing = matches.some((match) => match.status === 'notFound' || match._notFound)
      const screen = missing ? 'not_found' : (matches.at(-1)?.staticData.screen ?? 'other')
      track(`screen_view_${screen}`, { category: 'screen_view' })
    }
    report()
    return router.subscribe('onResolved', report)
  }, [router, site])
}
