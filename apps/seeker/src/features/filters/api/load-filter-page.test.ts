import { filterCountQueryOptions } from '@localjobs/api-client/classifieds/filter-count'
import type { FilterOption } from '@localjobs/api-client/classifieds/types'
import { createApiClient } from '@localjobs/api-client/client'
import { createQueryClient } from '@localjobs/api-client/query-client'
import { aClassified } from '@localjobs/api-client/testing/classifieds'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { loadedTranslations } from '#src/testing/render-seeker.tsx'
import { loadFilterPage } from './load-filter-page.ts'
import { matchingPromotedJobsQueryOptions } from './promoted-jobs.ts'

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
  return { filters: [salary, preferredLocation, experience, category] }
}

const salary: FilterOption = {
  id: 4,
  title: 'Salary',
  english_name: 'Salary',
  type: 'checkbox',
  filter_value: [
    [1, '₹1,000 - ₹10,000'],
    [2, '₹10,000 - ₹15,000'],
    [3, '₹15,000 - ₹20,000'],
    [4, '₹20,000 - ₹30,000'],
    [6, '₹50,000 - ₹1,00,000'],
  ].map(([id, name]) => ({ id: id as number, title: name as string, english_name: name as string })),
}
const experience: FilterOption = {
  id: 3,
  title: 'Experience',
  english_name: 'Experience',
  type: 'radio',
  filter_value: [
    { id: 0, title: 'Fresher', english_name: 'Fresher' },
    { id: 2, title: '2 years', english_name: '2 years' },
  ],
}

async function setup() {
  const { fetch, requests } = fakeFetch(async (request) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith('/filters_v2/')) return jsonResponse(filtersOf(url))
    if (url.pathname.endsWith('/cities/')) return jsonResponse(cities)
    if (url.pathname.endsWith('/apply_filters/count/')) return jsonResponse({ count: 7, capped: false })
    if (url.pathname.endsWith('/apply_filters/'))
      return jsonResponse({ results: [aClassified()], hasMore: false, next_cursor: null })
    if (url.pathname.endsWith('/promoted_jobs_v2/')) {
      // One sponsored job of each city asked for, so the cache shows which cities were asked.
      const body = (await request.clone().json()) as { location_id?: number; location_ids?: number[] }
      const ids = body.location_ids ?? [body.location_id ?? 0]
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
  /** The sponsored-job requests: method and body. */
  const sponsoredAsked = () =>
    Promise.all(
      requests
        .filter((request) => request.url.includes('/promoted_jobs_v2/'))
        .map(async (request) => ({ method: request.method, body: await request.clone().json() })),
    )
  /** The sponsored jobs the page's block finds in the cache for the page's search (what it shows first). */
  const sponsoredCached = (body: Parameters<typeof matchingPromotedJobsQueryOptions>[1]) =>
    context.queryClient
      .getQueryData(matchingPromotedJobsQueryOptions(context.api, body).queryKey)
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

  it('asks for the sponsored jobs that match the search (every chosen city and value), cached where the block reads them', async () => {
    const { context, sponsoredAsked, sponsoredCached } = await setup()

    const loaded = await loadFilterPage(context, { location_id: [31, 9], f1: 3101, f3: 2 })

    expect(await sponsoredAsked()).toEqual([
      {
        method: 'POST',
        body: {
          location_ids: [9, 31],
          filters: [
            { id: 1, filter_value: [3101] },
            { id: 3, filter_value: [2] },
          ],
        },
      },
    ])
    expect(sponsoredCached(loaded.body)).toEqual([7009, 7031])
  })

  it('counts the search as loaded, cached where the "Show N jobs" button reads it', async () => {
    const { context } = await setup()

    const loaded = await loadFilterPage(context, { location_id: [31, 9], f3: 2 })

    expect(
      context.queryClient.getQueryData(filterCountQueryOptions(context.api, loaded.body).queryKey),
    ).toEqual({
      count: 7,
      capped: false,
    })
  })

  it('one city asks for the sponsored jobs of its search as location_id', async () => {
    const { context, sponsoredAsked, sponsoredCached } = await setup()

    const loaded = await loadFilterPage(context, { location_id: 31, f1: 3101 })

    expect(await sponsoredAsked()).toEqual([
      { method: 'POST', body: { location_id: 31, filters: [{ id: 1, filter_value: [3101] }] } },
    ])
    expect(sponsoredCached(loaded.body)).toEqual([7031])
  })
})

describe("loadFilterPage from a job list ('?list='): what the list shows is ticked", () => {
  it.each([
    ['a salary range: the bands it covers', 'salary-10000-20000-per-months-jobs', 9, { 4: [2, 3] }],
    ['a salary band', 'salary-10000-15000-per-months-jobs', 9, { 4: [2] }],
    [
      'the last band (₹1,00,000 written the Indian way)',
      'salary-50000-100000-per-months-jobs',
      9,
      { 4: [6] },
    ],
    ['a salary no band covers', 'salary-200000-300000-per-months-jobs', 9, {}],
    ['experience', '2-years-experience-jobs', 9, { 3: [2] }],
    ['freshers', '0-years-experience-jobs', 9, { 3: [0] }],
    ['a category in a city', 'driver-jobs-in-pune', 31, { 2: [12] }],
    ['a city', 'jobs-in-pune', 31, {}],
  ])('%s (%s)', async (_case, list, cityId, selection) => {
    const { context, applied } = await setup()

    const loaded = await loadFilterPage(context, { list })

    expect(loaded.state).toEqual({ cityId, selection })
    // The jobs below the form are those of the ticked values.
    expect((await applied())?.filters).toEqual(
      Object.entries(selection).map(([id, values]) => ({ id: Number(id), filter_value: values })),
    )
  })

  it('an unknown list starts from nothing ticked in the default city', async () => {
    const { context } = await setup()

    const loaded = await loadFilterPage(context, { list: 'astronaut-jobs-in-atlantis' })

    expect(loaded.state).toEqual({ cityId: 9, selection: {} })
  })
})
