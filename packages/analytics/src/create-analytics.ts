/**
 * `createAnalytics(config)`: the app's one analytics object. Each sink is configured by its own setting and
 * loaded on first use with a dynamic import, so a page that tracks nothing loads nothing, and no vendor code
 * lands in first-load JavaScript. With nothing configured there are no sinks (development adds a console).
 * On the server (no window) no vendor sink is created at all.
 */

import type { AppType } from '@localjobs/api-client/app-context'
import type { PostHogConfig } from 'posthog-js'
import { type AdTrackingPairs, adTrackingIdsForPath } from './ad-tracking.ts'
import { type LoadScript, type ScriptDocument, scriptLoader } from './load-script.ts'
import type { SocialPixelWindow } from './sinks/social-pixel.ts'
import type { TagManagerWindow } from './sinks/tag-manager.ts'
import {
  type AnalyticsEvent,
  type AnalyticsSink,
  type AnalyticsUser,
  createTracker,
  type EventName,
  type SearchParamsInput,
  type SinkKind,
  type TrackFlags,
  type TrackOptions,
} from './track.ts'

/** The browser globals the sinks use; `window` in a browser, a plain object in tests. */
export interface AnalyticsWindow extends TagManagerWindow, SocialPixelWindow {
  document: ScriptDocument
  location?: { pathname: string }
}

/** What the engagement sink sends; adapt your SDK (CleverTap, MoEngage, ...) to receive these. */
export type EngagementCommand =
  | { type: 'event'; name: string; properties: Record<string, string | number | boolean | null> }
  | { type: 'identify'; userId: string; mobile_number?: string }
  | { type: 'reset' }

export interface EngagementPlatform {
  push(command: EngagementCommand): void
}

/** The part of posthog-js the product analytics sink uses. */
export interface ProductAnalyticsClient {
  init(token: string, config: Partial<PostHogConfig>): unknown
  capture(event: string, properties?: Record<string, unknown>): unknown
  identify(distinctId: string, properties?: Record<string, unknown>): unknown
  reset(): unknown
}

export interface ProductAnalyticsOptions {
  /** the project's public key; the sink is off without one */
  apiKey: string
  /** the analytics host events are batched to */
  apiHost: string
  /** record sessions (off unless set) */
  sessionRecording?: boolean
  /** how the library is loaded; the default imports posthog-js */
  load?: () => Promise<ProductAnalyticsClient>
}

export interface AnalyticsConfig {
  platform: AppType
  /** The page's path, which picks the ad-tracking pair; defaults to `window.location.pathname`. */
  pathname?: string
  /** Tag manager container and social pixel ids for the advertiser shell and for the seeker shell. */
  adTracking?: AdTrackingPairs
  /** The engagement platform's SDK, adapted to one `push`, loaded on first use. */
  engagement?: { load: () => Promise<EngagementPlatform> }
  /** posthog-js settings; without an `apiKey` the sink is off. */
  productAnalytics?: ProductAnalyticsOptions
  /** Logs every call to the console (for development). */
  console?: boolean
  /** Defaults to the global `window`; without one (server rendering) only the console sink works. */
  window?: AnalyticsWindow | undefined
  /** Defaults to adding a `<script async>` to the document's head. */
  loadScript?: LoadScript
}

export interface Analytics {
  /** The configured sinks, in the order they receive events. */
  readonly sinks: readonly SinkKind[]
  track(
    name: EventName,
    options?: TrackOptions,
    searchParams?: SearchParamsInput,
    flags?: TrackFlags,
  ): AnalyticsEvent
  /** On login: the user id and, when known, the mobile number, for every sink that knows users. */
  identify(userId: string, properties?: { mobile_number?: string }): void
  /** On logout: forgets the user in every sink that knows users. */
  reset(): void
  /** Resolves once every call so far has reached the sinks (tests, or before leaving the page). */
  flush(): Promise<void>
}

