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
}

export const routeBudgets: RouteBudget[] = [
  { name: 'seeker home (job list)', path: '/jobs', firstLoadJsGzipBytes: 130 * 1024 },
  {
    name: 'seeker category-location list',
    path: '/jobs/{first-category-location}',
    firstLoadJsGzipBytes: 130 * 1024,
  },
  { name: 'advertiser home', path: '/hire', firstLoadJsGzipBytes: 130 * 1024 },
]
