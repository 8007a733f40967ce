/** Shapes of the location calls (spec sections 3 and 7). */
import type { Locale } from '@localjobs/validation/constants'

export type LocationType = 'city' | 'locality'

/** A location item (spec section 3: id, title, short_name, image, locale, places, type). */
export interface LocationItem {
  id: number
  /** in `locale` */
  title: string
  /** the state's short name, e.g. 'TG' */
  short_name: string
  /** a picture of the city for the location page; null when there is none */
  image: string | null
  /** the language `title` is in */
  locale: Locale
  /** names of well-known places in it, for a subtitle ('Madhapur, Gachibowli, ...') */
  places: string[]
  type: LocationType
  /** the English name (cities and localities) */
  english_name?: string
  /** a city's slug for seeker URLs ('jobs-in-{slug}'); absent on localities */
  slug?: string
  /** a locality's city (with its slug), so jobs near a place can open that city's list */
  city?: { id: number; title: string; slug: string }
  /** search_latlong only: kilometres from the given point */
  distance_km?: number
}

/** Every location list call answers with its items. */
export interface LocationsResponse {
  results: LocationItem[]
}
