import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute } from '@tanstack/react-router'
import { SeekerProfilePage } from '#src/features/profile/components/seeker-profile-page.tsx'
import { seekerHead } from '#src/lib/page-head.ts'

/** Spec section 2: the seeker's own profile (header hidden), or 'Profile not created'. */
export const Route = createFileRoute('/seeker_profile')({
  staticData: { screen: 'seeker_profile' },
  loader: async ({ context }) => {
    await context.i18n.load(['profile', 'validation'])
    const t = context.i18n.get('profile')
    return {
      head: {
        title: t.profileTitle,
        description: t.notCreatedText,
        path: '/seeker_profile',
        robots: 'noindex' as const,
      },
    }
  },
  head: seekerHead,
  // About the person looking at it (their form, their summary): never stored by a shared cache.
  headers: privatePageHeaders,
  component: SeekerProfilePage,
})
