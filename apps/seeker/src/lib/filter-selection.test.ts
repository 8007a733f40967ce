import type { FilterOption } from '@localjobs/api-client/classifieds/types'
import { describe, expect, it } from 'vitest'
import {
  canonicalListSlug,
  chosenChips,
  filterStateOfList,
  salaryOfListSlug,
  salaryValuesOfRange,
  splitKnown,
  stateFromListSlug,
} from './filter-selection.ts'

const option = (
  id: number,
  english_name: string,
  type: 'radio' | 'checkbox',
  values: [number, string][],
) => ({
  id,
  title: english_name,
  english_name,
  type,
  filter_value: values.map(([valueId, name]) => ({ id: valueId, title: name, english_name: name })),
})

const options: FilterOption[] = [
  option(4, 'Salary', 'checkbox', [
    [1, '₹1,000 - ₹10,000'],
    [2, '₹10,000 - ₹15,000'],
  ]),
  option(1, 'Preferred Location', 'checkbox', [
    [1, 'Ameerpet'],
    [2, 'Madhapur'],
  ]),
  option(3, 'Experience', 'radio', [
    [0, 'Fresher'],
    [2, '2 years'],
  ]),
  option(2, 'Job Category', 'radio', [
    [12, 'Driver'],
    [20, 'Sales & Marketing'],
    [21, 'Sales'],
  ]),
]
// In the order of /locations/cities/ (by English name), which is the canonical order of a city list.
const cities = [
  { id: 10, slug: 'chennai' },
  { id: 9, slug: 'hyderabad' },
  { id: 31, slug: 'pune' },
]

describe('canonicalListSlug (spec section 2 addresses)', () => {
  it.each([
    ['nothing picked in a city', { cityId: 10, selection: {} }, 'jobs-in-chennai'],
    ['one category in a city', { cityId: 9, selection: { 2: [12] } }, 'driver-jobs-in-hyderabad'],
    [
      'categories joined by -and-',
      { cityId: 9, selection: { 2: [12, 20] } },
      'driver-and-sales-and-marketing-jobs-in-hyderabad',
    ],
    ['one experience', { cityId: 9, selection: { 3: [2] } }, '2-years-experience-jobs'],
    ['freshers', { cityId: 9, selection: { 3: [0] } }, '0-years-experience-jobs'],
    ['one salary band', { cityId: 9, selection: { 4: [2] } }, 'salary-10000-15000-per-months-jobs'],
  ])('%s', (_case, state, slug) => {
    expect(canonicalListSlug(options, cities, state)).toBe(slug)
  })

  it.each([
    ['a category and a locality', { cityId: 9, selection: { 2: [12], 1: [1] } }],
    ['two salary bands', { cityId: 9, selection: { 4: [1, 2] } }],
    ['experience in another city', { cityId: 10, selection: { 3: [2] } }],
    ['a city without a list', { cityId: 77, selection: {} }],
    ['a value the options do not have', { cityId: 9, selection: { 2: [99] } }],
  ])('has none for %s (the query string holds it)', (_case, state) => {
    expect(canonicalListSlug(options, cities, state)).toBeNull()
  })
})

describe('stateFromListSlug', () => {
  it('reads categories and the city, and leads back to the same address', () => {
    for (const slug of [
      'driver-jobs-in-hyderabad',
      'driver-and-sales-and-marketing-jobs-in-chennai',
      '2-years-experience-jobs',
      'jobs-in-chennai',
    ]) {
      const state = stateFromListSlug(options, cities, slug)
      expect(state && canonicalListSlug(options, cities, state)).toBe(slug)
    }
  })

  it("prefers the longer known category: 'sales-and-marketing' over 'sales' + 'marketing'", () => {
    expect(stateFromListSlug(options, cities, 'sales-and-marketing-jobs-in-hyderabad')?.selection).toEqual({
      2: [20],
    })
  })

  it('knows nothing of unknown categories, cities or years', () => {
    expect(stateFromListSlug(options, cities, 'astronaut-jobs-in-hyderabad')).toBeNull()
    expect(stateFromListSlug(options, cities, 'driver-jobs-in-atlantis')).toBeNull()
    expect(stateFromListSlug(options, cities, '7-years-experience-jobs')).toBeNull()
    expect(stateFromListSlug(options, cities, 'not-a-list')).toBeNull()
  })

  it('takes a salary address as a range, not as a band', () => {
    expect(stateFromListSlug(options, cities, 'salary-12000-18000-per-months-jobs')).toEqual({
      cityId: 9,
      selection: {},
    })
    expect(salaryOfListSlug('salary-12000-18000-per-months-jobs')).toEqual({
      salary_min: 12000,
      salary_max: 18000,
    })
    expect(salaryOfListSlug('salary-18000-12000-per-months-jobs')).toBeNull()
  })
})

