import { DEFAULT_LOCATION_ID } from '@localjobs/validation/constants'
import { queryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { canonicalFilterSearch } from './filters.ts'
import type { FilterSearchBody, PromotedJobsResponse } from './types.ts'

/**
 * The sponsored jobs of one city (`location_id`, 9 when absent) or of several (`location_ids`, at most
 * MAX_LIST_LOCATIONS: the sponsored jobs of any of them, by rank, then newest).
 */
export type PromotedJobsQuery =
  | { location_id?: number; location_ids?: never }
  | { location_id?: never; location_ids: readonly number[] }

/**
 * The cities as sent and cached: several (each once, in ascending order, since the answer does not depend
 * on their order) as `location_ids`; one, or a list of one, as `location_id`, so it asks and caches exactly
 * what a single city always did.
 */
function promotedCities(query: PromotedJobsQuery): { location_id: number } | { location_ids: number[] } {
  const cities = [...new Set(query.location_ids ?? [])].sort((a, b) => a - b)
  const [only] = cities
  return cities.length > 1
    ? { location_ids: cities }
    : { location_id: only ?? query.location_id ?? DEFAULT_LOCATION_ID }
}

/** GET /classifieds/classifieds/promoted_jobs_v2/ (method not in the spec: a read, so GET) — sponsored jobs. */
export const getPromotedJobs = defineCall<PromotedJobsQuery, PromotedJobsResponse>((query) => ({
  method: 'GET',
  path: '/classifieds/classifieds/promoted_jobs_v2/',
  searchParams: promotedCities(query),
  auth: 'session',
}))

/**
 * POST /classifieds/classifieds/promoted_jobs_v2/ (ours) — the sponsored jobs of the cities that also match
 * the chosen filter values and salary range (apply_filters' body without paging); none when none matches.
 * Sent in canonical form: the answer does not depend on the order things were picked in.
 */
export const getMatchingPromotedJobs = defineCall<FilterSearchBody, PromotedJobsResponse>((body) => ({
  method: 'POST',
  path: '/classifieds/classifieds/promoted_jobs_v2/',
  json: canonicalFilterSearch(body),
  auth: 'session',
}))

export const promotedKeys = {
  all: ['classifieds', 'promoted'] as const,
  /** One city: [..., locale, 9] as always; several: [..., locale, [9, 31]] (ascending). */
  list: (client: ApiClient, query: PromotedJobsQuery) => {
    const cities = promotedCities(query)
    return [
      ...promotedKeys.all,
      client.locale,
      'location_ids' in cities ? cities.location_ids : cities.location_id,
    ] as const
  },
  /** The sponsored jobs matching a filtered search: [..., locale, 'matching', canonical body]. */
  matching: (client: ApiClient, body: FilterSearchBody) =>
    [...promotedKeys.all, client.locale, 'matching', canonicalFilterSearch(body)] as const,
}

export function promotedJobsQueryOptions(client: ApiClient, query: PromotedJobsQuery) {
  return queryOptions({
    queryKey: promotedKeys.list(client, query),
    queryFn: ({ signal }) => getPromotedJobs(client, query, { signal, throwOnError: true }),
  })
}

/** The sponsored jobs that match a filtered search (the filter page's sponsored block). */
export function matchingPromotedJobsQueryOptions(client: ApiClient, body: FilterSearchBody) {
  return queryOptions({
    queryKey: promotedKeys.matching(client, body),
    queryFn: ({ signal }) => getMatchingPromotedJobs(client, body, { signal, throwOnError: true }),
  })
}
