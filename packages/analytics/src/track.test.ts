import { describe, expect, it, vi } from 'vitest'
import { EVENT_CATEGORIES, TOGGLE_EVENTS } from './events.ts'
import {
  type AnalyticsEvent,
  type AnalyticsSink,
  buildEvent,
  createTracker,
  eventProperties,
  pickUtmParams,
  type SinkKind,
} from './track.ts'

const recordingSink = (kind: SinkKind) => {
  const events: AnalyticsEvent[] = []
  const sink: AnalyticsSink = { kind, track: (e) => events.push(e) }
  return { sink, events }
}

describe('buildEvent', () => {
  it('defaults the category to tap', () => {
    expect(buildEvent('tap_apply', 'web').category).toBe('tap')
  })

  it.each(Object.values(TOGGLE_EVENTS))('defaults the toggle event %s to the toggle category', (name) => {
    expect(buildEvent(name, 'web').category).toBe('toggle')
  })

  it('lets an explicit category win over the toggle default', () => {
    expect(buildEvent(TOGGLE_EVENTS.skills, 'web', { category: 'impression' }).category).toBe('impression')
  })

  it.each(EVENT_CATEGORIES)('keeps the category %s', (category) => {
    expect(buildEvent('x', 'web', { category }).category).toBe(category)
  })

  it.each(['control', 'variant', 'default'] as const)('carries variant_type %s', (variant_type) => {
    expect(buildEvent('x', 'web', { variant_type }).variant_type).toBe(variant_type)
  })

  it.each(['web', 'news', 'jobs_wbv', 'news_wbv'] as const)('marks the platform %s', (platform) => {
    expect(buildEvent('x', platform).platform).toBe(platform)
  })

  it('carries both flags, false when not given', () => {
    expect(buildEvent('x', 'web')).toMatchObject({ isSeeker: false, isJobPostedSuccessfully: false })
    expect(
      buildEvent('x', 'web', {}, undefined, { isSeeker: true, isJobPostedSuccessfully: true }),
    ).toMatchObject({ isSeeker: true, isJobPostedSuccessfully: true })
  })

  it('refuses an event without a name', () => {
    expect(() => buildEvent('  ', 'web')).toThrow(TypeError)
  })
})

describe('eventProperties', () => {
  it('flattens the event into the property bag the vendor sinks send', () => {
    const event = buildEvent(
      'tap_pay',
      'news_wbv',
      { category: 'tap', variant_type: 'control', properties: { plan: 'premium' } },
      '?utm_source=wa&utm_campaign=diwali&gclid=x',
      { isJobPostedSuccessfully: true },
    )
    expect(eventProperties(event)).toEqual({
      plan: 'premium',
      category: 'tap',
      variant_type: 'control',
      platform: 'news_wbv',
      utm_source: 'wa',
      utm_campaign: 'diwali',
      isSeeker: false,
      isJobPostedSuccessfully: true,
    })
  })

  it('leaves variant_type out when the event has none', () => {
    expect(eventProperties(buildEvent('x', 'web'))).not.toHaveProperty('variant_type')
  })
})

describe('pickUtmParams', () => {
  it.each([
    ['utm_source', 'google'],
    ['utm_medium', 'cpc'],
    ['utm_campaign', 'diwali'],
  ])('forwards %s', (key, value) => {
    expect(pickUtmParams(`?${key}=${value}`)).toEqual({ [key]: value })
  })

  it.each(['utm_term', 'utm_content', 'gclid', 'fbclid', 'mobile'])('drops %s', (key) => {
    expect(pickUtmParams(new URLSearchParams({ [key]: 'v', utm_source: 's' }))).toEqual({ utm_source: 's' })
  })

  it('accepts a plain object and skips undefined values', () => {
    expect(pickUtmParams({ utm_medium: 'sms', utm_source: undefined, other: 'x' })).toEqual({
      utm_medium: 'sms',
    })
  })
})

describe('createTracker', () => {
  it('sends seeker-marked events to every sink except product analytics', () => {
    const kinds: SinkKind[] = ['tag-manager', 'social-pixel', 'engagement', 'product-analytics']
    const sinks = kinds.map(recordingSink)
    const track = createTracker({ platform: 'jobs_wbv', sinks: sinks.map((s) => s.sink) })

    track('screen_view_jobs', { category: 'screen_view' }, '?utm_source=wa', { isSeeker: true })

    expect(sinks.map((s) => s.events.length)).toEqual([1, 1, 1, 0])
    expect(sinks[0]?.events[0]).toMatchObject({
      name: 'screen_view_jobs',
      platform: 'jobs_wbv',
      utm: { utm_source: 'wa' },
    })
  })

  it('sends advertiser events to product analytics', () => {
    const product = recordingSink('product-analytics')
    createTracker({ platform: 'web', sinks: [product.sink] })('tap_post_job')
    expect(product.events).toHaveLength(1)
  })

  it('keeps tracking when one sink throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken: AnalyticsSink = {
      kind: 'social-pixel',
      track: () => {
        throw new Error('pixel blocked')
      },
    }
    const ok = recordingSink('tag-manager')
    createTracker({ platform: 'web', sinks: [broken, ok.sink] })('tap_apply')
    expect(ok.events).toHaveLength(1)
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })
})
