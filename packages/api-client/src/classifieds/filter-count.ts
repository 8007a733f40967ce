import { queryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { canonicalFilterSearch } from './filters.ts'
import type { FilterCountResponse, FilterSearchBody } from './types.ts'

/**
 * POST /classifieds/classifieds/apply_filters/count/ (ours) — how many live jobs a filtered search matches,
 * "200+" past the cap (`capped`). Sent in canonical form, so the same search is one request.
 */
export const countFilteredJobs = defineCall<FilterSearchBody, FilterCountResponse>((body) => ({
  method: 'POST',
  path: '/classifieds/classifieds/apply_filters/count/',
  json: canonicalFilterSearch(body),
  auth: 'session',
}))

export const filterCountKeys = {
  all: ['classifieds', 'filters', 'count'] as const,
  /** One key per search (not per language: a number reads the same in each); each filter set apart. */
  of: (body: FilterSearchBody) => [...filterCountKeys.all, canonicalFilterSearch(body)] as const,
}

/** The count of a search, e.g. for a "Show N jobs" button that follows the ticks. */
export function filterCountQueryOptions(client: ApiClient, body: FilterSearchBody) {
  return queryOptions({
    queryKey: filterCountKeys.of(body),
    queryFn: ({ signal }) => countFilteredJobs(client, body, { signal, throwOnError: true }),
  })
}
