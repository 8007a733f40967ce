import type { Classified } from '@localjobs/api-client/classifieds/types'
import { formatDaysAgo, formatPostedDate, formatSalaryRange } from '@localjobs/ui/format'
import { visuallyHiddenClassName } from '@localjobs/ui/visually-hidden'
import { useId } from 'react'
import * as styles from './job-card.css.ts'

export interface JobCardProps {
  job: Classified
  /** ms since the epoch to count "posted N days ago" from */
  now: number
}

/** One job in a list: what a seeker needs to decide whether to open it. */
export function JobCard({ job, now }: JobCardProps) {
  const titleId = useId()
  const details = job.translated_content.primary_details
  const place = job.locality ? `${job.locality.title}, ${job.location.title}` : job.location.title
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {job.translated_content.title}
      </h2>
      <p className={styles.company}>{job.company_name}</p>
      <dl className={styles.facts}>
        <Fact
          label="Salary"
          value={`${formatSalaryRange(job.salary_min, job.salary_max)} per month`}
          className={styles.salary}
        />
        <Fact label="Location" value={place} />
        <Fact label="Experience" value={details.Experience} />
        <Fact label="Job type" value={details['Job Type']} />
      </dl>
      <p className={styles.posted}>
        Posted{' '}
        <time dateTime={job.posted_at} title={formatPostedDate(job.posted_at)}>
          {formatDaysAgo(job.posted_at, now)}
        </time>
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
