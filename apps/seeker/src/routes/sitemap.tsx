import { publicPageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute } from '@tanstack/react-router'
import { SitemapPageView } from '#src/features/sitemap/components/sitemap-page.tsx'
import { seekerHead } from '#src/lib/page-head.ts'

/** Spec section 2: /jobs/sitemap, 'Jobs by category' and 'Jobs by location'. */
export const Route = createFileRoute('/sitemap')({
  staticData: { screen: 'sitemap' },
  loader: ({ context }) =>
    import('#src/features/sitemap/api/load-sitemap-page.ts').then((m) => m.loadSitemapPage(context)),
  head: seekerHead,
  headers: ({ match }) => publicPageHeaders(match.status, 300),
  component: SitemapRoute,
})

function SitemapRoute() {
  return <SitemapPageView page={Route.useLoaderData()} />
}
