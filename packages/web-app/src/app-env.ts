import { sentryDsn, sentryRelease } from '@localjobs/error-reporting/dsn'
import type { ErrorReportingSettings } from '@localjobs/error-reporting/options'
import { z } from 'zod'

/**
 * The release id the build baked in (`define` in @localjobs/vite-config: SENTRY_RELEASE at build time, else
 * `localjobs@<commit>`, decision 042); undefined where no build defined it (unit tests).
 */
declare const __LOCALJOBS_RELEASE__: string | undefined
const BUILD_RELEASE = typeof __LOCALJOBS_RELEASE__ === 'string' ? __LOCALJOBS_RELEASE__ : 'localjobs@unknown'

/** How people reach support (spec section 1: support e-mail and phone are shown). */
export interface SupportContact {
  email: string
  phone: string
}

/** One shell's tag manager container and social pixel (see `@localjobs/analytics/ad-tracking`). */
export interface AdTrackingIds {
  tagManagerContainerId?: string
  socialPixelId?: string
}

/**
 * Which analytics sinks the browser creates. Nothing is configured by default, so nothing loads; in
 * development every event is logged to the console.
 */
export interface AnalyticsSettings {
  console: boolean
  seeker: AdTrackingIds
  advertiser: AdTrackingIds
}

/** What an app needs to know about where it runs, the same on the server and in the browser. */
export interface AppEnv {
  /** Root of the jobs API as this side of the app reaches it. */
  apiBaseUrl: string
  /** Scheme and host people use, for canonical URLs, e.g. 'https://example.in'. */
  publicOrigin: string
  support: SupportContact
  analytics: AnalyticsSettings
  /** Sentry (decision 042): where reports go and what they carry; null when SENTRY_DSN is unset (off). */
  errorReporting: ErrorReportingSettings | null
}

export const DEFAULT_SUPPORT: SupportContact = {
  email: 'support@localjobs.example',
  phone: '+91 00000 00000',
}

const NO_ANALYTICS: AnalyticsSettings = { console: false, seeker: {}, advertiser: {} }

/** `schema`'s reading of `source`, or one error naming the app and every bad variable. */
function parseOrThrow<T extends z.ZodType>(
  schema: T,
  source: Record<string, string | undefined>,
  app: string,
): z.output<T> {
  const parsed = schema.safeParse(source)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues
    .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    .join('\n')
  throw new Error(`Invalid ${app} app configuration:\n${problems}`)
}

export interface ServerEnvOptions {
  /** the app's name in the error message, e.g. 'seeker' */
  app: string
  /** true under `vite dev` */
  dev?: boolean
}

/**
 * Reads and checks a server's settings from `source`, the process environment the app's env.ts passes;
 * throws one readable error listing every bad variable. Call it per request, not at import, so a host
 * process (the one-origin gateway) may set the variables after loading the app.
 */
export function parseServerEnv(
  source: Record<string, string | undefined>,
  { app, dev = false }: ServerEnvOptions,
): AppEnv {
  // In `vite dev` the API runs on its own port (API_PORT); in production the gateway serves it on 3000.
  const defaultApi = dev ? `http://127.0.0.1:${source.API_PORT ?? '3001'}/api` : 'http://127.0.0.1:3000/api'
  const trackingId = z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional()
  const schema = z.object({
    API_INTERNAL_URL: z.url().default(defaultApi),
    PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
    SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT.email),
    SUPPORT_PHONE: z
      .string()
      .regex(/^\+?[0-9][0-9 -]{5,20}$/)
      .default(DEFAULT_SUPPORT.phone),
    ANALYTICS_CONSOLE: z.enum(['true', 'false']).optional(),
    SEEKER_TAG_MANAGER_ID: trackingId,
    SEEKER_SOCIAL_PIXEL_ID: trackingId,
    ADVERTISER_TAG_MANAGER_ID: trackingId,
    ADVERTISER_SOCIAL_PIXEL_ID: trackingId,
    SENTRY_DSN: sentryDsn.optional(),
    SENTRY_RELEASE: sentryRelease.optional(),
    NODE_ENV: z.enum(['development', 'test', 'production']).optional(),
    APP_ENV: z.enum(['development', 'test', 'production']).optional(),
  })
  // As the API reads its environment: an empty value counts as unset.
  const given = (key: string) => source[key]?.trim() || undefined
  const data = parseOrThrow(
    schema,
    {
      ...source,
      SENTRY_DSN: given('SENTRY_DSN'),
      SENTRY_RELEASE: given('SENTRY_RELEASE'),
      NODE_ENV: given('NODE_ENV'),
      APP_ENV: given('APP_ENV'),
    },
    app,
  )
  const ids = (tagManagerContainerId?: string, socialPixelId?: string): AdTrackingIds => ({
    ...(tagManagerContainerId ? { tagManagerContainerId } : {}),
    ...(socialPixelId ? { socialPixelId } : {}),
  })
  return {
    apiBaseUrl: data.API_INTERNAL_URL.replace(/\/$/, ''),
    publicOrigin: new URL(data.PUBLIC_ORIGIN).origin,
    support: { email: data.SUPPORT_EMAIL, phone: data.SUPPORT_PHONE },
    analytics: {
      console: data.ANALYTICS_CONSOLE ? data.ANALYTICS_CONSOLE === 'true' : dev,
      seeker: ids(data.SEEKER_TAG_MANAGER_ID, data.SEEKER_SOCIAL_PIXEL_ID),
      advertiser: ids(data.ADVERTISER_TAG_MANAGER_ID, data.ADVERTISER_SOCIAL_PIXEL_ID),
    },
    errorReporting: data.SENTRY_DSN
      ? {
          dsn: data.SENTRY_DSN,
          // where the app runs, as the API says it (APP_ENV, else NODE_ENV)
          environment: data.APP_ENV ?? data.NODE_ENV ?? 'development',
          // a release named when the server starts wins over the one the build baked in
          release: data.SENTRY_RELEASE ?? BUILD_RELEASE,
        }
      : null,
  }
}

