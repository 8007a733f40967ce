/** Tag manager sink: events go to the `dataLayer` queue, which the container script reads once loaded. */
import type { LoadScript } from '../load-script.ts'
import { type AnalyticsSink, eventProperties } from '../track.ts'

/** GTM keeps `dataLayer` an array and replaces its `push` once loaded. */
export type DataLayer = object[]

export interface TagManagerWindow {
  dataLayer?: DataLayer
}

export const tagManagerScriptUrl = (containerId: string) =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`

export function createTagManagerSink(options: {
  containerId: string
  window: TagManagerWindow
  loadScript: LoadScript
}): AnalyticsSink {
  const { window } = options
  window.dataLayer ??= []
  const dataLayer = window.dataLayer
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  options.loadScript(tagManagerScriptUrl(options.containerId)).catch((error: unknown) => {
    console.warn('analytics: the tag manager script did not load', error)
  })
  return {
    kind: 'tag-manager',
    track: (event) => dataLayer.push({ event: event.name, ...eventProperties(event) }),
    identify: ({ userId, mobile_number }) =>
      dataLayer.push({ event: 'identify', user_id: userId, ...(mobile_number ? { mobile_number } : {}) }),
    reset: () => dataLayer.push({ event: 'reset', user_id: null, mobile_number: null }),
  }
}
