import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type SentryEndpoint, startSentryEndpoint } from '@localjobs/error-reporting/testing/sentry-endpoint'
import { expect, test } from './fixtures.ts'

/**
 * Pages during an API outage (decision 044), against a one-origin server of its own whose apps reach the
 * API through API_INTERNAL_URL, pointed at a stand-in that answers what the API answers while PostgreSQL is
 * down (503 SERVICE_UNAVAILABLE with Retry-After) or does not answer at all. A seeker list page and a job page
 * answer 503 with the API's Retry-After and no-store (never a 500, never stored), show "temporarily
 * unavailable" with a way to try again and home, in the reader's language, and nothing reaches Sentry.
 * Tagged @own-server: it runs once, in the phone-360 project.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const dataDir = join(tmpdir(), `localjobs-e2e-outage-${process.pid}`)

test.describe.configure({ mode: 'default' })

/** How the stand-in API behaves: the database is down (503, Retry-After 7), or no answer at all. */
let apiMode: 'down' | 'gone' = 'down'
let api: Server
let endpoint: SentryEndpoint
let server: ChildProcess | undefined
let origin = ''

test.beforeAll(async () => {
  test.setTimeout(180_000)
  api = createServer((request, response) => {
    if (apiMode === 'gone') {
      request.socket.destroy()
      return
    }
    response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '7' })
    response.end(
      JSON.stringify({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is unavailable.',
      }),
    )
  })
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  const apiPort = (api.address() as AddressInfo).port
  endpoint = await startSentryEndpoint()
  server = spawn(process.execPath, [join(repoRoot, 'tooling/gateway/src/serve.ts')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      SMS_OUTBOX_DIR: join(dataDir, 'outbox'),
      UPLOAD_DIR: join(dataDir, 'uploads'),
      SEED_JOBS: '0',
      APP_ENV: 'development',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JOBS_WORKER: 'false',
      CLEANUP_INTERVAL_MINUTES: '0',
      SHUTDOWN_GRACE_MS: '0',
      // the apps' server renders call the stand-in; the browser's calls go to this server's own /api
      API_INTERNAL_URL: `http://127.0.0.1:${apiPort}/api`,
      SENTRY_DSN: endpoint.dsn,
      SENTRY_RELEASE: `localjobs@e2e-outage-${process.pid}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  origin = await new Promise<string>((resolve, reject) => {
    server?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (listening?.[1]) resolve(listening[1])
    })
    server?.stderr?.on('data', (chunk: Buffer) => (output += chunk))
    server?.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)))
  })
})

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  await endpoint?.close()
  await new Promise((resolve) => api?.close(resolve))
  rmSync(dataDir, { recursive: true, force: true })
})

const pages = {
  'a list page': '/jobs/jobs-in-hyderabad',
  'the home list': '/jobs',
  'a job page': '/jobs/jobDetails/7',
}

test('while the API answers 503, list and job pages answer 503 with its Retry-After, never stored @own-server', async ({
  request,
}) => {
  apiMode = 'down'
  for (const [name, path] of Object.entries(pages)) {
    // twice: the second must not be a stored copy
    for (const round of [1, 2]) {
      const answer = await request.get(`${origin}${path}`)
      const what = `${name} (${path}), request ${round}`
      expect(answer.status(), what).toBe(503)
      expect(answer.headers()['retry-after'], what).toBe('7')
      expect(answer.headers()['cache-control'], what).toBe('no-store')
      expect(answer.headers()['x-page-cache'], what).not.toBe('hit')
      expect(await answer.text(), what).toContain('Temporarily unavailable')
    }
  }
})

test('when the API does not answer at all, the pages answer 503 with Retry-After 5 @own-server', async ({
  request,
}) => {
  apiMode = 'gone'
  for (const [name, path] of Object.entries(pages)) {
    const answer = await request.get(`${origin}${path}`)
    expect(answer.status(), name).toBe(503)
    expect(answer.headers()['retry-after'], name).toBe('5')
    expect(answer.headers()['cache-control'], name).toBe('no-store')
  }
})

test('the page says so in the reader language, offers a retry and home, and reports nothing @own-server', async ({
  page,
  pageErrors,
}) => {
  apiMode = 'down'
  await page.goto(`${origin}/jobs/jobDetails/7?lang=te`)
  const area = page.getByRole('alert')
  await expect(area.getByRole('heading', { level: 1, name: 'ప్రస్తుతం అందుబాటులో లేదు' })).toBeVisible()
  // the Telugu words fit a 360 px phone (this project's screen): nothing wider than the page
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth && window.innerWidth <= 360,
    ),
  ).toBe(true)
  await expect(area.getByRole('button')).toHaveCount(1)
  await expect(area.getByRole('link')).toHaveAttribute('href', '/jobs')

  // after the page has hydrated (Sentry starts then) it still says so
  await page.waitForFunction(() => Boolean((window as { __SENTRY__?: object }).__SENTRY__))
  await page.waitForTimeout(500)
  await expect(area.getByRole('heading', { level: 1, name: 'ప్రస్తుతం అందుబాటులో లేదు' })).toBeVisible()

  // the mark in the head does not upset hydration
  expect(pageErrors.filter((error) => /hydrat|did not match/i.test(error))).toEqual([])

  // Try again asks the API once more; the browser's calls reach this server's own API, which is up (and has
  // no job 7): the page moves on to what the API answers now
  await area.getByRole('button').click()
  await expect(page.getByRole('heading', { level: 1, name: 'పేజీ కనబడలేదు' })).toBeVisible()

  // the outage was not reported (the API reports its own failures, decision 042)
  await page.waitForTimeout(1000)
  expect(endpoint.events).toEqual([])
})
