import { publicPageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute } from '@tanstack/react-router'
import { HomePageSkeleton } from '#src/components/job-list-skeleton.tsx'
import { JobListPage } from '#src/features/job-list/components/job-list-page.tsx'
import { seekerHead } from '#src/lib/page-head.ts'

/** The four job-list addresses of spec section 2, e.g. /jobs/driver-jobs-in-hyderabad. */
export const Route = createFileRoute('/$slug')({
  staticData: { screen: 'job_list' },
  loader: ({ context, params }) =>
    import('#src/features/job-list/api/load-job-list.ts').then((m) => m.loadJobList(context, params.slug)),
  head: seekerHead,
  headers: ({ match }) => publicPageHeaders(match.status, 60),
  pendingComponent: HomePageSkeleton,
  component: SlugPage,
})

function SlugPage() {
  const loaded = Route.useLoaderData()
  const { slug } = Route.useParams()
  return <JobListPage loaded={loaded} listSlug={slug} />
}
