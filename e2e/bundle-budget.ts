// Measures each route's first-load JavaScript in Debian's Chromium and fails when a budget is exceeded.
// A budget measured signed in signs a fresh advertiser in by OTP: the server needs DEV_SMS_OUTBOX=true (the
// development SMS outbox), as `./run test` starts it.
//   node bundle-budget.ts --base http://127.0.0.1:3000 [--files]   (--files: each script's gzip bytes too)
import { gzipSync } from 'node:zlib'
import { chromium, devices } from '@playwright/test'
import { budgetBaseUrl, resolveBudgetPath } from './budget-target.ts'
import { routeBudgets } from './budgets.ts'
import { chromiumLaunchOptions } from './chromium.ts'
import { signInAdvertiser, storeAdvertiser } from './tests/advertiser-session.ts'
import { documentationAddress } from './tests/fixtures.ts'

const base = budgetBaseUrl('bundle-budget.ts')
const resolvePath = (path: string) => resolveBudgetPath(base, path)
const listFiles = process.argv.includes('--files')

async function gzipTotal(bodies: Iterable<Promise<Buffer>>): Promise<number> {
  let total = 0
  for (const body of bodies) total += gzipSync(await body, { level: 9 }).length
  return total
}

const browser = await chromium.launch(chromiumLaunchOptions)
let failures = 0
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
try {
  for (const budget of routeBudgets) {
    const path = await resolvePath(budget.path)
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      baseURL: base,
      // An address of its own: the server's per-address sign-in allowance is not the tests' (decision 011).
      extraHTTPHeaders: { 'x-forwarded-for': documentationAddress() },
    })
    const page = await context.newPage()
    if (budget.signedIn === 'advertiser') await storeAdvertiser(page, await signInAdvertiser(context.request))
    const scripts = new Map<string, Promise<Buffer>>()
    const styles = new Map<string, Promise<Buffer>>()
    page.on('response', (response) => {
      if (!response.ok()) return
      const type = response.request().resourceType()
      if (type === 'script') scripts.set(response.url(), response.body())
      if (type === 'stylesheet') styles.set(response.url(), response.body())
    })
    const response = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`)
    const js = await gzipTotal(scripts.values())
    const htmlAndCss = await gzipTotal([response.body(), ...styles.values()])
    await context.close()

    const report = (what: string, bytes: number, limit: number, detail: string) => {
      const ok = bytes <= limit
      if (!ok) failures++
      const share = ((bytes / limit) * 100).toFixed(0)
      console.info(
        `${ok ? '✔' : '✘'} ${budget.name} (${path}): ${what} ${kb(bytes)} gzip ${detail}, budget ${kb(limit)} (${share}%)`,
      )
    }
    report('first-load JS', js, budget.firstLoadJsGzipBytes, `in ${scripts.size} files`)
    if (listFiles) {
      const sizes = await Promise.all(
        [...scripts].map(async ([url, body]) => [gzipSync(await body, { level: 9 }).length, url] as const),
      )
      for (const [bytes, url] of sizes.sort((a, b) => b[0] - a[0]))
        console.info(`    ${kb(bytes).padStart(9)}  ${new URL(url).pathname}`)
    }
    if (budget.htmlAndCssGzipBytes !== undefined) {
      report(
        'HTML + CSS',
        htmlAndCss,
        budget.htmlAndCssGzipBytes,
        `(document and ${styles.size} stylesheets)`,
      )
    }
  }
} finally {
  await browser.close()
}
process.exit(failures > 0 ? 1 : 0)
