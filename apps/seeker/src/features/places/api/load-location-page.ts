import type { ApiClient } from '@localjobs/api-client/client'
import { statesQueryOptions } from '@localjobs/api-client/common/states'
import { citiesQueryOptions } from '@localjobs/api-client/locations'
import { locationsSlug } from '@localjobs/api-client/seeker-urls'
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { Translations } from '#src/i18n/translations.ts'
import { listPageHead, type SeekerHead } from '#src/lib/page-head.ts'
import { citiesByState, type StateCities } from '../places.ts'

/**
 * /jobs/location: every city with a job list, by state. `?city={slug}` (the city picker's GET form, when
 * there is no JavaScript) moves to that city's jobs.
 */
export async function loadLocationPage(
  { queryClient, api, i18n }: { queryClient: QueryClient; api: ApiClient; i18n: Translations },
  search: Record<string, unknown>,
): Promise<{ states: StateCities[]; head: SeekerHead }> {
  const city = search.city
  if (typeof city === 'string' && /^[a-z0-9-]{1,100}$/.test(city)) {
    throw redirect({ to: '/$slug', params: { slug: locationsSlug([city]) } })
  }
  const [cities, states] = await Promise.all([
    queryClient.fetchQuery(citiesQueryOptions(api, {})),
    queryClient.fetchQuery(statesQueryOptions(api)),
    i18n.load(['places']),
  ])
  const head = listPageHead(i18n, i18n.get('common').chooseLocation, '/location')
  return { states: citiesByState(cities.results, states.results), head }
}

/** The cities of the picker on the jobs-near-me page, loaded in the browser when it is needed. */
export function cityPickerQueryOptions(api: ApiClient) {
  return citiesQueryOptions(api, {})
}
