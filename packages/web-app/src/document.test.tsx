import { describe, expect, it } from 'vitest'
import { showsLoaderWhile } from './document.tsx'

const navigatingTo = (publicHref: string) => ({ status: 'pending', location: { publicHref } })

describe('showsLoaderWhile', () => {
  it('shows the full-page loader while a route loads', () => {
    expect(showsLoaderWhile(navigatingTo('/jobs/driver-jobs-in-hyderabad'))).toBe(true)
  })

  it('never on the routes spec section 2 keeps it off, whatever the query', () => {
    expect(showsLoaderWhile(navigatingTo('/jobs?page=2'))).toBe(false)
    expect(showsLoaderWhile(navigatingTo('/hire/'))).toBe(false)
  })

  it('not once the route has loaded', () => {
    expect(
      showsLoaderWhile({ status: 'idle', location: { publicHref: '/jobs/driver-jobs-in-hyderabad' } }),
    ).toBe(false)
  })
})
