import { captureReactException, getClient, init } from '@sentry/react'
import type { ErrorReportingSettings } from './options.ts'
import { sharedOptions } from './options.ts'

/**
 * The browser's side, loaded lazily after the page has hydrated (never in a page's first load: budgets in
 * e2e/budgets.ts). Sentry's default browser integrations report uncaught errors and unhandled rejections
 * from then on; release-health sessions are left out (a request per page view on a slow network, for
 * nothing the spec asks).
 */
export function startBrowserErrorReporting(settings: ErrorReportingSettings): void {
  if (getClient()) return
  init({
    ...sharedOptions(settings),
    integrations: (defaults) => defaults.filter(({ name }) => name !== 'BrowserSession'),
  })
}

/** Reports an error a page failed to render with (the router's error component), with React's component stack. */
export function reportRenderError(error: unknown, componentStack?: string): void {
  captureReactException(
    error,
    { componentStack: componentStack ?? '' },
    {
      mechanism: { type: 'localjobs.error-page', handled: true },
    },
  )
}
