import {
  type ApplyFiltersPageParam,
  applyFilters,
  filterKeys,
} from '@localjobs/api-client/classifieds/filters'
import type { ApplyFiltersBody } from '@localjobs/api-client/classifieds/types'
import type { ApiClient } from '@localjobs/api-client/client'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { type JobListPage, toJobSummary } from './job-list-queries.ts'

export type FilteredListBody = Omit<ApplyFiltersBody, 'page' | 'cursor'>

interface FilteredJobsPage extends JobListPage {
  nextCursor: string | null
}

const FIRST_FILTERED_PAGE: ApplyFiltersPageParam = { page: 1 }

/**
 * Jobs matching filter values (apply_filters), as job summaries. Applying filters starts again at page 1;
 * each "load more" asks for the next page with the cursor the last one gave, until one says there are no
 * more.
 */
export function filteredJobsQueryOptions(api: ApiClient, body: FilteredListBody) {
  return infiniteQueryOptions({
    queryKey: ['seeker', 'list', ...filterKeys.results(api, body), body.salary_min, body.salary_max],
    queryFn: async ({ pageParam, signal }): Promise<FilteredJobsPage> => {
      const page = await applyFilters(api, { ...body, ...pageParam }, { signal, throwOnError: true })
      return { jobs: page.results.map(toJobSummary), hasMore: page.hasMore, nextCursor: page.next_cursor }
    },
    initialPageParam: FIRST_FILTERED_PAGE,
    getNextPageParam: (last, _pages, param): ApplyFiltersPageParam | undefined =>
      last.hasMore && last.nextCursor ? { page: param.page + 1, cursor: last.nextCursor } : undefined,
  })
}
