import { publicPageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute } from '@tanstack/react-router'
import { DefaultPageSkeleton } from '#src/app/page-skeleton.tsx'
import { JobDetailsPage } from '#src/features/job-details/components/job-details-page.tsx'
import { seekerHead } from '#src/lib/page-head.ts'

/** Spec section 2: one job, at /jobs/jobDetails/{category}-in-{location}-{id}. */
export const Route = createFileRoute('/jobDetails/$job')({
  staticData: { screen: 'job_details' },
  // The loader also writes the page's head (the spec's title format, JSON-LD), so that code loads with it.
  loader: ({ context, params }) =>
    import('#src/features/job-details/api/load-job-details.ts').then((m) =>
      m.loadJobDetails(context, params.job),
    ),
  head: seekerHead,
  // a closed job leaves the page within a minute, as it leaves the lists (decision 028)
  headers: ({ match }) => publicPageHeaders(match.status, 60),
  pendingComponent: DetailsSkeleton,
  component: JobDetailsRoute,
})

function JobDetailsRoute() {
  return <JobDetailsPage loaded={Route.useLoaderData()} />
}

function DetailsSkeleton() {
  return <DefaultPageSkeleton variant="details" />
}
