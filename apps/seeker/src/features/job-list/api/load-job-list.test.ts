import { createApiClient } from '@localjobs/api-client/client'
import { createQueryClient } from '@localjobs/api-client/query-client'
import { aClassified, aFeedPage, driverCategory, hyderabad } from '@localjobs/api-client/testing/classifieds'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { isNotFound, isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { loadedTranslations } from '#src/testing/render-seeker.tsx'
import { loadJobList } from './load-job-list.ts'

const filters = {
  filters: [
    {
      id: 2,
      title: 'Job Category',
      english_name: 'Job Category',
      type: 'radio',
      filter_value: [
        { id: 12, title: 'Driver', english_name: 'Driver', slug: 'driver' },
        { id: 13, title: 'Cook', english_name: 'Cook', slug: 'cook' },
      ],
    },
    {
      id: 3,
      title: 'Experience',
      english_name: 'Experience',
      type: 'radio',
      filter_value: [{ id: 2, title: '2 years', english_name: '2 years' }],
    },
  ],
}
const cities = {
  results: [
    {
      id: 9,
      title: 'Hyderabad',
      short_name: 'TS',
      image: null,
      locale: 'en',
      places: [],
      type: 'city',
      slug: 'hyderabad',
    },
    {
      id: 31,
      title: 'Pune',
      short_name: 'MH',
      image: null,
      locale: 'en',
      places: [],
      type: 'city',
      slug: 'pune',
    },
  ],
}
const notFoundAnswer = () => jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'unknown' }, 404)

async function setup(answer: (request: Request) => Response | Promise<Response>) {
  const { fetch, requests } = fakeFetch(answer)
  const context = {
    queryClient: createQueryClient(),
    api: createApiClient({ baseUrl: 'http://api.test/api', fetch }),
    i18n: await loadedTranslations('en'),
  }
  return { context, requests }
}

function api(request: Request): Response | Promise<Response> {
  const url = new URL(request.url)
  if (url.pathname.endsWith('/feed_v2/')) {
    return url.searchParams.get('category_slug')?.includes('-and-') ||
      url.searchParams.get('location_slug')?.includes('-and-')
      ? notFoundAnswer()
      : jsonResponse(aFeedPage({ filters: { category: driverCategory, location: hyderabad } }))
  }
  if (url.pathname.endsWith('/filters_v2/')) return jsonResponse(filters)
  if (url.pathname.endsWith('/cities/')) return jsonResponse(cities)
  if (url.pathname.endsWith('/apply_filters/'))
    return jsonResponse({ results: [aClassified()], hasMore: false, next_cursor: null })
  return notFoundAnswer()
}

