import { describe, expect, it } from 'vitest'
import { browserEnv, parsePageCacheEnv, parseServerEnv } from './app-env.ts'

const seeker = { app: 'seeker' }

describe('parseServerEnv', () => {
  it('defaults to the one-origin server on port 3000 in production', () => {
    expect(parseServerEnv({}, seeker)).toEqual({
      apiBaseUrl: 'http://127.0.0.1:3000/api',
      publicOrigin: 'http://localhost:3000',
      support: { email: 'support@localjobs.example', phone: '+91 00000 00000' },
      analytics: { console: false, seeker: {}, advertiser: {} },
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
