import type { ErrorReportingSettings } from '@localjobs/error-reporting/options'

/** TanStack Start's request handler, as the server entry calls it. */
type Handler = (request: Request, options?: never) => Promise<Response> | Response

/**
 * An app's server renders with Sentry's Node SDK (decision 042), around Start's handler inside the server
 * entry (`createAppServerEntry(basePath, { errorReporting: () => readEnv().errorReporting })`): started on
 * the first request when `settings()` (the app's env: SENTRY_DSN) names a DSN; then every error that
 * escapes the handler (a render that could not answer at all, which Start turns into a 500) is reported
 * before it is thrown on, and the SDK reports unhandled rejections and uncaught exceptions. Errors a page
 * shows in its error component are reported by the browser (ErrorPage), so each arrives once. Without a DSN
 * nothing of Sentry is loaded.
 */
export function withErrorReporting<H extends Handler>(
  handler: H,
  settings: (() => ErrorReportingSettings | null) | undefined,
  server: string,
): H {
  if (!settings) return handler
  let node: Promise<typeof import('@localjobs/error-reporting/node') | undefined> | undefined
  const reporting = (async (request: Request, options?: never) => {
    node ??= import('@localjobs/error-reporting/node')
      .then(async (side) => ((await side.startNodeErrorReporting(settings())) ? side : undefined))
      // a configuration the app refuses fails every request by itself, and is not ours to hide
      .catch(() => undefined)
    try {
      return await handler(request, options)
    } catch (error) {
      const url = new URL(request.url)
      await (await node)?.reportServerError(error, {
        method: request.method,
        url: `${url.pathname}${url.search}`,
        server,
      })
      throw error
    }
  }) as H
  return reporting
}
