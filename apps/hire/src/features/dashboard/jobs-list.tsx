import { submissionsInfiniteQueryOptions } from '@localjobs/api-client/submissions/list'
import type { AdvertiserSubmission, SubmissionStatus } from '@localjobs/api-client/submissions/types'
import { ButtonLink } from '@localjobs/ui/button'
import { formatNumber } from '@localjobs/ui/format'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { AppLink } from '@localjobs/web-app/app-link'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LoadMore } from '#src/components/load-more.tsx'
import { StatusBadge } from '#src/components/status-badge.tsx'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { formatDate } from '#src/lib/dates.ts'
import { applicantsPath, submissionPath } from '#src/lib/paths.ts'
import * as styles from './dashboard-page.css.ts'

/**
 * The advertiser's posts of one list (GET /submissions/submissions/?status=..., newest first, keyset pages
 * of 10): title (the link to the job's page), status, city, openings, posted and valid-until dates, the
 * applicants and how many are new, and "View applicants" once the job is published. "Load more" asks for
 * the next page. None: `empty`.
 */
export function JobsList({ status, empty }: { status: readonly SubmissionStatus[]; empty: ReactNode }) {
  const t = useMessages('postJobReview')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const jobs = useInfiniteQuery(submissionsInfiniteQueryOptions(api, { status }))

  if (jobs.isError && !jobs.data)
    return (
      <div role="alert" className={styles.problem}>
        <p>{t.jobsFailed}</p>
        <button type="button" className={styles.retry} onClick={() => void jobs.refetch()}>
          {t.retry}
        </button>
      </div>
    )
  if (!jobs.data) return <JobsSkeleton label={t.jobsLoading} />
  const posts = jobs.data.pages.flatMap((page) => page.results)
  if (posts.length === 0) return <>{empty}</>
  return (
    <div className={styles.jobs}>
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
      <LoadMore pages={jobs} words={t} fullWidth={false} />
    </div>
  )
}

export function JobsSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <Skeleton height="7rem" />
      <Skeleton height="7rem" />
    </SkeletonGroup>
  )
}

function JobCard({ post }: { post: AdvertiserSubmission }) {
  const t = useMessages('postJobReview')
  const d = useMessages('dashboard')
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
      <p className={styles.jobMeta}>
        {t.postedOn({ date: formatDate(post.created_at, locale) })}
        {post.valid_through ? <> · {d.validUntil({ date: formatDate(post.valid_through, locale) })}</> : null}
      </p>
      <p className={styles.applicants}>
        <span>{d.applicants({ count: formatNumber(post.applicants_count) })}</span>
        {post.new_applicants_count > 0 ? (
          <span className={styles.fresh}>
            {d.newApplicants({ count: formatNumber(post.new_applicants_count) })}
          </span>
        ) : null}
      </p>
      {post.classified_id !== null ? (
        <ButtonLink
          href={applicantsPath(post.classified_id, post.id)}
          variant="secondary"
          className={styles.viewApplicants}
        >
          {d.viewApplicants}
        </ButtonLink>
      ) : null}
    </li>
  )
}
