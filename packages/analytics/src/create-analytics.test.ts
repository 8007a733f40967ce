import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdTrackingPairs } from './ad-tracking.ts'
import {
  type AnalyticsConfig,
  type AnalyticsWindow,
  createAnalytics,
  type EngagementCommand,
  type ProductAnalyticsClient,
} from './create-analytics.ts'
import { SOCIAL_PIXEL_SCRIPT_URL } from './sinks/social-pixel.ts'

const pairs: AdTrackingPairs = {
  advertiser: { tagManagerContainerId: 'GTM-HIRE', socialPixelId: '200' },
  seeker: { tagManagerContainerId: 'GTM-JOBS', socialPixelId: '100' },
}

const fakeWindow = (pathname = '/hire/advertiserHomePage') =>
  ({ document: {} as AnalyticsWindow['document'], location: { pathname } }) as AnalyticsWindow

const fakeScripts = (outcome: 'load' | 'refuse' = 'load') => {
  const loaded: string[] = []
  const loadScript = vi.fn(async (src: string) => {
    loaded.push(src)
    if (outcome === 'refuse') throw new Error(`refused ${src}`)
  })
  return { loaded, loadScript }
}

const fakePosthog = () => {
  const calls: unknown[][] = []
  const client: ProductAnalyticsClient = {
    init: (...args) => calls.push(['init', ...args]),
    capture: (...args) => calls.push(['capture', ...args]),
    identify: (...args) => calls.push(['identify', ...args]),
    reset: () => calls.push(['reset']),
  }
  return { calls, load: vi.fn(async () => client) }
}

const fakeEngagement = () => {
  const commands: EngagementCommand[] = []
  return {
    commands,
    load: vi.fn(async () => ({ push: (command: EngagementCommand) => commands.push(command) })),
  }
}

/** Every sink configured, each with a fake. */
const everything = (overrides: Partial<AnalyticsConfig> = {}) => {
  const window = ('window' in overrides ? overrides.window : fakeWindow()) as AnalyticsWindow
  const scripts = fakeScripts()
  const posthog = fakePosthog()
  const engagement = fakeEngagement()
  const analytics = createAnalytics({
    platform: 'web',
    window,
    loadScript: scripts.loadScript,
    adTracking: pairs,
    engagement: { load: engagement.load },
    productAnalytics: { apiKey: 'phc_test', apiHost: 'https://analytics.example.test', load: posthog.load },
    ...overrides,
  })
  return { analytics, window, scripts, posthog, engagement }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createAnalytics: nothing configured', () => {
  it('has no sinks, loads nothing and still returns the normalised event', async () => {
    const scripts = fakeScripts()
    const analytics = createAnalytics({
      platform: 'web',
      window: fakeWindow(),
      loadScript: scripts.loadScript,
    })
    expect(analytics.sinks).toEqual([])
    expect(analytics.track('tap_apply', {}, '?utm_source=wa')).toMatchObject({
      name: 'tap_apply',
      category: 'tap',
      utm: { utm_source: 'wa' },
    })
    analytics.identify('u1')
    analytics.reset()
    await analytics.flush()
    expect(scripts.loadScript).not.toHaveBeenCalled()
  })

  it('treats a pair without ids and a product analytics setting without a key as not configured', () => {
    const analytics = createAnalytics({
      platform: 'web',
      window: fakeWindow(),
      loadScript: fakeScripts().loadScript,
      adTracking: { advertiser: {}, seeker: {} },
      productAnalytics: { apiKey: '', apiHost: 'https://analytics.example.test' },
    })
    expect(analytics.sinks).toEqual([])
  })

  it('logs to the console in development', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const analytics = createAnalytics({ platform: 'web', window: fakeWindow(), console: true })
    expect(analytics.sinks).toEqual(['console'])
    analytics.track('tap_apply')
    analytics.identify('u1', { mobile_number: '9876543210' })
    analytics.reset()
    expect(info.mock.calls.map((call) => call[0])).toEqual([
      '[analytics]',
      '[analytics] identify',
      '[analytics] reset',
    ])
  })

  it('creates no vendor sink on the server, where there is no window', () => {
    expect(globalThis.window).toBeUndefined()
    const { analytics, posthog, engagement } = everything({ window: undefined })
    expect(analytics.sinks).toEqual([])
    analytics.track('tap_apply')
    expect(posthog.load).not.toHaveBeenCalled()
    expect(engagement.load).not.toHaveBeenCalled()
  })
})

