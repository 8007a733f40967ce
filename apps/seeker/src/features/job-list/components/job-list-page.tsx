import { useRouteContext } from '@tanstack/react-router'
import { lazy } from 'react'
import { PageBreadcrumbs } from '#src/app/page-breadcrumbs.tsx'
import { JobList } from '#src/components/job-list.tsx'
import { ListActions } from '#src/components/list-actions.tsx'
import * as styles from '#src/components/list-page.css.ts'
import { useMessages } from '#src/i18n/translations.ts'
import { feedJobsQueryOptions } from '#src/lib/job-list-queries.ts'
import { useJobList } from '#src/lib/use-job-list.ts'
import type { LoadedJobList } from '../api/load-job-list.ts'

/** A job-list address's page: where it is, what it lists, ways to narrow it down, the jobs. */
export function JobListPage({ loaded, listSlug }: { loaded: LoadedJobList; listSlug: string }) {
  const t = useMessages('common')
  return (
    <>
      <PageBreadcrumbs items={[{ label: t.homePage, href: '/jobs' }, { label: t.jobs }]} />
      <h1 className={styles.heading}>{loaded.title}</h1>
      <ListActions listSlug={listSlug} />
      {loaded.source.kind === 'feed' ? (
        <FeedList key={listSlug} query={loaded.source.query} />
      ) : (
        <FilteredList key={listSlug} body={loaded.source.body} />
      )}
    </>
  )
}

function FeedList({ query }: { query: Parameters<typeof feedJobsQueryOptions>[1] }) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  return <JobList list={useJobList(feedJobsQueryOptions(api, query))} />
}

// apply_filters lists (several places, experience, salary) load their code only when shown.
const FilteredList = lazy(() =>
  import('#src/components/filtered-list.tsx').then((m) => ({ default: m.FilteredList })),
)
