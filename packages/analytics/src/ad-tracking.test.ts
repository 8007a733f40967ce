import { describe, expect, it } from 'vitest'
import { type AdTrackingPairs, adTrackingIdsForPath } from './ad-tracking.ts'

const pairs: AdTrackingPairs = {
  advertiser: { tagManagerContainerId: 'GTM-HIRE', socialPixelId: '200' },
  seeker: { tagManagerContainerId: 'GTM-JOBS', socialPixelId: '100' },
}

describe('spec section 9: the ad-tracking id pair follows the shell', () => {
  it.each([
    ['/hire', 'advertiser'],
    ['/hire/advertiserPostJob', 'advertiser'],
    ['/hire/signin?next=/hire', 'advertiser'],
    ['/recruit', 'advertiser'],
    ['/recruit/anything', 'advertiser'],
    ['/jobs', 'seeker'],
    ['/jobs/seekerHomePage', 'seeker'],
    ['/jobs/driver-jobs-in-hyderabad', 'seeker'],
    ['/', 'seeker'],
    ['/hiring', 'seeker'],
  ] as const)('%s uses the %s pair', (pathname, shell) => {
    expect(adTrackingIdsForPath(pathname, pairs)).toBe(pairs[shell])
  })
})
