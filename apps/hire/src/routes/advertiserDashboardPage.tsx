import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { pageHead } from '@localjobs/web-app/head'
import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '#src/features/dashboard/dashboard-page.tsx'
import { hireApp } from '#src/lib/site.ts'

/**
 * The advertiser's landing after sign-in (spec section 2: "shown as dashboard"). Who is signed in lives in
 * the browser: the server renders the loading state, the browser the account, or the way to sign-in.
 * Private: never stored by a cache, never in search results.
 */
export const Route = createFileRoute('/advertiserDashboardPage')({
  staticData: { screen: 'advertiser_dashboard' },
  loader: ({ context }) => context.i18n.load(['account']),
  head: ({ match }) => {
    const t = match.context.i18n.get('account')
    return pageHead(hireApp, {
      title: t.dashboardTitle,
      description: t.dashboardDescription,
      path: '/advertiserDashboardPage',
      publicOrigin: match.context.site.publicOrigin,
      robots: 'noindex',
    })
  },
  headers: privatePageHeaders,
  component: DashboardPage,
})
