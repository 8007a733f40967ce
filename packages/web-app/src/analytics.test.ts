import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppAnalytics } from './analytics.ts'
import type { SiteContext } from './router.ts'

afterEach(() => vi.restoreAllMocks())

const settings = (analytics: SiteContext['analytics']) => ({ appType: 'jobs_wbv' as const, analytics })

/** The events the console sink logged, once the lazily imported analytics has run. */
async function loggedEvents(spy: { mock: { calls: unknown[][] } }) {
  await vi.waitFor(() => expect(spy.mock.calls.length).toBeGreaterThan(0))
  return spy.mock.calls.map((call) => call[2] as { name: string; isSeeker: boolean; platform: string })
}

describe('createAppAnalytics', () => {
  it("marks a seeker app's events as seeker events with the page's app type", async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const analytics = createAppAnalytics({ shell: 'seeker' })
    analytics.start(settings({ console: true, seeker: {}, advertiser: {} }))

    analytics.track('tap_apply')

    const [event] = await loggedEvents(info)
    expect(event).toMatchObject({ name: 'tap_apply', isSeeker: true, platform: 'jobs_wbv' })
  })

  it("does not mark an advertiser app's events as seeker events", async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const analytics = createAppAnalytics({ shell: 'advertiser' })
    analytics.start(settings({ console: true, seeker: {}, advertiser: {} }))

    analytics.track('tap_post_job')

    const [event] = await loggedEvents(info)
    expect(event).toMatchObject({ name: 'tap_post_job', isSeeker: false })
  })

  it("sends nothing (and loads nothing) when the app's own shell has no sink, or before it is started", async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const seekerOnly = settings({
      console: false,
      seeker: { tagManagerContainerId: 'GTM-SEEK00' },
      advertiser: {},
    })
    const advertiser = createAppAnalytics({ shell: 'advertiser' })
    const notStarted = createAppAnalytics({ shell: 'seeker' })

    advertiser.start(seekerOnly)
    advertiser.track('tap_post_job')
    notStarted.track('tap_apply')
    await new Promise((resolve) => setTimeout(resolve, 50))

    expect(info).not.toHaveBeenCalled()
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined()
  })
})
