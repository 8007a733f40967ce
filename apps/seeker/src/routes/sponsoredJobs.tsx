import { publicPageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute } from '@tanstack/react-router'
import { HomePageSkeleton } from '#src/components/job-list-skeleton.tsx'
import { SponsoredJobsPage } from '#src/features/filters/components/sponsored-jobs-page.tsx'
import { seekerHead } from '#src/lib/page-head.ts'

/** Spec section 2: /jobs/sponsoredJobs, the promoted jobs (promoted_jobs_v2) of a place (?location_id=, 9). */
export const Route = createFileRoute('/sponsoredJobs')({
  staticData: { screen: 'sponsored_jobs' },
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) =>
    import('#src/features/filters/api/load-sponsored-jobs.ts').then((m) =>
      m.loadSponsoredJobs(context, deps.search),
    ),
  head: seekerHead,
  headers: ({ match }) => publicPageHeaders(match.status, 60),
  pendingComponent: HomePageSkeleton,
  component: SponsoredJobsRoute,
})

function SponsoredJobsRoute() {
  return <SponsoredJobsPage locationId={Route.useLoaderData().locationId} />
}
