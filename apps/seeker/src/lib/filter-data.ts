import type { FilterSelection } from '@localjobs/api-client/classifieds/filters'
import type { FilterOption } from '@localjobs/api-client/classifieds/types'
import type { ApiClient } from '@localjobs/api-client/client'
import { getCities } from '@localjobs/api-client/locations'

/** A city for the filter page's picker and for slugs: id, name in the page's language, slug. */
export interface City {
  id: number
  title: string
  slug: string
}

/**
 * Every city with a job list. Asked for directly, not through the query cache, so the list does not travel
 * with the page that only needed it to read an address.
 */
export async function loadCities(api: ApiClient): Promise<City[]> {
  const { results } = await getCities(api, {}, { throwOnError: true })
  return results.flatMap((city) => (city.slug ? [{ id: city.id, title: city.title, slug: city.slug }] : []))
}

/** The selection without values the options do not offer (another city's localities, stale ids). */
export function offeredOnly(options: readonly FilterOption[], selection: FilterSelection): FilterSelection {
  const out: Record<number, readonly number[]> = {}
  for (const option of options) {
    const offered = new Set(option.filter_value.map((value) => value.id))
    const values = (selection[option.id] ?? []).filter((id) => offered.has(id))
    if (values.length > 0) out[option.id] = option.type === 'radio' ? values.slice(0, 1) : values
  }
  return out
}
