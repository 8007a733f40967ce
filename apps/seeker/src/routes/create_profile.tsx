import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute } from '@tanstack/react-router'
import { CreateProfilePage } from '#src/features/profile/components/create-profile-page.tsx'
import { seekerHead } from '#src/lib/page-head.ts'

/** Spec section 2: the seeker's job profile, created in three steps (after login, from the Apply button). */
export const Route = createFileRoute('/create_profile')({
  staticData: { screen: 'create_profile' },
  loader: async ({ context }) => {
    await context.i18n.load(['profile', 'jobs', 'validation'])
    const t = context.i18n.get('profile')
    return {
      head: {
        title: t.createTitle,
        description: t.createIntro,
        path: '/create_profile',
        robots: 'noindex' as const,
      },
    }
  },
  head: seekerHead,
  // About the person looking at it (their form, their summary): never stored by a shared cache.
  headers: privatePageHeaders,
  component: CreateProfilePage,
})
