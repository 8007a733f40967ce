import { feedInfiniteQueryOptions } from '@localjobs/api-client/classifieds/feed'
import { Button } from '@localjobs/ui/button'
import type { FeedQueryInput } from '@localjobs/validation/feed-query'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { useNow } from '#src/lib/use-now.ts'
import { JobCard } from './job-card.tsx'
import * as styles from './job-list.css.ts'
import { JobCardSkeletons } from './job-list-skeleton.tsx'

export interface JobListProps {
  query: Omit<FeedQueryInput, 'cursor'>
}

/** The jobs of one feed query, newest first, a page at a time. */
export function JobList({ query }: JobListProps) {
  const { api } = useRouteContext({ from: '__root__' })
  const now = useNow()
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } =
    useSuspenseInfiniteQuery(feedInfiniteQueryOptions(api, query))
  const jobs = data.pages.flatMap((page) => page.results)

  if (jobs.length === 0) {
    return (
      <div className={styles.empty}>
        <p>No jobs here right now. New jobs are posted every day.</p>
        <p>
          <Link to="/">See the latest jobs</Link>
        </p>
      </div>
    )
  }

  return (
    <>
      <ul className={styles.list}>
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} now={now} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {isFetchingNextPage && <JobCardSkeletons label="Loading more jobs" />}
        {isFetchNextPageError && (
          <p role="alert">Could not load more jobs. Check your connection and try again.</p>
        )}
        {hasNextPage ? (
          <Button variant="secondary" busy={isFetchingNextPage} onClick={() => fetchNextPage()}>
            {isFetchingNextPage ? 'Loading more jobs…' : 'Load more jobs'}
          </Button>
        ) : (
          <p className={styles.end}>You have seen all {jobs.length} jobs.</p>
        )}
      </div>
    </>
  )
}
