import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { toSearchParams } from '../call.ts'
import { createApiClient } from '../client.ts'
import { aClassified } from '../testing/classifieds.ts'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts'
import {
  getNearbyJobs,
  type NearbyJobsResponse,
  nearbyJobsInfiniteQueryOptions,
  roundCoordinate,
} from './nearby.ts'

const baseUrl = 'http://api.test/api'

describe('jobs near a point', () => {
  it.each([
    [17.448312, 17.448],
    [78.3915, 78.392],
    [-12.34567, -12.346],
    [0, 0],
  ])('send %d as %d: about 100 m, no finer', (degrees, sent) => {
    expect(roundCoordinate(degrees)).toBe(sent)
  })

  it('ask nearby/ with the rounded position, the cursor and the limit', () => {
    const request = getNearbyJobs.request({ lat: 17.448312, long: 78.391487, cursor: 'abc', limit: 10 })
    expect(request).toMatchObject({ method: 'GET', path: '/classifieds/classifieds/nearby/' })
    expect(String(toSearchParams(request.searchParams))).toBe('lat=17.448&long=78.391&cursor=abc&limit=10')
  })

  it('key a position by language and rounded coordinates, so a wobbling fix asks once', () => {
    const client = createApiClient({ baseUrl, locale: 'te' })
    const key = (lat: number, long: number) => nearbyJobsInfiniteQueryOptions(client, { lat, long }).queryKey
    expect(key(17.44831, 78.39149)).toEqual(['classifieds', 'nearby', 'pages', 'te', 17.448, 78.391, null])
    expect(key(17.44834, 78.39142)).toEqual(key(17.44831, 78.39149))
    expect(key(17.4493, 78.39149)).not.toEqual(key(17.44831, 78.39149))
  })

  it('follow next_cursor page after page until hasMore is false', async () => {
    const page = (id: number, next: string | null): NearbyJobsResponse => ({
      results: [{ ...aClassified({ id }), distance_km: id / 10 }],
      next_cursor: next,
      hasMore: next !== null,
      place: null,
    })
    const { fetch, requests } = fakeFetch(async (request) =>
      jsonResponse(new URL(request.url).searchParams.get('cursor') ? page(2, null) : page(1, 'after-1')),
    )
    const client = createApiClient({ baseUrl, fetch })
    const queryClient = new QueryClient()
    const options = nearbyJobsInfiniteQueryOptions(client, { lat: 17.4, long: 78.4 })
    const first = await queryClient.fetchInfiniteQuery(options)
    expect(options.getNextPageParam(first.pages[0] as NearbyJobsResponse, first.pages, null, [null])).toBe(
      'after-1',
    )
    const second = page(2, null)
    expect(
      options.getNextPageParam(second, [...first.pages, second], 'after-1', [null, 'after-1']),
    ).toBeNull()
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/classifieds/classifieds/nearby/')
  })
})
