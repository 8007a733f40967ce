import type { ErrorReportingSettings } from '@localjobs/error-reporting/options'

/**
 * Starts error reporting in the browser (decision 042), once the page has hydrated (AppDocument calls it
 * with the server's settings): `@localjobs/error-reporting/browser`, with `@sentry/react`, is fetched in
 * an idle moment, and only when the server said a DSN is set: nothing of Sentry is in a page's first load.
 * This function is, in every page's (e2e/budgets.ts): keep it this small. Safari (the iOS web views) has no
 * requestIdleCallback: there it starts at once, after the hydration's own work.
 */
export function startErrorReporting(given: ErrorReportingSettings | null): void {
  if (!given) return
  const idle = (window.requestIdleCallback ?? setTimeout) as (run: () => void, options: object) => void
  idle(
    () => import('@localjobs/error-reporting/browser').then((side) => side.startBrowserErrorReporting(given)),
    {
      timeout: 5000,
    },
  )
}
