import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  categoryLocationSlug,
  experienceSlug,
  locationsSlug,
  nameSlug,
  parseSeekerListSlug,
  salarySlug,
} from './seeker-urls.ts'

/** A slug as nameSlug makes them: lower-case words of a-z and 0-9 joined by single hyphens. */
const slugArb = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 })
  .map((words) => words.join('-'))
// '-jobs-in-' is the separator of the pattern itself, so a name producing it cannot be told apart.
const listPartArb = slugArb.filter((slug) => !`-${slug}-`.includes('-jobs-in-'))

describe('nameSlug (spec section 2)', () => {
  it.each([
    ['spaces are removed', 'Delivery Boy', 'deliveryboy'],
    ['several spaces are removed', 'Back  Office   Executive', 'backofficeexecutive'],
    ["'&' becomes '-and-'", 'Sales & Marketing', 'sales-and-marketing'],
    ["'&' without spaces becomes '-and-'", 'Sales&Marketing', 'sales-and-marketing'],
    ["'/' becomes '-and-'", 'Cook/Chef', 'cook-and-chef'],
    ["'/' with spaces becomes '-and-'", 'Receptionist / Front Office', 'receptionist-and-frontoffice'],
    ['letters are lower-cased', 'HYDERABAD', 'hyderabad'],
    ['surrounding spaces are dropped', '  Pune ', 'pune'],
  ])('%s: %s -> %s', (_rule, name, slug) => {
    expect(nameSlug(name)).toBe(slug)
  })

  it('always yields something a URL path and the feed filter accept', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(nameSlug(name)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/)
      }),
    )
  })

  it('never contains a space, a slash or an ampersand', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(nameSlug(name)).not.toMatch(/[\s/&]/)
      }),
    )
  })
})

describe('job-list slugs round trip (build, then parse)', () => {
  it("'{categories}-jobs-in-{location}' joins several categories with '-and-'", () => {
    expect(categoryLocationSlug(['driver', 'delivery'], 'hyderabad')).toBe(
      'driver-and-delivery-jobs-in-hyderabad',
    )
    fc.assert(
      fc.property(fc.array(listPartArb, { minLength: 1, maxLength: 3 }), slugArb, (categories, location) => {
        expect(parseSeekerListSlug(categoryLocationSlug(categories, location))).toEqual({
          kind: 'category-location',
          categories: categories.join('-and-'),
          location,
        })
      }),
    )
  })

  it("'jobs-in-{locations}' joins several locations with '-and-'", () => {
    expect(locationsSlug(['hyderabad', 'secunderabad'])).toBe('jobs-in-hyderabad-and-secunderabad')
    fc.assert(
      fc.property(fc.array(listPartArb, { minLength: 1, maxLength: 3 }), (locations) => {
        expect(parseSeekerListSlug(locationsSlug(locations))).toEqual({
          kind: 'locations',
          locations: locations.join('-and-'),
        })
      }),
    )
  })

  it("'{n}-years-experience-jobs'", () => {
    expect(experienceSlug(3)).toBe('3-years-experience-jobs')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), (years) => {
        expect(parseSeekerListSlug(experienceSlug(years))).toEqual({ kind: 'experience', years })
      }),
    )
  })

  it("'salary-{min}-{max}-per-months-jobs'", () => {
    expect(salarySlug(10000, 20000)).toBe('salary-10000-20000-per-months-jobs')
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 100_000 }),
        fc.integer({ min: 1000, max: 100_000 }),
        (a, b) => {
          const [min, max] = a <= b ? [a, b] : [b, a]
          expect(parseSeekerListSlug(salarySlug(min, max))).toEqual({ kind: 'salary', min, max })
        },
      ),
    )
  })

  it('a category whose slug starts with "jobs-in" is still read as a category', () => {
    expect(parseSeekerListSlug('jobs-india-jobs-in-pune')).toEqual({
      kind: 'category-location',
      categories: 'jobs-india',
      location: 'pune',
    })
  })

  it('refuses experience and salary values the URL pattern cannot carry', () => {
    expect(() => experienceSlug(100)).toThrow(RangeError)
    expect(() => experienceSlug(1.5)).toThrow(RangeError)
    expect(() => salarySlug(1000, 1_000_000)).toThrow(RangeError)
  })
})

describe('parseSeekerListSlug', () => {
  it.each([
    ['', null],
    ['jobs', null],
    ['driver-jobs', null],
    ['driver-jobs-in-', null],
    ['Driver-Jobs-In-Hyderabad', null],
    ['abc-years-experience-jobs', null],
    ['salary-10000-per-months-jobs', null],
  ])('%j is not a job-list slug', (slug, expected) => {
    expect(parseSeekerListSlug(slug)).toBe(expected)
  })

  it('never throws, whatever the path segment', () => {
    fc.assert(
      fc.property(fc.string(), (slug) => {
        parseSeekerListSlug(slug)
      }),
    )
  })
})
