import { MAX_ID } from '@localjobs/validation/feed-query'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'
import { invalidParameter } from './api-error.ts'
import type { FeedPosition } from './feed-cursor.ts'

/** Places near a point, and jobs near it: within this distance, nearest first. */
export const NEAR_RADIUS_KM = 100
/**
 * Jobs near me read the jobs of at most this many places (localities, and cities for jobs posted without a
 * locality), nearest first: one index range scan each, so a page's cost does not grow with the radius.
 */
export const MAX_NEARBY_PLACES = 40

const EARTH_RADIUS_KM = 6371
const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180

export interface Point {
  lat: number
  lng: number
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The points within `km` of `point`, nearest first, each with its distance: a bounding box first (two
 * comparisons a point), then the exact distance of what is inside it.
 */
export function within<T extends Point>(
  points: Iterable<T>,
  point: Point,
  km: number,
): { item: T; km: number }[] {
  const dLat = km / KM_PER_DEGREE_LATITUDE
  // Near the poles a degree of longitude is short; there the box is every longitude.
  const cosLat = Math.cos((point.lat * Math.PI) / 180)
  const dLng = cosLat > 0.01 ? km / (KM_PER_DEGREE_LATITUDE * cosLat) : 360
  const near: { item: T; km: number }[] = []
  for (const item of points) {
    if (Math.abs(item.lat - point.lat) > dLat) continue
    const lngGap = Math.abs(item.lng - point.lng)
    if (Math.min(lngGap, 360 - lngGap) > dLng) continue
    const distance = distanceKm(point, item)
    if (distance <= km) near.push({ item, km: distance })
  }
  return near.sort((a, b) => a.km - b.km)
}

/**
 * Where jobs are, as far as the API knows: a job's locality, or its city's centre when it was posted
 * without one. A job is as far from a person as its place.
 */
export type NearbyPlace =
  | { kind: 'locality'; id: number; km: number }
  | { kind: 'city'; id: number; km: number }

/**
 * The places with coordinates within NEAR_RADIUS_KM of `point`, nearest first (ties: localities before
 * cities, then by id, so the order is the same on every request), at most MAX_NEARBY_PLACES.
 */
export function nearbyPlaces(reference: ReferenceData, point: Point): NearbyPlace[] {
  const localities = within(reference.localitiesById.values(), point, NEAR_RADIUS_KM).map(
    ({ item, km }): NearbyPlace => ({ kind: 'locality', id: item.id, km }),
  )
  const cities = within(reference.locationsById.values(), point, NEAR_RADIUS_KM).map(
    ({ item, km }): NearbyPlace => ({ kind: 'city', id: item.id, km }),
  )
  return [...localities, ...cities]
    .sort((a, b) => a.km - b.km || (a.kind === b.kind ? a.id - b.id : a.kind === 'locality' ? -1 : 1))
    .slice(0, MAX_NEARBY_PLACES)
}

/** Kilometres as people read them: one decimal ('2.4 km'). */
export const roundKm = (km: number) => Math.round(km * 10) / 10

/** Where a page of jobs near me ended: the place, and the last job's posting time and id within it. */
export interface NearbyPosition extends FeedPosition {
  place: Pick<NearbyPlace, 'kind' | 'id'>
}

const LATEST_TIME_MS = 8_640_000_000_000_000

/** Opaque to callers, like the feed's. */
export function encodeNearbyCursor({ place, postedAt, id }: NearbyPosition): string {
  const kind = place.kind === 'locality' ? 'l' : 'c'
  return Buffer.from(`${kind}${place.id}.${postedAt.getTime()}.${id}`, 'latin1').toString('base64url')
}

const notOurs = () =>
  invalidParameter(
    'cursor',
    'cursor is not a cursor this call returned; start again without it and use next_cursor from the answer',
  )

/** Reads a cursor this call returned; anything else is a 400 naming the parameter. */
export function decodeNearbyCursor(cursor: string): NearbyPosition {
  const decoded = Buffer.from(cursor, 'base64url').toString('latin1')
  const match = /^([lc])(\d{1,10})\.(\d{1,16})\.(\d{1,10})$/.exec(decoded)
  if (!match) throw notOurs()
  const [placeId, time, id] = [match[2], match[3], match[4]].map(Number) as [number, number, number]
  const position: NearbyPosition = {
    place: { kind: match[1] === 'l' ? 'locality' : 'city', id: placeId },
    postedAt: new Date(time),
    id,
  }
  const inRange = (value: number) => value >= 1 && value <= MAX_ID
  if (!inRange(placeId) || !inRange(id) || time > LATEST_TIME_MS || encodeNearbyCursor(position) !== cursor) {
    throw notOurs()
  }
  return position
}
