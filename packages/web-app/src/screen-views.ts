import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { AppAnalytics } from './analytics.ts'
import type { RouterContext } from './router.ts'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** the screen's name in analytics screen views, e.g. 'job_details' */
    screen?: string
  }
}

/**
 * Call once in the root route: starts the app's analytics with the page's settings and sends a screen view
 * (`screen_view_<name>`, category `screen_view`) for the page shown first and for every page navigated to
 * after it, named by the route's `staticData.screen` ('not_found' for a missing page, 'other' for a route
 * without a name).
 */
export function useScreenViews(analytics: AppAnalytics): void {
  const router = useRouter()
  const site = useRouteContext({ from: '__root__', select: (context: RouterContext) => context.site })
  useEffect(() => {
    analytics.start(site)
    const report = () => {
      const { matches } = router.state
      const missing = matches.some((match) => match.status === 'notFound' || match._notFound)
      const screen = missing ? 'not_found' : (matches.at(-1)?.staticData.screen ?? 'other')
      analytics.track(`screen_view_${screen}`, { category: 'screen_view' })
    }
    // A hydrated page is resolved already; a page the browser renders first reports once resolved.
    if (router.state.status === 'idle') report()
    return router.subscribe('onResolved', report)
  }, [router, site, analytics])
}
