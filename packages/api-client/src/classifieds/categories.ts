import { infiniteQueryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { FIRST_PAGE } from '../constants.ts'
import type { CategoryListResponse } from './types.ts'

/** The filter option id of Job Category. */
export const CATEGORY_FILTER_ID = 2

export interface CategoryListQuery {
  page: number
}

/**
 * The category lists (spec section 7: "filter id 2", params page and type=all). The spec names no path; our
 * reading is the filter-options call for filter 2 with `type=all`, which pages through every category:
 * GET /classifieds/classifieds/filters_v2/?filter=2&page={page}&type=all -> { results: [{ id, title, title_trans }] }.
 */
export const getCategoryList = defineCall<CategoryListQuery, CategoryListResponse>((query) => ({
  method: 'GET',
  path: '/classifieds/classifieds/filters_v2/',
  searchParams: { filter: CATEGORY_FILTER_ID, page: query.page, type: 'all' },
  auth: 'session',
}))

export const categoryKeys = {
  all: ['classifieds', 'categories'] as const,
  list: (client: ApiClient) => [...categoryKeys.all, 'list', client.locale] as const,
}

/** Every category, page by page; an empty page ends the list. */
export function categoryListInfiniteQueryOptions(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: categoryKeys.list(client),
    queryFn: ({ pageParam, signal }) =>
      getCategoryList(client, { page: pageParam }, { signal, throwOnError: true }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.results.length > 0 ? lastPageParam + 1 : undefined,
  })
}
