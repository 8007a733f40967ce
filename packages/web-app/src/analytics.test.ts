import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SiteContext } from './router.ts'

// The page's analytics is one per page (module state): each test starts from a fresh module.
let analytics: typeof import('./analytics.ts')
beforeEach(async () => {
  vi.resetModules()
  analytics = await import('./analytics.ts')
})
afterEach(() => vi.restoreAllMocks())

const settings = (sinks: SiteContext['analytics']) => ({ appType: 'jobs_wbv' as const, analytics: sinks })

/** The events the console sink logged, once the lazily imported analytics has run. */
async function loggedEvents(spy: { mock: { calls: unknown[][] } }) {
  await vi.waitFor(() => expect(spy.mock.calls.length).toBeGreaterThan(0))
  return spy.mock.calls.map((call) => call[2] as { name: string; isSeeker: boolean; platform: string })
}

describe('startAnalytics and track', () => {
  it("mark a seeker app's events as seeker events with the page's app type", async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    analytics.startAnalytics(settings({ console: true, seeker: {}, advertiser: {} }), 'seeker')

    analytics.track('tap_apply')

    const [event] = await loggedEvents(info)
    expect(event).toMatchObject({ name: 'tap_apply', isSeeker: true, platform: 'jobs_wbv' })
  })

  it("do not mark an advertiser app's events as seeker events", async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    analytics.startAnalytics(settings({ console: true, seeker: {}, advertiser: {} }), 'advertiser')

    analytics.track('tap_post_job')

    const [event] = await loggedEvents(info)
    expect(event).toMatchObject({ name: 'tap_post_job', isSeeker: false })
  })

  it("send nothing (and load nothing) before the page starts them, or when the app's shell has no sink", async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    analytics.track('tap_apply')
    analytics.startAnalytics(
      settings({ console: false, seeker: { tagManagerContainerId: 'GTM-SEEK00' }, advertiser: {} }),
      'advertiser',
    )
    analytics.track('tap_post_job')
    await new Promise((resolve) => setTimeout(resolve, 50))

    expect(info).not.toHaveBeenCalled()
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined()
  })
})

describe('trackTap and trackFilterToggle', () => {
  it('send a tap with its properties, and a filter toggle in the toggle category (spec section 9)', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    analytics.startAnalytics(settings({ console: true, seeker: {}, advertiser: {} }), 'seeker')

    analytics.trackTap('tap_call', { job_id: 12 })
    analytics.trackFilterToggle(3, 41, true)

    await vi.waitFor(() => expect(info.mock.calls.length).toBe(2))
    const events = info.mock.calls.map((call) => call[2])
    expect(events[0]).toMatchObject({ name: 'tap_call', category: 'tap', properties: { job_id: 12 } })
    expect(events[1]).toMatchObject({
      name: 'toggle_filter',
      category: 'toggle',
      properties: { filter_id: 3, value_id: 41, checked: true },
    })
  })
})