describe('several cities: jobs-in-{a}-and-{b}', () => {
  it('reads every city, and the address in list order leads back to itself', () => {
    const state = stateFromListSlug(options, cities, 'jobs-in-hyderabad-and-pune')
    expect(state).toEqual({ cityId: 9, cityIds: [9, 31], selection: {} })
    expect(state && canonicalListSlug(options, cities, state)).toBe('jobs-in-hyderabad-and-pune')
  })

  it('gives another order its canonical address (the city list order, as categories follow theirs)', () => {
    const state = stateFromListSlug(options, cities, 'jobs-in-pune-and-chennai-and-hyderabad')
    expect(state && canonicalListSlug(options, cities, state)).toBe('jobs-in-chennai-and-hyderabad-and-pune')
    expect(canonicalListSlug(options, cities, { cityId: 31, cityIds: [31, 9], selection: {} })).toBe(
      'jobs-in-hyderabad-and-pune',
    )
  })

  it('a city named twice is the one-city address', () => {
    const state = stateFromListSlug(options, cities, 'jobs-in-pune-and-pune')
    expect(state && canonicalListSlug(options, cities, state)).toBe('jobs-in-pune')
  })

  it('knows nothing of a list with an unknown city, or of more than 10 cities', () => {
    expect(stateFromListSlug(options, cities, 'jobs-in-hyderabad-and-atlantis')).toBeNull()
    const many = Array.from({ length: 11 }, (_, index) => ({ id: 100 + index, slug: `city${index}` }))
    const slug = `jobs-in-${many.map((city) => city.slug).join('-and-')}`
    expect(stateFromListSlug(options, many, slug)).toBeNull()
    expect(stateFromListSlug(options, many, slug.replace('-and-city10', ''))?.cityIds).toHaveLength(10)
  })

  it('has no address for several cities with values picked (the query string holds it)', () => {
    expect(
      canonicalListSlug(options, cities, { cityId: 9, cityIds: [9, 31], selection: { 2: [12] } }),
    ).toBeNull()
    expect(
      canonicalListSlug(options, cities, { cityId: 9, cityIds: [9, 31], selection: { 3: [2] } }),
    ).toBeNull()
  })
})

describe('splitKnown', () => {
  const known = new Map([
    ['a', 1],
    ['b-and-c', 2],
    ['b', 3],
  ])
  it('splits into known slugs, longest first', () => {
    expect(splitKnown('a-and-b-and-c', known)).toEqual([1, 2])
    expect(splitKnown('b-and-a', known)).toEqual([3, 1])
    expect(splitKnown('a-and-x', known)).toBeNull()
  })
})

describe('the filter page from a salary list: which Salary bands it ticks', () => {
  const bands = option(4, 'Salary', 'checkbox', [
    [1, '₹1,000 - ₹10,000'],
    [2, '₹10,000 - ₹15,000'],
    [3, '₹15,000 - ₹20,000'],
    [4, '₹20,000 - ₹30,000'],
    [6, '₹50,000 - ₹1,00,000'],
    [7, 'Above ₹1,00,000 a month, any'],
  ])
  it.each([
    ['exactly one band', 10_000, 15_000, [2]],
    ['two bands, not those touching its ends', 10_000, 20_000, [2, 3]],
    ['inside a band', 11_000, 12_000, [2]],
    ['across bands', 12_000, 18_000, [2, 3]],
    ['one amount: the band holding it', 15_000, 15_000, [3]],
    ['the last band, written the Indian way', 50_000, 100_000, [6]],
    ['nothing no band covers', 200_000, 300_000, []],
  ])('%s (%i-%i)', (_case, min, max, expected) => {
    expect(salaryValuesOfRange(bands, min, max)).toEqual(expected)
  })

  it('filterStateOfList ticks them for a salary list; other lists as stateFromListSlug reads them', () => {
    expect(filterStateOfList(options, cities, 'salary-10000-15000-per-months-jobs')).toEqual({
      cityId: 9,
      selection: { 4: [2] },
    })
    expect(filterStateOfList(options, cities, 'salary-10000-20000-per-months-jobs')).toEqual({
      cityId: 9,
      selection: { 4: [2] },
    })
    expect(filterStateOfList(options, cities, '2-years-experience-jobs')).toEqual(
      stateFromListSlug(options, cities, '2-years-experience-jobs'),
    )
    expect(filterStateOfList(options, cities, 'not-a-list')).toBeNull()
  })
})

describe('chosenChips', () => {
  it("lists the chosen values option by option, each in its option's order, whatever order they were picked in", () => {
    const chips = chosenChips(options, { 2: [20, 12], 3: [2], 4: [] })
    expect(chips.map(({ option, value }) => `${option.title}: ${value.title}`)).toEqual([
      'Experience: 2 years',
      'Job Category: Driver',
      'Job Category: Sales & Marketing',
    ])
    expect(chosenChips(options, { 2: [99] })).toEqual([])
  })
})
