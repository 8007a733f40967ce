/**
 * The tracking call (spec sections 3, 6 and 9): an event name, optional options (category, variant_type),
 * the page's search parameters and two flags. Sinks (tag manager, social pixel, engagement platform,
 * product analytics) receive the same normalised event; which sink gets what is decided here, once.
 */

import type { AppType } from '@localjobs/api-client/app-context'
import { defaultCategoryFor, type EventCategory, type KnownEventName } from './events.ts'
import type { VariantType } from './experiment.ts'

/** Spec section 9: only these campaign parameters are forwarded. */
export const FORWARDED_UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign'] as const
export type UtmParams = Partial<Record<(typeof FORWARDED_UTM_PARAMS)[number], string>>

export interface TrackOptions {
  category?: EventCategory
  variant_type?: VariantType
  /** extra event properties */
  properties?: Record<string, string | number | boolean | null>
}

export interface TrackFlags {
  /** seeker-marked events never reach product analytics (spec section 6) */
  isSeeker?: boolean
  isJobPostedSuccessfully?: boolean
}

export interface AnalyticsEvent {
  name: string
  category: EventCategory
  variant_type?: VariantType
  platform: AppType
  utm: UtmParams
  isSeeker: boolean
  isJobPostedSuccessfully: boolean
  properties: Record<string, string | number | boolean | null>
}

export type SinkKind = 'tag-manager' | 'social-pixel' | 'engagement' | 'product-analytics' | 'console'

/** Spec section 3: the user identifier and the mobile_number user property attached to sessions. */
export interface AnalyticsUser {
  userId: string
  mobile_number?: string
}

export interface AnalyticsSink {
  kind: SinkKind
  track(event: AnalyticsEvent): void
  /** for sinks that know users; called on login */
  identify?(user: AnalyticsUser): void
  /** for sinks that know users; called on logout */
  reset?(): void
}

/** A known event name (autocompleted) or any other name. */
export type EventName = KnownEventName | (string & {})

export interface TrackerConfig {
  platform: AppType
  sinks: readonly AnalyticsSink[]
}

export type SearchParamsInput = URLSearchParams | string | Record<string, string | undefined> | undefined

/** Keeps utm_source, utm_medium and utm_campaign; drops every other parameter. */
export function pickUtmParams(searchParams: SearchParamsInput): UtmParams {
  const params =
    searchParams instanceof URLSearchParams
      ? searchParams
      : typeof searchParams === 'string'
        ? new URLSearchParams(searchParams)
        : new URLSearchParams(
            Object.entries(searchParams ?? {}).filter((e): e is [string, string] => e[1] !== undefined),
          )
  const utm: UtmParams = {}
  for (const key of FORWARDED_UTM_PARAMS) {
    const value = params.get(key)
    if (value) utm[key] = value
  }
  return utm
}

/** The normalised event every sink receives. */
export function buildEvent(
  name: EventName,
  platform: AppType,
  options: TrackOptions = {},
  searchParams?: SearchParamsInput,
  flags: TrackFlags = {},
): AnalyticsEvent {
  if (!name.trim()) throw new TypeError('An analytics event needs a name')
  return {
    name,
    category: options.category ?? defaultCategoryFor(name),
    ...(options.variant_type ? { variant_type: options.variant_type } : {}),
    platform,
    utm: pickUtmParams(searchParams),
    isSeeker: flags.isSeeker ?? false,
    isJobPostedSuccessfully: flags.isJobPostedSuccessfully ?? false,
    properties: options.properties ?? {},
  }
}

/** The flat property bag the vendor sinks send with an event. */
export function eventProperties(event: AnalyticsEvent): Record<string, string | number | boolean | null> {
  return {
    ...event.properties,
    category: event.category,
    ...(event.variant_type ? { variant_type: event.variant_type } : {}),
    platform: event.platform,
    ...event.utm,
    isSeeker: event.isSeeker,
    isJobPostedSuccessfully: event.isJobPostedSuccessfully,
  }
}

/** Whether a sink may receive an event. */
export function sinkAccepts(sink: AnalyticsSink, event: AnalyticsEvent): boolean {
  return !(sink.kind === 'product-analytics' && event.isSeeker)
}

/**
 * Returns the app's `track` function. A failing sink is reported to the console and never breaks the
 * page or the other sinks.
 */
export function createTracker(config: TrackerConfig) {
  return function track(
    name: EventName,
    options?: TrackOptions,
    searchParams?: SearchParamsInput,
    flags?: TrackFlags,
  ): AnalyticsEvent {
    const event = buildEvent(name, config.platform, options, searchParams, flags)
    for (const sink of config.sinks) {
      if (!sinkAccepts(sink, event)) continue
      try {
        sink.track(event)
      } catch (error) {
        console.error(`analytics sink ${sink.kind} failed on ${name}`, error)
      }
    }
    return event
  }
}
