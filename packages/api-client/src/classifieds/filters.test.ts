import { QueryClient } from '@tanstack/react-query'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toSearchParams } from '../call.ts'
import { createApiClient } from '../client.ts'
import { aClassified } from '../testing/classifieds.ts'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts'
import {
  applyFiltersBody,
  applyFiltersInfiniteQueryOptions,
  canonicalFilterSearch,
  clearFilterOption,
  type FilterSelection,
  filtersQueryOptions,
  getFilters,
  selectFilterValue,
} from './filters.ts'

const baseUrl = 'http://api.test/api'
const experience = { id: 4, type: 'radio' } as const
const salary = { id: 5, type: 'checkbox' } as const

describe('picking filter values (spec section 4)', () => {
  it.each([
    ['a radio option takes the first choice', {}, experience, 41, { 4: [41] }],
    ['a radio option replaces its choice', { 4: [41] }, experience, 42, { 4: [42] }],
    ['a radio option picked again is cleared (unchosen on its own)', { 4: [41] }, experience, 41, { 4: [] }],
    ['clearing a radio keeps the other options', { 4: [41], 5: [51] }, experience, 41, { 4: [], 5: [51] }],
    ['a checkbox option adds a value', { 5: [51] }, salary, 52, { 5: [51, 52] }],
    ['a checkbox option removes a picked value', { 5: [51, 52] }, salary, 51, { 5: [52] }],
    ['options do not touch each other', { 4: [41] }, salary, 51, { 4: [41], 5: [51] }],
  ] as const)('%s', (_case, selection: FilterSelection, option, value, expected) => {
    expect(selectFilterValue(selection, option, value)).toEqual(expected)
  })

  it('a radio option never holds more than one value', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9 })), (picks) => {
        const selection = picks.reduce<FilterSelection>((s, v) => selectFilterValue(s, experience, v), {})
        expect((selection[experience.id] ?? []).length).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('a radio value picked twice is back where it started: chosen if it was, else nothing chosen', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
        fc.integer({ min: 1, max: 9 }),
        (chosen, v) => {
          const selection: FilterSelection = chosen === undefined ? {} : { [experience.id]: [chosen] }
          const twice = selectFilterValue(selectFilterValue(selection, experience, v), experience, v)
          expect(twice[experience.id]).toEqual(chosen === v ? [v] : [])
        },
      ),
    )
  })

  it('clearFilterOption empties one option of either type and keeps the others', () => {
    const selection: FilterSelection = { 4: [41], 5: [51, 52], 2: [12] }
    expect(clearFilterOption(selection, 4)).toEqual({ 4: [], 5: [51, 52], 2: [12] })
    expect(clearFilterOption(selection, 5)).toEqual({ 4: [41], 5: [], 2: [12] })
    expect(clearFilterOption(selection, 9)).toEqual({ ...selection, 9: [] })
  })

  it('picking a checkbox value twice changes nothing', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 9 })),
        fc.integer({ min: 1, max: 9 }),
        (values, v) => {
          const selection: FilterSelection = { [salary.id]: values }
          const twice = selectFilterValue(selectFilterValue(selection, salary, v), salary, v)
          expect([...(twice[salary.id] ?? [])].sort()).toEqual([...values].sort())
        },
      ),
    )
  })
})

describe('applyFiltersBody', () => {
  it('goes back to the first page and leaves out options with nothing picked', () => {
    expect(applyFiltersBody({ 4: [41], 5: [], 2: [12, 13] }, 14)).toEqual({
      location_id: 14,
      page: 1,
      filters: [
        { id: 2, filter_value: [12, 13] },
        { id: 4, filter_value: [41] },
      ],
    })
  })

  it('uses the default location 9', () => {
    expect(applyFiltersBody({}).location_id).toBe(9)
  })

  it('sends one city as location_id, several as location_ids (each once, in the order given)', () => {
    expect(applyFiltersBody({}, [14])).toEqual({ location_id: 14, page: 1, filters: [] })
    expect(applyFiltersBody({}, [])).toEqual({ location_id: 9, page: 1, filters: [] })
    expect(applyFiltersBody({ 6: [1] }, [14, 9, 14])).toEqual({
      location_ids: [14, 9],
      page: 1,
      filters: [{ id: 6, filter_value: [1] }],
    })
  })
})

