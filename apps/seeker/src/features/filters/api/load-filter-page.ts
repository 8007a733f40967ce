import { filterCountQueryOptions } from '@localjobs/api-client/classifieds/filter-count'
import { applyFiltersBody, filtersQueryOptions } from '@localjobs/api-client/classifieds/filters'
import type { ApiClient } from '@localjobs/api-client/client'
import { parseSeekerListSlug } from '@localjobs/api-client/seeker-urls'
import { DEFAULT_LOCATION_ID } from '@localjobs/validation/constants'
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { Translations } from '#src/i18n/translations.ts'
import { type City, loadCities, offeredOnly } from '#src/lib/filter-data.ts'
import {
  canonicalListSlug,
  citiesOf,
  type FilterState,
  filterStateOfList,
  splitKnown,
  stateOf,
} from '#src/lib/filter-selection.ts'
import { type FilteredListBody, filteredJobsQueryOptions } from '#src/lib/filtered-jobs-queries.ts'
import { listPageHead, type SeekerHead } from '#src/lib/page-head.ts'
import { stateFromSearch, validateFilterSearch } from '../filter-search.ts'
import { matchingPromotedJobsQueryOptions } from './promoted-jobs.ts'

export interface LoadedFilterPage {
  state: FilterState
  cities: City[]
  body: FilteredListBody
  head: SeekerHead
}

/** The cities a list address names, for the filter page that starts from it. */
function citiesOfList(list: string, cities: readonly City[]): number[] | undefined {
  const parsed = parseSeekerListSlug(list)
  const bySlug = new Map(cities.map((city) => [city.slug, city.id]))
  if (parsed?.kind === 'category-location') {
    const city = bySlug.get(parsed.location)
    return city === undefined ? undefined : [city]
  }
  return parsed?.kind === 'locations' ? (splitKnown(parsed.locations, bySlug) ?? undefined) : undefined
}

/**
 * /jobs/jobsFiltering: the filter options of the cities, the jobs matching the chosen values (page 1) and the
 * sponsored jobs that match them. A search that one of the four job-list addresses expresses moves there
 * (spec section 4), also when a browser without JavaScript submitted the filter form. `?list=` starts from
 * that list, with what it shows ticked.
 */
export async function loadFilterPage(
  { queryClient, api, i18n }: { queryClient: QueryClient; api: ApiClient; i18n: Translations },
  raw: Record<string, unknown>,
): Promise<LoadedFilterPage> {
  const search = validateFilterSearch(raw)
  const [cities] = await Promise.all([loadCities(api), i18n.load(['filters'])])
  const asked = search.location_id ?? DEFAULT_LOCATION_ID
  const cityIds =
    (search.list && citiesOfList(search.list, cities)) || (Array.isArray(asked) ? asked : [asked])
  // The options of every chosen city (Preferred Location: the localities of each, in the cities' order),
  // so a chosen locality of any of them stays chosen.
  const { filters: options } = await queryClient.ensureQueryData(
    filtersQueryOptions(api, { location_ids: cityIds }),
  )
  // What the list shows, already ticked (a salary list: the Salary bands its range covers).
  const fromList = search.list ? filterStateOfList(options, cities, search.list) : null
  const chosen = fromList ?? stateFromSearch(search)
  const state = stateOf(cityIds, offeredOnly(options, chosen.selection))
  // The form's own address, with nothing asked yet, shows the form; a search it sent may move.
  const asking = !fromList && Object.keys(search).some((key) => key !== 'list')
  const slug = asking ? canonicalListSlug(options, cities, state) : null
  if (slug) throw redirect({ to: '/$slug', params: { slug } })

  const { page: _first, ...body } = applyFiltersBody(state.selection, citiesOf(state))
  await Promise.all([
    queryClient.ensureInfiniteQueryData(filteredJobsQueryOptions(api, body)),
    // Sponsored jobs are extra: the page still shows the filtered jobs without them. Only those that
    // match the search: its cities and every chosen value.
    queryClient.prefetchQuery(matchingPromotedJobsQueryOptions(api, body)),
    // The count of the search as loaded, so "Show N jobs" needs no request once the page has hydrated
    // (the first tick asks for the next one). Extra too: the button says "Show jobs" without it.
    queryClient.prefetchQuery(filterCountQueryOptions(api, body)),
  ])
  const head = listPageHead(i18n, i18n.get('common').filterJobs, '/jobsFiltering', 'noindex, follow')
  return { state, cities, body, head }
}
