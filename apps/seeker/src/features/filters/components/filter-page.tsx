import type { FilterSearchBody } from '@localjobs/api-client/classifieds/types'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { PageBreadcrumbs } from '#src/app/page-breadcrumbs.tsx'
import { FilteredList } from '#src/components/filtered-list.tsx'
import { JobCard } from '#src/components/job-card.tsx'
import * as listStyles from '#src/components/list-page.css.ts'
import { useMessages } from '#src/i18n/translations.ts'
import { useNow } from '#src/lib/use-now.ts'
import type { LoadedFilterPage } from '../api/load-filter-page.ts'
import { matchingPromotedJobsQueryOptions } from '../api/promoted-jobs.ts'
import * as styles from './filter-page.css.ts'
import { FilterPanel, RESULTS_ID } from './filter-panel.tsx'

/** /jobs/jobsFiltering: the filter form beside (on a phone: above) the sponsored and the matching jobs. */
export function FilterPage({ loaded }: { loaded: LoadedFilterPage }) {
  const t = useMessages('filters')
  const common = useMessages('common')
  return (
    <>
      <PageBreadcrumbs items={[{ label: common.homePage, href: '/jobs' }, { label: common.jobs }]} />
      <h1 className={listStyles.heading}>{common.filterJobs}</h1>
      <div className={styles.layout}>
        <FilterPanel key={JSON.stringify(loaded.state)} initial={loaded.state} cities={loaded.cities} />
        <div id={RESULTS_ID} className={styles.results}>
          <SponsoredJobs body={loaded.body} />
          <h2 className={styles.resultsTitle}>{t.resultsTitle}</h2>
          <FilteredList key={JSON.stringify(loaded.body)} body={loaded.body} />
        </div>
      </div>
    </>
  )
}

/**
 * Spec section 4: promoted jobs, labelled as sponsored, above the results; nothing when there are none.
 * Only those that match the applied search (its cities and every chosen value), by rank, then newest: a
 * sponsored job the filters leave out is not shown above the jobs they let in.
 */
export function SponsoredJobs({ body }: { body: FilterSearchBody }) {
  const t = useMessages('filters')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const now = useNow()
  const { data } = useQuery(matchingPromotedJobsQueryOptions(api, body))
  if (!data || data.length === 0) return null
  return (
    <section aria-labelledby="sponsored-title" className={styles.sponsored}>
      <h2 id="sponsored-title" className={styles.resultsTitle}>
        {t.sponsoredTitle}
      </h2>
      <ul className={styles.sponsoredList}>
        {data.slice(0, 3).map((job) => (
          <li key={job.id}>
            <JobCard job={job} now={now} sponsored />
          </li>
        ))}
      </ul>
    </section>
  )
}
