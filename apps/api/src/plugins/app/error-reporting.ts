import { fileURLToPath } from 'node:url'
import {
  flushErrorReports,
  reportServerError,
  startNodeErrorReporting,
} from '@localjobs/error-reporting/node'
import type { ErrorReportingSettings } from '@localjobs/error-reporting/options'
import { resolveRelease } from '@localjobs/error-reporting/release'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '#src/env.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Reports an unexpected error (one answered with a 500) to Sentry when SENTRY_DSN is set; otherwise
     * does nothing. The error handler calls it (decision 042).
     */
    reportError(error: unknown, request: FastifyRequest): void
  }
}

/** The API's error reporting settings, or null when SENTRY_DSN is unset (then nothing is loaded). */
export function errorReportingSettings(env: Env): ErrorReportingSettings | null {
  if (!env.SENTRY_DSN) return null
  return {
    dsn: env.SENTRY_DSN,
    environment: env.APP_ENV,
    // The API runs from its sources: the commit of this checkout, unless SENTRY_RELEASE names the release.
    release: resolveRelease(env.SENTRY_RELEASE, fileURLToPath(new URL('.', import.meta.url))),
  }
}

/**
 * Sentry's Node SDK for the API (decision 042), off unless SENTRY_DSN is set: unexpected errors (500s),
 * unhandled rejections and uncaught exceptions are reported, scrubbed of personal data, with the release.
 * What is queued is sent when the API closes.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const on = await startNodeErrorReporting(errorReportingSettings(env))
    fastify.decorate('reportError', (error: unknown, request: FastifyRequest) => {
      if (on)
        void reportServerError(error, {
          method: request.method,
          url: request.url,
          id: request.id,
          server: 'api',
        })
    })
    if (on) fastify.addHook('onClose', async () => flushErrorReports())
  },
  { name: 'error-reporting' },
)
