/**
 * Spec section 9: pages under /hire or /recruit (the advertiser shell) use one pair of ad-tracking ids, all
 * other pages another. The shell rule itself lives in `@localjobs/api-client/shell`.
 */
import { type Shell, shellForPath } from '@localjobs/api-client/shell'

/** One shell's ids: the tag manager container and the social pixel. A missing id loads nothing. */
export interface AdTrackingIds {
  tagManagerContainerId?: string
  socialPixelId?: string
}

export type AdTrackingPairs = Record<Shell, AdTrackingIds>

export function adTrackingIdsForPath(pathname: string, pairs: AdTrackingPairs): AdTrackingIds {
  return pairs[shellForPath(pathname)]
}
