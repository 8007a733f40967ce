import type { TrackOptions } from '@localjobs/analytics/track'
import { createAppAnalytics } from '@localjobs/web-app/analytics'

/**
 * The seeker app's analytics (`@localjobs/web-app/analytics`, shared with the hire app): every event is a
 * seeker event (`isSeeker: true`, so it never reaches product analytics) marked with the page's app type.
 * `@localjobs/analytics` is imported on the first event, and only when a sink is configured: with nothing
 * configured (the default) no analytics code is downloaded.
 */
export const seekerAnalytics = createAppAnalytics({ shell: 'seeker' })

/** Called once in the browser with the page's settings (from the server, via the site context). */
export const startAnalytics = seekerAnalytics.start
export const track = seekerAnalytics.track

/** A tap on something (the default category). */
export const trackTap = (name: string, properties?: TrackOptions['properties']) =>
  track(name, properties ? { properties } : undefined)

/** A filter value switched on or off (spec section 9: category 'toggle'). */
export const trackFilterToggle = (filterId: number, valueId: number, checked: boolean) =>
  track('toggle_filter', {
    category: 'toggle',
    properties: { filter_id: filterId, value_id: valueId, checked },
  })
