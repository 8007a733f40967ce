import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { type Shell, startAnalytics, track } from './analytics.ts'
import type { RouterContext } from './router.ts'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** the screen's name in analytics screen views, e.g. 'job_details' */
    screen?: string
  }
}

/**
 * Call once in the root route (of a page the server rendered: the router has resolved it): starts the page's analytics for the app's `shell` and sends a screen view
 * (`screen_view_<name>`, category `screen_view`) for the page shown first and for every page navigated to
 * after it, named by the route's `staticData.screen` ('not_found' for a missing page, 'other' for a route
 * without a name).
 */
export function useScreenViews(shell: Shell): void {
  const router = useRouter()
  const site = useRouteContext({ from: '__root__', select: (context: RouterContext) => context.site })
  useEffect(() => {
    startAnalytics(site, shell)
    const report = () => {
      const { matches } = router.state
      const missing = matches.some((match) => match.status === 'notFound' || match._notFound)
      const screen = missing ? 'not_found' : (matches.at(-1)?.staticData.screen ?? 'other')
      track(`screen_view_${screen}`, { category: 'screen_view' })
    }
    report()
    return router.subscribe('onResolved', report)
  }, [router, site, shell])
}
