/**
 * Performance budgets, checked by `bundle-budget.ts` against a running server (part of `./run test`).
 * First-load JS: every script the page loads until the network is idle, gzip-compressed (level 9).
 */
export interface RouteBudget {
  name: string
  /** a path on the one-origin server */
  path: string
  /** gzip bytes of all JavaScript loaded on first load */
  firstLoadJsGzipBytes: number
  /**
   * gzip bytes of the HTML document plus its stylesheets: what must arrive before the first paint,
   * ideally within the first TCP round trips of a slow connection.
   */
  htmlAndCssGzipBytes?: number
}

export const routeBudgets: RouteBudget[] = [
  {
    name: 'seeker home (job list)',
    path: '/jobs',
    firstLoadJsGzipBytes: 130 * 1024,
    htmlAndCssGzipBytes: 14 * 1024,
  },
  {
    name: 'seeker category-location list',
    path: '/jobs/{first-category-location}',
    firstLoadJsGzipBytes: 130 * 1024,
    htmlAndCssGzipBytes: 14 * 1024,
  },
  {
    // The test device's language, and a shared link's campaign tags: the same page must cost the same.
    name: 'seeker home in Telugu from a shared link',
    path: '/jobs?lang=te&utm_source=whatsapp',
    firstLoadJsGzipBytes: 130 * 1024,
    htmlAndCssGzipBytes: 14 * 1024,
  },
  { name: 'advertiser home', path: '/hire', firstLoadJsGzipBytes: 130 * 1024 },
]

/**
 * Lighthouse on a job-list page, mobile (Lighthouse's default: a mid-range phone on a slow 4G connection,
 * simulated), median of `runs`; checked by `lighthouse-budget.ts`.
 */
export const lighthouseBudget = {
  name: 'seeker category-location list',
  path: '/jobs/{first-category-location}',
  runs: 5,
  /** Largest Contentful Paint, ms */
  largestContentfulPaintMs: 1500,
  /** Cumulative Layout Shift */
  cumulativeLayoutShift: 0.02,
  /** Total Blocking Time, ms */
  totalBlockingTimeMs: 100,
}
