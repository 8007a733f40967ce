import { type SentryEndpoint, startSentryEndpoint } from '@localjobs/error-reporting/testing/sentry-endpoint'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { type OwnServer, startOwnServer } from './own-server.ts'

/**
 * Error reporting in the browser (decision 042), against a one-origin server of its own started with
 * SENTRY_DSN pointing at a local stand-in for Sentry: a page that fails to render shows the error area with
 * a way back and arrives as one event with the release, scrubbed (the seeker app's test page); the hire app
 * starts reporting once its page has hydrated. (The API's 500s and unhandled rejections: apps/api/test/error-reporting.) Tagged
 * @own-server: it runs once, in the phone-360 project.
 */
const release = `localjobs@e2e-${process.pid}`

// One server for the file: its tests run in one worker, one after the other.
test.describe.configure({ mode: 'default' })

let endpoint: SentryEndpoint
let server: OwnServer | undefined
let origin = ''

test.beforeAll(async () => {
  test.setTimeout(180_000)
  endpoint = await startSentryEndpoint()
  server = await startOwnServer('sentry', { SENTRY_DSN: endpoint.dsn, SENTRY_RELEASE: release })
  origin = server.origin
})

test.afterAll(async () => {
  await server?.stop()
  await endpoint?.close()
})

/** The console errors a test did not expect (the ones about its own thrown error are expected). */
const unexpected = (errors: string[], expected: RegExp) => errors.filter((error) => !expected.test(error))

/** Once the page has started Sentry (its lazy chunk loaded, after hydration). */
const sentryStarted = (page: Page) =>
  page.waitForFunction(() => Boolean((window as { __SENTRY__?: object }).__SENTRY__))

test('a page that fails to render shows the error area with a way back, and is reported once @own-server', async ({
  page,
  pageErrors,
}) => {
  await page.goto(`${origin}/jobs/dev/render-error?mobile_no=9876543210`)

  const area = page.getByRole('alert')
  await expect(area.getByRole('heading', { level: 1, name: 'Jobs could not be loaded' })).toBeVisible()
  await expect(area.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(area.getByRole('link', { name: 'See the latest jobs' })).toHaveAttribute('href', '/jobs')
  // the header and footer stay usable
  await expect(page.getByRole('banner')).toBeVisible()

  const [event] = await endpoint.waitForEvents(/A test render error/)
  expect(event?.release).toBe(release)
  expect(event?.environment).toBe('development')
  expect(event?.platform).toBe('javascript')
  expect(event?.exception?.values?.at(-1)).toMatchObject({
    value: 'A test render error (/dev/render-error) for **********',
    mechanism: { type: 'localjobs.error-page' },
  })
  expect(event?.request?.url).toBe(`${origin}/jobs/dev/render-error?mobile_no=**********`)
  expect(JSON.stringify(event)).not.toContain('9876543210')

  // One event: not a second one from the server's render or the browser's global handlers.
  await page.waitForTimeout(1000)
  expect(endpoint.events.filter((item) => JSON.stringify(item).includes('A test render error'))).toHaveLength(
    1,
  )
  expect(unexpected(pageErrors, /A test render error/)).toEqual([])
})

test('the hire app starts reporting once its page has hydrated @own-server', async ({ page, pageErrors }) => {
  await page.goto(`${origin}/hire`)
  await sentryStarted(page)
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('A test uncaught error on /hire')
    })
  })
  const [event] = await endpoint.waitForEvents(/A test uncaught error on \/hire/)
  expect(event?.release).toBe(release)
  expect(event?.request?.url).toBe(`${origin}/hire`)
  expect(unexpected(pageErrors, /A test uncaught error/)).toEqual([])
})
