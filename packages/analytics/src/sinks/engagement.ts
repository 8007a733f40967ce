/**
 * Engagement platform sink (a CleverTap or MoEngage style SDK). The app adapts its SDK to one `push` of
 * plain commands, loaded on first use, so this package depends on no vendor.
 */
import type { EngagementPlatform } from '../create-analytics.ts'
import { type AnalyticsSink, eventProperties } from '../track.ts'

export async function createEngagementSink(options: {
  load: () => Promise<EngagementPlatform>
}): Promise<AnalyticsSink> {
  const platform = await options.load()
  return {
    kind: 'engagement',
    track: (event) => platform.push({ type: 'event', name: event.name, properties: eventProperties(event) }),
    identify: ({ userId, mobile_number }) =>
      platform.push({ type: 'identify', userId, ...(mobile_number ? { mobile_number } : {}) }),
    reset: () => platform.push({ type: 'reset' }),
  }
}