describe('createAnalytics: every sink configured', () => {
  it('lists the sinks in order', () => {
    expect(everything().analytics.sinks).toEqual([
      'tag-manager',
      'social-pixel',
      'engagement',
      'product-analytics',
    ])
  })

  it('loads nothing before the first call, then each vendor exactly once', async () => {
    const { analytics, scripts, posthog, engagement } = everything()
    expect(scripts.loadScript).not.toHaveBeenCalled()
    expect(posthog.load).not.toHaveBeenCalled()
    expect(engagement.load).not.toHaveBeenCalled()

    analytics.track('tap_post_job')
    analytics.track('tap_pay')
    await analytics.flush()

    expect(scripts.loaded.toSorted()).toEqual([
      SOCIAL_PIXEL_SCRIPT_URL,
      'https://www.googletagmanager.com/gtm.js?id=GTM-HIRE',
    ])
    expect(posthog.load).toHaveBeenCalledOnce()
    expect(engagement.load).toHaveBeenCalledOnce()
  })

  it('sends each event, in order, to the tag manager, pixel, engagement platform and product analytics', async () => {
    const { analytics, window, posthog, engagement } = everything()
    analytics.track('tap_post_job', { variant_type: 'variant' }, '?utm_medium=sms&fbclid=x')
    analytics.track(
      'screen_view_dashboard',
      { category: 'screen_view' },
      {},
      {
        isJobPostedSuccessfully: true,
      },
    )
    await analytics.flush()

    const properties = {
      category: 'tap',
      variant_type: 'variant',
      platform: 'web',
      utm_medium: 'sms',
      isSeeker: false,
      isJobPostedSuccessfully: false,
    }
    expect(window.dataLayer).toEqual([
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
      { event: 'tap_post_job', ...properties },
      expect.objectContaining({ event: 'screen_view_dashboard', category: 'screen_view' }),
    ])
    expect(window.fbq?.queue).toEqual([
      ['init', '200'],
      ['trackCustom', 'tap_post_job', properties],
      ['trackCustom', 'screen_view_dashboard', expect.objectContaining({ isJobPostedSuccessfully: true })],
    ])
    expect(engagement.commands).toEqual([
      { type: 'event', name: 'tap_post_job', properties },
      {
        type: 'event',
        name: 'screen_view_dashboard',
        properties: expect.objectContaining({ platform: 'web' }),
      },
    ])
    expect(posthog.calls.filter((call) => call[0] === 'capture')).toEqual([
      ['capture', 'tap_post_job', properties],
      ['capture', 'screen_view_dashboard', expect.objectContaining({ category: 'screen_view' })],
    ])
  })

  it('never sends seeker-marked events to product analytics', async () => {
    const { analytics, window, posthog, engagement } = everything()
    analytics.track('tap_apply', {}, undefined, { isSeeker: true })
    await analytics.flush()
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'tap_apply', isSeeker: true }))
    expect(engagement.commands).toHaveLength(1)
    expect(posthog.calls.filter((call) => call[0] === 'capture')).toEqual([])
  })

  it.each([
    ['/hire/advertiserDashboardPage', 'GTM-HIRE', '200'],
    ['/recruit', 'GTM-HIRE', '200'],
    ['/jobs/seekerHomePage', 'GTM-JOBS', '100'],
    ['/jobs', 'GTM-JOBS', '100'],
  ])('on %s uses the container %s and the pixel %s', async (pathname, containerId, pixelId) => {
    const { analytics, scripts, window } = everything({ window: fakeWindow(pathname) })
    analytics.track('screen_view', { category: 'screen_view' })
    await analytics.flush()
    expect(scripts.loaded).toContain(`https://www.googletagmanager.com/gtm.js?id=${containerId}`)
    expect(window.fbq?.queue[0]).toEqual(['init', pixelId])
  })

  it('takes the pathname from the configuration over the window', async () => {
    const { analytics, scripts } = everything({ pathname: '/jobs/jobDetails' })
    analytics.track('x')
    await analytics.flush()
    expect(scripts.loaded).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-JOBS')
  })

  it('loads only the script whose id the shell has', async () => {
    const scripts = fakeScripts()
    const window = fakeWindow('/jobs')
    const analytics = createAnalytics({
      platform: 'jobs_wbv',
      window,
      loadScript: scripts.loadScript,
      adTracking: { advertiser: { socialPixelId: '200' }, seeker: { tagManagerContainerId: 'GTM-JOBS' } },
    })
    expect(analytics.sinks).toEqual(['tag-manager'])
    analytics.track('x')
    await analytics.flush()
    expect(scripts.loaded).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-JOBS'])
    expect(window.fbq).toBeUndefined()
  })

  it('initialises posthog batched, without autocapture and without session recording', async () => {
    const { analytics, posthog } = everything()
    analytics.track('x')
    await analytics.flush()
    expect(posthog.calls[0]).toEqual([
      'init',
      'phc_test',
      {
        api_host: 'https://analytics.example.test',
        request_batching: true,
        autocapture: false,
        capture_pageview: false,
        capture_pageleave: false,
        disable_session_recording: true,
      },
    ])
  })

  it('records sessions only when configured', async () => {
    const posthog = fakePosthog()
    const analytics = createAnalytics({
      platform: 'web',
      window: fakeWindow(),
      productAnalytics: {
        apiKey: 'k',
        apiHost: 'https://a.test',
        sessionRecording: true,
        load: posthog.load,
      },
    })
    analytics.track('x')
    await analytics.flush()
    expect(posthog.calls[0]?.[2]).toMatchObject({ disable_session_recording: false })
  })
})

