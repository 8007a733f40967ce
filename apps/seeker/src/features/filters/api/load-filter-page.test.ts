import type { FilterOption } from '@localjobs/api-client/classifieds/types'
import { createApiClient } from '@localjobs/api-client/client'
import { createQueryClient } from '@localjobs/api-client/query-client'
import { aClassified } from '@localjobs/api-client/testing/classifieds'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { loadedTranslations } from '#src/testing/render-seeker.tsx'
import { citiesOf } from '../filter-selection.ts'
import { loadFilterPage } from './load-filter-page.ts'
import { promotedJobsQueryOptions } from './promoted-jobs.ts'

const city = (id: number, title: string, slug: string) => ({
  id,
  title,
  short_name: 'XX',
  image: null,
  locale: 'en',
  places: [],
  type: 'city',
  slug,
})
const cities = { results: [city(9, 'Hyderabad', 'hyderabad'), city(31, 'Pune', 'pune')] }
/** Each city's localities, as filters_v2 has them. */
const localitiesOf: Record<number, [number, string][]> = {
  9: [[901, 'Madhapur']],
  31: [
    [3101, 'Baner'],
    [3102, 'Kothrud'],
  ],
}
const category: FilterOption = {
  id: 2,
  title: 'Job Category',
  english_name: 'Job Category',
  type: 'radio',
  filter_value: [{ id: 12, title: 'Driver', english_name: 'Driver' }],
}

/** filters_v2 as the API answers: Preferred Location lists the localities of every city asked for. */
function filtersOf(url: URL) {
  const several = url.searchParams.getAll('location_ids').map(Number)
  const asked = several.length > 0 ? several : [Number(url.searchParams.get('location_id') ?? 9)]
  const places = asked.flatMap((id) => localitiesOf[id] ?? [])
  const preferredLocation: FilterOption = {
    id: 1,
    title: 'Preferred Location',
    english_name: 'Preferred Location',
    type: 'checkbox',
    filter_value: places.map(([id, name]) => ({ id, title: name, english_name: name })),
  }
  return { filters: [preferredLocation, category] }
}

async function setup() {
  const { fetch, requests } = fakeFetch(async (request) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith('/filters_v2/')) return jsonResponse(filtersOf(url))
    if (url.pathname.endsWith('/cities/')) return jsonResponse(cities)
    if (url.pathname.endsWith('/apply_filters/'))
      return jsonResponse({ results: [aClassified()], hasMore: false, next_cursor: null })
    if (url.pathname.endsWith('/promoted_jobs_v2/')) {
      // One sponsored job of each city asked for, so the cache shows which cities were asked.
      const asked = url.searchParams.getAll('location_ids').map(Number)
      const ids = asked.length > 0 ? asked : [Number(url.searchParams.get('location_id'))]
      return jsonResponse({ results: ids.map((id) => aClassified({ id: 7000 + id })) })
    }
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'unknown' }, 404)
  })
  const context = {
    queryClient: createQueryClient(),
    api: createApiClient({ baseUrl: 'http://api.test/api', fetch }),
    i18n: await loadedTranslations('en'),
  }
  const optionsAsked = () =>
    requests
      .filter((request) => request.url.includes('/filters_v2/'))
      .map((request) => new URL(request.url).search)
  const applied = async () =>
    requests
      .find((request) => request.url.includes('/apply_filters/'))
      ?.clone()
      .json()
  const sponsoredAsked = () =>
    requests
      .filter((request) => request.url.includes('/promoted_jobs_v2/'))
      .map((request) => new URL(request.url).search)
  /** The sponsored jobs the page's block finds in the cache for these cities (what it shows first). */
  const sponsoredCached = (cityIds: readonly number[]) =>
    context.queryClient
      .getQueryData(promotedJobsQueryOptions(context.api, cityIds).queryKey)
      ?.map((job) => job.id)
  return { context, optionsAsked, applied, sponsoredAsked, sponsoredCached }
}

describe('loadFilterPage with several cities', () => {
  it('asks for the options of every chosen city and keeps a chosen locality of the second one', async () => {
    const { context, optionsAsked, applied } = await setup()

    const loaded = await loadFilterPage(context, { location_id: [9, 31], f1: 3102 })

    expect(optionsAsked()).toEqual(['?location_ids=9&location_ids=31'])
    expect(loaded.state).toEqual({ cityId: 9, cityIds: [9, 31], selection: { 1: [3102] } })
    expect(loaded.body).toEqual({ location_ids: [9, 31], filters: [{ id: 1, filter_value: [3102] }] })
    expect(await applied()).toEqual({
      location_ids: [9, 31],
      page: 1,
      filters: [{ id: 1, filter_value: [3102] }],
    })
  })

  it('keeps localities of both cities, as the reloaded form (comma-joined) sends them', async () => {
    const { context } = await setup()

    const loaded = await loadFilterPage(context, { location_id: '9,31', f1: '901,3101' })

    expect(loaded.state.selection).toEqual({ 1: [901, 3101] })
  })

  it('drops a locality of a city no longer chosen; the search left moves to its list address', async () => {
    const { context, optionsAsked } = await setup()

    const error = await loadFilterPage(context, { location_id: [9, 31], f1: 999 }).catch((e: unknown) => e)

    expect(optionsAsked()).toEqual(['?location_ids=9&location_ids=31'])
    expect(isRedirect(error)).toBe(true)
    expect(error).toMatchObject({ options: { params: { slug: 'jobs-in-hyderabad-and-pune' } } })
  })

  it('one city asks for its options alone, as before', async () => {
    const { context, optionsAsked } = await setup()

    const loaded = await loadFilterPage(context, { location_id: 31, f1: 3101 })

    expect(optionsAsked()).toEqual(['?location_id=31'])
    expect(loaded.state).toEqual({ cityId: 31, selection: { 1: [3101] } })
  })

  it('starting from a two-city list, offers the localities of both', async () => {
    const { context, optionsAsked } = await setup()

    const loaded = await loadFilterPage(context, { list: 'jobs-in-hyderabad-and-pune' })

    expect(optionsAsked()).toEqual(['?location_ids=9&location_ids=31'])
    expect(loaded.state).toEqual({ cityId: 9, cityIds: [9, 31], selection: {} })
  })

  it('asks for the sponsored jobs of every chosen city, cached where the sponsored block reads them', async () => {
    const { context, sponsoredAsked, sponsoredCached } = await setup()

    const loaded = await loadFilterPage(context, { list: 'jobs-in-hyderabad-and-pune' })

    expect(sponsoredAsked()).toEqual(['?location_ids=9&location_ids=31'])
    expect(sponsoredCached(citiesOf(loaded.state))).toEqual([7009, 7031])
  })

  it('one city asks for its sponsored jobs as location_id, under the key the one-city pages use', async () => {
    const { context, sponsoredAsked, sponsoredCached } = await setup()

    const loaded = await loadFilterPage(context, { location_id: 31, f1: 3101 })

    expect(sponsoredAsked()).toEqual(['?location_id=31'])
    expect(sponsoredCached(citiesOf(loaded.state))).toEqual([7031])
    expect(context.queryClient.getQueryData(promotedJobsQueryOptions(context.api, 31).queryKey)).toHaveLength(
      1,
    )
    expect(promotedJobsQueryOptions(context.api, [31]).queryKey).toEqual([
      'seeker',
      'classifieds',
      'promoted',
      'en',
      31,
    ])
  })
})
