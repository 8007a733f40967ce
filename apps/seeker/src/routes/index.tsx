import { publicPageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute } from '@tanstack/react-router'
import { HomePageSkeleton } from '#src/components/job-list-skeleton.tsx'
import { HomePage } from '#src/features/home/components/home-page.tsx'
import { seekerHead } from '#src/lib/page-head.ts'

/** Spec section 2: the seeker home (/seekerHomePage), at /jobs. */
export const Route = createFileRoute('/')({
  staticData: { screen: 'seeker_home_page' },
  loader: ({ context }) => import('#src/features/home/api/load-home.ts').then((m) => m.loadHome(context)),
  head: seekerHead,
  headers: ({ match }) => publicPageHeaders(match.status, 60),
  pendingComponent: HomePageSkeleton,
  component: HomePage,
})
