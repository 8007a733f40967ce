import { useRouteContext } from '@tanstack/react-router'
import { type FilteredListBody, filteredJobsQueryOptions } from '#src/lib/filtered-jobs-queries.ts'
import { useJobList } from '#src/lib/use-job-list.ts'
import { JobList } from './job-list.tsx'

/** The jobs of an apply_filters list, a page at a time. */
export function FilteredList({ body }: { body: FilteredListBody }) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  return <JobList list={useJobList(filteredJobsQueryOptions(api, body))} />
}
