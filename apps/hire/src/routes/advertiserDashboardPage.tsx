import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { accountPageHead } from '#src/lib/account-page.ts'
import { type DashboardList, parseDashboardList } from '#src/lib/dashboard-lists.ts'

/**
 * The advertiser's landing after sign-in (spec section 2: "shown as dashboard"). Who is signed in lives in
 * the browser: the server renders the loading state, the browser the account, or the way to sign-in.
 * Private: never stored by a cache, never in search results.
 */
export const Route = createFileRoute('/advertiserDashboardPage')({
  staticData: { screen: 'advertiser_dashboard' },
  // `posted`: the page after a submitted post, which shows the in-review notice once. `list`: the list
  // shown (active, expired, all; issue #9), so a reload and Back keep it.
  validateSearch: (search: Record<string, unknown>): { posted?: true; list?: DashboardList } => {
    const list = parseDashboardList(search.list)
    return {
      ...(search.posted === true || search.posted === 'true' ? { posted: true as const } : {}),
      ...(list ? { list } : {}),
    }
  },
  loader: ({ context }) => context.i18n.load(['account', 'postJobReview', 'dashboard']),
  head: accountPageHead('/advertiserDashboardPage', (i18n) => {
    const t = i18n.get('account')
    return { title: t.dashboardTitle, description: t.dashboardDescription }
  }),
  headers: privatePageHeaders,
  component: lazyRouteComponent(() => import('#src/features/dashboard/dashboard-page.tsx'), 'DashboardPage'),
})
