import { useScreenViews as useAppScreenViews } from '@localjobs/web-app/screen-views'

/**
 * Sends a screen view for the page shown first and for every page navigated to after it, named by the
 * route's `staticData.screen` ('not_found' for a missing page); `@localjobs/web-app/screen-views`. The
 * advertiser shell: its events use the advertiser ad-tracking pair (spec section 9: pages under /hire) and
 * are not seeker events.
 */
export const useScreenViews = (): void => useAppScreenViews('advertiser')
