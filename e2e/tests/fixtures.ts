import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
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
