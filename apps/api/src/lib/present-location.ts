import type { Locale } from '@localjobs/api-client/classifieds/types'
import type { LocationItem } from '@localjobs/api-client/locations/types'
import { nameIn } from '#src/lib/present-classified.ts'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'

/** How many of a city's localities name it in a subtitle ('Madhapur, Gachibowli, ...'). */
const PLACES_IN_SUBTITLE = 3

type LocationRow = ReferenceData['locationsById'] extends ReadonlyMap<number, infer R> ? R : never
type LocalityRow = ReferenceData['localitiesById'] extends ReadonlyMap<number, infer R> ? R : never

/** A city as the location calls answer it (spec section 3's location item), names in `locale`. */
export function presentCity(city: LocationRow, reference: ReferenceData, locale: Locale): LocationItem {
  return {
    id: city.id,
    title: nameIn(city, locale),
    short_name: reference.statesById.get(city.stateId)?.shortName ?? '',
    image: null,
    locale,
    places: (reference.localitiesByLocation.get(city.id) ?? [])
      .slice(0, PLACES_IN_SUBTITLE)
      .map((locality) => nameIn(locality, locale)),
    type: 'city',
    english_name: city.englishName,
    slug: city.slug,
  }
}

/** A locality with its city (for jobs near a place), names in `locale`; undefined without a known city. */
export function presentLocality(
  locality: LocalityRow,
  reference: ReferenceData,
  locale: Locale,
): LocationItem | undefined {
  const city = reference.locationsById.get(locality.locationId)
  if (!city) return undefined
  const cityTitle = nameIn(city, locale)
  return {
    id: locality.id,
    title: nameIn(locality, locale),
    short_name: reference.statesById.get(city.stateId)?.shortName ?? '',
    image: null,
    locale,
    places: [cityTitle],
    type: 'locality',
    english_name: locality.englishName,
    city: { id: city.id, title: cityTitle, slug: city.slug },
  }
}
