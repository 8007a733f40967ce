import type { NearbyJobsResponse } from '@localjobs/api-client/classifieds/nearby'
import type { Locale } from '@localjobs/api-client/classifieds/types'
import type { LocationItem } from '@localjobs/api-client/locations/types'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { invalidParameter } from '#src/lib/api-error.ts'
import {
  decodeNearbyCursor,
  encodeNearbyCursor,
  MAX_NEARBY_PLACES,
  NEAR_RADIUS_KM,
  type NearbyPlace,
  nearbyPlaces,
  roundKm,
} from '#src/lib/nearby.ts'
import { knowsAllOf, presentClassified } from '#src/lib/present-classified.ts'
import { presentCity, presentLocality } from '#src/lib/present-location.ts'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { nearbyJobsSchema } from '#src/schemas/classifieds.ts'
import { coordinateParam, cursorParam, strictQuery, wholeNumberParam } from '#src/schemas/params.ts'

/**
 * An answer for one position: a browser may keep it briefly, a CDN should not (every position is its own
 * URL). Not private data, but nothing to share either.
 */
const NEARBY_CACHE_CONTROL = 'private, max-age=60'

const samePlace = (a: Pick<NearbyPlace, 'kind' | 'id'>, b: Pick<NearbyPlace, 'kind' | 'id'>) =>
  a.kind === b.kind && a.id === b.id

/** The nearest place, for the page's heading: a locality with its city, or a city. */
function presentPlace(
  place: NearbyPlace | undefined,
  reference: ReferenceData,
  locale: Locale,
): LocationItem | null {
  const locality = place?.kind === 'locality' ? reference.localitiesById.get(place.id) : undefined
  const city = place?.kind === 'city' ? reference.locationsById.get(place.id) : undefined
  const item = locality
    ? presentLocality(locality, reference, locale)
    : city && presentCity(city, reference, locale)
  return place && item ? { ...item, distance_km: roundKm(place.km) } : null
}

/** Jobs near me (ours: the spec has the page and search_latlong, not a call for its jobs). */
const nearbyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/classifieds/classifieds/nearby/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Live jobs near a point: nearest area first, newest first within an area; keyset pages',
        description:
          `lat -90..90, long -180..180 (decimal degrees). A job is as far as its locality (its city's centre ` +
          `when it has none). Places within ${NEAR_RADIUS_KM} km, the nearest ${MAX_NEARBY_PLACES}; ` +
          'results carry distance_km; place is the nearest locality (for a heading). Accept-Language as the feed.',
        tags: ['classifieds'],
        querystring: strictQuery({
          lat: coordinateParam('lat', -90, 90),
          long: coordinateParam('long', -180, 180),
          cursor: cursorParam.optional(),
          limit: wholeNumberParam('limit', 1, 50).default(20),
        }),
        response: { 200: nearbyJobsSchema, 400: apiErrorBodySchema },
      },
    },
    async (request, reply): Promise<NearbyJobsResponse> => {
      const { lat, long, cursor, limit } = request.query
      const locale = localeFrom(request.headers['accept-language'])
      const after = cursor === undefined ? undefined : decodeNearbyCursor(cursor)
      let reference = await fastify.referenceData.get()
      const places = nearbyPlaces(reference, { lat, lng: long })
      // A next page starts at the place the previous one ended in (found again for this position).
      const start = after ? places.findIndex((place) => samePlace(place, after.place)) : 0
      if (start < 0) {
        throw invalidParameter(
          'cursor',
          'cursor belongs to another position; start again without it and use next_cursor from the answer',
        )
      }
      const searched = places.slice(start)
      const rows = await fastify.classifiedsRepository.nearby({
        locale,
        places: searched,
        after: after && { postedAt: after.postedAt, id: after.id },
        limit: limit + 1,
      })
      const page = rows.slice(0, limit)
      if (!knowsAllOf(page, reference)) reference = await fastify.referenceData.get({ refresh: true })
      const last = page.at(-1)
      const lastPlace = last && searched[last.rank]
      const hasMore = rows.length > limit && lastPlace !== undefined

      reply
        .header('cache-control', NEARBY_CACHE_CONTROL)
        .header('vary', 'Accept-Language')
        .header('content-language', locale)
      return {
        results: page.map((row) => ({
          ...presentClassified(row, reference),
          distance_km: roundKm(searched[row.rank]?.km ?? 0),
        })),
        next_cursor:
          hasMore && last && lastPlace
            ? encodeNearbyCursor({ place: lastPlace, postedAt: last.postedAt, id: last.id })
            : null,
        hasMore,
        place: presentPlace(
          places.find((place) => place.kind === 'locality') ?? places[0],
          reference,
          locale,
        ),
      }
    },
  )
}

export default nearbyRoutes
