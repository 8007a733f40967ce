import { describe, expect, it } from 'vitest'
import { browserEnv, parsePageCacheEnv, parsePageHeadersEnv, parseServerEnv } from './app-env.ts'

const seeker = { app: 'seeker' }

describe('parseServerEnv', () => {
  it('defaults to the one-origin server on port 3000 in production', () => {
    expect(parseServerEnv({}, seeker)).toEqual({
      apiBaseUrl: 'http://127.0.0.1:3000/api',
      publicOrigin: 'http://localhost:3000',
      support: { email: 'support@localjobs.example', phone: '+91 00000 00000' },
      analytics: { console: false, seeker: {}, advertiser: {} },
      errorReporting: null,
    })
  })

  it('defaults to the standalone API (API_PORT, else 3001) under vite dev', () => {
    expect(parseServerEnv({}, { ...seeker, dev: true }).apiBaseUrl).toBe('http://127.0.0.1:3001/api')
    expect(parseServerEnv({ API_PORT: '4100' }, { ...seeker, dev: true }).apiBaseUrl).toBe(
      'http://127.0.0.1:4100/api',
    )
  })

  it('takes the API address and public origin from the environment', () => {
    expect(
      parseServerEnv(
        { API_INTERNAL_URL: 'http://api.internal:8080/api/', PUBLIC_ORIGIN: 'https://example.in/' },
        seeker,
      ),
    ).toMatchObject({ apiBaseUrl: 'http://api.internal:8080/api', publicOrigin: 'https://example.in' })
  })

  it('refuses a setting that is not a URL, naming it and the app', () => {
    expect(() => parseServerEnv({ PUBLIC_ORIGIN: 'example.in' }, { app: 'hire' })).toThrow(
      /Invalid hire app configuration:\n.*PUBLIC_ORIGIN/,
    )
  })
  it('takes the support contact and analytics ids from the environment', () => {
    const env = parseServerEnv(
      {
        SUPPORT_EMAIL: 'help@example.in',
        SUPPORT_PHONE: '+91 40 1234 5678',
        SEEKER_TAG_MANAGER_ID: 'GTM-JOBS00',
        ANALYTICS_CONSOLE: 'true',
      },
      seeker,
    )
    expect(env.support).toEqual({ email: 'help@example.in', phone: '+91 40 1234 5678' })
    expect(env.analytics).toEqual({
      console: true,
      seeker: { tagManagerContainerId: 'GTM-JOBS00' },
      advertiser: {},
    })
  })

  it('logs analytics to the console under vite dev unless told otherwise', () => {
    expect(parseServerEnv({}, { ...seeker, dev: true }).analytics.console).toBe(true)
    expect(parseServerEnv({ ANALYTICS_CONSOLE: 'false' }, { ...seeker, dev: true }).analytics.console).toBe(
      false,
    )
  })

  it('refuses a support e-mail that is not one', () => {
    expect(() => parseServerEnv({ SUPPORT_EMAIL: 'nobody' }, seeker)).toThrow(/SUPPORT_EMAIL/)
  })
})

