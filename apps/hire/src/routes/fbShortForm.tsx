import { publicPageHeaders } from '@localjobs/web-app/cache-headers'
import { pageHead } from '@localjobs/web-app/head'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { hireApp } from '#src/lib/site.ts'

/**
 * The short hiring form (spec section 2, `/fbShortForm`): the landing page of hiring ads. No sign-in; the
 * same page for everyone, so cached like a public page, and out of search results (an ad's landing page,
 * decision 025). The server draws it with the states and job titles, so it works before its scripts
 * arrive (the lists are fetched in the browser when the server could not).
 */
export const Route = createFileRoute('/fbShortForm')({
  staticData: { screen: 'advertiser_short_form' },
  loader: async ({ context }) => {
    // The lists' calls load with this page, not with every page's first script.
    const [, lists] = await Promise.all([
      context.i18n.load(['short-form', 'validation']),
      import('#src/features/short-form/short-form-lists.ts'),
    ])
    await lists.prefetchShortFormLists(context)
  },
  head: ({ match }) => {
    const t = match.context.i18n.get('short-form')
    return pageHead(hireApp, {
      title: t.pageTitle,
      description: t.pageDescription,
      path: '/fbShortForm',
      publicOrigin: match.context.site.publicOrigin,
      locale: match.context.site.locale,
      robots: 'noindex',
    })
  },
  headers: ({ match }) => publicPageHeaders(match.status, 300),
  component: lazyRouteComponent(
    () => import('#src/features/short-form/short-form-page.tsx'),
    'ShortFormPage',
  ),
})
