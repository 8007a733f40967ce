import type { Locale } from '@localjobs/api-client/classifieds/types'
import type { LocationsResponse } from '@localjobs/api-client/locations/types'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '#src/lib/api-error.ts'
import { NEAR_RADIUS_KM, roundKm, within } from '#src/lib/nearby.ts'
import { presentCity, presentLocality } from '#src/lib/present-location.ts'
import { searchCitiesQuery, searchLocalitiesQuery } from '#src/plugins/app/places-repository.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { locationsResponseSchema } from '#src/schemas/locations.ts'
import { coordinateParam, idParam, strictQuery, wholeNumberParam } from '#src/schemas/params.ts'

const CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400'

/** What a person typed: trimmed, 1 to 50 characters, no control characters. */
const searchText = z
  .string({ error: 'q must be given once' })
  .transform((text) => text.trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'q must not be empty' })
      .max(50, { error: 'q must be at most 50 characters' })
      .regex(/^[^\p{Cc}]*$/u, { error: 'q must not contain control characters' }),
  )
const limit = wholeNumberParam('limit', 1, 20).default(10)

/** Cities and localities (spec section 7), titles in Accept-Language. */
const locationsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const answer = (reply: { header(name: string, value: string): unknown }, locale: Locale) => {
    reply.header('cache-control', CACHE_CONTROL)
    reply.header('vary', 'Accept-Language')
    reply.header('content-language', locale)
  }
  const responses = { 200: locationsResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema }

  fastify.get(
    '/locations/cities/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Cities (districts), of one state or all, by English name',
        tags: ['locations'],
        querystring: strictQuery({ state_id: idParam('state_id').optional() }),
        response: responses,
      },
    },
    async (request, reply): Promise<LocationsResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      const reference = await fastify.referenceData.get()
      const stateId = request.query.state_id
      if (stateId !== undefined && !reference.statesById.has(stateId))
        throw notFound(`There is no state with state_id ${stateId}.`)
      answer(reply, locale)
      return {
        results: [...reference.locationsById.values()]
          .filter((city) => stateId === undefined || city.stateId === stateId)
          .map((city) => presentCity(city, reference, locale)),
      }
    },
  )

  fastify.get(
    '/locations/cities/search_as_you_type/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Cities whose English, Hindi or Telugu name starts with q',
        tags: ['locations'],
        querystring: strictQuery({ q: searchText, limit }),
        response: responses,
      },
    },
    async (request, reply): Promise<LocationsResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      const rows = await searchCitiesQuery(fastify.database.db, request.query.q, request.query.limit)
      const reference = await fastify.referenceData.get()
      answer(reply, locale)
      return {
        results: rows.flatMap((row) => {
          const city = reference.locationsById.get(row.id)
          return city ? [presentCity(city, reference, locale)] : []
        }),
      }
    },
  )

  fastify.get(
    '/locations/localities/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The localities of a city',
        tags: ['locations'],
        querystring: strictQuery({ city_id: idParam('city_id') }),
        response: responses,
      },
    },
    async (request, reply): Promise<LocationsResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      const reference = await fastify.referenceData.get()
      const cityId = request.query.city_id
      if (!reference.locationsById.has(cityId)) throw notFound(`There is no city with city_id ${cityId}.`)
      answer(reply, locale)
      return {
        results: (reference.localitiesByLocation.get(cityId) ?? []).flatMap((locality) => {
          const item = presentLocality(locality, reference, locale)
          return item ? [item] : []
        }),
      }
    },
  )

  fastify.get(
    '/locations/localities/search_as_you_type/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Localities whose English, Hindi or Telugu name starts with q, optionally in one city',
        tags: ['locations'],
        querystring: strictQuery({ q: searchText, city_id: idParam('city_id').optional(), limit }),
        response: responses,
      },
    },
    async (request, reply): Promise<LocationsResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      const { q, city_id: cityId, limit: count } = request.query
      const rows = await searchLocalitiesQuery(fastify.database.db, q, count, cityId)
      const reference = await fastify.referenceData.get()
      answer(reply, locale)
      return {
        results: rows.flatMap((row) => {
          const locality = reference.localitiesById.get(row.id)
          const item = locality && presentLocality(locality, reference, locale)
          return item ? [item] : []
        }),
      }
    },
  )

  fastify.get(
    '/locations/localities/search_latlong/',
    {
      config: { access: 'public' },
      schema: {
        summary: `Localities within ${NEAR_RADIUS_KM} km of a point, nearest first, each with its city`,
        description:
          'For jobs near me: lat -90..90, long -180..180 (decimal degrees); empty when nothing is near.',
        tags: ['locations'],
        querystring: strictQuery({
          lat: coordinateParam('lat', -90, 90),
          long: coordinateParam('long', -180, 180),
          limit,
        }),
        response: responses,
      },
    },
    async (request, reply): Promise<LocationsResponse> => {
      const locale = localeFrom(request.headers['accept-language'])
      const point = { lat: request.query.lat, lng: request.query.long }
      const reference = await fastify.referenceData.get()
      const near = within(reference.localitiesById.values(), point, NEAR_RADIUS_KM).slice(
        0,
        request.query.limit,
      )
      // Positions vary with every request: let the browser keep an answer briefly, not the CDN.
      reply.header('cache-control', 'private, max-age=300').header('vary', 'Accept-Language')
      return {
        results: near.flatMap(({ item: locality, km }) => {
          const item = presentLocality(locality, reference, locale)
          return item ? [{ ...item, distance_km: roundKm(km) }] : []
        }),
      }
    },
  )
}

export default locationsRoutes
