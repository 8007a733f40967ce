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

export const test = base.extend<Fixtures>({
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
