import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test'
import type { FeedResponse } from '../../packages/api-client/src/classifieds/types.ts'

interface Fixtures {
  /** Console errors and uncaught page errors seen while the test ran; asserted empty by the test. */
  pageErrors: string[]
  /** Runs axe on the current page and fails on serious or critical violations. */
  checkA11y: (page: Page) => Promise<void>
  /** Reads the feed straight from the API, to know what the pages must show. */
  feed: (query?: Record<string, string | number>, locale?: string) => Promise<FeedResponse>
  /** The id of a job that was public and has expired (its details page answers 410). */
  expiredJobId: () => Promise<number>
  /**
   * Content-Security-Policy violations in any page of the test (its own context and any it opens), as the
   * browser reported them; automatic, and the test fails at its end unless there were none (decision 038).
   */
  cspViolations: string[]
}

/** The name of the binding through which pages report CSP violations to the test. */
const CSP_BINDING = '__e2eCspViolation'
/** The contexts whose violations are recorded already (the test's own may come through both doors). */
const recording = new WeakSet<BrowserContext>()

/**
 * Records every CSP violation of `context`'s pages in `seen`: the `securitypolicyviolation` events (the
 * blocked directive, what and where) and the browser's console lines about the policy (which also cover
 * what reports no event in the page, such as a frame's violations).
 */
async function recordCspViolations(context: BrowserContext, seen: string[]): Promise<void> {
  if (recording.has(context)) return
  recording.add(context)
  await context.exposeBinding(CSP_BINDING, (_source, violation: string) => {
    seen.push(violation)
  })
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding]
      report?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'an inline source'} ` +
          `(${event.sourceFile || location.href}:${event.lineNumber}) on ${location.pathname}${location.search}`,
      )
    })
  }, CSP_BINDING)
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`)
  })
}

/** A random address of the IPv6 documentation prefix (2001:db8::/32), in a /64 of its own. */
export const documentationAddress = () => {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16)
  return `2001:db8:${group()}:${group()}::${group()}`
}

export const test = base.extend<Fixtures>({
  // Each test comes from an address (and a /64) of its own: the server believes X-Forwarded-For from
  // loopback, so one test's logins never count against another's per-address allowance (decision 011),
  // and the server runs with its real limits. The page, its server renders and `request` all carry it.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': documentationAddress() })
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`)
    })
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
    await use(errors)
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  checkA11y: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page }).analyze()
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(
        blocking.map(
          (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])
    })
  },
  feed: async ({ request }, use) => {
    await use(async (query = {}, locale = 'en') => {
      const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
      const response = await request.get(`/api/classifieds/classifieds/feed_v2/?${params}`, {
        headers: { 'Accept-Language': locale },
      })
      expect(response.status()).toBe(200)
      return (await response.json()) as FeedResponse
    })
  },
  // Every test, whether it asks or not: the pages of its own context, and of any context it opens.
  cspViolations: [
    async ({ browser }, use) => {
      const seen: string[] = []
      const newContext = browser.newContext
      browser.newContext = async (...args) => {
        const opened = await newContext.apply(browser, args)
        await recordCspViolations(opened, seen)
        return opened
      }
      try {
        await use(seen)
      } finally {
        browser.newContext = newContext
      }
      expect([...new Set(seen)], 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  context: async ({ context, cspViolations }, use) => {
    await recordCspViolations(context, cspViolations)
    await use(context)
  },
  expiredJobId: async ({ request }, use) => {
    await use(async () => {
      // The seed expires some of its oldest jobs; the details call says which with a 410.
      for (let id = 1; id <= 300; id++) {
        const response = await request.get(`/api/classifieds/classifieds/${id}/`)
        if (response.status() === 410) return id
      }
      throw new Error('the seed has no expired job among its first 300')
    })
  },
})

export { expect }
