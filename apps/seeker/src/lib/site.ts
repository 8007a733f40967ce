import type { Locale } from '@localjobs/api-client/classifieds/types'

/** The product's name as people see it in titles and the header. */
export const productName = 'LocalJobs'

/**
 * Per-request facts the server decides and the browser must reuse while hydrating, so both render the
 * same markup: the public origin (canonical URLs), the language, and the clock ("2 days ago").
 */
export interface SiteContext {
  publicOrigin: string
  locale: Locale
  /** ms since the epoch at which the server rendered the page */
  renderedAt: number
}
