/**
 * Social pixel sink: the pixel's `fbq` command queue. Commands issued before the pixel script arrives wait
 * in `fbq.queue`; the script replays them. The pixel has no identify or reset of its own.
 */
import type { LoadScript } from '../load-script.ts'
import { type AnalyticsSink, eventProperties } from '../track.ts'

export interface PixelQueue {
  (...command: unknown[]): void
  callMethod?: (...command: unknown[]) => void
  queue: unknown[][]
  push: PixelQueue
  loaded: boolean
  version: string
}

export interface SocialPixelWindow {
  fbq?: PixelQueue
  _fbq?: PixelQueue
}

export const SOCIAL_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js'

function createPixelQueue(): PixelQueue {
  const fbq: PixelQueue = Object.assign(
    (...command: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...command)
      else fbq.queue.push(command)
    },
    { queue: [] as unknown[][], loaded: true, version: '2.0' },
  ) as PixelQueue
  fbq.push = fbq
  return fbq
}

export function createSocialPixelSink(options: {
  pixelId: string
  window: SocialPixelWindow
  loadScript: LoadScript
}): AnalyticsSink {
  const { window } = options
  if (!window.fbq) {
    window.fbq = createPixelQueue()
    window._fbq ??= window.fbq
  }
  const fbq = window.fbq
  fbq('init', options.pixelId)
  options.loadScript(SOCIAL_PIXEL_SCRIPT_URL).catch((error: unknown) => {
    console.warn('analytics: the social pixel script did not load', error)
  })
  return {
    kind: 'social-pixel',
    track: (event) => fbq('trackCustom', event.name, eventProperties(event)),
  }
}
