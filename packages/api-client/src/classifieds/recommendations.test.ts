import { QueryClient } from '@tanstack/react-query'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../client.ts'
import { aClassified } from '../testing/classifieds.ts'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts'
import { categoryListInfiniteQueryOptions, getCategoryList } from './categories.ts'
import {
  INITIAL_PAGINATION,
  nextPagination,
  type Pagination,
  recommendationsInfiniteQueryOptions,
} from './recommendations.ts'

const baseUrl = 'http://api.test/api'
const page = (n: number) => ({ results: Array.from({ length: n }, (_, i) => i) })

describe('recommendations pagination (spec section 4)', () => {
  it('starts at page 1 with more to come', () => {
    expect(INITIAL_PAGINATION).toEqual({ pageNumber: 1, hasMore: true })
  })

  it.each([
    ['a page with results moves on', { pageNumber: 1, hasMore: true }, 10, { pageNumber: 2, hasMore: true }],
    ['an empty page ends the list', { pageNumber: 3, hasMore: true }, 0, { pageNumber: 4, hasMore: false }],
    ['an ended list stays ended', { pageNumber: 4, hasMore: false }, 10, { pageNumber: 5, hasMore: false }],
  ] as const)('%s', (_case, state: Pagination, results, expected) => {
    expect(nextPagination(state, page(results))).toEqual(expected)
  })

  it('the page number counts the calls; hasMore is false once any page was empty', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(20)), (sizes) => {
        const state = sizes.reduce((s, n) => nextPagination(s, page(n)), INITIAL_PAGINATION)
        expect(state).toEqual({ pageNumber: 1 + sizes.length, hasMore: !sizes.includes(0) })
      }),
    )
  })

  it('the infinite query asks for pages 1, 2, 3 and stops after the empty one', async () => {
    const { fetch, requests } = fakeFetch((r) => {
      const n = Number(new URL(r.url).searchParams.get('page'))
      return jsonResponse({ results: n < 3 ? [aClassified({ id: n })] : [] })
    })
    const client = createApiClient({ baseUrl, fetch })
    const options = recommendationsInfiniteQueryOptions(client, { classified_id: 1001 })

    const data = await new QueryClient().fetchInfiniteQuery({ ...options, pages: 10 })

    expect(requests.map((r) => new URL(r.url).searchParams.get('page'))).toEqual(['1', '2', '3'])
    expect(data.pages.map((p) => p.results.length)).toEqual([1, 1, 0])
  })

  it('keys recommendations by language, job and location (9 by default)', () => {
    const client = createApiClient({ baseUrl, locale: 'hi' })
    expect(recommendationsInfiniteQueryOptions(client, { classified_id: 5 }).queryKey).toEqual([
      'classifieds',
      'recommendations',
      'hi',
      5,
      9,
    ])
  })
})

describe('category lists', () => {
  it('answer with id, title and title_trans', async () => {
    const results = [{ id: 12, title: 'Driver', title_trans: 'ड्राइवर' }]
    const { fetch } = fakeFetch(() => jsonResponse({ results }))

    const answer = await getCategoryList(createApiClient({ baseUrl, fetch, locale: 'hi' }), { page: 1 })

    expect(answer).toMatchObject({ kind: 'ok', data: { results } })
  })

  it('page until an empty page', async () => {
    const { fetch, requests } = fakeFetch((r) => {
      const n = Number(new URL(r.url).searchParams.get('page'))
      return jsonResponse({ results: n === 1 ? [{ id: 1, title: 'Driver', title_trans: 'Driver' }] : [] })
    })
    const options = categoryListInfiniteQueryOptions(createApiClient({ baseUrl, fetch }))

    await new QueryClient().fetchInfiniteQuery({ ...options, pages: 5 })

    expect(requests).toHaveLength(2)
  })
})