/** Where an app is deployed: APP_ENV, else NODE_ENV, read as the API reads them. */
export type Deployment = 'development' | 'test' | 'production'

/** What only the server needs to answer a page: the settings its security headers depend on (decision 038). */
export interface PageHeadersEnv {
  deployment: Deployment
  /** true under `vite dev`, whose own inline scripts carry no nonce */
  dev: boolean
  /** SENTRY_DSN when error reporting is on: the browser's reports go to its host */
  sentryDsn?: string
  /** the ad-tracking ids whose vendors' hosts the page must allow */
  analytics: AnalyticsSettings
}

/**
 * Reads the settings of a page's response headers from `source` (the environment the app's env.ts passes),
 * with the rest of the app's configuration checked as parseServerEnv checks it; throws one readable error.
 */
export function parsePageHeadersEnv(
  source: Record<string, string | undefined>,
  options: ServerEnvOptions,
): PageHeadersEnv {
  // The same reading as the page's own settings: one DSN rule, one deployment rule.
  const { analytics, errorReporting } = parseServerEnv(source, options)
  const deployment = z.enum(['development', 'test', 'production'], {
    error: 'must be development, test or production',
  })
  const schema = z.object({ NODE_ENV: deployment.default('development'), APP_ENV: deployment.optional() })
  const given = (key: string) => source[key]?.trim() || undefined
  const { NODE_ENV, APP_ENV } = parseOrThrow(
    schema,
    { NODE_ENV: given('NODE_ENV'), APP_ENV: given('APP_ENV') },
    options.app,
  )
  return {
    deployment: APP_ENV ?? NODE_ENV,
    dev: options.dev ?? false,
    ...(errorReporting ? { sentryDsn: errorReporting.dsn } : {}),
    analytics,
  }
}

/**
 * The browser's settings: the API on its own origin. The server's publicOrigin, support contact, analytics
 * and error reporting settings replace these when the page hydrates (see createAppRouter), so the browser
 * renders what the server rendered.
 */
export function browserEnv(): AppEnv {
  return {
    apiBaseUrl: '/api',
    publicOrigin: window.location.origin,
    support: DEFAULT_SUPPORT,
    analytics: NO_ANALYTICS,
    errorReporting: null,
  }
}

/** The page cache's settings (decision 040; `@localjobs/web-app/page-cache`). */
export interface PageCacheSettings {
  /** seconds a stored page is answered as it is; 0 turns the cache off */
  freshSeconds: number
  /** seconds past that a stored page is still answered while a render refreshes it */
  staleSeconds: number
  /** bytes all stored pages may take, every encoding counted; the least recently used go first */
  maxBytes: number
  /** the bearer secret purges must carry; without one the purge endpoint answers 404 */
  purgeSecret?: string | undefined
}

/**
 * Reads the page cache's settings from `source` (the app's env.ts passes the process environment):
 * `PAGE_CACHE_SECONDS` (fresh, default 5; 0 turns the cache off; off by default under `vite dev`),
 * `PAGE_CACHE_STALE_SECONDS` (default 30), `PAGE_CACHE_MAX_MB` (default 64) and `PAGE_PURGE_SECRET` (32 or
 * more characters; the API sends it with its purges). Server only; throws one error naming every bad variable.
 */
export function parsePageCacheEnv(
  source: Record<string, string | undefined>,
  { app, dev = false }: ServerEnvOptions,
): PageCacheSettings {
  const whole = (max: number) =>
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number' })
      .transform(Number)
      .pipe(z.number().max(max, { error: `must be at most ${max}` }))
  const schema = z.object({
    PAGE_CACHE_SECONDS: whole(3600).default(dev ? 0 : 5),
    PAGE_CACHE_STALE_SECONDS: whole(86_400).default(30),
    PAGE_CACHE_MAX_MB: whole(65_536).default(64),
    PAGE_PURGE_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  })
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n')
    throw new Error(`Invalid ${app} app configuration:\n${problems}`)
  }
  return {
    freshSeconds: parsed.data.PAGE_CACHE_SECONDS,
    staleSeconds: parsed.data.PAGE_CACHE_STALE_SECONDS,
    maxBytes: parsed.data.PAGE_CACHE_MAX_MB * 1024 * 1024,
    purgeSecret: parsed.data.PAGE_PURGE_SECRET,
  }
}
