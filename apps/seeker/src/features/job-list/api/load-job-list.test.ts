import { ApiError, createApiClient } from '@localjobs/api-client/client'
import { createQueryClient } from '@localjobs/api-client/query-client'
import { aFeedPage, driverCategory, hyderabad } from '@localjobs/api-client/testing/classifieds'
import { fakeFetch, jsonResponse } from '@localjobs/api-client/testing/fake-fetch'
import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { loadJobList } from './load-job-list.ts'

function setup(answer: (request: Request) => Response) {
  const { fetch, requests } = fakeFetch(answer)
  const context = {
    queryClient: createQueryClient(),
    api: createApiClient({ baseUrl: 'http://api.test/api', fetch }),
  }
  return { context, requests }
}

const apiAnswer = (status: number) =>
  jsonResponse({ statusCode: status, code: status === 404 ? 'NOT_FOUND' : 'ERROR', message: 'x' }, status)

describe('loadJobList', () => {
  it('asks the feed for the category and city of the slug, and returns them for the heading', async () => {
    const { context, requests } = setup(() =>
      jsonResponse(aFeedPage({ filters: { category: driverCategory, location: hyderabad } })),
    )

    const loaded = await loadJobList(context, 'driver-jobs-in-hyderabad')

    expect(loaded).toEqual({
      query: { category_slug: 'driver', location_slug: 'hyderabad' },
      category: driverCategory,
      location: hyderabad,
    })
    const url = new URL(requests[0]?.url ?? '')
    expect(url.searchParams.get('category_slug')).toBe('driver')
    expect(url.searchParams.get('location_slug')).toBe('hyderabad')
  })

  it('leaves the first page in the cache, so the page renders without asking again', async () => {
    const { context, requests } = setup(() => jsonResponse(aFeedPage()))

    await loadJobList(context, 'jobs-in-hyderabad')
    await loadJobList(context, 'jobs-in-hyderabad')

    expect(requests).toHaveLength(1)
  })

  it('is a 404 without calling the API when the slug is no job-list URL', async () => {
    const { context, requests } = setup(() => jsonResponse(aFeedPage()))

    const error = await loadJobList(context, 'not-a-list-page').catch((e: unknown) => e)

    expect(isNotFound(error)).toBe(true)
    expect(requests).toHaveLength(0)
  })

  it.each([404, 400])('is a 404 when the API answers %d (unknown category or city)', async (status) => {
    const { context } = setup(() => apiAnswer(status))

    const error = await loadJobList(context, 'astronaut-jobs-in-atlantis').catch((e: unknown) => e)

    expect(isNotFound(error)).toBe(true)
  })

  it('lets a server failure through, to show the error page', async () => {
    const { context } = setup(() => apiAnswer(503))

    const error = await loadJobList(context, 'driver-jobs-in-hyderabad').catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(isNotFound(error)).toBe(false)
  })
})