interface LazySink extends AnalyticsSink {
  idle(): Promise<void>
}

function lazySink(kind: SinkKind, load: () => Promise<AnalyticsSink>): LazySink {
  let sink: Promise<AnalyticsSink | undefined> | undefined
  let last: Promise<void> = Promise.resolve()
  const run = (what: string, call: (loaded: AnalyticsSink) => void) => {
    sink ??= load().catch((error: unknown) => {
      console.error(`analytics: the ${kind} sink did not load`, error)
      return undefined
    })
    const ready = sink
    last = last.then(async () => {
      const loaded = await ready
      if (!loaded) return
      try {
        call(loaded)
      } catch (error) {
        console.error(`analytics sink ${kind} failed on ${what}`, error)
      }
    })
  }
  return {
    kind,
    track: (event) => run(event.name, (loaded) => loaded.track(event)),
    identify: (user) => run('identify', (loaded) => loaded.identify?.(user)),
    reset: () => run('reset', (loaded) => loaded.reset?.()),
    idle: () => last,
  }
}

const consoleSink: AnalyticsSink = {
  kind: 'console',
  track: (event) => console.info('[analytics]', event.name, event),
  identify: (user) => console.info('[analytics] identify', user),
  reset: () => console.info('[analytics] reset'),
}

const globalWindow = (): AnalyticsWindow | undefined => (typeof window === 'undefined' ? undefined : window)

export function createAnalytics(config: AnalyticsConfig): Analytics {
  const win = 'window' in config ? config.window : globalWindow()
  const loadScript = config.loadScript ?? (win ? scriptLoader(win.document) : undefined)
  const pathname = config.pathname ?? win?.location?.pathname ?? '/'
  const ids = config.adTracking ? adTrackingIdsForPath(pathname, config.adTracking) : {}

  const lazy: LazySink[] = []
  const { tagManagerContainerId: containerId, socialPixelId: pixelId } = ids
  if (win && loadScript && containerId) {
    lazy.push(
      lazySink('tag-manager', async () =>
        (await import('./sinks/tag-manager.ts')).createTagManagerSink({
          containerId,
          window: win,
          loadScript,
        }),
      ),
    )
  }
  if (win && loadScript && pixelId) {
    lazy.push(
      lazySink('social-pixel', async () =>
        (await import('./sinks/social-pixel.ts')).createSocialPixelSink({ pixelId, window: win, loadScript }),
      ),
    )
  }
  const { engagement, productAnalytics } = config
  if (win && engagement) {
    lazy.push(
      lazySink('engagement', async () =>
        (await import('./sinks/engagement.ts')).createEngagementSink(engagement),
      ),
    )
  }
  if (win && productAnalytics?.apiKey) {
    lazy.push(
      lazySink('product-analytics', async () =>
        (await import('./sinks/product-analytics.ts')).createProductAnalyticsSink(productAnalytics),
      ),
    )
  }
  const sinks: AnalyticsSink[] = [...lazy, ...(config.console ? [consoleSink] : [])]
  const everySink = (what: string, call: (sink: AnalyticsSink) => void) => {
    for (const sink of sinks) {
      try {
        call(sink)
      } catch (error) {
        console.error(`analytics sink ${sink.kind} failed on ${what}`, error)
      }
    }
  }

  return {
    sinks: sinks.map((sink) => sink.kind),
    track: createTracker({ platform: config.platform, sinks }),
    identify(userId, properties = {}) {
      if (!userId.trim()) throw new TypeError('identify needs a user id')
      const user: AnalyticsUser = {
        userId,
        ...(properties.mobile_number ? { mobile_number: properties.mobile_number } : {}),
      }
      everySink('identify', (sink) => sink.identify?.(user))
    },
    reset() {
      everySink('reset', (sink) => sink.reset?.())
    },
    flush: async () => {
      await Promise.all(lazy.map((sink) => sink.idle()))
    },
  }
}
