import { recommendationsInfiniteQueryOptions } from '@localjobs/api-client/classifieds/recommendations'
import { Button } from '@localjobs/ui/button'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { JobCard } from '#src/components/job-card.tsx'
import * as listStyles from '#src/components/job-list.css.ts'
import { JobCardSkeletons } from '#src/components/job-list-skeleton.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import { type JobSummary, toJobSummary } from '#src/lib/job-list-queries.ts'
import { useNow } from '#src/lib/use-now.ts'
import * as styles from './job-details.css.ts'

/**
 * Jobs like this one (recommendations_v2), loaded in the browser after the page shows, a page per "load
 * more": the page number goes up per call and an empty page ends the list (api-client's pagination).
 */
export function SimilarJobs({ job, locationId }: { job: JobSummary; locationId: number }) {
  const t = useMessages('jobs')
  const common = useMessages('common')
  const now = useNow()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(
    recommendationsInfiniteQueryOptions(api, { classified_id: job.id, location_id: locationId }),
  )
  const jobs = (data?.pages ?? [])
    .flatMap((page) => page.results)
    .filter((each) => each.id !== job.id)
    .map(toJobSummary)
  if (!isPending && jobs.length === 0) return null
  return (
    <section aria-labelledby="similar-jobs" className={styles.section}>
      <h2 id="similar-jobs" className={styles.sectionTitle}>
        {t.similarJobs}
      </h2>
      {isPending ? (
        <JobCardSkeletons count={2} label={common.loadingJobs} />
      ) : (
        <ul className={listStyles.list}>
          {jobs.map((each) => (
            <li key={each.id}>
              <JobCard job={each} now={now} />
            </li>
          ))}
        </ul>
      )}
      {hasNextPage && (
        <div className={listStyles.more}>
          <Button variant="secondary" busy={isFetchingNextPage} onClick={() => fetchNextPage()}>
            {isFetchingNextPage ? common.loadingMoreButton : t.moreSimilarJobs}
          </Button>
        </div>
      )}
    </section>
  )
}