describe('loadJobList', () => {
  it('asks the feed for one category in one city, and titles the page in its language', async () => {
    const { context, requests } = await setup(api)

    const loaded = await loadJobList(context, 'driver-jobs-in-hyderabad')

    expect(loaded.source).toEqual({
      kind: 'feed',
      query: { category_slug: 'driver', location_slug: 'hyderabad' },
    })
    expect(loaded.title).toBe('Driver jobs in Hyderabad')
    expect(loaded.head).toMatchObject({
      title: 'Driver jobs in Hyderabad',
      path: '/driver-jobs-in-hyderabad',
    })
    expect(requests).toHaveLength(1)
  })

  it('resolves several categories against the filter options and asks apply_filters', async () => {
    const { context, requests } = await setup(api)

    const loaded = await loadJobList(context, 'driver-and-cook-jobs-in-hyderabad')

    expect(loaded.source).toEqual({
      kind: 'filters',
      body: { location_id: 9, filters: [{ id: 2, filter_value: [12, 13] }] },
    })
    expect(loaded.title).toBe('Driver, Cook jobs in Hyderabad')
    const last = requests.at(-1)
    expect(last?.method).toBe('POST')
    expect(await last?.json()).toMatchObject({ page: 1, location_id: 9 })
  })

  it.each([
    [
      '2-years-experience-jobs',
      'Jobs for 2 years of experience in Hyderabad',
      { location_id: 9, filters: [{ id: 3, filter_value: [2] }] },
    ],
    [
      'salary-10000-15000-per-months-jobs',
      'Jobs paying ₹10,000 - ₹15,000 a month in Hyderabad',
      { location_id: 9, filters: [], salary_min: 10000, salary_max: 15000 },
    ],
    [
      'salary-50000-100000-per-months-jobs',
      'Jobs paying ₹50,000 - ₹1,00,000 a month in Hyderabad',
      { location_id: 9, filters: [], salary_min: 50000, salary_max: 100000 },
    ],
  ])('%s lists the default city, and heading, title and description say so', async (slug, title, body) => {
    const { context, requests } = await setup(api)

    const loaded = await loadJobList(context, slug)

    expect(loaded.source).toEqual({ kind: 'filters', body })
    expect(await requests.at(-1)?.json()).toEqual({ page: 1, ...body })
    expect(loaded.title).toBe(title)
    expect(loaded.head).toEqual({
      title,
      description: `${title}: salary, experience and job type for each post. Apply directly to local employers, free of charge.`,
      path: `/${slug}`,
    })
  })

  it('names the default city in Telugu on a Telugu page', async () => {
    const { context } = await setup(api)
    context.i18n = await loadedTranslations('te')

    expect((await loadJobList(context, '2-years-experience-jobs')).title).toBe(
      'Hyderabadలో 2 సంవత్సరాల అనుభవం ఉన్నవారికి ఉద్యోగాలు',
    )
    expect((await loadJobList(context, 'salary-50000-100000-per-months-jobs')).title).toBe(
      'Hyderabadలో నెలకు ₹50,000 - ₹1,00,000 జీతం ఉన్న ఉద్యోగాలు',
    )
  })

  it('moves an address written in another order to its canonical form', async () => {
    const { context } = await setup(api)

    const error = await loadJobList(context, 'cook-and-driver-jobs-in-hyderabad').catch((e: unknown) => e)
    expect(isRedirect(error)).toBe(true)
  })

  it('asks apply_filters for the jobs of two cities, and the heading names both', async () => {
    const { context, requests } = await setup(api)

    const loaded = await loadJobList(context, 'jobs-in-hyderabad-and-pune')

    expect(loaded.source).toEqual({ kind: 'filters', body: { location_ids: [9, 31], filters: [] } })
    expect(loaded.title).toBe('Jobs in Hyderabad, Pune')
    expect(loaded.head).toMatchObject({ path: '/jobs-in-hyderabad-and-pune' })
    const last = requests.at(-1)
    expect(last?.method).toBe('POST')
    expect(await last?.json()).toEqual({ page: 1, location_ids: [9, 31], filters: [] })
    // Not the feed first: its 404 would show as a console error in the browser.
    expect(requests.filter((request) => request.url.includes('/feed_v2/'))).toEqual([])
  })

  it('moves two cities in another order to the canonical address, with a 301', async () => {
    const { context } = await setup(api)

    const error = await loadJobList(context, 'jobs-in-pune-and-hyderabad').catch((e: unknown) => e)
    expect(isRedirect(error)).toBe(true)
    expect(error).toMatchObject({
      options: { params: { slug: 'jobs-in-hyderabad-and-pune' }, statusCode: 301 },
    })
  })

  it.each([
    'not-a-list-page',
    'astronaut-jobs-in-atlantis',
    '7-years-experience-jobs',
    'jobs-in-hyderabad-and-atlantis',
  ])('%s is a 404', async (slug) => {
    const { context } = await setup((request) =>
      new URL(request.url).pathname.endsWith('/feed_v2/') ? notFoundAnswer() : api(request),
    )

    expect(isNotFound(await loadJobList(context, slug).catch((e: unknown) => e))).toBe(true)
  })
})
