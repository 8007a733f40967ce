import { driverCategory, hyderabad } from '@localjobs/api-client/testing/classifieds'
import { describe, expect, it } from 'vitest'
import { feedQueryFromSlug, listDescription, listHeading } from './list-query.ts'

describe('feedQueryFromSlug', () => {
  it.each([
    ['driver-jobs-in-hyderabad', { category_slug: 'driver', location_slug: 'hyderabad' }],
    ['sales-and-marketing-jobs-in-pune', { category_slug: 'sales-and-marketing', location_slug: 'pune' }],
    ['jobs-in-hyderabad', { location_slug: 'hyderabad' }],
  ])('%s asks the feed for %j', (slug, query) => {
    expect(feedQueryFromSlug(slug)).toEqual(query)
  })

  it.each([
    'not-a-list-page',
    'Driver-Jobs-In-Hyderabad',
    // valid job-list URLs whose filters the feed cannot apply yet
    '3-years-experience-jobs',
    'salary-10000-20000-per-months-jobs',
  ])('%s is not a page the feed can answer', (slug) => {
    expect(feedQueryFromSlug(slug)).toBeNull()
  })
})

describe('listHeading', () => {
  it('names the category and the city', () => {
    expect(listHeading(driverCategory, hyderabad)).toBe('Driver jobs in Hyderabad')
  })

  it('names what it has', () => {
    expect(listHeading(null, hyderabad)).toBe('Jobs in Hyderabad')
    expect(listHeading(driverCategory, null)).toBe('Driver jobs')
    expect(listHeading(null, null)).toBe('Latest jobs')
  })

  it('uses the titles in the page language', () => {
    expect(listHeading({ ...driverCategory, title: 'డ్రైవర్' }, { ...hyderabad, title: 'హైదరాబాద్' })).toBe(
      'డ్రైవర్ jobs in హైదరాబాద్',
    )
  })
})

describe('listDescription', () => {
  it('says what and where in English for search results', () => {
    expect(listDescription({ ...driverCategory, title: 'ड्राइवर' }, hyderabad)).toMatch(
      /^Latest driver jobs in Hyderabad: /,
    )
    expect(listDescription(null, null)).toMatch(/^Latest jobs near you: /)
  })
})
