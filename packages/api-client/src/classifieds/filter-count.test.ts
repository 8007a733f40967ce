import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../client.ts'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts'
import { countFilteredJobs, filterCountQueryOptions } from './filter-count.ts'
import type { FilterSearchBody } from './types.ts'

const baseUrl = 'http://api.test/api'

describe('counting the jobs of a filtered search', () => {
  it('posts the search, in canonical form, to apply_filters/count/', async () => {
    const { fetch, requests } = fakeFetch(async () => jsonResponse({ count: 42, capped: false }))
    const client = createApiClient({ baseUrl, fetch })
    const answer = await new QueryClient().fetchQuery(
      filterCountQueryOptions(client, {
        location_ids: [31, 9],
        filters: [
          { id: 6, filter_value: [2, 1] },
          { id: 3, filter_value: [] },
        ],
      }),
    )
    expect(answer).toEqual({ count: 42, capped: false })
    const [request] = requests
    expect(request?.method).toBe('POST')
    expect(new URL(request?.url ?? '').pathname).toBe('/api/classifieds/classifieds/apply_filters/count/')
    expect(await request?.json()).toEqual({
      location_ids: [9, 31],
      filters: [{ id: 6, filter_value: [1, 2] }],
    })
  })

  it('keys each search apart, the same search (picked in another order) together, in any language', () => {
    const en = createApiClient({ baseUrl, locale: 'en' })
    const te = createApiClient({ baseUrl, locale: 'te' })
    const key = (body: FilterSearchBody, client = en) =>
      JSON.stringify(filterCountQueryOptions(client, body).queryKey)
    const searches: FilterSearchBody[] = [
      { location_id: 9, filters: [] },
      { location_id: 31, filters: [] },
      { location_ids: [9, 31], filters: [] },
      { location_id: 9, filters: [{ id: 3, filter_value: [2] }] },
      { location_id: 9, filters: [{ id: 3, filter_value: [1] }] },
      { location_id: 9, filters: [{ id: 10, filter_value: [2] }] },
      { location_id: 9, filters: [], salary_min: 10_000, salary_max: 20_000 },
    ]
    expect(new Set(searches.map((body) => key(body))).size).toBe(searches.length)
    expect(key({ location_ids: [31, 9], filters: [{ id: 6, filter_value: [2, 1] }] })).toBe(
      key({ location_ids: [9, 31], filters: [{ id: 6, filter_value: [1, 2] }] }),
    )
    expect(key({ location_id: 9, filters: [] }, te)).toBe(key({ location_id: 9, filters: [] }, en))
    expect(countFilteredJobs.request({ location_id: 9, filters: [] }).method).toBe('POST')
  })
})
