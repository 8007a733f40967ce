import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { sentryDsn, sentryRelease } from '@localjobs/error-reporting/dsn'
import { MOBILE_NUMBER_PATTERN, OTP_LENGTH } from '@localjobs/validation/constants'
import { MAX_RESUME_BYTES } from '@localjobs/validation/resume'
import { z } from 'zod'

/** `<repo root>/.data/...`: git ignores .data/, and the paths do not depend on the working directory. */
const dataDir = (name: string) => fileURLToPath(new URL(`../../../.data/${name}`, import.meta.url))

export const DEFAULT_PGLITE_DATA_DIR = dataDir('pglite')
/** The log SMS provider's outbox: one JSON line per message (development and tests only). */
export const DEFAULT_SMS_OUTBOX_DIR = dataDir('outbox')
/** Private uploads (resumes): outside any web root, never served as static files. */
export const DEFAULT_UPLOAD_DIR = dataDir('uploads')
/** Outside production, the advertiser JWT signing key (Ed25519, PKCS#8 PEM) generated on first start. */
export const DEFAULT_JWT_KEY_FILE = dataDir('jwt-signing-key.pem')

/**
 * The OTP HMAC key outside production. Production refuses to start without its own OTP_SECRET, so this
 * value, public in the repository, can never protect real codes.
 */
export const DEVELOPMENT_OTP_SECRET = 'localjobs-development-otp-secret-never-use-in-production'

/** The key that signs proof-of-work challenges outside production; production must set its own. */
export const DEVELOPMENT_ALTCHA_HMAC_KEY = 'localjobs-development-altcha-key-never-use-in-production'

/**
 * The local Razorpay sandbox's keys (PAYMENTS_PROVIDER=sandbox, decision 036): test-mode shaped (`rzp_test_`),
 * public in the repository, so production refuses them unless ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true.
 */
export const SANDBOX_RAZORPAY_KEY_ID = 'rzp_test_SandboxLocal01'
export const SANDBOX_RAZORPAY_KEY_SECRET = 'sandbox-key-secret-development-only'
export const SANDBOX_RAZORPAY_WEBHOOK_SECRET = 'sandbox-webhook-secret-development-only'

/** The receipt's seller outside production (a made-up GSTIN of the right shape); production sets its own. */
export const DEVELOPMENT_GST_SELLER = {
  name: 'LocalJobs (development)',
  address: 'Development address, Hyderabad, Telangana 500001',
  gstin: '36AAAAA0000A1Z5',
} as const

/** A GSTIN: state code, PAN, entity number, Z, check character. */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

const MIB = 1024 * 1024

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `must be ${min} to ${max}` })
        .max(max, { error: `must be ${min} to ${max}` }),
    )

const flag = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true')

