import type { ErrorReportingSettings } from './options.ts'
import { sharedOptions } from './options.ts'

type NodeSdk = typeof import('@sentry/node')

let sdk: Promise<NodeSdk> | undefined

/**
 * Starts Sentry's Node SDK once per process; without settings (no SENTRY_DSN) it does nothing and loads
 * nothing. The API and the apps' server renders may share a process (the one-origin gateway): whichever
 * starts first configures the SDK, and the others use it.
 *
 * Errors only, with an explicit list of integrations: Sentry's defaults with `tracesSampleRate` set (even
 * to 0) also install some thirty tracing instrumentations and a module loader hook, and its web-framework
 * integrations capture errors by their own rule. Here the API reports from its error handler, where it
 * decides that an answer is a 500 (decision 042), so an error is reported once, by that rule. Left out as
 * well: local variables (they may hold numbers, codes and tokens) and release-health sessions. Unhandled
 * rejections and uncaught exceptions are reported, then the process exits as Node's default would
 * (Sentry's `strict` mode): turning reporting on does not change how the server behaves.
 */
export function startNodeErrorReporting(settings: ErrorReportingSettings | null): Promise<boolean> {
  if (!settings) return Promise.resolve(false)
  sdk ??= import('@sentry/node').then((Sentry) => {
    if (Sentry.getClient()) return Sentry
    Sentry.init({
      ...sharedOptions(settings),
      enableRuntimeChannelInjection: false,
      defaultIntegrations: false,
      integrations: [
        Sentry.eventFiltersIntegration(),
        Sentry.functionToStringIntegration(),
        Sentry.linkedErrorsIntegration(),
        Sentry.dedupeIntegration(),
        Sentry.requestDataIntegration(),
        Sentry.systemErrorIntegration(),
        // breadcrumbs: console lines, and the requests the server makes (a render's calls to the API)
        Sentry.consoleIntegration(),
        Sentry.httpIntegration({ spans: false, tracePropagation: false }),
        Sentry.nativeNodeFetchIntegration({ spans: false, tracePropagation: false }),
        Sentry.onUncaughtExceptionIntegration(),
        Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
        Sentry.contextLinesIntegration(),
        Sentry.nodeContextIntegration(),
      ],
    })
    return Sentry
  })
  return sdk.then(() => true)
}

/** What a server error report says about the request that failed (scrubbed like everything else). */
export interface FailedRequest {
  method: string
  /** path and query */
  url: string
  /** the request id the logs carry, to find the log lines of the same request */
  id?: string
  /** which server answered: 'api', 'seeker', 'hire' */
  server?: string
}

/**
 * Reports an error that became a 500 answer. Does nothing unless startNodeErrorReporting has started the
 * SDK; resolves once the event is queued (not sent: see flushErrorReports).
 */
export async function reportServerError(error: unknown, request?: FailedRequest): Promise<void> {
  if (!sdk) return
  const Sentry = await sdk
  Sentry.withScope((scope) => {
    if (request) {
      scope.setTag('server', request.server ?? 'unknown')
      if (request.id) scope.setTag('request_id', request.id)
      scope.addEventProcessor((event) => ({
        ...event,
        request: { ...event.request, method: request.method, url: request.url },
      }))
    }
    Sentry.captureException(error, { mechanism: { type: 'localjobs.server', handled: false } })
  })
}

/** Sends what is queued, waiting at most `timeoutMs` (on shutdown, and in tests). */
export async function flushErrorReports(timeoutMs = 2000): Promise<void> {
  if (!sdk) return
  await (await sdk).flush(timeoutMs)
}
