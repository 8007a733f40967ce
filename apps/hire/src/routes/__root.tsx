import { AppDocument } from '@localjobs/web-app/document'
import { documentHead } from '@localjobs/web-app/head'
import { NotFoundPage } from '@localjobs/web-app/not-found-page'
import type { RouterContext } from '@localjobs/web-app/router'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { AdvertiserShell } from '#src/app/advertiser-shell.tsx'
import { hireApp, productName } from '#src/lib/site.ts'

export const Route = createRootRouteWithContext<RouterContext>()({
  head: documentHead(hireApp, `${productName} for employers`),
  shellComponent: ({ children }) => (
    <AppDocument>
      <AdvertiserShell>{children}</AdvertiserShell>
    </AppDocument>
  ),
  component: Outlet,
  notFoundComponent: () => (
    <NotFoundPage homeLink="Go to the employer home page">
      This page does not exist yet or has moved.
    </NotFoundPage>
  ),
})
