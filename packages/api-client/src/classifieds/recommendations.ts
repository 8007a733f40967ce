import { DEFAULT_LOCATION_ID } from '@localjobs/validation/constants'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { FIRST_PAGE } from '../constants.ts'
import type { RecommendationsResponse } from './types.ts'

export interface RecommendationsQuery {
  /** the job the seeker is looking at */
  classified_id: number
  page: number
  /** default 9 */
  location_id?: number
}

/**
 * GET /classifieds/classifieds/recommendations_v2/ — jobs like the one shown, with the header
 * `source: jobs_web` (and the client's Accept-Language).
 */
export const getRecommendations = defineCall<RecommendationsQuery, RecommendationsResponse>((query) => ({
  method: 'GET',
  path: '/classifieds/classifieds/recommendations_v2/',
  searchParams: {
    classified_id: query.classified_id,
    page: query.page,
    location_id: query.location_id ?? DEFAULT_LOCATION_ID,
  },
  headers: { source: 'jobs_web' },
  auth: 'session',
}))

/** Where the recommendations list is (spec section 3: pageNumber, hasMore). */
export interface Pagination {
  /** the page the next call asks for */
  pageNumber: number
  hasMore: boolean
}

export const INITIAL_PAGINATION: Pagination = { pageNumber: FIRST_PAGE, hasMore: true }

/**
 * After each call (spec section 4): the page number goes up by one; a page with no results ends the list,
 * and once ended it stays ended.
 */
export function nextPagination(state: Pagination, page: { results: readonly unknown[] }): Pagination {
  return { pageNumber: state.pageNumber + 1, hasMore: state.hasMore && page.results.length > 0 }
}

export const recommendationKeys = {
  all: ['classifieds', 'recommendations'] as const,
  list: (client: ApiClient, query: Omit<RecommendationsQuery, 'page'>) =>
    [
      ...recommendationKeys.all,
      client.locale,
      query.classified_id,
      query.location_id ?? DEFAULT_LOCATION_ID,
    ] as const,
}

/** Recommendations as a growing list driven by `nextPagination`. */
export function recommendationsInfiniteQueryOptions(
  client: ApiClient,
  query: Omit<RecommendationsQuery, 'page'>,
) {
  return infiniteQueryOptions({
    queryKey: recommendationKeys.list(client, query),
    queryFn: ({ pageParam, signal }) =>
      getRecommendations(client, { ...query, page: pageParam.pageNumber }, { signal, throwOnError: true }),
    initialPageParam: INITIAL_PAGINATION,
    getNextPageParam: (lastPage, _pages, lastPageParam) => {
      const next = nextPagination(lastPageParam, lastPage)
      return next.hasMore ? next : undefined
    },
  })
}
