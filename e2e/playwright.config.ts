import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions as chromium } from './chromium.ts'

// `./run test` starts the one-origin server once and passes its address; run alone, Playwright starts it.
const port = Number(process.env.E2E_PORT ?? 3100)
/** The ops users of the e2e server (the review desk): the same list as tooling/scripts/test.sh's. */
const E2E_OPS_MOBILE_NUMBERS =
  '9100000011,9100000012,9100000013,9100000014,9100000015,9100000016,9100000017,9100000018,9100000019,9100000020,9100000021,9100000031,9100000032,9100000033,9100000034'
/** The agents of the e2e server (payment links, payments-journey.spec.ts): the same as tooling/scripts/test.sh's. */
const E2E_AGENT_MOBILE_NUMBERS = '9100000041,9100000042'
/** The specs the desktop project runs (see the project's comment). */
const DESKTOP_SPECS =
  /(hire-(dashboard|language|payments|post-job|post-job-submit|profile|review|submission)|leads-journey|payments-journey|seeker-(journey|list|menu))\.spec\.ts$/
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // The HTML report (e2e/playwright-report) holds the screenshots the layout spec attaches.
  reporter: [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // The test device: a 360x740 Android phone, the most common screen among our users. It alone runs the
    // layout specs (seeker-layout, hire-layout: tests/layout.ts), which set their own widths (320 and 360 px)
    // and languages. (A second phone project, a Pixel 7 at 412 px, ran the same specs again; it was dropped to
    // keep CI within its 20 minutes: the 360 px phone is the narrower and the one our users hold.)
    {
      name: 'phone-360',
      use: { ...devices['Galaxy S8'], browserName: 'chromium', launchOptions: chromium },
    },
    // The wide screen runs the journeys whose page differs there or whose people sit at a desk: advertisers
    // (posting, paying now above 640 px, the dashboard, applicants), the review desk, and the seeker's list,
    // job page, header and menu. The rest does not depend on the screen (the API, redirects, logins, the
    // profile form, web views, which are phones) and runs once, on the phone, to keep CI within its 20 minutes.
    {
      name: 'desktop',
      testMatch: DESKTOP_SPECS,
      // Tests that set their own viewport (a phone's width) are the same in every project, and tests that start
      // a server of their own (error-reporting.spec.ts) need not start it twice: phone-360 runs them.
      grepInvert: /@own-viewport|@own-server/,
      use: { ...devices['Desktop Chrome'], browserName: 'chromium', launchOptions: chromium },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../tooling/gateway/src/serve.ts',
        url: `${baseURL}/api/ready`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          PGLITE_DATA_DIR: `/tmp/localjobs-e2e-${port}`,
          LOG_LEVEL: 'warn',
          DEV_SMS_OUTBOX: 'true',
          // The review desk's ops users (hire-review.spec.ts: 11 on phone-360, 12 on desktop; hire-layout.spec.ts:
          // 13-15, one per language; hire-submission.spec.ts: 16-18; seeker-report.spec.ts: 19-20; review-journey.spec.ts: 21;
          // hire-dashboard.spec.ts: 31 on phone-360, 32 on desktop; leads-journey.spec.ts: 33 and 34);
          // tooling/scripts/test.sh sets the same.
          OPS_MOBILE_NUMBERS: E2E_OPS_MOBILE_NUMBERS,
          AGENT_MOBILE_NUMBERS: E2E_AGENT_MOBILE_NUMBERS,
          // Advertiser access tokens live 5 s, so every advertiser page here lives through token refreshes
          // (tooling/scripts/test.sh sets the same for `./run test`).
          ACCESS_TOKEN_TTL_SECONDS: '5',
          // The real limits: each test names its own address in X-Forwarded-For (tests/fixtures.ts), which
          // the server believes from loopback (TRUST_PROXY's default).
        },
      },
})
