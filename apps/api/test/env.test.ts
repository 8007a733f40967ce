import { describe, expect, it } from 'vitest'
import {
  DEFAULT_JWT_KEY_FILE,
  DEFAULT_PGLITE_DATA_DIR,
  DEFAULT_SMS_OUTBOX_DIR,
  DEFAULT_UPLOAD_DIR,
  DEVELOPMENT_ALTCHA_HMAC_KEY,
  DEVELOPMENT_GST_SELLER,
  DEVELOPMENT_OTP_SECRET,
  InvalidEnvError,
  loadEnv,
  SANDBOX_RAZORPAY_KEY_ID,
  SANDBOX_RAZORPAY_KEY_SECRET,
  SANDBOX_RAZORPAY_WEBHOOK_SECRET,
} from '#src/env.ts'
import { newPrivateKeyPem } from '#src/lib/access-token.ts'

/** What production needs at least: its own OTP and challenge keys and a real SMS gateway. */
const production = {
  NODE_ENV: 'production',
  OTP_SECRET: 'k'.repeat(40),
  ALTCHA_HMAC_KEY: 'a'.repeat(40),
  SIGNED_URL_SECRET: 's'.repeat(40),
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.test/send',
  SMS_HTTP_TOKEN: 'gateway-token',
  JWT_PRIVATE_KEY: newPrivateKeyPem(),
  PAYMENTS_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_Abcdef01234567',
  RAZORPAY_KEY_SECRET: 'live-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
  GST_SELLER_NAME: 'LocalJobs Private Limited',
  GST_SELLER_ADDRESS: '1 Main Road, Hyderabad, Telangana 500001',
  GST_SELLER_GSTIN: '36ABCDE1234F1Z5',
}