describe('createAnalytics: identify and reset', () => {
  it('sends the user id and mobile number to every sink that knows users, and reset on logout', async () => {
    const { analytics, window, posthog, engagement } = everything()
    analytics.identify('u-42', { mobile_number: '9876543210' })
    analytics.reset()
    await analytics.flush()

    expect(window.dataLayer?.slice(1)).toEqual([
      { event: 'identify', user_id: 'u-42', mobile_number: '9876543210' },
      { event: 'reset', user_id: null, mobile_number: null },
    ])
    expect(engagement.commands).toEqual([
      { type: 'identify', userId: 'u-42', mobile_number: '9876543210' },
      { type: 'reset' },
    ])
    expect(posthog.calls.slice(1)).toEqual([['identify', 'u-42', { mobile_number: '9876543210' }], ['reset']])
    // the pixel has no user calls: only its init is queued
    expect(window.fbq?.queue).toEqual([['init', '200']])
  })

  it('identifies without a mobile number', async () => {
    const { analytics, window, posthog, engagement } = everything()
    analytics.identify('u-7')
    await analytics.flush()
    expect(window.dataLayer?.[1]).toEqual({ event: 'identify', user_id: 'u-7' })
    expect(engagement.commands).toEqual([{ type: 'identify', userId: 'u-7' }])
    expect(posthog.calls[1]).toEqual(['identify', 'u-7', undefined])
  })

  it('refuses an empty user id', () => {
    expect(() => everything().analytics.identify(' ')).toThrow(TypeError)
  })
})

describe('createAnalytics: failures stay inside analytics', () => {
  it('keeps the queues filling when the browser refuses the vendor scripts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { analytics, window } = everything({ loadScript: fakeScripts('refuse').loadScript })
    analytics.track('tap_post_job')
    await analytics.flush()
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2))
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'tap_post_job' }))
    expect(window.fbq?.queue).toContainEqual(['trackCustom', 'tap_post_job', expect.any(Object)])
  })

  it('reports a sink that cannot load once and serves the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const posthog = fakePosthog()
    const analytics = createAnalytics({
      platform: 'web',
      window: fakeWindow(),
      engagement: { load: () => Promise.reject(new Error('sdk blocked')) },
      productAnalytics: { apiKey: 'k', apiHost: 'https://a.test', load: posthog.load },
    })
    analytics.track('a')
    analytics.track('b')
    await analytics.flush()
    expect(error).toHaveBeenCalledOnce()
    expect(error.mock.calls[0]?.[0]).toBe('analytics: the engagement sink did not load')
    expect(posthog.calls.filter((call) => call[0] === 'capture').map((call) => call[1])).toEqual(['a', 'b'])
  })

  it('reports a sink that throws and keeps serving it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    let calls = 0
    const analytics = createAnalytics({
      platform: 'web',
      window: fakeWindow(),
      engagement: {
        load: async () => ({
          push: () => {
            calls += 1
            if (calls === 1) throw new Error('quota')
          },
        }),
      },
    })
    analytics.track('a')
    analytics.track('b')
    await analytics.flush()
    expect(calls).toBe(2)
    expect(error).toHaveBeenCalledWith('analytics sink engagement failed on a', expect.any(Error))
  })
})
