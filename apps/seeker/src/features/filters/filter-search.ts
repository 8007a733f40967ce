import type { FilterSelection } from '@localjobs/api-client/classifieds/filters'
import { DEFAULT_LOCATION_ID, MAX_LIST_LOCATIONS } from '@localjobs/validation/constants'
import { citiesOf, type FilterState, stateOf } from '#src/lib/filter-selection.ts'

/**
 * The filter page's query string, as its GET form sends it: `location_id` (the city or cities, 9 by
 * default) and `f{option id}` -> value id(s), e.g. '?location_id=9&location_id=14&f2=12&f5=3&f5=4'. `list`
 * names the job-list address the person came from, to start from its filters.
 */
export type FilterPageSearch = { location_id?: number | number[]; list?: string } & {
  [key: `f${number}`]: number | number[]
}

const MAX_ID = 2_147_483_647
const OPTION_KEY = /^f(\d{1,9})$/

const isId = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_ID

/**
 * Keeps what the filter page understands: `f{id}` keys with whole-number values, from a form (`f5=51&f5=52`)
 * or from the router (`f5=51`, `f5=[51,52]`), a city and a list slug; drops everything else. The loader
 * runs it (not `validateSearch`), so it is not in every page's first-load code.
 */
export function validateFilterSearch(search: Record<string, unknown>): FilterPageSearch {
  const out: FilterPageSearch = {}
  if (typeof search.list === 'string' && /^[a-z0-9-]{1,200}$/.test(search.list)) out.list = search.list
  const asked = search.location_id
  // Several ticked cities; more than a list may name keeps the first ones.
  const cities = [...new Set((Array.isArray(asked) ? asked : String(asked ?? '').split(',')).map(Number))]
    .filter((city) => isId(city) && city > 0)
    .slice(0, MAX_LIST_LOCATIONS)
  if (cities.length === 1 && cities[0] !== undefined) out.location_id = cities[0]
  else if (cities.length > 1) out.location_id = cities
  for (const [key, raw] of Object.entries(search)) {
    if (!OPTION_KEY.test(key)) continue
    const values = (Array.isArray(raw) ? raw : String(raw).split(',')).map(Number).filter(isId)
    const unique = [...new Set(values)].slice(0, 50)
    if (unique.length === 1 && unique[0] !== undefined) out[key as `f${number}`] = unique[0]
    else if (unique.length > 1) out[key as `f${number}`] = unique
  }
  return out
}

export function stateFromSearch(search: FilterPageSearch): FilterState {
  const selection: Record<number, readonly number[]> = {}
  for (const [key, value] of Object.entries(search)) {
    const id = OPTION_KEY.exec(key)?.[1]
    if (id && value !== undefined && typeof value !== 'string') {
      selection[Number(id)] = Array.isArray(value) ? value : [value]
    }
  }
  const cities = search.location_id ?? DEFAULT_LOCATION_ID
  return stateOf(Array.isArray(cities) ? cities : [cities], selection)
}

export function searchFromState(state: FilterState): FilterPageSearch {
  const { selection } = state
  const cities = citiesOf(state)
  const search: FilterPageSearch =
    cities.length > 1
      ? { location_id: cities }
      : state.cityId === DEFAULT_LOCATION_ID
        ? {}
        : { location_id: state.cityId }
  for (const [id, values] of Object.entries(selection as FilterSelection)) {
    if (values.length === 0) continue
    search[`f${id}` as `f${number}`] =
      values.length === 1 && values[0] !== undefined ? values[0] : [...values]
  }
  return search
}

/**
 * The filter page's address for a search, as its GET form writes it ('/jobs/jobsFiltering?location_id=31&
 * f4=2&f4=3'): for links that work before (or without) the page's scripts, such as a chip's "remove".
 */
export function filterPageHref(state: FilterState): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(searchFromState(state))) {
    for (const each of Array.isArray(value) ? value : [value]) params.append(key, String(each))
  }
  const query = params.toString()
  return query ? `/jobs/jobsFiltering?${query}` : '/jobs/jobsFiltering'
}
