import { submissionsInfiniteQueryOptions } from '@localjobs/api-client/submissions/list'
import type { AdvertiserSubmission } from '@localjobs/api-client/submissions/types'
import { Button } from '@localjobs/ui/button'
import { formatNumber } from '@localjobs/ui/format'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { AppLink } from '@localjobs/web-app/app-link'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { StatusBadge } from '#src/components/status-badge.tsx'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { formatDate } from '#src/lib/dates.ts'
import { submissionPath } from '#src/lib/paths.ts'
import * as styles from './dashboard-page.css.ts'

/**
 * The advertiser's posts (GET /submissions/submissions/, newest first, keyset pages of 10): title, city,
 * openings, posted date and status, the title linking to the job's page; "Load more" asks for the next page. None: `empty` (today's "Post a
 * job"). Issue #9 adds the tabs and the applicants.
 */
export function JobsList({ empty }: { empty: ReactNode }) {
  const t = useMessages('postJobReview')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const jobs = useInfiniteQuery(submissionsInfiniteQueryOptions(api, {}))

  if (jobs.isError && !jobs.data)
    return (
      <div role="alert" className={styles.problem}>
        <p>{t.jobsFailed}</p>
        <button type="button" className={styles.retry} onClick={() => void jobs.refetch()}>
          {t.retry}
        </button>
      </div>
    )
  if (!jobs.data)
    return (
      <SkeletonGroup label={t.jobsLoading}>
        <Skeleton height="5rem" />
        <Skeleton height="5rem" />
      </SkeletonGroup>
    )
  const posts = jobs.data.pages.flatMap((page) => page.results)
  if (posts.length === 0) return <>{empty}</>
  return (
    <>
      <ul className={styles.jobList}>
        {posts.map((post) => (
          <JobCard key={post.id} post={post} />
        ))}
      </ul>
      {jobs.isFetchNextPageError ? (
        <p role="alert" className={styles.problem}>
          {t.jobsFailed}
        </p>
      ) : null}
      {jobs.hasNextPage ? (
        <Button
          variant="secondary"
          busy={jobs.isFetchingNextPage}
          onClick={() => void jobs.fetchNextPage({ cancelRefetch: false })}
        >
          {jobs.isFetchingNextPage ? t.loadingMore : t.loadMore}
        </Button>
      ) : null}
    </>
  )
}

function JobCard({ post }: { post: AdvertiserSubmission }) {
  const t = useMessages('postJobReview')
  const locale = useLocale()
  return (
    <li className={styles.jobCard}>
      <div className={styles.jobHead}>
        <h3 className={styles.jobTitle}>
          <AppLink href={submissionPath(post.id)} className={styles.jobLink}>
            {post.title}
          </AppLink>
        </h3>
        <StatusBadge status={post.status} />
      </div>
      <p className={styles.jobMeta}>
        {post.location.title} · {t.openings({ count: formatNumber(post.openings_count) })}
      </p>
      <p className={styles.jobMeta}>{t.postedOn({ date: formatDate(post.created_at, locale) })}</p>
    </li>
  )
}
