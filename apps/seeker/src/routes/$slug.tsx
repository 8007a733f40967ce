import { publicPageHeaders } from '@localjobs/web-app/cache-headers'
import { pageHead } from '@localjobs/web-app/head'
import { createFileRoute } from '@tanstack/react-router'
import { loadJobList } from '#src/features/job-list/api/load-job-list.ts'
import { JobList } from '#src/features/job-list/components/job-list.tsx'
import { JobListPageSkeleton } from '#src/features/job-list/components/job-list-skeleton.tsx'
import { listDescription, listHeading } from '#src/features/job-list/list-query.ts'
import { seekerApp } from '#src/lib/site.ts'
import * as styles from './-list-page.css.ts'

export const Route = createFileRoute('/$slug')({
  loader: ({ context, params }) => loadJobList(context, params.slug),
  head: ({ loaderData, match, params }) =>
    loaderData
      ? pageHead(seekerApp, {
          title: listHeading(loaderData.category, loaderData.location),
          description: listDescription(loaderData.category, loaderData.location),
          path: `/${params.slug}`,
          publicOrigin: match.context.site.publicOrigin,
        })
      : {},
  headers: ({ match }) => publicPageHeaders(match.status, 60),
  pendingComponent: JobListPageSkeleton,
  component: JobListPage,
})

function JobListPage() {
  const { query, category, location } = Route.useLoaderData()
  return (
    <>
      <h1 className={styles.heading}>{listHeading(category, location)}</h1>
      <JobList query={query} />
    </>
  )
}
