import type { Analytics } from '@localjobs/analytics/create-analytics'
import type { TrackOptions } from '@localjobs/analytics/track'
import type { SiteContext } from './router.ts'

export type AnalyticsSettings = Pick<SiteContext, 'analytics' | 'appType'>

/** An app's analytics: started once in the browser with the page's settings, then `track` anywhere. */
export interface AppAnalytics {
  /** Called once in the browser with the page's settings (from the server, via the site context). */
  start(settings: AnalyticsSettings): void
  track(name: string, options?: TrackOptions): void
}

/**
 * The analytics of one app (`shell`: whose ad-tracking ids decide whether anything is sent). Every event is
 * marked with the page's app type; a seeker app's events are seeker events (`isSeeker: true`, so they never
 * reach product analytics). `@localjobs/analytics` is imported on the first event, and only when a sink is
 * configured: with nothing configured (the default) no analytics code is downloaded.
 */
export function createAppAnalytics({ shell }: { shell: 'seeker' | 'advertiser' }): AppAnalytics {
  let site: AnalyticsSettings | undefined
  let analytics: Promise<Analytics> | undefined
  const hasSinks = (settings: SiteContext['analytics']) =>
    settings.console || Object.keys(settings[shell]).length > 0
  return {
    start: (settings) => {
      site = settings
    },
    track: (name, options) => {
      if (typeof window === 'undefined' || !site || !hasSinks(site.analytics)) return
      const { analytics: settings, appType } = site
      analytics ??= import('@localjobs/analytics/create-analytics').then(({ createAnalytics }) =>
        createAnalytics({
          platform: appType,
          adTracking: { seeker: settings.seeker, advertiser: settings.advertiser },
          console: settings.console,
        }),
      )
      const isSeeker = shell === 'seeker'
      void analytics.then((client) => client.track(name, options, window.location.search, { isSeeker }))
    },
  }
}
