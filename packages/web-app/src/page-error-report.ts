import type { ErrorReportingSettings } from '@localjobs/error-reporting/options'

/**
 * Whether a page's error is ours to report (decision 042). Not when the device is offline or the API could
 * not be reached (the network, not a fault), nor an API answer of 500 or more (the API reported it itself).
 */
export function isReportable(error: unknown): boolean {
  if (!(error instanceof Error)) return true
  if (error.name === 'ApiOfflineError' || error.name === 'ApiUnreachableError') return false
  const status = (error as { status?: unknown }).status
  return !(error.name === 'ApiError' && typeof status === 'number' && status >= 500)
}

/**
 * Reports an error a page failed with (the router's error component, ErrorPage), with the site context's
 * settings: its effect runs before the document's has started reporting. Nothing when reporting is off.
 */
export function reportPageError(
  given: ErrorReportingSettings | null,
  error: unknown,
  componentStack?: string,
): void {
  if (!given || !isReportable(error)) return
  void import('@localjobs/error-reporting/browser').then((side) => {
    side.startBrowserErrorReporting(given)
    side.reportRenderError(error, componentStack)
  })
}
