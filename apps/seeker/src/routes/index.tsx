import { feedInfiniteQueryOptions } from '@localjobs/api-client/classifieds/feed'
import { publicPageHeaders } from '@localjobs/web-app/cache-headers'
import { pageHead } from '@localjobs/web-app/head'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { JobList } from '#src/features/job-list/components/job-list.tsx'
import { JobListPageSkeleton } from '#src/features/job-list/components/job-list-skeleton.tsx'
import { PopularLinks } from '#src/features/job-list/components/popular-links.tsx'
import { listDescription } from '#src/features/job-list/list-query.ts'
import { popularCategoryLocationLinks, popularLocationLinks } from '#src/features/job-list/popular-links.ts'
import { seekerApp } from '#src/lib/site.ts'
import * as styles from './-list-page.css.ts'

const latestJobs = {}

export const Route = createFileRoute('/')({
  loader: ({ context }) =>
    context.queryClient.ensureInfiniteQueryData(feedInfiniteQueryOptions(context.api, latestJobs)),
  head: ({ match }) =>
    pageHead(seekerApp, {
      title: 'Latest local jobs near you',
      description: listDescription(null, null),
      path: '/',
      publicOrigin: match.context.site.publicOrigin,
    }),
  headers: ({ match }) => publicPageHeaders(match.status, 60),
  pendingComponent: JobListPageSkeleton,
  component: LatestJobsPage,
})

function LatestJobsPage() {
  const { api } = Route.useRouteContext()
  const { data } = useSuspenseInfiniteQuery(feedInfiniteQueryOptions(api, latestJobs))
  const firstPage = data.pages[0]?.results ?? []
  return (
    <>
      <h1 className={styles.heading}>Latest jobs</h1>
      <JobList query={latestJobs} />
      <PopularLinks title="Jobs by category" links={popularCategoryLocationLinks(firstPage, 8)} />
      <PopularLinks title="Jobs by location" links={popularLocationLinks(firstPage, 8)} />
    </>
  )
}
