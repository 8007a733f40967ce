import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiError, createApiClient } from '../client.ts'
import { aClassified, aFeedPage, driverCategory, hyderabad } from '../testing/classifieds.ts'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts'
import { feedInfiniteQueryOptions, feedQueryOptions, getFeed } from './feed.ts'

const baseUrl = 'http://api.test/api'

describe('getFeed', () => {
  it('asks feed_v2 (with its trailing slash) for the filters it is given, and nothing else', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(aFeedPage()))
    const client = createApiClient({ baseUrl, fetch })

    await getFeed(client, { category_slug: 'driver', location_slug: 'hyderabad', limit: 20 })

    const url = new URL(requests[0]?.url ?? '')
    expect(url.origin + url.pathname).toBe('http://api.test/api/classifieds/classifieds/feed_v2/')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category_slug: 'driver',
      location_slug: 'hyderabad',
      limit: '20',
    })
  })

  it('returns the page the API sent', async () => {
    const page = aFeedPage({ filters: { category: driverCategory, location: hyderabad } })
    const { fetch } = fakeFetch(() => jsonResponse(page))

    await expect(getFeed(createApiClient({ baseUrl, fetch }), {})).resolves.toEqual(page)
  })

  it('rejects with an ApiError for an unknown location', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Unknown location' }, 404),
    )

    await expect(
      getFeed(createApiClient({ baseUrl, fetch }), { location_slug: 'atlantis' }),
    ).rejects.toBeInstanceOf(ApiError)
  })
})

describe('feed query options', () => {
  it('keys results by language, so Hindi and English lists never mix in the cache', () => {
    const { fetch } = fakeFetch(() => jsonResponse(aFeedPage()))
    const english = feedQueryOptions(createApiClient({ baseUrl, fetch, locale: 'en' }), {
      location_slug: 'hyderabad',
    })
    const hindi = feedQueryOptions(createApiClient({ baseUrl, fetch, locale: 'hi' }), {
      location_slug: 'hyderabad',
    })

    expect(english.queryKey).not.toEqual(hindi.queryKey)
    expect(english.queryKey).toContain('en')
    expect(hindi.queryKey).toContain('hi')
  })

  it('keys results by the filters, ignoring ones that are not set', () => {
    const client = createApiClient({ baseUrl, fetch: fakeFetch(() => jsonResponse(aFeedPage())).fetch })

    expect(
      feedQueryOptions(client, { location_slug: 'hyderabad', category_slug: undefined }).queryKey,
    ).toEqual(feedQueryOptions(client, { location_slug: 'hyderabad' }).queryKey)
    expect(feedQueryOptions(client, { location_slug: 'hyderabad' }).queryKey).not.toEqual(
      feedQueryOptions(client, { location_slug: 'chennai' }).queryKey,
    )
  })

  it('loads the next page with the cursor the previous page returned, and stops on the last page', async () => {
    const first = aFeedPage({ results: [aClassified({ id: 3 })], next_cursor: 'c2', hasMore: true })
    const last = aFeedPage({ results: [aClassified({ id: 2 })], next_cursor: null, hasMore: false })
    const { fetch, requests } = fakeFetch((request) =>
      jsonResponse(new URL(request.url).searchParams.get('cursor') === 'c2' ? last : first),
    )
    const client = createApiClient({ baseUrl, fetch })
    const queryClient = new QueryClient()
    const options = feedInfiniteQueryOptions(client, { location_slug: 'hyderabad' })

    const data = await queryClient.fetchInfiniteQuery({ ...options, pages: 2 })

    expect(data.pages.flatMap((page) => page.results.map((job) => job.id))).toEqual([3, 2])
    expect(new URL(requests.at(-1)?.url ?? '').searchParams.get('cursor')).toBe('c2')
    expect(options.getNextPageParam(last, data.pages, 'c2', data.pageParams)).toBeNull()
  })
})
