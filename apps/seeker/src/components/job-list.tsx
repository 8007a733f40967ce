import { Button } from '@localjobs/ui/button'
import { AppLink } from '#src/app/app-link.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import type { JobListPage } from '#src/lib/job-list-queries.ts'
import { useNow } from '#src/lib/use-now.ts'
import { JobCard } from './job-card.tsx'
import * as styles from './job-list.css.ts'
import { JobCardSkeletons } from './job-list-skeleton.tsx'

/** What a list needs of an infinite query's result (the feed's or apply_filters'). */
export interface JobListResult {
  data: { pages: readonly JobListPage[] }
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  fetchNextPage: () => unknown
}

/** The jobs of a list, a page at a time, with "Load more" until the last page. */
export function JobList({ list }: { list: JobListResult }) {
  const t = useMessages('common')
  const now = useNow()
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = list
  const jobs = data.pages.flatMap((page) => page.jobs)

  if (jobs.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t.noJobs}</p>
        <p>
          <AppLink href="/jobs">{t.seeLatestJobs}</AppLink>
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
        {isFetchingNextPage && <JobCardSkeletons label={t.loadingMore} />}
        {isFetchNextPageError && <p role="alert">{t.loadMoreFailed}</p>}
        {hasNextPage ? (
          <Button variant="secondary" busy={isFetchingNextPage} onClick={() => fetchNextPage()}>
            {isFetchingNextPage ? t.loadingMoreButton : t.loadMore}
          </Button>
        ) : (
          <p className={styles.end}>{t.seenAll({ count: jobs.length })}</p>
        )}
      </div>
    </>
  )
}
