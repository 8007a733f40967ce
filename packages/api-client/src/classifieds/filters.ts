import { DEFAULT_LOCATION_ID } from '@localjobs/validation/constants'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { defineCall, keyParams } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { FIRST_PAGE } from '../constants.ts'
import type {
  AppliedFilter,
  ApplyFiltersBody,
  ApplyFiltersResponse,
  FilterOption,
  FilterSearchBody,
  FiltersResponse,
} from './types.ts'

/**
 * The filter options of one city (`location_id`, 9 when absent) or of several (`location_ids`, at most
 * MAX_LIST_LOCATIONS: Preferred Location then lists the localities of each, titled 'Locality, City').
 */
export type FiltersQuery = {
  /** one filter option's id (2 is Job Category); all options when absent */
  filter?: number
} & (
  | { location_id?: number; location_ids?: never }
  | { location_id?: never; location_ids: readonly number[] }
)

/**
 * The query as sent: several cities (each once, in the order given) as `location_ids`, one as `location_id`,
 * so a list of one asks (and caches) exactly what `location_id` does.
 */
function filtersParams(query: FiltersQuery): {
  filter?: number
  location_id?: number
  location_ids?: number[]
} {
  const cities = [...new Set(query.location_ids ?? [])]
  const [only] = cities
  const location = cities.length > 1 ? { location_ids: cities } : { location_id: only ?? query.location_id }
  return { filter: query.filter, ...location }
}

/** GET /classifieds/classifieds/filters_v2/ — the filter options of a location, in the client's language. */
export const getFilters = defineCall<FiltersQuery, FiltersResponse>((query) => ({
  method: 'GET',
  path: '/classifieds/classifieds/filters_v2/',
  searchParams: filtersParams(query),
  auth: 'session',
}))

/** POST /classifieds/classifieds/apply_filters/ — one page of jobs matching the chosen filter values. */
export const applyFilters = defineCall<ApplyFiltersBody, ApplyFiltersResponse>((body) => ({
  method: 'POST',
  path: '/classifieds/classifieds/apply_filters/',
  json: body,
  auth: 'session',
}))

/** The chosen value ids of each filter option, by option id. */
export type FilterSelection = Readonly<Record<number, readonly number[]>>

/**
 * Picks a value (spec section 4): a radio option keeps a single choice (another value replaces it; the
 * chosen one picked again clears the option, so a radio can be unchosen on its own), a checkbox option
 * toggles the value in or out of its list.
 */
export function selectFilterValue(
  selection: FilterSelection,
  option: Pick<FilterOption, 'id' | 'type'>,
  valueId: number,
): FilterSelection {
  const current = selection[option.id] ?? []
  if (option.type === 'radio')
    return { ...selection, [option.id]: current.includes(valueId) ? [] : [valueId] }
  const next = current.includes(valueId) ? current.filter((id) => id !== valueId) : [...current, valueId]
  return { ...selection, [option.id]: next }
}

/** Clears one option (its "Clear"), whatever its type; the other options keep their choices. */
export function clearFilterOption(selection: FilterSelection, optionId: number): FilterSelection {
  return { ...selection, [optionId]: [] }
}

/**
 * A filtered search in one canonical form, for the calls whose answer does not depend on the order things
 * were picked in (the count, the sponsored jobs that match): cities each once, ascending (one city as
 * `location_id`), options by id with their values ascending, options with nothing chosen left out, the
 * salary range only as a pair. Two searches that ask the same thing send, and cache, the same body.
 */
export function canonicalFilterSearch(body: FilterSearchBody): FilterSearchBody {
  const cities = [
    ...new Set(body.location_ids ?? (body.location_id === undefined ? [] : [body.location_id])),
  ].sort((a, b) => a - b)
  const [only = DEFAULT_LOCATION_ID] = cities
  const filters = body.filters
    .filter((filter) => filter.filter_value.length > 0)
    .map((filter) => ({
      id: filter.id,
      filter_value: [...new Set(filter.filter_value)].sort((a, b) => a - b),
    }))
    .sort((a, b) => a.id - b.id)
  const salary =
    body.salary_min !== undefined && body.salary_max !== undefined
      ? { salary_min: body.salary_min, salary_max: body.salary_max }
      : {}
  return { ...(cities.length > 1 ? { location_ids: cities } : { location_id: only }), filters, ...salary }
}

/**
 * The apply_filters body for a selection (spec section 4: applying filters rebuilds the body and goes back
 * to the first page). Options with nothing chosen are left out; ids keep the order they were picked in.
 * One city goes as `location_id`, several (each once, in the order given) as `location_ids`.
 */
export function applyFiltersBody(
  selection: FilterSelection,
  locations: number | readonly number[] = DEFAULT_LOCATION_ID,
  page: number = FIRST_PAGE,
): ApplyFiltersBody {
  const filters: AppliedFilter[] = Object.entries(selection)
    .filter(([, values]) => values.length > 0)
    .map(([id, values]) => ({ id: Number(id), filter_value: [...values] }))
  const cities = typeof locations === 'number' ? [locations] : [...new Set(locations)]
  const [only = DEFAULT_LOCATION_ID] = cities
  return cities.length > 1 ? { location_ids: cities, page, filters } : { location_id: only, page, filters }
}

export const filterKeys = {
  all: ['classifieds', 'filters'] as const,
  options: (client: ApiClient, query: FiltersQuery) =>
    [...filterKeys.all, 'options', client.locale, keyParams(filtersParams(query))] as const,
  results: (client: ApiClient, body: Omit<ApplyFiltersBody, 'page'>) =>
    [
      ...filterKeys.all,
      'results',
      client.locale,
      body.location_ids ?? body.location_id,
      body.filters,
    ] as const,
}

export function filtersQueryOptions(client: ApiClient, query: FiltersQuery) {
  return queryOptions({
    queryKey: filterKeys.options(client, query),
    queryFn: ({ signal }) => getFilters(client, query, { signal, throwOnError: true }),
  })
}

/** Where the next apply_filters page starts: its number and the previous page's `next_cursor`. */
export interface ApplyFiltersPageParam {
  page: number
  cursor?: string
}

/** Filtered jobs as a growing list, page 1 first; each next page carries the cursor the last one gave. */
export function applyFiltersInfiniteQueryOptions(
  client: ApiClient,
  body: Omit<ApplyFiltersBody, 'page' | 'cursor'>,
) {
  const first: ApplyFiltersPageParam = { page: FIRST_PAGE }
  return infiniteQueryOptions({
    queryKey: filterKeys.results(client, body),
    queryFn: ({ pageParam, signal }) =>
      applyFilters(client, { ...body, ...pageParam }, { signal, throwOnError: true }),
    initialPageParam: first,
    getNextPageParam: (lastPage, _pages, lastPageParam): ApplyFiltersPageParam | undefined =>
      lastPage.hasMore && lastPage.next_cursor
        ? { page: lastPageParam.page + 1, cursor: lastPage.next_cursor }
        : undefined,
  })
}
