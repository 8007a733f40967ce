import type { FilterSelection } from '@localjobs/api-client/classifieds/filters'
import type { FilterOption, FilterValue } from '@localjobs/api-client/classifieds/types'
import {
  categoryLocationSlug,
  experienceSlug,
  locationsSlug,
  nameSlug,
  parseSeekerListSlug,
  salarySlug,
} from '@localjobs/api-client/seeker-urls'
import { DEFAULT_LOCATION_ID, MAX_LIST_LOCATIONS } from '@localjobs/validation/constants'

/**
 * Filter selections and the job-list addresses they stand for (spec sections 2 and 4). A search is made in
 * one city or several (apply_filters' location_id or location_ids; the filter options, so the Preferred
 * Location localities, are those of every city) with the chosen value ids of each filter option. Four kinds
 * of search have a slug address of their own; every other one lives in the filter page's query string.
 */
export interface FilterState {
  /** the city searched in; with several, the first of them */
  cityId: number
  /** every city searched, cityId first, when there are several (at most MAX_LIST_LOCATIONS) */
  cityIds?: readonly number[]
  selection: FilterSelection
}

/** The cities a search covers, each once, cityId first. */
export function citiesOf({ cityId, cityIds }: Pick<FilterState, 'cityId' | 'cityIds'>): number[] {
  return [...new Set([cityId, ...(cityIds ?? [])])]
}

/** The search of `selection` in the cities `ids` (each once, in the order given). */
export function stateOf(ids: readonly number[], selection: FilterSelection): FilterState {
  const unique = [...new Set(ids)]
  const [cityId = DEFAULT_LOCATION_ID] = unique
  return unique.length > 1 ? { cityId, cityIds: unique, selection } : { cityId, selection }
}

/**
 * The cities in their canonical order, the order of the city list (/locations/cities/, by English name),
 * as category values follow their option's order; null when one is not a city with a list or there are
 * more than a list may name.
 */
export function canonicalCities<C extends CityRef>(cities: readonly C[], ids: readonly number[]): C[] | null {
  const unique = new Set(ids)
  const known = cities.filter((city) => unique.has(city.id))
  return known.length === unique.size && unique.size <= MAX_LIST_LOCATIONS ? known : null
}

/** A city with a job list (from /locations/cities/). */
export interface CityRef {
  id: number
  slug: string
}

/** The filter options that job-list slugs name, found by the option's English name (spec section 3). */
export type SlugGroup = 'category' | 'experience' | 'salary'

export function slugGroupOf(option: Pick<FilterOption, 'english_name'>): SlugGroup | null {
  const name = option.english_name.toLowerCase()
  if (name.includes('categor')) return 'category'
  if (name.includes('experience')) return 'experience'
  if (name.includes('salary')) return 'salary'
  return null
}

const valueSlug = (value: FilterValue) => nameSlug(value.english_name)

/** Years an experience value stands for in '{n}-years-experience-jobs': the API gives them as its id. */
export function experienceYears(value: FilterValue): number | null {
  return value.id >= 0 && value.id <= 99 ? value.id : null
}

/** The monthly range of a salary value ('₹10,000 - ₹15,000'), or null for an open-ended one. */
export function salaryRange(value: FilterValue): { min: number; max: number } | null {
  const [min, max] = (value.english_name.replace(/,/g, '').match(/\d+/g) ?? []).map(Number)
  return min !== undefined && max !== undefined && max <= 999_999 ? { min, max } : null
}

function optionOf(options: readonly FilterOption[], group: SlugGroup): FilterOption | undefined {
  return options.find((option) => slugGroupOf(option) === group)
}

/** Only the options with something picked. */
function picked(selection: FilterSelection): [number, readonly number[]][] {
  return Object.entries(selection)
    .filter(([, values]) => values.length > 0)
    .map(([id, values]) => [Number(id), values])
}

/**
 * The slug of a search when one of the four patterns expresses it exactly, else null:
 *   nothing picked in one or more cities -> 'jobs-in-{city}', 'jobs-in-{city}-and-{city}' (list order)
 *   categories picked in a city          -> '{categories}-jobs-in-{city}'
 *   one experience in the default city   -> '{n}-years-experience-jobs'
 *   one salary band in the default city  -> 'salary-{min}-{max}-per-months-jobs'
 */
export function canonicalListSlug(
  options: readonly FilterOption[],
  cities: readonly CityRef[],
  state: FilterState,
): string | null {
  const { selection } = state
  const chosen = picked(selection)
  const searched = canonicalCities(cities, citiesOf(state))
  if (chosen.length === 0) return searched ? locationsSlug(searched.map((city) => city.slug)) : null
  // Only the city list names several cities; any other search of several lives in the query string.
  if (chosen.length > 1 || citiesOf(state).length > 1) return null
  const city = searched?.[0]
  const { cityId } = state
  const [[optionId, valueIds] = [0, []]] = chosen
  const option = options.find((each) => each.id === optionId)
  const values = valueIds.map((id) => option?.filter_value.find((value) => value.id === id))
  if (!option || values.some((value) => value === undefined)) return null
  // One address per search: values in the option's own order, whatever order they were picked in.
  const known = (values as FilterValue[]).sort(
    (a, b) => option.filter_value.indexOf(a) - option.filter_value.indexOf(b),
  )
  const group = slugGroupOf(option)
  if (group === 'category') return city ? categoryLocationSlug(known.map(valueSlug), city.slug) : null
  const [only] = known
  if (!only || known.length > 1 || cityId !== DEFAULT_LOCATION_ID) return null
  if (group === 'experience') {
    const years = experienceYears(only)
    return years === null ? null : experienceSlug(years)
  }
  if (group === 'salary') {
    const range = salaryRange(only)
    return range ? salarySlug(range.min, range.max) : null
  }
  return null
}

