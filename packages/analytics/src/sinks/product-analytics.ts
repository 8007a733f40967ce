/**
 * Product analytics sink (posthog-js). The library is imported on first use only, so it never lands in an
 * app's first-load JavaScript. Batched requests, no autocapture, session recording only when configured.
 */
import type { PostHogConfig } from 'posthog-js'
import type { ProductAnalyticsClient, ProductAnalyticsOptions } from '../create-analytics.ts'
import { type AnalyticsSink, eventProperties } from '../track.ts'

export const loadPosthog = async (): Promise<ProductAnalyticsClient> => (await import('posthog-js')).default

export function productAnalyticsSettings(options: ProductAnalyticsOptions): Partial<PostHogConfig> {
  return {
    api_host: options.apiHost,
    request_batching: true,
    autocapture: false,
    capture_pageview: false,
    capture_pageleave: false,
    disable_session_recording: options.sessionRecording !== true,
  }
}

export async function createProductAnalyticsSink(options: ProductAnalyticsOptions): Promise<AnalyticsSink> {
  const client = await (options.load ?? loadPosthog)()
  client.init(options.apiKey, productAnalyticsSettings(options))
  return {
    kind: 'product-analytics',
    track: (event) => client.capture(event.name, eventProperties(event)),
    identify: ({ userId, mobile_number }) =>
      client.identify(userId, mobile_number ? { mobile_number } : undefined),
    reset: () => client.reset(),
  }
}
