import { describe, expect, it } from 'vitest'
import { headerModeForPath } from './header-mode.ts'

describe('headerModeForPath (spec section 2)', () => {
  it.each([
    ['/jobs/seeker_profile', 'hidden'],
    ['/jobs/seeker_profile/edit?step=2', 'hidden'],
    ['/jobs/location', 'location'],
    ['/jobs/jobs-near-me', 'location'],
    ['/jobs/location?state=91', 'location'],
    ['/jobs', 'default'],
    ['/jobs/driver-jobs-in-hyderabad', 'default'],
    ['/jobs/jobDetails/driver-in-hyderabad-12', 'default'],
  ])('%s -> %s', (path, mode) => {
    expect(headerModeForPath(path)).toBe(mode)
  })

  it('reads the path only, not the query', () => {
    expect(headerModeForPath('/jobs?from=location')).toBe('default')
  })
})