/** 'number:code,number:code': phone numbers whose OTP is fixed (the hosted phone-auth convention). */
const testOtpNumbers = z.string().transform((value, ctx) => {
  const numbers = new Map<string, string>()
  for (const entry of value.split(',')) {
    const [mobile = '', code = '', ...rest] = entry.trim().split(':')
    if (
      rest.length > 0 ||
      !MOBILE_NUMBER_PATTERN.test(mobile) ||
      !new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma-separated list of number:code, each a 10-digit mobile number and a ${OTP_LENGTH}-digit code`,
      })
      return z.NEVER
    }
    numbers.set(mobile, code)
  }
  return numbers as ReadonlyMap<string, string>
})

/** 'number,number': mobile numbers granted a staff role at sign-in (decision 017). */
const mobileNumberList = z.string().transform((value, ctx) => {
  const numbers = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (numbers.some((mobile) => !MOBILE_NUMBER_PATTERN.test(mobile))) {
    ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of 10-digit mobile numbers' })
    return z.NEVER
  }
  return new Set(numbers) as ReadonlySet<string>
})

/** 'url,url': the app servers' page-cache purge endpoints (decision 040). */
const urlList = z.string().transform((value, ctx) => {
  const urls = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (urls.some((url) => !/^https?:\/\/[^\s/]+/.test(url) || !URL.canParse(url))) {
    ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of http:// or https:// URLs' })
    return z.NEVER
  }
  return urls as readonly string[]
})

/** A PEM from an environment variable, where newlines are often written as the two characters \\n. */
const pem = z
  .string()
  .transform((value) => value.replaceAll('\\n', '\n'))
  .pipe(z.string().regex(/-----BEGIN PRIVATE KEY-----/, { error: 'must be a PKCS#8 PEM private key' }))

/** Fastify's trustProxy: false, true, a number of hops, or a comma-separated list of addresses/CIDRs. */
const trustProxy = z.string().transform((value): boolean | number | string[] => {
  if (value === 'false') return false
  if (value === 'true') return true
  if (/^\d{1,2}$/.test(value)) return Number(value)
  return value.split(',').map((part) => part.trim())
})

const deployment = z.enum(['development', 'test', 'production'], {
  error: 'must be development, test or production',
})

const envShape = {
  /** How libraries run (React, Fastify): `./run start` uses production builds even on a laptop. */
  NODE_ENV: deployment.default('development'),
  /**
   * Where this API is deployed, which decides what it may default: only APP_ENV=production refuses
   * development secrets, the log SMS sender and insecure cookies. Defaults to NODE_ENV, so a production
   * deployment is strict unless it says otherwise; the local one-origin server sets development.
   */
  APP_ENV: deployment.optional(),
  API_PORT: z
    .string()
    .regex(/^\d{1,5}$/, { error: 'must be a port number' })
    .transform(Number)
    .pipe(z.number().min(1, { error: 'must be 1 to 65535' }).max(65_535, { error: 'must be 1 to 65535' }))
    .default(3001),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  PGLITE_DATA_DIR: z.string().default(DEFAULT_PGLITE_DATA_DIR),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  SEED_JOBS: z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().max(1_000_000, { error: 'must be at most 1000000' }))
    .default(5000),
  OTP_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** HMAC key of the proof-of-work challenges (decision 011); production refuses to start without it. */
  ALTCHA_HMAC_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /**
   * HMAC-SHA256 key of short-lived signed links to private files an <img> must load without a bearer token
   * (the review desk's company logos, decision 031). Production refuses to start without it; elsewhere a
   * random key is made at each start (links then last until a restart, at most their 10 minutes).
   */
  SIGNED_URL_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** PBKDF2 iterations per attempt of a challenge: the unit its difficulty (attempts) is counted in. */
  ALTCHA_COST: wholeNumber(1, 1_000_000).default(1000),
  SESSION_TTL_DAYS: wholeNumber(1, 365).default(30),
  /** Minutes between sweeps of expired sessions and old OTP rows (services/cleanup.ts); 0 turns it off. */
  CLEANUP_INTERVAL_MINUTES: wholeNumber(0, 10_080).default(60),
  /** Whether this process polls the job queue (plugins/app/job-worker.ts, decision 029); false: never. */
  JOBS_WORKER: flag.default(true),
  /** Milliseconds between the job worker's polls of the queue. */
  JOBS_POLL_MS: wholeNumber(100, 3_600_000).default(5000),
  /**
   * Milliseconds the server keeps serving after SIGTERM with /api/ready answering 503, so that a load
   * balancer stops sending before the listener closes (lib/graceful-shutdown.ts, decision 044). Default:
   * 5000 with APP_ENV=production, 0 elsewhere.
   */
  SHUTDOWN_GRACE_MS: wholeNumber(0, 600_000).optional(),
  /** Milliseconds the requests in flight then have to finish before their connections are cut. */
  SHUTDOWN_TIMEOUT_MS: wholeNumber(0, 600_000).default(10_000),
  COOKIE_SECURE: flag.optional(),
  TEST_OTP_NUMBERS: testOtpNumbers.optional(),
  ALLOW_TEST_OTP_IN_PRODUCTION: flag.default(false),
  SMS_PROVIDER: z.enum(['log', 'http'], { error: 'must be log or http' }).default('log'),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  /** How long the HTTP SMS sender waits for the gateway's answer before it counts the send failed (decision 045). */
  SMS_HTTP_TIMEOUT_MS: wholeNumber(100, 60_000).default(5000),
  /**
   * How long an OTP request waits for its text to be handed over before it answers anyway; the text is a
   * queued job, so a slow or failed send is tried again by the worker (decision 045).
   */
  OTP_SMS_WAIT_MS: wholeNumber(0, 10_000).default(1000),
  SMS_OUTBOX_DIR: z.string().default(DEFAULT_SMS_OUTBOX_DIR),
  DEV_SMS_OUTBOX: flag.default(false),
  /**
   * Approve at once a post with no machine-check finding from a trusted advertiser (3 approved posts, no
   * reports on their jobs, not blocked); high-risk posts never are (decision 030). Off by default.
   */
  AUTO_APPROVE_TRUSTED: flag.default(false),
  UPLOAD_DIR: z.string().default(DEFAULT_UPLOAD_DIR),
  /** The default is the rule's (the profile form shows it next to the file input). */
  MAX_RESUME_BYTES: wholeNumber(1024, 50 * MIB).default(MAX_RESUME_BYTES),
  APP_DOWNLOAD_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://play.google.com/store/apps/details?id=in.localjobs.app'),
  /**
   * Whose X-Forwarded-For to believe. Loopback by default: the apps' server rendering (and a proxy on the
   * same host) call the API from there and name the reader's address (decision 011).
   */
  TRUST_PROXY: trustProxy.default(['loopback']),
  /**
   * The advertiser access tokens' signing key: Ed25519 (EdDSA) as a PKCS#8 PEM (decision 017). Production
   * refuses to start without it; elsewhere JWT_KEY_FILE is read, or generated on first start.
   */
  JWT_PRIVATE_KEY: pem.optional(),
  JWT_KEY_FILE: z.string().default(DEFAULT_JWT_KEY_FILE),
  /** Access token life: 15 minutes; an end-to-end test may set 5 seconds. */
  ACCESS_TOKEN_TTL_SECONDS: wholeNumber(1, 86_400).default(900),
  /** Refresh token life: 30 days. */
  REFRESH_TOKEN_TTL_SECONDS: wholeNumber(10, 365 * 86_400).default(30 * 86_400),
  /**
   * Who takes payments (decision 036): `sandbox` (the local imitation of Razorpay under /api/dev/razorpay/,
   * refused in production unless ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true) or `razorpay`. Both go through
   * the official SDK.
   */
  PAYMENTS_PROVIDER: z
    .enum(['sandbox', 'razorpay'], { error: 'must be sandbox or razorpay' })
    .default('sandbox'),
  /** Razorpay's key id (public: the checkout opens with it); sandbox mode defaults to SANDBOX_RAZORPAY_KEY_ID. */
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, {
      error: 'must be a Razorpay key id (rzp_test_… or rzp_live_…)',
    })
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /**
   * The SDK's base URL instead of https://api.razorpay.com (no trailing /v1). In sandbox mode: the
   * sandbox's public address (the short links and the checkout script are built on it); by default
   * http://HOST:API_PORT/api/dev/razorpay.
   */
  RAZORPAY_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** How long one call to Razorpay (the SDK's request) may take before it fails as unavailable (decision 045). */
  RAZORPAY_TIMEOUT_MS: wholeNumber(100, 60_000).default(8000),
  /** Lets production run the sandbox or rzp_test_ keys (a staging deployment, the production-mode tests). */
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION: flag.default(false),
  /** The seller on the payment receipt (GST invoice); development defaults, required in production. */
  GST_SELLER_NAME: z.string().optional(),
  GST_SELLER_ADDRESS: z.string().optional(),
  GST_SELLER_GSTIN: z
    .string()
    .regex(GSTIN_PATTERN, { error: 'must be a 15-character GSTIN such as 36AAAAA0000A1Z5' })
    .optional(),
  /** Numbers that hold the ops or agent role from their next sign-in on (empty by default). */
  OPS_MOBILE_NUMBERS: mobileNumberList.optional(),
  AGENT_MOBILE_NUMBERS: mobileNumberList.optional(),
  /**
   * Seconds this process keeps an anonymous job-feed answer (decision 041): the most a job closed, held or
   * expired elsewhere may still show in this process's feed (the process that changed it forgets at once).
   * 0 turns the cache off.
   */
  FEED_CACHE_SECONDS: wholeNumber(0, 60).default(5),
  /**
   * Where error reports go (Sentry, decision 042). Unset: error reporting is off and its SDK never loads.
   * Not a secret (every page carries it to the browser), but an error message does not repeat it either.
   */
  SENTRY_DSN: sentryDsn.optional(),
  /** The release id reports carry; unset: `localjobs@` and the checkout's commit (decision 042). */
  SENTRY_RELEASE: sentryRelease.optional(),
  /** API requests per address and minute (pages and static files are never counted); 0 turns it off. */
  RATE_LIMIT_PER_IP_PER_MINUTE: wholeNumber(0, 1_000_000).default(3000),
  /**
   * Redis for the counters API replicas share: rate limits, OTP send counts, used challenges (decision 039).
   * Unset, they live in this process (one replica). redis://[user:password@]host:port[/db], or rediss:// (TLS).
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** Namespaces this deployment's keys in a Redis it may share (staging beside production, a test run). */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, { error: 'must be 1 to 64 letters, digits or _ . : -' })
    .default('lj:'),
  /** Codes an address may ask for an hour before each further one needs a solved challenge (decision 011). */
  OTP_FREE_SENDS_PER_IP_PER_HOUR: wholeNumber(0, 1_000_000).default(10),
  /** The hard ceiling: codes an address may ask for an hour, challenges solved or not. */
  OTP_SENDS_PER_IP_PER_HOUR: wholeNumber(1, 1_000_000).default(500),
  /**
   * Where to send page-cache purges when a job's public state changes (decision 040): each app server's
   * (each replica's) `{base}/_page-cache/purge`, e.g. `http://seeker-1.internal:3000/jobs/_page-cache/purge`.
   * Unset: no purges (the one-origin gateway purges its apps in process); pages then live their few seconds.
   */
  PAGE_PURGE_URLS: urlList.optional(),
  /** The bearer secret of the purges: the apps' PAGE_PURGE_SECRET. Required with PAGE_PURGE_URLS. */
  PAGE_PURGE_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
}

const envSchema = z
  .object(envShape)
  .check((ctx) => {
    const env = ctx.value
    const problem = (key: keyof typeof envShape, message: string) =>
      ctx.issues.push({ code: 'custom', path: [key], message, input: env[key] })
    const production = (env.APP_ENV ?? env.NODE_ENV) === 'production'
    if (production && env.OTP_SECRET === undefined)
      problem('OTP_SECRET', 'must be set in production (32 or more random characters)')
    if (production && env.ALTCHA_HMAC_KEY === undefined)
      problem('ALTCHA_HMAC_KEY', 'must be set in production (32 or more random characters)')
    if (production && env.SIGNED_URL_SECRET === undefined)
      problem('SIGNED_URL_SECRET', 'must be set in production (32 or more random characters)')
    if (env.OTP_FREE_SENDS_PER_IP_PER_HOUR > env.OTP_SENDS_PER_IP_PER_HOUR)
      problem(
        'OTP_FREE_SENDS_PER_IP_PER_HOUR',
        'must not be above OTP_SENDS_PER_IP_PER_HOUR (the hard ceiling)',
      )
    if (production && env.TEST_OTP_NUMBERS && !env.ALLOW_TEST_OTP_IN_PRODUCTION)
      problem('TEST_OTP_NUMBERS', 'is refused in production unless ALLOW_TEST_OTP_IN_PRODUCTION=true')
    if (production && env.SMS_PROVIDER === 'log')
      problem(
        'SMS_PROVIDER',
        'log writes codes to the log and a local file; production needs SMS_PROVIDER=http',
      )
    if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL)
      problem('SMS_HTTP_URL', 'must be set when SMS_PROVIDER=http')
    if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_TOKEN)
      problem('SMS_HTTP_TOKEN', 'must be set when SMS_PROVIDER=http')
    if (production && env.COOKIE_SECURE === false)
      problem('COOKIE_SECURE', 'must not be false in production: session cookies travel over HTTPS only')
    if (production && env.JWT_PRIVATE_KEY === undefined)
      problem('JWT_PRIVATE_KEY', 'must be set in production (an Ed25519 private key, PKCS#8 PEM)')
    if (env.REFRESH_TOKEN_TTL_SECONDS <= env.ACCESS_TOKEN_TTL_SECONDS)
      problem('REFRESH_TOKEN_TTL_SECONDS', 'must be longer than ACCESS_TOKEN_TTL_SECONDS')
    if (production && env.DEV_SMS_OUTBOX)
      problem('DEV_SMS_OUTBOX', 'is for development and tests only; it would let anyone read sign-in codes')
    const testPaymentsAllowed = !production || env.ALLOW_TEST_PAYMENTS_IN_PRODUCTION
    if (env.PAYMENTS_PROVIDER === 'sandbox' && !testPaymentsAllowed)
      problem(
        'PAYMENTS_PROVIDER',
        'sandbox takes no real money; production needs PAYMENTS_PROVIDER=razorpay (or ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true)',
      )
    if (env.PAYMENTS_PROVIDER === 'sandbox' && production && !env.RAZORPAY_API_BASE)
      problem(
        'RAZORPAY_API_BASE',
        'must name a standalone sandbox in production: the API never mounts /api/dev/razorpay/ there',
      )
    if (env.RAZORPAY_KEY_ID?.startsWith('rzp_test_') && !testPaymentsAllowed)
      problem(
        'RAZORPAY_KEY_ID',
        'is a test-mode key; production needs an rzp_live_ key (or ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true)',
      )
    if (env.PAYMENTS_PROVIDER === 'razorpay')
      for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const)
        if (!env[key]) problem(key, 'must be set when PAYMENTS_PROVIDER=razorpay')
    if (env.PAGE_PURGE_URLS?.length && !env.PAGE_PURGE_SECRET)
      problem(
        'PAGE_PURGE_SECRET',
        'must be set with PAGE_PURGE_URLS (the app servers refuse purges without it)',
      )
    if (production)
      for (const key of ['GST_SELLER_NAME', 'GST_SELLER_ADDRESS', 'GST_SELLER_GSTIN'] as const)
        if (!env[key]) problem(key, 'must be set in production (the seller on every payment receipt)')
  })
  .transform((env) => ({
    ...env,
    APP_ENV: env.APP_ENV ?? env.NODE_ENV,
    OTP_SECRET: env.OTP_SECRET ?? DEVELOPMENT_OTP_SECRET,
    ALTCHA_HMAC_KEY: env.ALTCHA_HMAC_KEY ?? DEVELOPMENT_ALTCHA_HMAC_KEY,
    SIGNED_URL_SECRET: env.SIGNED_URL_SECRET ?? randomBytes(32).toString('hex'),
    COOKIE_SECURE: env.COOKIE_SECURE ?? (env.APP_ENV ?? env.NODE_ENV) === 'production',
    SHUTDOWN_GRACE_MS: env.SHUTDOWN_GRACE_MS ?? ((env.APP_ENV ?? env.NODE_ENV) === 'production' ? 5000 : 0),
    TEST_OTP_NUMBERS: env.TEST_OTP_NUMBERS ?? (new Map() as ReadonlyMap<string, string>),
    OPS_MOBILE_NUMBERS: env.OPS_MOBILE_NUMBERS ?? (new Set() as ReadonlySet<string>),
    AGENT_MOBILE_NUMBERS: env.AGENT_MOBILE_NUMBERS ?? (new Set() as ReadonlySet<string>),
    PAGE_PURGE_URLS: env.PAGE_PURGE_URLS ?? ([] as readonly string[]),
    // sandbox mode only: the razorpay provider was refused above without its own keys
    RAZORPAY_KEY_ID: env.RAZORPAY_KEY_ID ?? SANDBOX_RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET: env.RAZORPAY_KEY_SECRET ?? SANDBOX_RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: env.RAZORPAY_WEBHOOK_SECRET ?? SANDBOX_RAZORPAY_WEBHOOK_SECRET,
    GST_SELLER_NAME: env.GST_SELLER_NAME ?? DEVELOPMENT_GST_SELLER.name,
    GST_SELLER_ADDRESS: env.GST_SELLER_ADDRESS ?? DEVELOPMENT_GST_SELLER.address,
    GST_SELLER_GSTIN: env.GST_SELLER_GSTIN ?? DEVELOPMENT_GST_SELLER.gstin,
  }))

