import type { StateItem } from '@localjobs/api-client/common/types'
import type { LocationItem } from '@localjobs/api-client/locations/types'

/** A city a person can pick: its name in the page's language and the slug of its job list. */
export interface City {
  id: number
  title: string
  slug: string
}

export interface StateCities {
  state: string
  cities: City[]
}

/** Cities with a job list, grouped under their state (by the state's short name), states and cities by name. */
export function citiesByState(cities: readonly LocationItem[], states: readonly StateItem[]): StateCities[] {
  const stateNames = new Map(states.map((state) => [state.short_name, state.title]))
  const groups = new Map<string, City[]>()
  for (const city of cities) {
    if (city.type !== 'city' || !city.slug) continue
    const state = stateNames.get(city.short_name) ?? city.short_name
    const list = groups.get(state) ?? []
    list.push({ id: city.id, title: city.title, slug: city.slug })
    groups.set(state, list)
  }
  return [...groups.entries()]
    .map(([state, list]) => ({ state, cities: list.sort((a, b) => a.title.localeCompare(b.title)) }))
    .sort((a, b) => a.state.localeCompare(b.state))
}
