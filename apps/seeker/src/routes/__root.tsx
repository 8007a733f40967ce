import { AppDocument } from '@localjobs/web-app/document'
import { documentHead } from '@localjobs/web-app/head'
import { NotFoundPage } from '@localjobs/web-app/not-found-page'
import type { RouterContext } from '@localjobs/web-app/router'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { prepareFooter } from '#src/app/footer-links.ts'
import { useScreenViews } from '#src/app/screen-views.ts'
import { SeekerShell } from '#src/app/seeker-shell.tsx'
import { useMessages, type WithTranslations } from '#src/i18n/translations.ts'
import { productName, seekerApp } from '#src/lib/site.ts'

export const Route = createRootRouteWithContext<RouterContext & WithTranslations>()({
  // Every page's header, list and error texts; loaded before any child route's loader runs.
  beforeLoad: ({ context }) => context.i18n.load(['common']),
  // The footer is written on the server only; its data never travels with the page.
  loader: ({ context }) => prepareFooter(context),
  staleTime: Number.POSITIVE_INFINITY,
  head: (headContext) => {
    const t = headContext.match.context.i18n.get('common')
    return documentHead(seekerApp, t.siteTitle({ product: productName }), t.notFoundTitle)(headContext)
  },
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: NotFound,
})

function RootDocument({ children }: { children: ReactNode }) {
  useScreenViews()
  return (
    <AppDocument>
      <SeekerShell>{children}</SeekerShell>
    </AppDocument>
  )
}

function NotFound() {
  const t = useMessages('common')
  return (
    <NotFoundPage title={t.notFoundTitle} homeLink={t.seeLatestJobs}>
      {t.notFoundText}
    </NotFoundPage>
  )
}
