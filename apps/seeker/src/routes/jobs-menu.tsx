import { publicPageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute } from '@tanstack/react-router'
import { SiteMenuPage } from '#src/app/site-menu.tsx'
import { seekerHead } from '#src/lib/page-head.ts'

/**
 * Spec section 2's /jobs-menu, served as /jobs/jobs-menu: the menu as a page, for the header's Menu link
 * before the scripts run (afterwards the link opens it as a sheet). No full-page loader (spec section 2).
 */
export const Route = createFileRoute('/jobs-menu')({
  staticData: { screen: 'jobs_menu' },
  loader: async ({ context }) => {
    await context.i18n.load(['menu'])
    const t = context.i18n.get('menu')
    return {
      head: {
        title: t.title,
        description: t.description,
        path: '/jobs-menu',
        robots: 'noindex, follow' as const,
      },
    }
  },
  head: seekerHead,
  headers: ({ match }) => publicPageHeaders(match.status, 300),
  component: SiteMenuPage,
})
