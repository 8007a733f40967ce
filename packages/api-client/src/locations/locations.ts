import { queryOptions } from '@tanstack/react-query'
import { defineCall, keyParams } from '../call.ts'
import type { ApiClient } from '../client.ts'
import type { LocationsResponse } from './types.ts'

/**
 * The location calls (spec section 7 names the paths; the params are ours): all GET, public, answering
 * `{ results: LocationItem[] }` in the client's language.
 */

export interface CitiesQuery {
  state_id?: number
}

/** GET /locations/cities/?state_id= — cities (districts), of one state or all. */
export const getCities = defineCall<CitiesQuery, LocationsResponse>((query) => ({
  method: 'GET',
  path: '/locations/cities/',
  searchParams: { state_id: query.state_id },
  auth: 'session',
}))

export interface SearchQuery {
  /** what the user typed */
  q: string
}

/** GET /locations/cities/search_as_you_type/?q= */
export const searchCities = defineCall<SearchQuery, LocationsResponse>((query) => ({
  method: 'GET',
  path: '/locations/cities/search_as_you_type/',
  searchParams: { q: query.q },
  auth: 'session',
}))

export interface LocalitiesQuery {
  city_id: number
}

/** GET /locations/localities/?city_id= — the localities of a city. */
export const getLocalities = defineCall<LocalitiesQuery, LocationsResponse>((query) => ({
  method: 'GET',
  path: '/locations/localities/',
  searchParams: { city_id: query.city_id },
  auth: 'session',
}))

export interface LocalitySearchQuery extends SearchQuery {
  city_id?: number
}

/** GET /locations/localities/search_as_you_type/?q=&city_id= */
export const searchLocalities = defineCall<LocalitySearchQuery, LocationsResponse>((query) => ({
  method: 'GET',
  path: '/locations/localities/search_as_you_type/',
  searchParams: { q: query.q, city_id: query.city_id },
  auth: 'session',
}))

export interface LatLongQuery {
  lat: number
  long: number
}

/** GET /locations/localities/search_latlong/?lat=&long= — the localities nearest a point, nearest first. */
export const searchLocalitiesByLatLong = defineCall<LatLongQuery, LocationsResponse>((query) => ({
  method: 'GET',
  path: '/locations/localities/search_latlong/',
  searchParams: { lat: query.lat, long: query.long },
  auth: 'session',
}))

export const locationKeys = {
  all: ['locations'] as const,
  cities: (client: ApiClient, query: CitiesQuery) =>
    [...locationKeys.all, 'cities', client.locale, keyParams({ ...query })] as const,
  citySearch: (client: ApiClient, query: SearchQuery) =>
    [...locationKeys.all, 'cities', 'search', client.locale, query.q] as const,
  localities: (client: ApiClient, query: LocalitiesQuery) =>
    [...locationKeys.all, 'localities', client.locale, query.city_id] as const,
  localitySearch: (client: ApiClient, query: LocalitySearchQuery) =>
    [...locationKeys.all, 'localities', 'search', client.locale, keyParams({ ...query })] as const,
  localitiesNear: (client: ApiClient, query: LatLongQuery) =>
    [...locationKeys.all, 'localities', 'near', client.locale, query.lat, query.long] as const,
}

export function citiesQueryOptions(client: ApiClient, query: CitiesQuery) {
  return queryOptions({
    queryKey: locationKeys.cities(client, query),
    queryFn: ({ signal }) => getCities(client, query, { signal, throwOnError: true }),
  })
}

export function citySearchQueryOptions(client: ApiClient, query: SearchQuery) {
  return queryOptions({
    queryKey: locationKeys.citySearch(client, query),
    queryFn: ({ signal }) => searchCities(client, query, { signal, throwOnError: true }),
  })
}

export function localitiesQueryOptions(client: ApiClient, query: LocalitiesQuery) {
  return queryOptions({
    queryKey: locationKeys.localities(client, query),
    queryFn: ({ signal }) => getLocalities(client, query, { signal, throwOnError: true }),
  })
}

export function localitySearchQueryOptions(client: ApiClient, query: LocalitySearchQuery) {
  return queryOptions({
    queryKey: locationKeys.localitySearch(client, query),
    queryFn: ({ signal }) => searchLocalities(client, query, { signal, throwOnError: true }),
  })
}

export function localitiesNearQueryOptions(client: ApiClient, query: LatLongQuery) {
  return queryOptions({
    queryKey: locationKeys.localitiesNear(client, query),
    queryFn: ({ signal }) => searchLocalitiesByLatLong(client, query, { signal, throwOnError: true }),
  })
}