export type Env = z.output<typeof envSchema>

export class InvalidEnvError extends Error {
  override name = 'InvalidEnvError'
}

/**
 * Reads the API's settings from `source` (the process environment unless a caller such as a test or
 * the gateway passes its own). An empty value counts as unset, as `.env` files and CI often write them.
 * Throws InvalidEnvError naming every bad variable, so a misconfigured start fails at once and clearly.
 * Secrets are never echoed back in the message.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const keys = Object.keys(envShape) as (keyof typeof envShape)[]
  const present = Object.fromEntries(
    keys.flatMap((key) => {
      const value = source[key]?.trim()
      return value ? [[key, value]] : []
    }),
  )
  const result = envSchema.safeParse(present)
  if (result.success) return result.data
  const secret = new Set<string>([
    'OTP_SECRET',
    'ALTCHA_HMAC_KEY',
    'SIGNED_URL_SECRET',
    'SMS_HTTP_TOKEN',
    'DATABASE_URL',
    'REDIS_URL',
    'JWT_PRIVATE_KEY',
    'RAZORPAY_KEY_SECRET',
    'RAZORPAY_WEBHOOK_SECRET',
    'SENTRY_DSN',
  ])
  const problems = result.error.issues.map((issue) => {
    const key = String(issue.path[0])
    const got = secret.has(key) ? '' : ` (got ${JSON.stringify(present[key])})`
    return `  ${key} ${issue.message}${got}`
  })
  throw new InvalidEnvError(`Invalid API environment:\n${problems.join('\n')}`)
}