/**
 * Splits '-and-'-joined slugs into known ones: 'sales-and-marketing-and-driver' is ['sales-and-marketing',
 * 'driver'] when both are known, the longest known reading first. Null when no split gives known slugs only.
 */
export function splitKnown<T>(joined: string, known: ReadonlyMap<string, T>): T[] | null {
  const parts = joined.split('-and-')
  const memo = new Map<number, T[] | null>()
  const from = (start: number): T[] | null => {
    if (start === parts.length) return []
    const cached = memo.get(start)
    if (cached !== undefined) return cached
    let result: T[] | null = null
    for (let end = parts.length; end > start && !result; end--) {
      const value = known.get(parts.slice(start, end).join('-and-'))
      const rest = value === undefined ? null : from(end)
      if (value !== undefined && rest) result = [value, ...rest]
    }
    memo.set(start, result)
    return result
  }
  return from(0)
}

/**
 * The search a job-list slug stands for, resolved against the filter options and the cities; null when it
 * names something unknown. A salary slug is a range, not an option value (see salaryOfListSlug).
 */
export function stateFromListSlug(
  options: readonly FilterOption[],
  cities: readonly CityRef[],
  slug: string,
): FilterState | null {
  const parsed = parseSeekerListSlug(slug)
  if (!parsed) return null
  const cityBySlug = new Map(cities.map((city) => [city.slug, city]))
  switch (parsed.kind) {
    case 'category-location': {
      const option = optionOf(options, 'category')
      const values = new Map((option?.filter_value ?? []).map((value) => [valueSlug(value), value]))
      const categories = splitKnown(parsed.categories, values)
      const city = cityBySlug.get(parsed.location)
      if (!option || !categories || !city) return null
      return { cityId: city.id, selection: { [option.id]: categories.map((value) => value.id) } }
    }
    case 'locations': {
      // 'jobs-in-hyderabad-and-pune': every part a known city, as many as a list may name.
      const named = splitKnown(parsed.locations, cityBySlug)
      const unique =
        named &&
        canonicalCities(
          cities,
          named.map((city) => city.id),
        )
      return named && unique && unique.length > 0
        ? stateOf(
            named.map((city) => city.id),
            {},
          )
        : null
    }
    case 'experience': {
      const option = optionOf(options, 'experience')
      const value = option?.filter_value.find((each) => experienceYears(each) === parsed.years)
      return option && value ? { cityId: DEFAULT_LOCATION_ID, selection: { [option.id]: [value.id] } } : null
    }
    case 'salary':
      return parsed.min <= parsed.max ? { cityId: DEFAULT_LOCATION_ID, selection: {} } : null
  }
}

/** The monthly salary range a 'salary-{min}-{max}-per-months-jobs' address asks for, else null. */
export function salaryOfListSlug(slug: string): { salary_min: number; salary_max: number } | null {
  const parsed = parseSeekerListSlug(slug)
  return parsed?.kind === 'salary' && parsed.min <= parsed.max
    ? { salary_min: parsed.min, salary_max: parsed.max }
    : null
}

/**
 * The Salary values a 'salary-{min}-{max}' range stands for on the filter page: the bands that overlap it
 * by more than an end ('₹10,000 - ₹15,000' and '₹15,000 - ₹20,000' for 10000-20000, not the bands that
 * merely touch it at 10,000 or 20,000); for a range of one amount, the band holding it. Open-ended bands
 * (no upper amount) never match. In the option's order.
 */
export function salaryValuesOfRange(option: FilterOption, min: number, max: number): number[] {
  return option.filter_value
    .filter((value) => {
      const band = salaryRange(value)
      if (!band) return false
      return min === max ? band.min <= min && min < band.max : band.min < max && band.max > min
    })
    .map((value) => value.id)
}

/**
 * What the filter page starts from when it comes from a job list ('?list='): the list's own search, with
 * everything it shows already ticked. A salary list ticks the Salary bands its range covers; the list itself
 * keeps its exact range (salaryOfListSlug), which the bands approximate at their ends.
 */
export function filterStateOfList(
  options: readonly FilterOption[],
  cities: readonly CityRef[],
  slug: string,
): FilterState | null {
  const state = stateFromListSlug(options, cities, slug)
  const salary = salaryOfListSlug(slug)
  const option = optionOf(options, 'salary')
  if (!state || !salary || !option) return state
  const bands = salaryValuesOfRange(option, salary.salary_min, salary.salary_max)
  return bands.length > 0 ? { ...state, selection: { ...state.selection, [option.id]: bands } } : state
}

/** One chosen value, shown as a removable chip: its option and the value. */
export interface FilterChip {
  option: FilterOption
  value: FilterValue
}

/** The chosen values as chips, option by option in the options' order, each option's in its own order. */
export function chosenChips(options: readonly FilterOption[], selection: FilterSelection): FilterChip[] {
  return options.flatMap((option) => {
    const chosen = selection[option.id] ?? []
    return option.filter_value
      .filter((value) => chosen.includes(value.id))
      .map((value) => ({ option, value }))
  })
}
