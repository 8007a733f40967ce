import { feedInfiniteQueryOptions } from '@localjobs/api-client/classifieds/feed'
import { AppDocument } from '@localjobs/web-app/document'
import { documentHead } from '@localjobs/web-app/head'
import { NotFoundPage } from '@localjobs/web-app/not-found-page'
import type { RouterContext } from '@localjobs/web-app/router'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { SeekerShell } from '#src/app/seeker-shell.tsx'
import { productName, seekerApp } from '#src/lib/site.ts'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The footer's links come from the newest jobs; the page still renders if that call fails.
  loader: ({ context }) =>
    context.queryClient.prefetchInfiniteQuery(feedInfiniteQueryOptions(context.api, {})),
  head: documentHead(seekerApp, `${productName}: local jobs near you`),
  shellComponent: ({ children }) => (
    <AppDocument>
      <SeekerShell>{children}</SeekerShell>
    </AppDocument>
  ),
  component: Outlet,
  notFoundComponent: () => (
    <NotFoundPage homeLink="See the latest jobs">
      This page does not exist or the jobs it listed are no longer available.
    </NotFoundPage>
  ),
})