describe('canonicalFilterSearch (one body, and one cache key, per search)', () => {
  it('orders cities, options and values, drops options with nothing chosen and duplicates', () => {
    expect(
      canonicalFilterSearch({
        location_ids: [31, 9, 31],
        filters: [
          { id: 6, filter_value: [3, 1, 3] },
          { id: 4, filter_value: [] },
          { id: 2, filter_value: [12] },
        ],
      }),
    ).toEqual({
      location_ids: [9, 31],
      filters: [
        { id: 2, filter_value: [12] },
        { id: 6, filter_value: [1, 3] },
      ],
    })
  })

  it('sends one city (or a list of one, or none) as location_id, and the salary range only as a pair', () => {
    expect(canonicalFilterSearch({ location_ids: [14, 14], filters: [] })).toEqual({
      location_id: 14,
      filters: [],
    })
    expect(canonicalFilterSearch({ filters: [] })).toEqual({ location_id: 9, filters: [] })
    expect(
      canonicalFilterSearch({ location_id: 9, filters: [], salary_min: 10_000, salary_max: 20_000 }),
    ).toEqual({ location_id: 9, filters: [], salary_min: 10_000, salary_max: 20_000 })
    expect(canonicalFilterSearch({ location_id: 9, filters: [], salary_min: 10_000 })).toEqual({
      location_id: 9,
      filters: [],
    })
  })

  it('gives the same body whatever order things were picked in', () => {
    const pick = fc.record({
      cities: fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 10 }),
      filters: fc.uniqueArray(
        fc.record({
          id: fc.integer({ min: 1, max: 10 }),
          filter_value: fc.uniqueArray(fc.nat(20), { maxLength: 5 }),
        }),
        { selector: (filter) => filter.id, maxLength: 6 },
      ),
    })
    fc.assert(
      fc.property(pick, ({ cities, filters }) => {
        const reversed = {
          location_ids: [...cities].reverse(),
          filters: [...filters].reverse().map((f) => ({ ...f, filter_value: [...f.filter_value].reverse() })),
        }
        expect(canonicalFilterSearch(reversed)).toEqual(
          canonicalFilterSearch({ location_ids: cities, filters }),
        )
      }),
    )
  })
})

describe('filter query options', () => {
  it('key the options by language and params', () => {
    const en = createApiClient({ baseUrl, locale: 'en' })
    const te = createApiClient({ baseUrl, locale: 'te' })

    expect(filtersQueryOptions(en, { location_id: 9 }).queryKey).toEqual([
      'classifieds',
      'filters',
      'options',
      'en',
      { location_id: 9 },
    ])
    expect(filtersQueryOptions(te, { location_id: 9 }).queryKey).toContain('te')
  })

  it('ask for several cities as a repeated location_ids and key each list apart; a list of one is location_id', () => {
    const client = createApiClient({ baseUrl })
    const key = (query: Parameters<typeof filtersQueryOptions>[1]) =>
      JSON.stringify(filtersQueryOptions(client, query).queryKey)
    expect(
      new Set([key({ location_ids: [9, 14] }), key({ location_ids: [14, 9] }), key({ location_id: 9 })]).size,
    ).toBe(3)
    expect(key({ location_ids: [9] })).toBe(key({ location_id: 9 }))
    expect(key({ location_ids: [9, 14, 9] })).toBe(key({ location_ids: [9, 14] }))
    expect(filtersQueryOptions(client, { location_ids: [31, 9], filter: 1 }).queryKey.at(-1)).toEqual({
      filter: 1,
      location_ids: [31, 9],
    })

    const url = (query: Parameters<typeof getFilters.request>[0]) =>
      String(toSearchParams(getFilters.request(query).searchParams))
    expect(url({ location_ids: [31, 9, 31], filter: 1 })).toBe('filter=1&location_ids=31&location_ids=9')
    expect(url({ location_ids: [31] })).toBe('location_id=31')
    expect(url({ location_id: 14 })).toBe('location_id=14')
    expect(url({})).toBe('')
  })

  it('fetch the options of several cities from filters_v2', async () => {
    const { fetch, requests } = fakeFetch(async () => jsonResponse({ filters: [] }))
    const client = createApiClient({ baseUrl, fetch })
    await new QueryClient().fetchQuery(filtersQueryOptions(client, { location_ids: [9, 31] }))
    expect(requests.map((request) => new URL(request.url).search)).toEqual([
      '?location_ids=9&location_ids=31',
    ])
  })

  it('page through filtered jobs until a page says there are no more, passing each next_cursor on', async () => {
    const { fetch, requests } = fakeFetch(async (r) => {
      const { page, cursor } = (await r.json()) as { page: number; cursor?: string }
      expect(cursor).toBe(page === 1 ? undefined : `after-${page - 1}`)
      return jsonResponse({
        results: [aClassified({ id: page })],
        hasMore: page < 2,
        next_cursor: page < 2 ? `after-${page}` : null,
      })
    })
    const client = createApiClient({ baseUrl, fetch })
    const queryClient = new QueryClient()
    const options = applyFiltersInfiniteQueryOptions(client, {
      location_id: 9,
      filters: [{ id: 4, filter_value: [41] }],
    })

    const data = await queryClient.fetchInfiniteQuery({ ...options, pages: 5 })

    expect(data.pageParams).toEqual([{ page: 1 }, { page: 2, cursor: 'after-1' }])
    expect(requests).toHaveLength(2)
  })

  it('key filtered jobs by their cities: one city, two cities and the other two differ', () => {
    const client = createApiClient({ baseUrl })
    const key = (body: Parameters<typeof applyFiltersInfiniteQueryOptions>[1]) =>
      JSON.stringify(applyFiltersInfiniteQueryOptions(client, body).queryKey)
    const keys = new Set([
      key({ location_id: 9, filters: [] }),
      key({ location_ids: [9, 14], filters: [] }),
      key({ location_ids: [9, 31], filters: [] }),
    ])
    expect(keys.size).toBe(3)
  })
})
