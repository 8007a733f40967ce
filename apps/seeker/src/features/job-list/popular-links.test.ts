import { aClassified, driverCategory, hyderabad } from '@localjobs/api-client/testing/classifieds'
import { describe, expect, it } from 'vitest'
import { popularCategoryLocationLinks, popularLocationLinks } from './popular-links.ts'

const chennai = { ...hyderabad, id: 10, title: 'Chennai', english_name: 'Chennai', slug: 'chennai' }
const cook = {
  ...driverCategory,
  id: 13,
  title: 'Cook / Chef',
  english_name: 'Cook / Chef',
  slug: 'cook-and-chef',
}

const jobs = [
  aClassified({ id: 1, location: chennai }),
  aClassified({ id: 2, location: hyderabad }),
  aClassified({ id: 3, location: chennai, job_category: cook }),
  aClassified({ id: 4, location: chennai }),
]

describe('popularLocationLinks', () => {
  it("links to 'jobs-in-{location}' pages, busiest city first", () => {
    expect(popularLocationLinks(jobs)).toEqual([
      { slug: 'jobs-in-chennai', label: 'Jobs in Chennai' },
      { slug: 'jobs-in-hyderabad', label: 'Jobs in Hyderabad' },
    ])
  })

  it('stops at the number asked for', () => {
    expect(popularLocationLinks(jobs, 1)).toHaveLength(1)
  })
})

describe('popularCategoryLocationLinks', () => {
  it("links to '{category}-jobs-in-{location}' pages, most jobs first, ties by name", () => {
    expect(popularCategoryLocationLinks(jobs)).toEqual([
      { slug: 'driver-jobs-in-chennai', label: 'Driver jobs in Chennai' },
      { slug: 'cook-and-chef-jobs-in-chennai', label: 'Cook / Chef jobs in Chennai' },
      { slug: 'driver-jobs-in-hyderabad', label: 'Driver jobs in Hyderabad' },
    ])
  })

  it('has nothing to offer without jobs', () => {
    expect(popularCategoryLocationLinks([])).toEqual([])
  })
})
