import { scrubBreadcrumb, scrubEvent } from './scrub.ts'

/** Where reports go and what they are marked with; `null` where error reporting is off (no SENTRY_DSN). */
export interface ErrorReportingSettings {
  /** the Sentry DSN, e.g. https://key@o1.ingest.sentry.io/2 */
  dsn: string
  /** APP_ENV: development, test or production */
  environment: string
  /** the release id (decision 042): SENTRY_RELEASE, else `localjobs@<commit>` of the build */
  release: string
}

/**
 * The Sentry options the browser and the server share (spec section 7: "a trace sample rate of 0 and a
 * release id"): errors only, no performance tracing, no personal data (see scrub.ts).
 */
export function sharedOptions({ dsn, environment, release }: ErrorReportingSettings) {
  return {
    dsn,
    environment,
    release,
    tracesSampleRate: 0,
    sendDefaultPii: false,
    beforeSend: <T extends object>(event: T): T => scrubEvent(event),
    beforeBreadcrumb: <T extends object>(breadcrumb: T): T => scrubBreadcrumb(breadcrumb),
  }
}
