/** Shapes of the location calls (spec sections 3 and 7). */
import type { Locale } from '../classifieds/types.ts'

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
}

/** Every location list call answers with its items. */
export interface LocationsResponse {
  results: LocationItem[]
}
