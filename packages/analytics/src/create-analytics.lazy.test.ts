// Proves the sinks are separate modules imported on first use only: each mock below counts the imports of
// the real module it wraps.
import { describe, expect, it, vi } from 'vitest'
import { type AnalyticsWindow, createAnalytics, type ProductAnalyticsClient } from './create-analytics.ts'

const imported = vi.hoisted(() => ({
  tagManager: 0,
  socialPixel: 0,
  engagement: 0,
  productAnalytics: 0,
}))

vi.mock('./sinks/tag-manager.ts', async (importOriginal) => {
  imported.tagManager += 1
  return importOriginal()
})
vi.mock('./sinks/social-pixel.ts', async (importOriginal) => {
  imported.socialPixel += 1
  return importOriginal()
})
vi.mock('./sinks/engagement.ts', async (importOriginal) => {
  imported.engagement += 1
  return importOriginal()
})
vi.mock('./sinks/product-analytics.ts', async (importOriginal) => {
  imported.productAnalytics += 1
  return importOriginal()
})

const posthog: ProductAnalyticsClient = { init() {}, capture() {}, identify() {}, reset() {} }

describe('lazy loading', () => {
  it('imports no sink until it is configured and first used, then each configured one once', async () => {
    const window = { document: {}, location: { pathname: '/jobs' } } as AnalyticsWindow
    const loadScript = async () => {}

    const nothing = createAnalytics({ platform: 'web', window, loadScript })
    nothing.track('a')
    nothing.identify('u1')
    nothing.reset()
    await nothing.flush()
    expect(imported).toEqual({ tagManager: 0, socialPixel: 0, engagement: 0, productAnalytics: 0 })

    const some = createAnalytics({
      platform: 'web',
      window,
      loadScript,
      adTracking: { seeker: { tagManagerContainerId: 'GTM-JOBS' }, advertiser: { socialPixelId: '200' } },
      productAnalytics: { apiKey: 'k', apiHost: 'https://a.test', load: async () => posthog },
    })
    await Promise.resolve()
    expect(imported).toEqual({ tagManager: 0, socialPixel: 0, engagement: 0, productAnalytics: 0 })

    some.track('b')
    some.track('c')
    await some.flush()
    expect(imported).toEqual({ tagManager: 1, socialPixel: 0, engagement: 0, productAnalytics: 1 })
  })
})
