import { describe, expect, it } from 'vitest'
import { popularCategoryLocations, popularLocations } from './popular-links.ts'

const hyderabad = { slug: 'hyderabad', title: 'Hyderabad' }
const chennai = { slug: 'chennai', title: 'Chennai' }
const driver = { slug: 'driver', title: 'Driver' }
const cook = { slug: 'cook-and-chef', title: 'Cook / Chef' }

const jobs = [
  { category: driver, location: chennai },
  { category: driver, location: hyderabad },
  { category: cook, location: chennai },
  { category: driver, location: chennai },
]

describe('popularLocations', () => {
  it('lists the places with the most jobs first', () => {
    expect(popularLocations(jobs)).toEqual([chennai, hyderabad])
  })

  it('stops at the number asked for', () => {
    expect(popularLocations(jobs, 1)).toEqual([chennai])
  })
})

describe('popularCategoryLocations', () => {
  it('lists category and place pairs, most jobs first, ties by name', () => {
    expect(popularCategoryLocations(jobs)).toEqual([
      { category: driver, location: chennai },
      { category: cook, location: chennai },
      { category: driver, location: hyderabad },
    ])
  })

  it('has nothing to offer without jobs', () => {
    expect(popularCategoryLocations([])).toEqual([])
  })
})
