import { z } from 'zod'

/**
 * SENTRY_DSN as an app's or the API's env.ts parses it: an http(s) URL with the project's public key as its
 * user and the project id as its last path segment (https://key@o1.ingest.sentry.io/2).
 */
export const sentryDsn = z
  .url({ protocol: /^https?$/, error: 'must be a Sentry DSN such as https://key@o1.ingest.sentry.io/2' })
  .refine((value) => {
    const url = URL.canParse(value) ? new URL(value) : undefined
    return url !== undefined && url.username !== '' && /\/\d+$/.test(url.pathname)
  }, 'must be a Sentry DSN such as https://key@o1.ingest.sentry.io/2 (a public key and a project id)')

/** SENTRY_RELEASE: a release id as Sentry accepts it (no slashes or newlines, at most 200 characters). */
export const sentryRelease = z
  .string()
  .regex(/^[^/\\\n\r\t]{1,200}$/, { error: 'must be 1 to 200 characters without slashes or newlines' })
