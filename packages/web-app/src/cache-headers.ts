/**
 * Cache-Control for a public page: shared caches (a CDN) may keep it for `seconds` and serve it stale while
 * they refresh it. Pages that failed or were not found get none, so an outage is never cached.
 * Use it as a route's `headers: ({ match }) => publicPageHeaders(match.status, 60)`.
 */
export function publicPageHeaders(matchStatus: string, seconds: number): Record<string, string> | undefined {
  if (matchStatus !== 'success') return undefined
  return { 'cache-control': `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}` }
}

/**
 * Cache-Control for a page about the person looking at it (their applications, their profile): no cache,
 * shared or the browser's own, may keep it, whatever it shows. Use it as a route's
 * `headers: privatePageHeaders`.
 */
export function privatePageHeaders(): Record<string, string> {
  return { 'cache-control': 'private, no-store' }
}
