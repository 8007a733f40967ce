import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { pageHead } from '@localjobs/web-app/head'
import { createFileRoute } from '@tanstack/react-router'
import { ProfileDetailsPage } from '#src/features/profile/components/profile-details-page.tsx'
import { hireApp } from '#src/lib/site.ts'

/**
 * Spec section 2, "profile details": the form that changes the advertiser's name and company details
 * (read-only for an enterprise account). Rendered in the browser only, like the profile; private.
 */
export const Route = createFileRoute('/profile/details')({
  beforeLoad: ({ context }) => context.i18n.load(['profile']),
  head: ({ match }) => {
    const t = match.context.i18n.get('profile')
    return pageHead(hireApp, {
      title: t.detailsTitle,
      description: t.detailsDescription,
      path: '/profile/details',
      publicOrigin: match.context.site.publicOrigin,
      locale: match.context.site.locale,
      robots: 'noindex',
    })
  },
  headers: privatePageHeaders,
  component: ProfileDetailsPage,
})
