import type { Analytics } from '@localjobs/analytics/create-analytics'
import type { TrackOptions } from '@localjobs/analytics/track'
import type { SiteContext } from '@localjobs/web-app/router'

/**
 * The seeker app's analytics: every event is a seeker event (`isSeeker: true`, so it never reaches product
 * analytics) marked with the page's app type. `@localjobs/analytics` is imported on the first event, and
 * only when a sink is configured: with nothing configured (the default) no analytics code is downloaded.
 */
let site: Pick<SiteContext, 'analytics' | 'appType'> | undefined
let analytics: Promise<Analytics> | undefined

/** Called once in the browser with the page's settings (from the server, via the site context). */
export function startAnalytics(settings: Pick<SiteContext, 'analytics' | 'appType'>): void {
  site = settings
}

function hasSinks(settings: SiteContext['analytics']): boolean {
  return settings.console || Object.keys(settings.seeker).length > 0
}

export function track(name: string, options?: TrackOptions): void {
  if (typeof window === 'undefined' || !site || !hasSinks(site.analytics)) return
  const { analytics: settings, appType } = site
  analytics ??= import('@localjobs/analytics/create-analytics').then(({ createAnalytics }) =>
    createAnalytics({
      platform: appType,
      adTracking: { seeker: settings.seeker, advertiser: settings.advertiser },
      console: settings.console,
    }),
  )
  void analytics.then((client) => client.track(name, options, window.location.search, { isSeeker: true }))
}

/** A tap on something (the default category). */
export const trackTap = (name: string, properties?: TrackOptions['properties']) =>
  track(name, properties ? { properties } : undefined)

/** A filter value switched on or off (spec section 9: category 'toggle'). */
export const trackFilterToggle = (filterId: number, valueId: number, checked: boolean) =>
  track('toggle_filter', {
    category: 'toggle',
    properties: { filter_id: filterId, value_id: valueId, checked },
  })
