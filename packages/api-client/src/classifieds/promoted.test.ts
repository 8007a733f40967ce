import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { toSearchParams } from '../call.ts'
import { createApiClient } from '../client.ts'
import { aClassified } from '../testing/classifieds.ts'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts'
import {
  getMatchingPromotedJobs,
  getPromotedJobs,
  matchingPromotedJobsQueryOptions,
  type PromotedJobsQuery,
  promotedJobsQueryOptions,
} from './promoted.ts'
import type { FilterSearchBody } from './types.ts'

const baseUrl = 'http://api.test/api'

describe('sponsored jobs of one city or several', () => {
  const url = (query: PromotedJobsQuery) =>
    String(toSearchParams(getPromotedJobs.request(query).searchParams))

  it('ask for one city as location_id (9 by default), several as a repeated location_ids', () => {
    expect(url({})).toBe('location_id=9')
    expect(url({ location_id: 31 })).toBe('location_id=31')
    expect(url({ location_ids: [31] })).toBe('location_id=31')
    expect(url({ location_ids: [31, 31] })).toBe('location_id=31')
    expect(url({ location_ids: [] })).toBe('location_id=9')
    expect(url({ location_ids: [31, 9, 14, 9] })).toBe('location_ids=9&location_ids=14&location_ids=31')
  })

  it('key one city as before and several cities apart from it, whatever order they were picked in', () => {
    const client = createApiClient({ baseUrl, locale: 'te' })
    const key = (query: PromotedJobsQuery) => promotedJobsQueryOptions(client, query).queryKey
    expect(key({})).toEqual(['classifieds', 'promoted', 'te', 9])
    expect(key({ location_id: 31 })).toEqual(['classifieds', 'promoted', 'te', 31])
    expect(key({ location_ids: [31] })).toEqual(key({ location_id: 31 }))
    expect(key({ location_ids: [31, 9] })).toEqual(['classifieds', 'promoted', 'te', [9, 31]])
    expect(key({ location_ids: [9, 31, 9] })).toEqual(key({ location_ids: [31, 9] }))
    const distinct = new Set(
      [{ location_id: 9 }, { location_ids: [9, 31] }, { location_ids: [9, 14] }].map((query) =>
        JSON.stringify(key(query)),
      ),
    )
    expect(distinct.size).toBe(3)
  })

  it('fetch the sponsored jobs of several cities from promoted_jobs_v2', async () => {
    const { fetch, requests } = fakeFetch(async () => jsonResponse({ results: [aClassified({ id: 7 })] }))
    const client = createApiClient({ baseUrl, fetch })
    const data = await new QueryClient().fetchQuery(
      promotedJobsQueryOptions(client, { location_ids: [31, 9] }),
    )
    expect(data.results.map((job) => job.id)).toEqual([7])
    expect(requests.map((request) => new URL(request.url).pathname + new URL(request.url).search)).toEqual([
      '/api/classifieds/classifieds/promoted_jobs_v2/?location_ids=9&location_ids=31',
    ])
  })
})

describe('sponsored jobs that match the filters', () => {
  it('post the filtered search (canonical) to promoted_jobs_v2 and answer its jobs', async () => {
    const { fetch, requests } = fakeFetch(async () => jsonResponse({ results: [aClassified({ id: 8 })] }))
    const client = createApiClient({ baseUrl, fetch, locale: 'hi' })
    const data = await new QueryClient().fetchQuery(
      matchingPromotedJobsQueryOptions(client, {
        location_id: 9,
        filters: [{ id: 3, filter_value: [2] }],
      }),
    )
    expect(data.results.map((job) => job.id)).toEqual([8])
    const [request] = requests
    expect(request?.method).toBe('POST')
    expect(new URL(request?.url ?? '').pathname).toBe('/api/classifieds/classifieds/promoted_jobs_v2/')
    expect(request?.headers.get('accept-language')).toBe('hi')
    expect(await request?.json()).toEqual({ location_id: 9, filters: [{ id: 3, filter_value: [2] }] })
    expect(getMatchingPromotedJobs.request({ location_id: 9, filters: [] }).json).toEqual({
      location_id: 9,
      filters: [],
    })
  })

  it('key each filter set apart, apart from the unfiltered lists, and by language', () => {
    const en = createApiClient({ baseUrl, locale: 'en' })
    const te = createApiClient({ baseUrl, locale: 'te' })
    const key = (body: FilterSearchBody, client = en) =>
      JSON.stringify(matchingPromotedJobsQueryOptions(client, body).queryKey)
    const searches: FilterSearchBody[] = [
      { location_id: 9, filters: [] },
      { location_id: 9, filters: [{ id: 3, filter_value: [2] }] },
      { location_id: 9, filters: [{ id: 3, filter_value: [0] }] },
      { location_id: 9, filters: [{ id: 10, filter_value: [3] }] },
      { location_ids: [9, 31], filters: [{ id: 3, filter_value: [2] }] },
      { location_id: 9, filters: [], salary_min: 10_000, salary_max: 15_000 },
    ]
    const keys = new Set(searches.map((body) => key(body)))
    expect(keys.size).toBe(searches.length)
    expect(keys.has(JSON.stringify(promotedJobsQueryOptions(en, { location_id: 9 }).queryKey))).toBe(false)
    expect(key({ location_id: 9, filters: [] }, te)).not.toBe(key({ location_id: 9, filters: [] }))
    expect(key({ location_ids: [31, 9], filters: [{ id: 6, filter_value: [2, 1] }] })).toBe(
      key({ location_ids: [9, 31], filters: [{ id: 6, filter_value: [1, 2] }] }),
    )
  })
})
