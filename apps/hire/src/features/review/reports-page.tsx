import { getReportedJobs, reviewKeys } from '@localjobs/api-client/review/desk'
import { REPORT_REASON_LABELS } from '@localjobs/api-client/review/reasons'
import type { ReportedJob } from '@localjobs/api-client/review/types'
import { submissionStatusLabel } from '@localjobs/api-client/submissions/status'
import { EmptyState } from '@localjobs/ui/empty-state'
import { formatNumber } from '@localjobs/ui/format'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { LoadMore } from '#src/components/load-more.tsx'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { formatDate } from '#src/lib/dates.ts'
import { REVIEW_PATH } from '#src/lib/paths.ts'
import { DeskPage, DeskProblem, DeskSkeleton } from './desk-shell.tsx'
import * as styles from './review.css.ts'

/** /hire/review/reports: reported jobs, most reporters first, each linking to its post on the desk. */
export function ReportsPage() {
  const t = useMessages('review')
  return (
    <DeskPage title={t.reportsTitle} section="reports">
      <Reports />
    </DeskPage>
  )
}

function Reports() {
  const t = useMessages('review')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const reports = useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: reviewKeys.reports(api),
      queryFn: ({ pageParam, signal }) =>
        getReportedJobs(api, { cursor: pageParam }, { signal, throwOnError: true }),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.next_cursor : null),
    }),
  )
  if (reports.isError && !reports.data)
    return <DeskProblem error={reports.error} retry={() => void reports.refetch()} />
  if (!reports.data) return <DeskSkeleton />
  const items = reports.data.pages.flatMap((page) => page.results)
  if (items.length === 0)
    return <EmptyState title={t.noReports} description={t.noReportsText} headingLevel={2} />
  return (
    <>
      <ul className={styles.list}>
        {items.map((job) => (
          <ReportCard key={job.classified_id} job={job} />
        ))}
      </ul>
      <LoadMore pages={reports} words={t} />
    </>
  )
}

function ReportCard({ job }: { job: ReportedJob }) {
  const t = useMessages('review')
  const locale = useLocale()
  return (
    <li className={styles.item}>
      {job.submission_id ? (
        <a className={styles.itemLink} href={`${REVIEW_PATH}/${job.submission_id}`}>
          {job.title}
        </a>
      ) : (
        <h2 className={styles.sectionHeading}>{job.title}</h2>
      )}
      <p className={styles.meta}>
        {job.advertiser.company_name || job.advertiser.name}
        {job.advertiser.blocked ? ` · ${t.blocked}` : ''}
      </p>
      <p className={styles.badges}>
        <span className={styles.risk.high}>{t.reporters({ count: formatNumber(job.reporters) })}</span>
        {job.status ? (
          <span className={styles.neutralBadge}>{submissionStatusLabel(job.status, locale)}</span>
        ) : null}
      </p>
      <ul className={styles.meta}>
        {job.reasons.map((entry) => (
          <li key={entry.reason}>
            {t.reasonCount({
              reason: REPORT_REASON_LABELS[locale][entry.reason],
              count: formatNumber(entry.count),
            })}
          </li>
        ))}
      </ul>
      {job.texts.length > 0 ? (
        <>
          <p className={styles.label}>{t.seekerTexts}</p>
          <ul className={styles.history}>
            {job.texts.map((text, index) => (
              <li key={index} className={styles.value}>
                “{text}”
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={styles.meta}>{t.latestReport({ date: formatDate(job.latest_at, locale) })}</p>
      {job.submission_id ? (
        <a className={styles.tel} href={`${REVIEW_PATH}/${job.submission_id}`}>
          {t.openPost}
        </a>
      ) : null}
    </li>
  )
}