describe('loadEnv', () => {
  it('drains for 5 s after SIGTERM in production unless told otherwise, and not at all elsewhere (decision 044)', () => {
    expect(loadEnv(production).SHUTDOWN_GRACE_MS).toBe(5000)
    expect(loadEnv({ ...production, SHUTDOWN_GRACE_MS: '15000' }).SHUTDOWN_GRACE_MS).toBe(15000)
    expect(loadEnv({}).SHUTDOWN_GRACE_MS).toBe(0)
    expect(() => loadEnv({ SHUTDOWN_GRACE_MS: 'soon' })).toThrow(/SHUTDOWN_GRACE_MS/)
  })

  it('is strict when deployed to production, whatever mode the libraries run in', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/OTP_SECRET must be set in production/)
    expect(() => loadEnv({ NODE_ENV: 'development', APP_ENV: 'production' })).toThrow(
      /OTP_SECRET must be set in production/,
    )
  })

  it('lets the local one-origin server run production builds with development defaults', () => {
    const env = loadEnv({ NODE_ENV: 'production', APP_ENV: 'development', DEV_SMS_OUTBOX: 'true' })
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      APP_ENV: 'development',
      OTP_SECRET: DEVELOPMENT_OTP_SECRET,
      ALTCHA_HMAC_KEY: DEVELOPMENT_ALTCHA_HMAC_KEY,
      SMS_PROVIDER: 'log',
      COOKIE_SECURE: false,
      DEV_SMS_OUTBOX: true,
    })
  })

  it('has a safe default for everything', () => {
    expect(loadEnv({})).toEqual({
      NODE_ENV: 'development',
      APP_ENV: 'development',
      API_PORT: 3001,
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: DEFAULT_PGLITE_DATA_DIR,
      LOG_LEVEL: 'info',
      SEED_JOBS: 5000,
      OTP_SECRET: DEVELOPMENT_OTP_SECRET,
      ALTCHA_HMAC_KEY: DEVELOPMENT_ALTCHA_HMAC_KEY,
      SIGNED_URL_SECRET: expect.stringMatching(/^[0-9a-f]{64}$/),
      ALTCHA_COST: 1000,
      SESSION_TTL_DAYS: 30,
      CLEANUP_INTERVAL_MINUTES: 60,
      JOBS_WORKER: true,
      JOBS_POLL_MS: 5000,
      // no drain outside production (decision 044)
      SHUTDOWN_GRACE_MS: 0,
      SHUTDOWN_TIMEOUT_MS: 10000,
      COOKIE_SECURE: false,
      TEST_OTP_NUMBERS: new Map(),
      ALLOW_TEST_OTP_IN_PRODUCTION: false,
      SMS_PROVIDER: 'log',
      SMS_HTTP_TIMEOUT_MS: 5000,
      OTP_SMS_WAIT_MS: 1000,
      SMS_OUTBOX_DIR: DEFAULT_SMS_OUTBOX_DIR,
      DEV_SMS_OUTBOX: false,
      AUTO_APPROVE_TRUSTED: false,
      UPLOAD_DIR: DEFAULT_UPLOAD_DIR,
      MAX_RESUME_BYTES: 5 * 1024 * 1024,
      APP_DOWNLOAD_URL: 'https://play.google.com/store/apps/details?id=in.localjobs.app',
      TRUST_PROXY: ['loopback'],
      FEED_CACHE_SECONDS: 5,
      RATE_LIMIT_PER_IP_PER_MINUTE: 3000,
      REDIS_KEY_PREFIX: 'lj:',
      OTP_FREE_SENDS_PER_IP_PER_HOUR: 10,
      OTP_SENDS_PER_IP_PER_HOUR: 500,
      JWT_KEY_FILE: DEFAULT_JWT_KEY_FILE,
      ACCESS_TOKEN_TTL_SECONDS: 900,
      REFRESH_TOKEN_TTL_SECONDS: 30 * 86_400,
      OPS_MOBILE_NUMBERS: new Set(),
      AGENT_MOBILE_NUMBERS: new Set(),
      PAYMENTS_PROVIDER: 'sandbox',
      RAZORPAY_KEY_ID: SANDBOX_RAZORPAY_KEY_ID,
      RAZORPAY_KEY_SECRET: SANDBOX_RAZORPAY_KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: SANDBOX_RAZORPAY_WEBHOOK_SECRET,
      RAZORPAY_TIMEOUT_MS: 8000,
      ALLOW_TEST_PAYMENTS_IN_PRODUCTION: false,
      GST_SELLER_NAME: DEVELOPMENT_GST_SELLER.name,
      GST_SELLER_ADDRESS: DEVELOPMENT_GST_SELLER.address,
      GST_SELLER_GSTIN: DEVELOPMENT_GST_SELLER.gstin,
      // no app servers to purge (decision 040): the one-origin gateway purges its apps in process
      PAGE_PURGE_URLS: [],
    })
  })

  describe('payments (decision 036)', () => {
    it('production starts with Razorpay, live keys, its secrets and the receipt’s seller', () => {
      expect(loadEnv(production)).toMatchObject({
        PAYMENTS_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_Abcdef01234567',
        GST_SELLER_GSTIN: '36ABCDE1234F1Z5',
      })
    })

    it('production refuses the sandbox provider unless test payments are allowed (then it needs a base URL)', () => {
      expect(() => loadEnv({ ...production, PAYMENTS_PROVIDER: 'sandbox' })).toThrow(
        /PAYMENTS_PROVIDER sandbox takes no real money/,
      )
      expect(() =>
        loadEnv({ ...production, PAYMENTS_PROVIDER: 'sandbox', ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true' }),
      ).toThrow(/RAZORPAY_API_BASE must name a standalone sandbox in production/)
      expect(
        loadEnv({
          ...production,
          PAYMENTS_PROVIDER: 'sandbox',
          ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
          RAZORPAY_API_BASE: 'http://127.0.0.1:4000/api/dev/razorpay/',
        }),
      ).toMatchObject({
        PAYMENTS_PROVIDER: 'sandbox',
        RAZORPAY_API_BASE: 'http://127.0.0.1:4000/api/dev/razorpay',
      })
    })

    it('production refuses rzp_test_ keys unless test payments are allowed', () => {
      expect(() => loadEnv({ ...production, RAZORPAY_KEY_ID: 'rzp_test_Abcdef01234567' })).toThrow(
        /RAZORPAY_KEY_ID is a test-mode key/,
      )
      expect(
        loadEnv({
          ...production,
          RAZORPAY_KEY_ID: 'rzp_test_Abcdef01234567',
          ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
        }).RAZORPAY_KEY_ID,
      ).toBe('rzp_test_Abcdef01234567')
    })

    it('the razorpay provider refuses to start without each of its keys, anywhere, and never echoes a secret', () => {
      for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
        const { [key]: _left, ...without } = production
        expect(() => loadEnv(without)).toThrow(
          new RegExp(`${key} must be set when PAYMENTS_PROVIDER=razorpay`),
        )
      }
      expect(() => loadEnv({ PAYMENTS_PROVIDER: 'razorpay' })).toThrow(/RAZORPAY_KEY_SECRET must be set/)
      expect(() =>
        loadEnv({ ...production, RAZORPAY_KEY_ID: 'key_live_x', RAZORPAY_KEY_SECRET: 'topsecret' }),
      ).toThrow(/RAZORPAY_KEY_ID must be a Razorpay key id/)
      try {
        loadEnv({ ...production, PAYMENTS_PROVIDER: 'paypal', RAZORPAY_KEY_SECRET: 'topsecret' })
      } catch (error) {
        expect(String(error)).toMatch(/PAYMENTS_PROVIDER must be sandbox or razorpay/)
        expect(String(error)).not.toContain('topsecret')
      }
    })

    it('production refuses to start without the receipt’s seller name, address and GSTIN', () => {
      for (const key of ['GST_SELLER_NAME', 'GST_SELLER_ADDRESS', 'GST_SELLER_GSTIN'] as const) {
        const { [key]: _left, ...without } = production
        expect(() => loadEnv(without)).toThrow(new RegExp(`${key} must be set in production`))
      }
      expect(() => loadEnv({ GST_SELLER_GSTIN: '36ABCDE1234F1Z' })).toThrow(
        /GST_SELLER_GSTIN must be a 15-character GSTIN/,
      )
    })
  })

  it('makes a random signed-link key at each start outside production: no public default to forge links with', () => {
    expect(loadEnv({}).SIGNED_URL_SECRET).not.toBe(loadEnv({}).SIGNED_URL_SECRET)
    expect(loadEnv({ SIGNED_URL_SECRET: 'x'.repeat(32) }).SIGNED_URL_SECRET).toBe('x'.repeat(32))
  })

  it('takes error reporting settings (decision 042): off by default, a Sentry DSN, a release; never echoes the DSN', () => {
    expect(loadEnv({}).SENTRY_DSN).toBeUndefined()
    expect(
      loadEnv({ SENTRY_DSN: 'https://public@o1.ingest.sentry.io/2', SENTRY_RELEASE: 'localjobs@2026.11.25' }),
    ).toMatchObject({
      SENTRY_DSN: 'https://public@o1.ingest.sentry.io/2',
      SENTRY_RELEASE: 'localjobs@2026.11.25',
    })
    expect(() => loadEnv({ SENTRY_DSN: 'https://public@o1.ingest.sentry.io/' })).toThrow(
      /SENTRY_DSN must be a Sentry DSN/,
    )
    // refused (no public key), and the error does not repeat the value
    expect(() => loadEnv({ SENTRY_DSN: 'https://errors.example.in/2' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('errors.example.in') }),
    )
    expect(() => loadEnv({ SENTRY_RELEASE: 'a/b' })).toThrow(/SENTRY_RELEASE/)
  })

  it('takes the advertiser token settings: a PEM key with escaped newlines, lives, staff numbers', () => {
    const pem = newPrivateKeyPem()
    const env = loadEnv({
      JWT_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
      ACCESS_TOKEN_TTL_SECONDS: '5',
      REFRESH_TOKEN_TTL_SECONDS: '60',
      OPS_MOBILE_NUMBERS: '9876543210, 8765432109',
      AGENT_MOBILE_NUMBERS: '7654321098',
    })
    expect(env.JWT_PRIVATE_KEY).toBe(pem)
    expect(env).toMatchObject({ ACCESS_TOKEN_TTL_SECONDS: 5, REFRESH_TOKEN_TTL_SECONDS: 60 })
    expect([...env.OPS_MOBILE_NUMBERS]).toEqual(['9876543210', '8765432109'])
    expect([...env.AGENT_MOBILE_NUMBERS]).toEqual(['7654321098'])
    expect(() => loadEnv({ OPS_MOBILE_NUMBERS: '12345' })).toThrow(
      /OPS_MOBILE_NUMBERS must be a comma-separated/,
    )
    expect(() => loadEnv({ JWT_PRIVATE_KEY: 'not a key' })).toThrow(/JWT_PRIVATE_KEY must be a PKCS#8 PEM/)
    expect(() => loadEnv({ ACCESS_TOKEN_TTL_SECONDS: '900', REFRESH_TOKEN_TTL_SECONDS: '600' })).toThrow(
      /REFRESH_TOKEN_TTL_SECONDS must be longer/,
    )
  })

  it('production refuses to start without the JWT signing key, and never echoes the key', () => {
    const { JWT_PRIVATE_KEY: _key, ...withoutKey } = production
    expect(() => loadEnv(withoutKey)).toThrow(/JWT_PRIVATE_KEY must be set in production/)
    try {
      loadEnv({
        ...production,
        JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----',
        ACCESS_TOKEN_TTL_SECONDS: 'x',
      })
    } catch (error) {
      expect(String(error)).not.toContain('BEGIN PRIVATE KEY')
    }
  })

  it('keeps the PGlite data under the repository .data folder, wherever the process starts', () => {
    expect(DEFAULT_PGLITE_DATA_DIR).toMatch(/\/\.data\/pglite$/)
    expect(DEFAULT_PGLITE_DATA_DIR).not.toContain('apps/api')
  })

  it('reads the values it is given', () => {
    const env = loadEnv({
      ...production,
      API_PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://jobs:secret@db.internal:5432/jobs',
      PGLITE_DATA_DIR: '/tmp/pglite',
      LOG_LEVEL: 'silent',
      SEED_JOBS: '100000',
    })
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      API_PORT: 8080,
      LOG_LEVEL: 'silent',
      SEED_JOBS: 100_000,
    })
    expect(env.DATABASE_URL).toBe('postgres://jobs:secret@db.internal:5432/jobs')
  })

  it('treats empty values as unset, as .env files write them', () => {
    const env = loadEnv({ DATABASE_URL: '', API_PORT: ' ' })
    expect(env.API_PORT).toBe(3001)
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('names every invalid variable, and what it got, in one error', () => {
    const read = () =>
      loadEnv({
        API_PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        SEED_JOBS: '-1',
        NODE_ENV: 'prod',
      })
    expect(read).toThrow(InvalidEnvError)
    expect(read).toThrow(/API_PORT must be a port number \(got "abc"\)/)
    expect(read).toThrow(/DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/)
    expect(read).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/)
    expect(read).toThrow(/SEED_JOBS must be a whole number/)
    expect(read).toThrow(/NODE_ENV must be development, test or production/)
  })

  it('reads Redis for the shared counters, keeps its URL out of the error, and namespaces its keys', () => {
    expect(loadEnv({}).REDIS_URL).toBeUndefined()
    expect(
      loadEnv({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2', REDIS_KEY_PREFIX: 'lj-staging:' }),
    ).toMatchObject({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2', REDIS_KEY_PREFIX: 'lj-staging:' })
    const read = () => loadEnv({ REDIS_URL: 'http://:secret@cache.internal', REDIS_KEY_PREFIX: 'a b' })
    expect(read).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL\n/)
    expect(read).not.toThrow(/secret/)
    expect(read).toThrow(/REDIS_KEY_PREFIX must be 1 to 64 letters, digits or _ \. : -/)
  })

  it('refuses a port out of range', () => {
    expect(() => loadEnv({ API_PORT: '70000' })).toThrow(/API_PORT must be 1 to 65535/)
  })

  it('keeps sign-in data, the outbox and uploads under the repository .data folder', () => {
    expect(DEFAULT_SMS_OUTBOX_DIR).toMatch(/\/\.data\/outbox$/)
    expect(DEFAULT_UPLOAD_DIR).toMatch(/\/\.data\/uploads$/)
  })

  it('reads the seeker-auth settings', () => {
    const env = loadEnv({
      TEST_OTP_NUMBERS: '9999999999:1234, 8888888888:0000',
      COOKIE_SECURE: 'true',
      SESSION_TTL_DAYS: '7',
      MAX_RESUME_BYTES: '1048576',
      TRUST_PROXY: '1',
      DEV_SMS_OUTBOX: 'true',
    })
    expect([...env.TEST_OTP_NUMBERS]).toEqual([
      ['9999999999', '1234'],
      ['8888888888', '0000'],
    ])
    expect(env).toMatchObject({
      COOKIE_SECURE: true,
      SESSION_TTL_DAYS: 7,
      MAX_RESUME_BYTES: 1_048_576,
      TRUST_PROXY: 1,
    })
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1'])
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
  })

  it('reads the send allowance of an address: free sends below the hard ceiling, never above it', () => {
    const env = loadEnv({
      OTP_FREE_SENDS_PER_IP_PER_HOUR: '0',
      OTP_SENDS_PER_IP_PER_HOUR: '50',
      ALTCHA_COST: '5',
    })
    expect(env).toMatchObject({
      OTP_FREE_SENDS_PER_IP_PER_HOUR: 0,
      OTP_SENDS_PER_IP_PER_HOUR: 50,
      ALTCHA_COST: 5,
    })
    expect(() => loadEnv({ OTP_FREE_SENDS_PER_IP_PER_HOUR: '60', OTP_SENDS_PER_IP_PER_HOUR: '50' })).toThrow(
      /OTP_FREE_SENDS_PER_IP_PER_HOUR must not be above OTP_SENDS_PER_IP_PER_HOUR/,
    )
    expect(() => loadEnv({ ALTCHA_COST: '0' })).toThrow(/ALTCHA_COST must be 1 to 1000000/)
  })

  it('reads the cleanup interval: minutes, 0 turns the sweep off, a week at most', () => {
    expect(loadEnv({ CLEANUP_INTERVAL_MINUTES: '0' }).CLEANUP_INTERVAL_MINUTES).toBe(0)
    expect(loadEnv({ CLEANUP_INTERVAL_MINUTES: '15' }).CLEANUP_INTERVAL_MINUTES).toBe(15)
    expect(() => loadEnv({ CLEANUP_INTERVAL_MINUTES: 'hourly' })).toThrow(
      /CLEANUP_INTERVAL_MINUTES must be a whole number/,
    )
    expect(() => loadEnv({ CLEANUP_INTERVAL_MINUTES: '20000' })).toThrow(
      /CLEANUP_INTERVAL_MINUTES must be 0 to 10080/,
    )
  })

  it('reads the job worker: on by default, its poll in milliseconds (100 ms to an hour)', () => {
    expect(loadEnv({ JOBS_WORKER: 'false' }).JOBS_WORKER).toBe(false)
    expect(loadEnv({ JOBS_POLL_MS: '250' }).JOBS_POLL_MS).toBe(250)
    expect(() => loadEnv({ JOBS_WORKER: 'no' })).toThrow(/JOBS_WORKER must be true or false/)
    expect(() => loadEnv({ JOBS_POLL_MS: '10' })).toThrow(/JOBS_POLL_MS must be 100 to 3600000/)
  })

  it('refuses malformed test numbers, naming the format', () => {
    for (const value of ['9999999999', '9999999999:12', '5999999999:1234', '9999999999:1234:5', 'a:b']) {
      expect(() => loadEnv({ TEST_OTP_NUMBERS: value })).toThrow(
        /TEST_OTP_NUMBERS must be a comma-separated list of number:code/,
      )
    }
  })

  describe('production refuses unsafe defaults', () => {
    it('starts with a production configuration, cookies Secure by default', () => {
      const env = loadEnv(production)
      expect(env.COOKIE_SECURE).toBe(true)
      expect(env.OTP_SECRET).toBe('k'.repeat(40))
    })

    it.each([
      [{ OTP_SECRET: undefined }, /OTP_SECRET must be set in production/],
      [{ OTP_SECRET: 'short' }, /OTP_SECRET must be at least 32 characters/],
      [{ ALTCHA_HMAC_KEY: undefined }, /ALTCHA_HMAC_KEY must be set in production/],
      [{ ALTCHA_HMAC_KEY: 'short' }, /ALTCHA_HMAC_KEY must be at least 32 characters/],
      [{ SIGNED_URL_SECRET: undefined }, /SIGNED_URL_SECRET must be set in production/],
      [{ SIGNED_URL_SECRET: 'short' }, /SIGNED_URL_SECRET must be at least 32 characters/],
      [{ SMS_PROVIDER: 'log' }, /SMS_PROVIDER log writes codes to the log/],
      [{ SMS_HTTP_URL: undefined }, /SMS_HTTP_URL must be set when SMS_PROVIDER=http/],
      [{ SMS_HTTP_TOKEN: undefined }, /SMS_HTTP_TOKEN must be set when SMS_PROVIDER=http/],
      [{ COOKIE_SECURE: 'false' }, /COOKIE_SECURE must not be false in production/],
      [{ DEV_SMS_OUTBOX: 'true' }, /DEV_SMS_OUTBOX is for development and tests only/],
      [
        { TEST_OTP_NUMBERS: '9999999999:1234' },
        /TEST_OTP_NUMBERS is refused in production unless ALLOW_TEST_OTP_IN_PRODUCTION=true/,
      ],
    ])('%j', (change, message) => {
      expect(() => loadEnv({ ...production, ...change })).toThrow(message)
    })

    it('takes test numbers only when explicitly allowed', () => {
      const env = loadEnv({
        ...production,
        TEST_OTP_NUMBERS: '9999999999:1234',
        ALLOW_TEST_OTP_IN_PRODUCTION: 'true',
      })
      expect(env.TEST_OTP_NUMBERS.get('9999999999')).toBe('1234')
    })

    it('never echoes a secret in the error', () => {
      expect(() => loadEnv({ ...production, OTP_SECRET: 'leaky-secret' })).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining('leaky-secret') }),
      )
      expect(() => loadEnv({ ...production, ALTCHA_HMAC_KEY: 'leaky-key' })).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining('leaky-key') }),
      )
      expect(() => loadEnv({ ...production, SIGNED_URL_SECRET: 'leaky-link-key' })).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining('leaky-link-key') }),
      )
    })
  })
})
