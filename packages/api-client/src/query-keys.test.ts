import type { Locale } from '@localjobs/validation/constants'
import { describe, expect, it } from 'vitest'
import { categoryListInfiniteQueryOptions } from './classifieds/categories.ts'
import { feedInfiniteQueryOptions, feedQueryOptions } from './classifieds/feed.ts'
import { applyFiltersInfiniteQueryOptions, filtersQueryOptions } from './classifieds/filters.ts'
import { promotedJobsQueryOptions } from './classifieds/promoted.ts'
import { recommendationsInfiniteQueryOptions } from './classifieds/recommendations.ts'
import { type ApiClient, createApiClient } from './client.ts'
import { statesQueryOptions } from './common/states.ts'
import { jobSeekerStatusQueryOptions } from './job-seeker/status.ts'
import {
  citiesQueryOptions,
  citySearchQueryOptions,
  localitiesNearQueryOptions,
  localitiesQueryOptions,
  localitySearchQueryOptions,
} from './locations/locations.ts'
import { plansQueryOptions } from './plans/plans.ts'
import { primaryJobRolesQueryOptions } from './primary-job-roles/primary-job-roles.ts'
import { draftQueryOptions } from './submissions/draft.ts'
import {
  firstTimeAdvertiserQueryOptions,
  submissionFiltersQueryOptions,
  submissionsInfiniteQueryOptions,
} from './submissions/list.ts'

const queries: [string, (client: ApiClient) => { queryKey: readonly unknown[] }][] = [
  ['feed page', (c) => feedQueryOptions(c, { location_slug: 'hyderabad' })],
  ['feed pages', (c) => feedInfiniteQueryOptions(c, { location_slug: 'hyderabad' })],
  ['filter options', (c) => filtersQueryOptions(c, { location_id: 9 })],
  ['filtered jobs', (c) => applyFiltersInfiniteQueryOptions(c, { location_id: 9, filters: [] })],
  ['category list', (c) => categoryListInfiniteQueryOptions(c)],
  ['recommendations', (c) => recommendationsInfiniteQueryOptions(c, { classified_id: 1 })],
  ['promoted jobs', (c) => promotedJobsQueryOptions(c, {})],
  ['job seeker status', (c) => jobSeekerStatusQueryOptions(c, { userId: 7 })],
  ['draft', (c) => draftQueryOptions(c, { location_id: 9 })],
  ['submissions', (c) => submissionsInfiniteQueryOptions(c, { status: ['active'] })],
  ['submission filters', (c) => submissionFiltersQueryOptions(c)],
  ['first-time advertiser', (c) => firstTimeAdvertiserQueryOptions(c)],
  ['cities', (c) => citiesQueryOptions(c, { state_id: 91 })],
  ['city search', (c) => citySearchQueryOptions(c, { q: 'hyd' })],
  ['localities', (c) => localitiesQueryOptions(c, { city_id: 9 })],
  ['locality search', (c) => localitySearchQueryOptions(c, { q: 'ma' })],
  ['localities near', (c) => localitiesNearQueryOptions(c, { lat: 17.4, long: 78.3 })],
  ['plans', (c) => plansQueryOptions(c)],
  ['primary job roles', (c) => primaryJobRolesQueryOptions(c, {})],
  ['states', (c) => statesQueryOptions(c)],
]

const client = (locale: Locale) => createApiClient({ baseUrl: 'http://api.test/api', locale })

describe('query keys are stable arrays that include the language', () => {
  it.each(queries)('%s', (_name, options) => {
    const key = options(client('hi')).queryKey

    expect(Array.isArray(key)).toBe(true)
    expect(key).toContain('hi')
    expect(options(client('hi')).queryKey).toEqual(key)
    expect(options(client('te')).queryKey).not.toEqual(key)
    expect(JSON.parse(JSON.stringify(key))).toEqual(key)
  })

  it('no two calls share a key', () => {
    const keys = queries.map(([, options]) => JSON.stringify(options(client('en')).queryKey))
    expect(new Set(keys).size).toBe(keys.length)
  })
})
