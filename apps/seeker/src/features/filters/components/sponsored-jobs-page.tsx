import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { PageBreadcrumbs } from '#src/app/page-breadcrumbs.tsx'
import { JobCard } from '#src/components/job-card.tsx'
import * as listStyles from '#src/components/job-list.css.ts'
import * as pageStyles from '#src/components/list-page.css.ts'
import { useMessages } from '#src/i18n/translations.ts'
import { useNow } from '#src/lib/use-now.ts'
import { promotedJobsQueryOptions } from '../api/promoted-jobs.ts'

/** /jobs/sponsoredJobs: every sponsored job of the place, each labelled as sponsored. */
export function SponsoredJobsPage({ locationId }: { locationId: number | undefined }) {
  const t = useMessages('common')
  const now = useNow()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const { data: jobs } = useSuspenseQuery(promotedJobsQueryOptions(api, locationId))
  return (
    <>
      <PageBreadcrumbs items={[{ label: t.homePage, href: '/jobs' }, { label: t.jobs }]} />
      <h1 className={pageStyles.heading}>{t.sponsoredJobs}</h1>
      {jobs.length === 0 ? (
        <div className={listStyles.empty}>
          <p>{t.noJobs}</p>
          <p>
            <Link to="/">{t.seeLatestJobs}</Link>
          </p>
        </div>
      ) : (
        <ul className={listStyles.list}>
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} now={now} sponsored />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
