import { infiniteQueryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import type { LocationItem } from '../locations/types.ts'
import type { Classified } from './types.ts'

/** Where the person is: decimal degrees, as the browser's geolocation gives them. */
export interface NearbyJobsQuery {
  lat: number
  long: number
  cursor?: string
  /** 1 to 50, default 20 */
  limit?: number
}

/** A job near the person, with how far away its area is. */
export interface NearbyClassified extends Classified {
  /** kilometres from the person to the job's locality (or its city, for a job posted without one), 0.1 km */
  distance_km: number
}

/**
 * GET /classifieds/classifieds/nearby/ (ours) — live jobs near a point, nearest area first and the newest
 * first within an area, one keyset page at a time. `place` is the nearest locality (with its city), for the
 * heading; null, with no results, when no place with coordinates is within 100 km.
 */
export interface NearbyJobsResponse {
  results: NearbyClassified[]
  next_cursor: string | null
  hasMore: boolean
  place: LocationItem | null
}

/**
 * A position to about 100 m (3 decimals): plenty to find the nearest area, kinder to the person's privacy,
 * and one cache entry for a phone whose fix wobbles by a few metres.
 */
export const roundCoordinate = (degrees: number) => Math.round(degrees * 1000) / 1000

export const getNearbyJobs = defineCall<NearbyJobsQuery, NearbyJobsResponse>((query) => ({
  method: 'GET',
  path: '/classifieds/classifieds/nearby/',
  searchParams: {
    lat: roundCoordinate(query.lat),
    long: roundCoordinate(query.long),
    cursor: query.cursor,
    limit: query.limit,
  },
  auth: 'session',
}))

export const nearbyKeys = {
  all: ['classifieds', 'nearby'] as const,
  pages: (client: ApiClient, query: Omit<NearbyJobsQuery, 'cursor'>) =>
    [
      ...nearbyKeys.all,
      'pages',
      client.locale,
      roundCoordinate(query.lat),
      roundCoordinate(query.long),
      query.limit ?? null,
    ] as const,
}

/** Jobs near a point as a growing list: each page's `next_cursor` asks for the next one. */
export function nearbyJobsInfiniteQueryOptions(client: ApiClient, query: Omit<NearbyJobsQuery, 'cursor'>) {
  return infiniteQueryOptions({
    queryKey: nearbyKeys.pages(client, query),
    queryFn: ({ pageParam, signal }) =>
      getNearbyJobs(client, pageParam ? { ...query, cursor: pageParam } : query, {
        signal,
        throwOnError: true,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.next_cursor : null),
  })
}
