import { publicPageHeaders } from '@localjobs/web-app/cache-headers'
import { pageHead } from '@localjobs/web-app/head'
import { createFileRoute } from '@tanstack/react-router'
import { SignInPage } from '#src/features/signin/sign-in-page.tsx'
import { hireApp } from '#src/lib/site.ts'

/**
 * The advertiser's sign-in (spec section 2; `/hire/advertiserLogin` moves here). The server renders the same
 * page for everyone (who is signed in lives in the browser's storage), so it may be cached like any public
 * page; it stays out of search results.
 */
export const Route = createFileRoute('/signin')({
  staticData: { screen: 'advertiser_sign_in' },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  loader: ({ context }) => context.i18n.load(['auth', 'validation']),
  head: ({ match }) => {
    const t = match.context.i18n.get('auth')
    return pageHead(hireApp, {
      title: t.pageTitle,
      description: t.pageDescription,
      path: '/signin',
      publicOrigin: match.context.site.publicOrigin,
      locale: match.context.site.locale,
      robots: 'noindex',
    })
  },
  headers: ({ match }) => publicPageHeaders(match.status, 300),
  component: SignInRoute,
})

function SignInRoute() {
  const { redirect } = Route.useSearch()
  return <SignInPage redirect={redirect} />
}
