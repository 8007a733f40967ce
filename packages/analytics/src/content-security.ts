/**
 * What the ad-tracking vendors' code loads, calls and draws, by Content-Security-Policy directive, so a
 * page's policy (`@localjobs/web-app/security-headers`, decision 038) allows exactly the sinks its shell has
 * configured and nothing when none is. The hosts are the vendors' own documented ones.
 */
import type { AdTrackingIds } from './ad-tracking.ts'
import { SOCIAL_PIXEL_SCRIPT_URL } from './sinks/social-pixel.ts'
import { tagManagerScriptUrl } from './sinks/tag-manager.ts'

/** Origins (or host wildcards) per directive. */
export interface VendorSources {
  /** script-src: the vendor's script and what it loads */
  script: string[]
  /** connect-src: where it sends events (fetch, sendBeacon) */
  connect: string[]
  /** img-src: its tracking pixels */
  img: string[]
}

const originOf = (url: string) => new URL(url).origin

/**
 * The tag manager container, and Google Analytics 4, the tag it carries in practice: the container script
 * loads gtag.js from the same host, which sends hits to the analytics hosts (regional subdomains, hence the
 * wildcards).
 */
export const TAG_MANAGER_SOURCES: VendorSources = {
  script: [originOf(tagManagerScriptUrl('GTM-X'))],
  connect: [
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
}

/** The social pixel: its script (and its per-pixel configuration, same host), and its event endpoint. */
export const SOCIAL_PIXEL_SOURCES: VendorSources = {
  script: [originOf(SOCIAL_PIXEL_SCRIPT_URL)],
  connect: ['https://www.facebook.com'],
  img: ['https://www.facebook.com'],
}

/** The sources of the sinks one shell's ids turn on; empty lists when nothing is configured. */
export function adTrackingSources(ids: AdTrackingIds): VendorSources {
  const vendors = [
    ...(ids.tagManagerContainerId ? [TAG_MANAGER_SOURCES] : []),
    ...(ids.socialPixelId ? [SOCIAL_PIXEL_SOURCES] : []),
  ]
  const unique = (pick: (sources: VendorSources) => string[]) => [...new Set(vendors.flatMap(pick))]
  return {
    script: unique((sources) => sources.script),
    connect: unique((sources) => sources.connect),
    img: unique((sources) => sources.img),
  }
}
