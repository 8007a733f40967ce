import { describe, expect, it } from 'vitest'
import { shellForPath, showsFullPageLoader } from './shell.ts'

describe('shellForPath (spec section 2: /hire or /recruit use the advertiser shell)', () => {
  it.each([
    ['/hire', 'advertiser'],
    ['/hire/', 'advertiser'],
    ['/hire/advertiserPostJob', 'advertiser'],
    ['/hire/signin?next=/hire', 'advertiser'],
    ['/recruit', 'advertiser'],
    ['/recruit/dashboard', 'advertiser'],
    ['/jobs', 'seeker'],
    ['/jobs/driver-jobs-in-hyderabad', 'seeker'],
    ['/jobs/hire', 'seeker'],
    ['/hired', 'seeker'],
    ['/recruiters', 'seeker'],
    ['/', 'seeker'],
  ] as const)('%s -> %s', (path, shell) => {
    expect(shellForPath(path)).toBe(shell)
  })
})

describe('showsFullPageLoader (spec section 2: no loader on /jobs, /jobs-menu, /hire/post-job, /hire)', () => {
  it.each([
    '/jobs',
    '/jobs/',
    '/jobs?utm_source=wa',
    '/jobs-menu',
    '/jobs/jobs-menu',
    '/jobs/jobs-menu/',
    '/hire/post-job',
    '/hire',
    '/hire/#top',
  ])('%s has no full-page loader', (path) => {
    expect(showsFullPageLoader(path)).toBe(false)
  })

  it.each([
    '/jobs/jobDetails',
    '/jobs/driver-jobs-in-hyderabad',
    '/hire/signin',
    '/hire/post-job/2',
    '/jobs/sitemap',
    '/jobs/jobs-menu/more',
  ])('%s shows the full-page loader', (path) => {
    expect(showsFullPageLoader(path)).toBe(true)
  })
})
