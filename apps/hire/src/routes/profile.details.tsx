import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { accountPageHead } from '#src/lib/account-page.ts'

/**
 * Spec section 2, "profile details": the form that changes the advertiser's name and company details
 * (read-only for an enterprise account). Rendered in the browser only, like the profile; private.
 */
export const Route = createFileRoute('/profile/details')({
  beforeLoad: ({ context }) => context.i18n.load(['profile', 'account', 'validation']),
  head: accountPageHead('/profile/details', (i18n) => {
    const t = i18n.get('profile')
    return { title: t.detailsTitle, description: t.detailsDescription }
  }),
  headers: privatePageHeaders,
  // One chunk for both profile pages, not split again by the router plugin (profile-pages.ts says why).
  codeSplitGroupings: [],
  component: lazyRouteComponent(
    () => import('#src/features/profile/components/profile-pages.ts'),
    'ProfileDetailsPage',
  ),
})
