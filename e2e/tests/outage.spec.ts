import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type SentryEndpoint, startSentryEndpoint } from '@localjobs/error-reporting/testing/sentry-endpoint'
import { expect, test } from './fixtures.ts'
import { type OwnServer, startOwnServer } from './own-server.ts'

/**
 * Pages during an API outage (decision 044), against a one-origin server of its own whose apps reach the
 * API through API_INTERNAL_URL, pointed at a stand-in that answers what the API answers while PostgreSQL is
 * down (503 SERVICE_UNAVAILABLE with Retry-After) or does not answer at all. A seeker list page and a job page
 * answer 503 with the API's Retry-After and no-store (never a 500, never stored), show "temporarily
 * unavailable" with a way to try again and home, in the reader's language, and nothing reaches Sentry.
 * Tagged @own-server: it runs once, in the phone-360 project.
 */

test.describe.configure({ mode: 'default' })

/** How the stand-in API behaves: the database is down (503, Retry-After 7), or no answer at all. */
let apiMode: 'down' | 'gone' = 'down'
let api: Server
let endpoint: SentryEndpoint
let server: OwnServer | undefined
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
  server = await startOwnServer('outage', {
    // the apps' server renders call the stand-in; the browser's calls go to this server's own /api
    API_INTERNAL_URL: `http://127.0.0.1:${apiPort}/api`,
    SENTRY_DSN: endpoint.dsn,
    SENTRY_RELEASE: `localjobs@e2e-outage-${process.pid}`,
  })
  origin = server.origin
})

test.afterAll(async () => {
  await server?.stop()
  await endpoint?.close()
  await new Promise((resolve) => api?.close(resolve))
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
