import { useRouteContext } from '@tanstack/react-router'
import { JobList } from '#src/components/job-list.tsx'
import { ListActions } from '#src/components/list-actions.tsx'
import * as listStyles from '#src/components/list-page.css.ts'
import { useMessages } from '#src/i18n/translations.ts'
import { feedJobsQueryOptions, LATEST_JOBS_QUERY } from '#src/lib/job-list-queries.ts'
import { useJobList } from '#src/lib/use-job-list.ts'
import { HomeExtras } from './home-extras.tsx'

/** /jobs: the newest jobs, ways to narrow them down, busy categories and places, and the FAQ. */
export function HomePage() {
  const t = useMessages('common')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const list = useJobList(feedJobsQueryOptions(api, LATEST_JOBS_QUERY))
  return (
    <>
      <h1 className={listStyles.heading}>{t.latestJobs}</h1>
      <ListActions />
      <JobList list={list} />
      <HomeExtras jobs={list.data.pages[0]?.jobs ?? []} />
    </>
  )
}
