import { describe, expect, it } from 'vitest'
import { jobDetailsParam, jobIdFromParam } from './job-url.ts'

describe('job details address', () => {
  it('names the category and place, and ends with the id', () => {
    const job = { id: 1001, category: { slug: 'driver' }, location: { slug: 'hyderabad' } }
    expect(jobDetailsParam(job)).toBe('driver-in-hyderabad-1001')
    expect(jobIdFromParam(jobDetailsParam(job))).toBe(1001)
  })

  it.each([
    ['1001', 1001],
    ['cook-and-chef-in-new-delhi-7', 7],
    ['anything-42', 42],
  ])('reads the id of %s', (param, id) => {
    expect(jobIdFromParam(param)).toBe(id)
  })

  it.each(['driver-in-hyderabad', '', '0', 'x-99999999999', 'driver-in-hyderabad-12a'])(
    '%j has no job id',
    (param) => {
      expect(jobIdFromParam(param)).toBeNull()
    },
  )
})
