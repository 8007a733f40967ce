import { execFileSync, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { type SentryEndpoint, startSentryEndpoint } from '@localjobs/error-reporting/testing/sentry-endpoint'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#src/app.ts'
import type { Database } from '#src/db/database.ts'
import { ApiError } from '#src/lib/api-error.ts'
import { testEnv } from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'

const here = fileURLToPath(new URL('.', import.meta.url))
/** The release the API reports without SENTRY_RELEASE: this checkout's commit (decision 042). */
const checkoutRelease = `localjobs@${execFileSync('git', ['rev-parse', 'HEAD'], { cwd: here, encoding: 'utf8' }).slice(0, 12)}`

let database: Database
let endpoint: SentryEndpoint
let app: FastifyInstance | undefined

beforeAll(async () => {
  ;[database, endpoint] = await Promise.all([createTestDatabase({ migrate: false }), startSentryEndpoint()])
})
afterAll(async () => {
  await Promise.all([database?.close(), endpoint?.close()])
})
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** The API with test routes that fail: unexpectedly (a 500) and on purpose (a 409). */
async function apiWith(env: Record<string, string>) {
  app = buildApp({ db: database, env: testEnv({ CLEANUP_INTERVAL_MINUTES: '0', ...env }) })
  app.get('/api/test-failure/', async () => {
    throw new Error('could not send the OTP 4821 to 9876543210')
  })
  app.get('/api/test-conflict/', async () => {
    throw new ApiError(409, 'CONFLICT', 'already applied')
  })
  await app.ready()
  return app
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('error reporting in the API (SENTRY_DSN set)', () => {
  it('reports a 500 as one event with the release, the request, and no personal data', async () => {
    const api = await apiWith({ SENTRY_DSN: endpoint.dsn, APP_ENV: 'test' })
    const response = await api.inject({
      url: '/api/test-failure/?mobile_no=9876543210&otp=4821',
      headers: {
        authorization: 'Bearer eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl',
        cookie: 'sessionid=s3cr3t-session',
        'x-request-id': 'req-500-check',
      },
    })
    expect(response.statusCode).toBe(500)

    const [event] = await endpoint.waitForEvents(/req-500-check/)
    expect(event?.release).toBe(checkoutRelease)
    expect(event?.environment).toBe('test')
    expect(event?.exception?.values?.at(-1)?.value).toBe('could not send the OTP 4821 to **********')
    expect(event?.request).toMatchObject({
      method: 'GET',
      url: '/api/test-failure/?mobile_no=**********&otp=[Filtered]',
    })
    expect(event?.tags).toMatchObject({ server: 'api', request_id: 'req-500-check' })
    const text = JSON.stringify(event)
    for (const secret of ['9876543210', 's3cr3t-session', 'eyJhbGciOiJFZERTQSJ9', '=4821'])
      expect(text).not.toContain(secret)

    // Only the 500: not a second copy from Sentry's own Fastify integration, and no 4xx.
    await api.inject({ url: '/api/test-conflict/', headers: { 'x-request-id': 'req-409-check' } })
    await api.inject({ url: '/api/nowhere/', headers: { 'x-request-id': 'req-404-check' } })
    await sleep(500)
    expect(endpoint.events.filter((item) => JSON.stringify(item).includes('req-500-check'))).toHaveLength(1)
    expect(JSON.stringify(endpoint.events)).not.toMatch(/req-409-check|req-404-check/)
  })

  it('reports nothing without SENTRY_DSN', async () => {
    const api = await apiWith({})
    const response = await api.inject({
      url: '/api/test-failure/',
      headers: { 'x-request-id': 'req-off-check' },
    })
    expect(response.statusCode).toBe(500)
    await sleep(500)
    expect(JSON.stringify(endpoint.events)).not.toContain('req-off-check')
  })

  it('reports an unhandled rejection as one event with the release, then exits as Node would', async () => {
    const child = spawn(process.execPath, [`${here}unhandled-rejection-child.ts`], {
      env: {
        ...process.env,
        SENTRY_DSN: endpoint.dsn,
        SENTRY_RELEASE: 'localjobs@rejection-check',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(output).toContain('answered 200')
    expect(code).toBe(1)

    const events = endpoint.events.filter((event) => event.release === 'localjobs@rejection-check')
    expect(events).toHaveLength(1)
    expect(events[0]?.exception?.values?.at(-1)).toMatchObject({
      value: 'the SMS gateway dropped the code for **********',
      mechanism: { type: 'auto.node.onunhandledrejection' },
    })
  }, 30_000)
})
