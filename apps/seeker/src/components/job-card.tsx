import { formatDaysAgo, formatNumber, formatSalaryRange } from '@localjobs/ui/format'
import { visuallyHiddenClassName } from '@localjobs/ui/visually-hidden'
import { useId } from 'react'
import { trackTap } from '#src/app/analytics.ts'
import { AppLink } from '#src/app/app-link.tsx'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import type { JobSummary } from '#src/lib/job-list-queries.ts'
import { jobDetailsParam } from '#src/lib/job-url.ts'
import * as styles from './job-card.css.ts'

export interface JobCardProps {
  job: JobSummary
  /** ms since the epoch to count "posted N days ago" from */
  now: number
  /** a sponsored (promoted) job is labelled as one */
  sponsored?: boolean
}

/** One job in a list: what a seeker needs to decide whether to open it; the title opens its page. */
export function JobCard({ job, now, sponsored = false }: JobCardProps) {
  const t = useMessages('common')
  const locale = useLocale()
  const titleId = useId()
  const place = job.locality ? `${job.locality}, ${job.location.title}` : job.location.title
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {sponsored && <p className={styles.badge}>{t.sponsored}</p>}
      <h2 id={titleId} className={styles.title}>
        <AppLink
          href={`/jobs/jobDetails/${jobDetailsParam(job)}`}
          className={styles.link}
          onClick={() => trackTap('tap_job_card', { job_id: job.id, sponsored })}
        >
          {job.title}
        </AppLink>
      </h2>
      <p className={styles.company}>{job.company}</p>
      <dl className={styles.facts}>
        <Fact
          label={t.salary}
          value={t.perMonth({ amount: formatSalaryRange(job.salaryMin, job.salaryMax) })}
          className={styles.salary}
        />
        <Fact
          label={t.location}
          value={
            job.distanceKm === undefined
              ? place
              : `${place} · ${t.distanceAway({ km: formatNumber(job.distanceKm) })}`
          }
        />
        <Fact label={t.experience} value={job.experience} />
        <Fact label={t.jobType} value={job.jobType} />
      </dl>
      {/* data-job: where a logged-in seeker's "Applied" mark goes (features/applications/applied-marks.ts). */}
      <p className={styles.posted} data-job={job.id}>
        {t.postedBefore}
        <time dateTime={job.postedAt}>{formatDaysAgo(job.postedAt, now, locale)}</time>
        {t.postedAfter}
      </p>
    </article>
  )
}

// The labels are for screen readers; on screen the values speak for themselves.
function Fact({ label, value, className }: { label: string; value: string; className?: string }) {
  if (!value) return null
  return (
    <div className={styles.fact}>
      <dt className={visuallyHiddenClassName}>{label}</dt>
      <dd className={className ? `${styles.factValue} ${className}` : styles.factValue}>{value}</dd>
    </div>
  )
}
