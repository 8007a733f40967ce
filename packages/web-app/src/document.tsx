import '@localjobs/ui/global-styles'
import { showsFullPageLoader } from '@localjobs/api-client/shell'
import { FullPageLoader } from '@localjobs/ui/full-page-loader'
import { lightTheme } from '@localjobs/ui/theme'
import { HeadContent, Scripts, useRouteContext, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { startErrorReporting } from './error-reporting.ts'
import type { RouterContext } from './router.ts'

/**
 * The HTML document around every page, in the app's language: the root route's `shellComponent`, with the
 * app's shell (header, main, footer) as `children`. The root route's `head` (see documentHead) fills <head>.
 * Once the page has hydrated, it starts error reporting (loaded in an idle moment, when configured).
 */
export function AppDocument({ children }: { children: ReactNode }) {
  const { site }: RouterContext = useRouteContext({ from: '__root__' })
  useEffect(() => startErrorReporting(site.errorReporting), [site.errorReporting])
  return (
    <html lang={site.locale} className={lightTheme}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <NavigationLoader />
        <Scripts />
      </body>
    </html>
  )
}

/** Whether the full-page loader shows: while a route loads that spec section 2 allows it on. */
export function showsLoaderWhile(state: { status: string; location: { publicHref: string } }): boolean {
  // publicHref is the address as people see it, base path included, which is what the rule is written in.
  return (
    state.status === 'pending' && showsFullPageLoader(new URL(state.location.publicHref, 'http://x').pathname)
  )
}

/** The full-page loader, on the routes spec section 2 allows it on (see showsFullPageLoader). */
export function NavigationLoader() {
  const active = useRouterState({ select: showsLoaderWhile })
  return <FullPageLoader active={active} />
}