describe('parsePageHeadersEnv', () => {
  it('reads where the app is deployed from APP_ENV, else NODE_ENV, else development', () => {
    expect(parsePageHeadersEnv({}, seeker).deployment).toBe('development')
    expect(parsePageHeadersEnv({ NODE_ENV: 'production' }, seeker).deployment).toBe('production')
    // ./run start: production libraries on a developer's machine
    expect(parsePageHeadersEnv({ NODE_ENV: 'production', APP_ENV: 'development' }, seeker).deployment).toBe(
      'development',
    )
    expect(parsePageHeadersEnv({ APP_ENV: 'production' }, seeker).deployment).toBe('production')
  })

  it('takes the Sentry DSN when one is set, and the analytics ids as parseServerEnv does', () => {
    const env = parsePageHeadersEnv(
      { SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2', ADVERTISER_SOCIAL_PIXEL_ID: '200' },
      { app: 'hire', dev: true },
    )
    expect(env).toMatchObject({ sentryDsn: 'https://key@o1.ingest.sentry.io/2', dev: true })
    expect(env.analytics.advertiser).toEqual({ socialPixelId: '200' })
    expect(parsePageHeadersEnv({ SENTRY_DSN: '' }, seeker).sentryDsn).toBeUndefined()
  })

  it('refuses a deployment or a DSN it does not know, naming the variable and the app', () => {
    expect(() => parsePageHeadersEnv({ APP_ENV: 'prod' }, { app: 'hire' })).toThrow(
      /Invalid hire app configuration:\n.*APP_ENV/,
    )
    expect(() => parsePageHeadersEnv({ SENTRY_DSN: 'sentry.io/1' }, seeker)).toThrow(/SENTRY_DSN/)
  })
})

describe('error reporting settings (decision 042)', () => {
  const dsn = 'https://public@o1.ingest.sentry.io/2'

  it('are off without SENTRY_DSN, an empty one included', () => {
    expect(parseServerEnv({}, seeker).errorReporting).toBeNull()
    expect(parseServerEnv({ SENTRY_DSN: ' ' }, seeker).errorReporting).toBeNull()
  })

  it('name the DSN, where the app runs (APP_ENV, else NODE_ENV) and the release', () => {
    expect(
      parseServerEnv({ SENTRY_DSN: dsn, APP_ENV: 'production', NODE_ENV: 'test' }, seeker).errorReporting,
    ).toEqual({
      dsn,
      environment: 'production',
      // no build defined one in a unit test
      release: 'localjobs@unknown',
    })
    expect(parseServerEnv({ SENTRY_DSN: dsn, NODE_ENV: 'test' }, seeker).errorReporting?.environment).toBe(
      'test',
    )
  })

  it('take a release named when the server starts over the one the build baked in', () => {
    expect(
      parseServerEnv({ SENTRY_DSN: dsn, SENTRY_RELEASE: 'localjobs@2026.11.25' }, seeker).errorReporting
        ?.release,
    ).toBe('localjobs@2026.11.25')
  })

  it('refuse a DSN without a public key or a project id', () => {
    for (const bad of ['https://o1.ingest.sentry.io/2', 'https://public@o1.ingest.sentry.io/', 'not a url'])
      expect(() => parseServerEnv({ SENTRY_DSN: bad }, { app: 'hire' })).toThrow(
        /Invalid hire app configuration:\n.*SENTRY_DSN/,
      )
  })
})

describe('browserEnv', () => {
  it('calls the API on the page’s own origin', () => {
    expect(browserEnv()).toMatchObject({ apiBaseUrl: '/api', publicOrigin: window.location.origin })
  })
})

describe('parsePageCacheEnv', () => {
  it('keeps public pages 5 s, then 30 s stale, in 64 MB, without purges, and is off under vite dev', () => {
    expect(parsePageCacheEnv({}, seeker)).toEqual({
      freshSeconds: 5,
      staleSeconds: 30,
      maxBytes: 64 * 1024 * 1024,
      purgeSecret: undefined,
    })
    expect(parsePageCacheEnv({}, { ...seeker, dev: true }).freshSeconds).toBe(0)
    expect(parsePageCacheEnv({ PAGE_CACHE_SECONDS: '2' }, { ...seeker, dev: true }).freshSeconds).toBe(2)
  })

  it('reads its settings, and names every bad one with the app', () => {
    const secret = 'p'.repeat(32)
    expect(
      parsePageCacheEnv(
        {
          PAGE_CACHE_SECONDS: '0',
          PAGE_CACHE_STALE_SECONDS: '60',
          PAGE_CACHE_MAX_MB: '8',
          PAGE_PURGE_SECRET: secret,
        },
        seeker,
      ),
    ).toEqual({ freshSeconds: 0, staleSeconds: 60, maxBytes: 8 * 1024 * 1024, purgeSecret: secret })
    expect(() =>
      parsePageCacheEnv({ PAGE_CACHE_SECONDS: 'soon', PAGE_PURGE_SECRET: 'short' }, { app: 'hire' }),
    ).toThrow(
      /Invalid hire app configuration:\n {2}PAGE_CACHE_SECONDS: .+\n {2}PAGE_PURGE_SECRET: must be at least 32/,
    )
  })
})
