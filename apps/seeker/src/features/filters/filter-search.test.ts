import { describe, expect, it } from 'vitest'
import { filterPageHref, searchFromState, stateFromSearch, validateFilterSearch } from './filter-search.ts'

describe('the filter page query string', () => {
  it('reads a GET form, the router and a list slug; drops the rest', () => {
    expect(
      validateFilterSearch({
        f2: 12,
        f5: [51, 52, 51],
        f3: '0',
        location_id: '10',
        list: 'driver-jobs-in-chennai',
        x: 1,
        f: 3,
      }),
    ).toEqual({ f2: 12, f5: [51, 52], f3: 0, location_id: 10, list: 'driver-jobs-in-chennai' })
    expect(validateFilterSearch({ f2: 'abc', f4: -1, location_id: 0, list: '<script>' })).toEqual({})
  })

  it('is the same search both ways, in the default city 9 unless told', () => {
    const state = { cityId: 10, selection: { 2: [12], 5: [51, 52] } }
    expect(stateFromSearch(searchFromState(state))).toEqual(state)
    expect(searchFromState({ cityId: 9, selection: { 2: [12], 4: [] } })).toEqual({ f2: 12 })
    expect(stateFromSearch({})).toEqual({ cityId: 9, selection: {} })
  })

  it('takes several ticked cities (at most 10, each once) and gives them back', () => {
    expect(validateFilterSearch({ location_id: ['9', '14', '9', '0', 'x'] })).toEqual({
      location_id: [9, 14],
    })
    const many = Array.from({ length: 12 }, (_, index) => index + 1)
    expect(validateFilterSearch({ location_id: many }).location_id).toEqual(many.slice(0, 10))
    const state = { cityId: 14, cityIds: [14, 9], selection: { 6: [1] } }
    expect(searchFromState(state)).toEqual({ location_id: [14, 9], f6: 1 })
    expect(stateFromSearch(searchFromState(state))).toEqual(state)
  })
})

describe('filterPageHref (links that work before the scripts run)', () => {
  it('writes the search as the GET form does, and reads back as the same search', () => {
    const state = { cityId: 31, cityIds: [31, 9], selection: { 4: [2, 3], 10: [3], 6: [] } }
    const href = filterPageHref(state)
    expect(href).toBe('/jobs/jobsFiltering?location_id=31&location_id=9&f4=2&f4=3&f10=3')
    const params = new URL(href, 'http://x').searchParams
    const search = Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]))
    expect(stateFromSearch(validateFilterSearch(search))).toEqual({
      ...state,
      selection: { 4: [2, 3], 10: [3] },
    })
  })

  it('is the bare page for nothing chosen in the default city', () => {
    expect(filterPageHref({ cityId: 9, selection: {} })).toBe('/jobs/jobsFiltering')
  })
})
