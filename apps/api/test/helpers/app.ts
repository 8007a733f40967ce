import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '#src/app.ts'
import type { Database } from '#src/db/database.ts'
import { type Env, loadEnv } from '#src/env.ts'
import type { Services } from '#src/plugins/app/services.ts'
import type { FileStorage } from '#src/services/file-storage.ts'
import { MemoryRateLimitStore } from '#src/services/rate-limit.ts'
import type { SentSms, SmsMessage, SmsSender } from '#src/services/sms.ts'
import { SmsDeliveryError } from '#src/services/sms.ts'
import { createTestDatabase } from './database.ts'

/** An SMS provider that remembers what it sent; `failing` makes it refuse, as a gateway outage would. */
export class RecordingSms implements SmsSender {
  readonly provider = 'log' as const
  readonly sent: SentSms[] = []
  failing = false

  async send(message: SmsMessage) {
    if (this.failing) throw new SmsDeliveryError('the test gateway is down')
    this.sent.push({ ...message, sent_at: new Date().toISOString() })
  }

  lastTo(mobile: string) {
    return this.sent.findLast((message) => message.to === mobile)
  }

  /** The code of the last OTP text to `mobile`. */
  codeFor(mobile: string): string {
    const text = this.sent.findLast((message) => message.to === mobile && message.kind === 'otp')?.text
    const code = text && /\b(\d{4})\b/.exec(text)?.[1]
    if (!code) throw new Error(`no OTP was sent to ${mobile}`)
    return code
  }
}

export class MemoryFiles implements FileStorage {
  readonly files = new Map<string, Buffer>()
  async put(key: string, data: Buffer) {
    this.files.set(key, data)
  }
  async get(key: string) {
    return this.files.get(key)
  }
  async delete(key: string) {
    this.files.delete(key)
  }
}

/**
 * Set by ./run test for the limit tests' second run (`test:redis`, vitest.redis.config.ts): every app a test
 * builds keeps its counters in this Redis, under a prefix of its own, as a fresh in-process store would be.
 */
const redisUrl = process.env.TEST_REDIS_URL || undefined

/** One temporary directory per test file, removed after it. */
const scratch = mkdtempSync(join(tmpdir(), 'localjobs-api-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
let scratchCount = 0

/**
 * The environment of the tests: development defaults, temporary directories, no request ceiling, and every
 * test's codes free of challenges (all of a file's requests come from one address) unless it asks otherwise.
 */
export function testEnv(overrides: Record<string, string> = {}): Env {
  const dir = join(scratch, String(++scratchCount))
  return loadEnv({
    NODE_ENV: 'test',
    SMS_OUTBOX_DIR: join(dir, 'outbox'),
    UPLOAD_DIR: join(dir, 'uploads'),
    RATE_LIMIT_PER_IP_PER_MINUTE: '0',
    OTP_FREE_SENDS_PER_IP_PER_HOUR: '100000',
    OTP_SENDS_PER_IP_PER_HOUR: '100000',
    // tests run the job queue with app.jobWorker.runDue(now), on a clock of their own
    JOBS_WORKER: 'false',
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `lj-test:${process.pid}:${scratchCount}:` } : {}),
    ...overrides,
  })
}

export interface TestApp {
  app: FastifyInstance
  sms: RecordingSms
  files: MemoryFiles
  env: Env
}

export async function buildTestApp(
  db: Database,
  options: { env?: Record<string, string>; services?: Services } = {},
): Promise<TestApp> {
  const sms = new RecordingSms()
  const files = new MemoryFiles()
  const env = testEnv(options.env)
  const app = buildApp({
    db,
    env,
    services: {
      sms,
      files,
      // with TEST_REDIS_URL, the counters env names (REDIS_URL, see testEnv)
      ...(redisUrl ? {} : { rateLimitStore: new MemoryRateLimitStore() }),
      ...options.services,
    },
  })
  await app.ready()
  return { app, sms, files, env }
}

export interface FileSuite {
  /** set before the file's first test */
  database: Database
  test: TestApp
  /** A JSON POST from a page of this site (the CSRF cookie and header), with more cookies or headers. */
  post: (
    url: string,
    payload: unknown,
    extra?: { cookie?: string; headers?: Record<string, string>; remoteAddress?: string },
  ) => Promise<LightMyRequestResponse>
}

/** One test file's own database and app, built before its first test and closed after its last. */
export function appPerFile(options: Parameters<typeof buildTestApp>[1] = {}): FileSuite {
  const suite: FileSuite = {
    database: undefined as unknown as Database,
    test: undefined as unknown as TestApp,
    post: (url, payload, { cookie = '', headers = {}, remoteAddress } = {}) =>
      suite.test.app.inject({
        method: 'POST',
        url,
        headers: { ...csrfHeaders(cookie), ...headers },
        payload: payload as Record<string, unknown>,
        ...(remoteAddress ? { remoteAddress } : {}),
      }),
  }
  beforeAll(async () => {
    suite.database = await createTestDatabase()
    suite.test = await buildTestApp(suite.database, options)
  })
  afterAll(async () => {
    await suite.test?.app.close()
    await suite.database?.close()
  })
  return suite
}

/** A CSRF cookie and the matching header, as the api-client sends them. */
export const CSRF_TOKEN = 'test-csrf-token-0123456789abcdefghijklmnopqrstuv'
export const csrfCookie = `csrftoken=${CSRF_TOKEN}`
export const csrfHeaders = (cookie = '') => ({
  cookie: cookie ? `${csrfCookie}; ${cookie}` : csrfCookie,
  'x-csrftoken': CSRF_TOKEN,
})

/** The cookies a response set, as a Cookie header (cleared ones left out). */
export function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '' && cookie.name !== 'csrftoken')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ')
}

let mobileCounter = 0
/** A fresh, valid mobile number for each call, so tests do not share OTP limits. */
export function freshMobile(): string {
  mobileCounter++
  return `9${String(process.pid % 10_000).padStart(4, '0')}${String(mobileCounter).padStart(5, '0')}`
}

/** Logs a number in by OTP and answers its cookies (session and user id) and its user id. */
export async function login(test: TestApp, mobile = freshMobile()) {
  const generated = await test.app.inject({
    method: 'POST',
    url: '/api/login/otp/generate/',
    headers: csrfHeaders(),
    payload: { mobile_no: mobile },
  })
  if (generated.statusCode !== 200) throw new Error(`generate failed: ${generated.body}`)
  const verified = await test.app.inject({
    method: 'POST',
    url: '/api/login/otp/verify/',
    headers: csrfHeaders(),
    payload: { mobile_no: mobile, otp: test.sms.codeFor(mobile) },
  })
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`)
  return { mobile, cookie: cookiesOf(verified), userId: (verified.json() as { id: number }).id }
}
