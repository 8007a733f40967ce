import { useScreenViews as useAppScreenViews } from '@localjobs/web-app/screen-views'
import { seekerAnalytics } from './analytics.ts'

/**
 * Sends a screen view for the page shown first and for every page navigated to after it, named by the
 * route's `staticData.screen` ('not_found' for a missing page); `@localjobs/web-app/screen-views`.
 */
export function useScreenViews(): void {
  useAppScreenViews(seekerAnalytics)
}
