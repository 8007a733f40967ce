import '@localjobs/ui/global-styles'
import { showsFullPageLoader } from '@localjobs/api-client/shell'
import { FullPageLoader } from '@localjobs/ui/full-page-loader'
import { lightTheme } from '@localjobs/ui/theme'
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useRouterState,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AdvertiserShell } from '#src/app/advertiser-shell.tsx'
import { basePath } from '#src/base-path.ts'
import { NotFoundPage } from '#src/components/not-found-page.tsx'
import { productName } from '#src/lib/site.ts'
import type { RouterContext } from '#src/router.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ matches }) => {
    // A missing page keeps the root's head only; give it an honest title and keep it out of search results.
    const missing = matches.some((match) => match.status === 'notFound' || match._notFound)
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#0b57b8' },
        { title: missing ? `Page not found | ${productName}` : `${productName} for employers` },
        ...(missing ? [{ name: 'robots', content: 'noindex' }] : []),
      ],
      links: [{ rel: 'icon', href: `${basePath}/favicon.svg`, type: 'image/svg+xml' }],
    }
  },
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: NotFoundPage,
})

function RootDocument({ children }: { children: ReactNode }) {
  const { site } = Route.useRouteContext()
  return (
    <html lang={site.locale} className={lightTheme}>
      <head>
        <HeadContent />
      </head>
      <body>
        <AdvertiserShell>{children}</AdvertiserShell>
        <NavigationLoader />
        <Scripts />
      </body>
    </html>
  )
}

/** The full-page loader, on the routes spec section 2 allows it on (see showsFullPageLoader). */
function NavigationLoader() {
  const active = useRouterState({
    select: (state) =>
      state.status === 'pending' &&
      showsFullPageLoader(new URL(state.location.publicHref, 'http://x').pathname),
  })
  return <FullPageLoader active={active} />
}
