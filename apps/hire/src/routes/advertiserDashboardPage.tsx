import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '#src/features/dashboard/dashboard-page.tsx'
import { accountPageHead } from '#src/lib/account-page.ts'

/**
 * The advertiser's landing after sign-in (spec section 2: "shown as dashboard"). Who is signed in lives in
 * the browser: the server renders the loading state, the browser the account, or the way to sign-in.
 * Private: never stored by a cache, never in search results.
 */
export const Route = createFileRoute('/advertiserDashboardPage')({
  staticData: { screen: 'advertiser_dashboard' },
  // `posted`: the page after a submitted post, which shows the in-review notice once.
  validateSearch: (search: Record<string, unknown>): { posted?: true } =>
    search.posted === true || search.posted === 'true' ? { posted: true } : {},
  loader: ({ context }) => context.i18n.load(['account', 'postJobReview']),
  head: accountPageHead('/advertiserDashboardPage', (i18n) => {
    const t = i18n.get('account')
    return { title: t.dashboardTitle, description: t.dashboardDescription }
  }),
  headers: privatePageHeaders,
  component: DashboardPage,
})
