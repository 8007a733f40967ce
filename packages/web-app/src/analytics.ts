import type { Analytics } from '@localjobs/analytics/create-analytics'
import type { TrackOptions } from '@localjobs/analytics/track'
import type { SiteContext } from './router.ts'

/** Whose ad-tracking ids an app uses, which decides whether anything is sent. */
export type Shell = 'seeker' | 'advertiser'

/**
 * The page's analytics, one app per page. `startAnalytics` is called once in the browser with the page's
 * settings (from the server, via the site context; `useScreenViews` does it); then `track` anywhere. Every
 * event is marked with the page's app type; a seeker app's events are seeker events (`isSeeker: true`, so
 * they never reach product analytics). `@localjobs/analytics` is imported on the first event, and only when
 * the app's shell has a sink configured: with nothing configured (the default) no analytics code is
 * downloaded.
 */
let site: Pick<SiteContext, 'analytics' | 'appType'> | undefined
let shell: Shell = 'seeker'
let isSeeker = true
let analytics: Promise<Analytics> | undefined

export function startAnalytics(settings: Pick<SiteContext, 'analytics' | 'appType'>, appShell: Shell): void {
  site = settings
  shell = appShell
  isSeeker = appShell === 'seeker'
}

export function track(name: string, options?: TrackOptions): void {
  if (typeof window === 'undefined' || !site) return
  const { analytics: settings, appType } = site
  if (!settings.console && Object.keys(settings[shell]).length === 0) return
  analytics ??= import('@localjobs/analytics/create-analytics').then(({ createAnalytics }) =>
    createAnalytics({
      platform: appType,
      adTracking: { seeker: settings.seeker, advertiser: settings.advertiser },
      console: settings.console,
    }),
  )
  void analytics.then((client) => client.track(name, options, window.location.search, { isSeeker }))
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
