/** Spec sections 1 and 9: where a page runs. Analytics events are marked with it. */
export const PLATFORMS = ['web', 'news', 'jobs_wbv', 'news_wbv'] as const
export type Platform = (typeof PLATFORMS)[number]

/** The jobs app's and the news app's web views (spec section 1). */
export const APP_WEB_VIEW_PLATFORMS = ['jobs_wbv', 'news_wbv'] as const satisfies readonly Platform[]

export function isAppWebView(platform: Platform): boolean {
  return (APP_WEB_VIEW_PLATFORMS as readonly Platform[]).includes(platform)
}
