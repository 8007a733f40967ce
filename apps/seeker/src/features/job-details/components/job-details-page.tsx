import { classifiedDetailsQueryOptions } from '@localjobs/api-client/classifieds/details'
import { categoryJobsLink } from '@localjobs/api-client/seeker-urls'
import { ButtonLink } from '@localjobs/ui/button'
import { formatInr, formatPostedDate, formatRelativeTime, formatSalaryRange } from '@localjobs/ui/format'
import { absoluteUrl } from '@localjobs/web-app/head'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { trackTap } from '#src/app/analytics.ts'
import { AppLink } from '#src/app/app-link.tsx'
import { PageBreadcrumbs } from '#src/app/page-breadcrumbs.tsx'
import * as listStyles from '#src/components/list-page.css.ts'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { toJobSummary } from '#src/lib/job-list-queries.ts'
import { jobDetailsParam } from '#src/lib/job-url.ts'
import { productName, seekerApp } from '#src/lib/site.ts'
import { useNow } from '#src/lib/use-now.ts'
import type { LoadedJobDetails } from '../api/load-job-details.ts'
import { whatsAppShareUrl } from '../share-link.ts'
import { ApplyButton } from './apply-button.tsx'
import * as styles from './job-details.css.ts'
import { ReportJob } from './report-job.tsx'
import { SimilarJobs } from './similar-jobs.tsx'

/** Spec section 2: one job, or the notice that it is gone. */
export function JobDetailsPage({ loaded }: { loaded: LoadedJobDetails }) {
  return loaded.kind === 'live' ? <LiveJob id={loaded.id} /> : <GoneJob loaded={loaded} />
}

function Trail({ listHref }: { listHref: string }) {
  const common = useMessages('common')
  return (
    <PageBreadcrumbs
      items={[
        { label: common.homePage, href: '/jobs' },
        { label: common.jobs, href: listHref },
        { label: common.jobDetail },
      ]}
    />
  )
}

function LiveJob({ id }: { id: number }) {
  const t = useMessages('jobs')
  const common = useMessages('common')
  const locale = useLocale()
  const now = useNow()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const { data: job } = useSuspenseQuery(classifiedDetailsQueryOptions(api, { id }))
  const details = job.translated_content.primary_details
  const place = job.locality ? `${job.locality.title}, ${job.location.title}` : job.location.title
  const facts: [string, string][] = [
    [common.salary, common.perMonth({ amount: formatSalaryRange(job.salary_min, job.salary_max) })],
    [common.location, place],
    [common.experience, details.Experience],
    [t.qualification, details.Qualification],
    [common.jobType, details['Job Type']],
    [t.shift, details.Shift],
    [t.gender, details.Gender],
    [t.openings, String(job.openings_count)],
    [
      t.feesCharged,
      job.fees_charged && job.fee_amount
        ? `${details['Fees Charged']} (${formatInr(job.fee_amount)})`
        : details['Fees Charged'],
    ],
  ]
  return (
    <article className={styles.page} aria-labelledby="job-title">
      <Trail listHref={categoryJobsLink(job.job_category.slug, job.location.slug)} />
      <header className={styles.header}>
        <p className={styles.category}>{job.job_category.title}</p>
        <h1 id="job-title" className={listStyles.heading}>
          {job.translated_content.title}
        </h1>
        <p className={styles.company}>{job.company_name}</p>
        <p className={styles.dates}>
          {t.postedOn({ date: formatPostedDate(job.posted_at, t.months) })} (
          {formatRelativeTime(job.posted_at, now, locale)}) ·{' '}
          {t.applyBefore({ date: formatPostedDate(job.valid_through, t.months) })}
        </p>
      </header>
      {/* Keyed by job: a similar job opened from here starts from its own state, not this one's. */}
      <ApplyButton key={job.id} jobId={job.id} />
      <ShareOnWhatsApp
        text={t.shareText({ title: job.translated_content.title, company: job.company_name })}
        path={`/jobDetails/${jobDetailsParam(toJobSummary(job))}`}
        jobId={job.id}
        label={t.shareOnWhatsApp}
      />
      {job.fees_charged && (
        <p className={styles.warning} role="note">
          <strong>{t.feeWarningTitle}</strong> {t.feeWarning({ product: productName })}
        </p>
      )}
      <ReportJob key={`report-${job.id}`} jobId={job.id} />
      <section aria-labelledby="job-facts" className={styles.section}>
        <h2 id="job-facts" className={styles.sectionTitle}>
          {t.jobFacts}
        </h2>
        <dl className={styles.facts}>
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt className={styles.factLabel}>{label}</dt>
                <dd className={styles.factValue}>{value}</dd>
              </div>
            ))}
        </dl>
      </section>
      <section aria-labelledby="job-description" className={styles.section}>
        <h2 id="job-description" className={styles.sectionTitle}>
          {t.description}
        </h2>
        <p className={styles.description}>{job.translated_content.description}</p>
      </section>
      <SimilarJobs job={toJobSummary(job)} locationId={job.location.id} />
    </article>
  )
}

/**
 * Spec section 4: Apply calls the API; other buttons open their link. Sharing a job is a plain link (it
 * works before and without the page's scripts) opening WhatsApp in a new tab or the app.
 */
function ShareOnWhatsApp({
  text,
  path,
  jobId,
  label,
}: {
  text: string
  path: string
  jobId: number
  label: string
}) {
  const origin = useRouteContext({ from: '__root__', select: (context) => context.site.publicOrigin })
  return (
    <ButtonLink
      variant="secondary"
      fullWidth
      href={whatsAppShareUrl(text, absoluteUrl(seekerApp, origin, path))}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => trackTap('tap_share_whatsapp', { job_id: jobId })}
    >
      {label}
    </ButtonLink>
  )
}

function GoneJob({ loaded }: { loaded: Extract<LoadedJobDetails, { kind: 'gone' }> }) {
  const t = useMessages('jobs')
  const common = useMessages('common')
  const { job } = loaded
  const listHref = categoryJobsLink(job.category.slug, job.location.slug)
  return (
    <div className={styles.page}>
      <Trail listHref={listHref} />
      <h1 className={listStyles.heading}>{t.goneTitle}</h1>
      <p>{t.goneText}</p>
      <p className={styles.goneJob}>
        {job.title} · {job.company}
      </p>
      <p>
        <AppLink href={listHref}>
          {common.categoryJobsIn({ category: job.category.title, location: job.location.title })}
        </AppLink>
      </p>
      <p>
        <Link to="/">{common.seeLatestJobs}</Link>
      </p>
    </div>
  )
}
