import { AppDocument } from '@localjobs/web-app/document'
import { documentHead } from '@localjobs/web-app/head'
import { NotFoundPage } from '@localjobs/web-app/not-found-page'
import type { RouterContext } from '@localjobs/web-app/router'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AdvertiserShell } from '#src/app/advertiser-shell.tsx'
import { useScreenViews } from '#src/app/screen-views.ts'
import { useMessages, type WithTranslations } from '#src/i18n/translations.ts'
import { hireApp, productName } from '#src/lib/site.ts'

export const Route = createRootRouteWithContext<RouterContext & WithTranslations>()({
  // The shell's and the home page's texts; loaded before any child route's loader runs.
  beforeLoad: ({ context }) => context.i18n.load(['common']),
  head: (headContext) => {
    const t = headContext.match.context.i18n.get('common')
    return documentHead(hireApp, t.siteTitle({ product: productName }), t.notFoundTitle)(headContext)
  },
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: NotFound,
})

function RootDocument({ children }: { children: ReactNode }) {
  useScreenViews()
  return (
    <AppDocument>
      <AdvertiserShell>{children}</AdvertiserShell>
    </AppDocument>
  )
}

function NotFound() {
  const t = useMessages('common')
  return (
    <NotFoundPage title={t.notFoundTitle} homeLink={t.goHome}>
      {t.notFoundText}
    </NotFoundPage>
  )
}
