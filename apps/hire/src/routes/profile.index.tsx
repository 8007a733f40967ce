import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { accountPageHead } from '#src/lib/account-page.ts'

/**
 * Spec section 2, "profile": the signed-in advertiser's account. The server renders its loading state (it
 * never sees the tokens, which live in the browser); the browser reads the profile. Private: in no cache
 * and no search index.
 */
export const Route = createFileRoute('/profile/')({
  beforeLoad: ({ context }) => context.i18n.load(['profile', 'account']),
  head: accountPageHead('/profile', (i18n) => {
    const t = i18n.get('profile')
    return { title: t.profileTitle, description: t.profileDescription }
  }),
  headers: privatePageHeaders,
  // One chunk for both profile pages, not split again by the router plugin (profile-pages.ts says why).
  codeSplitGroupings: [],
  component: lazyRouteComponent(
    () => import('#src/features/profile/components/profile-pages.ts'),
    'ProfilePage',
  ),
})
