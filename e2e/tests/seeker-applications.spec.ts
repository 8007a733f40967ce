import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import type { SitemapJobsResponse } from '../../packages/api-client/src/classifieds/sitemap.ts'
import { locationsSlug } from '../../packages/api-client/src/seeker-urls.ts'
import { ENGLISH_MONTHS, formatPostedDate } from '../../packages/ui/src/format.ts'
import { expect, test } from './fixtures.ts'
import {
  english,
  fillProfile,
  freshNumber,
  lastCode,
  logInFromHeader,
  openAccountMenu,
} from './seeker-session.ts'

/** Logs a fresh number in from the header and creates its job profile; ends on the seeker_profile page. */
async function seekerWithProfile(page: Page, request: APIRequestContext) {
  await page.goto('/jobs', { waitUntil: 'networkidle' })
  await logInFromHeader(page, request)
  await page.goto('/jobs/create_profile')
  await fillProfile(page, english)
  await expect(page).toHaveURL(/\/jobs\/seeker_profile$/)
}

/** The last line of the job card of `jobId` on the page: where its "Applied" mark shows. */
const cardMark = (page: Page, jobId: number) => page.locator(`main [data-job="${jobId}"]`)
/** The title link of the job card of `jobId`. */
const cardLink = (page: Page, jobId: number) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.locator(`[data-job="${jobId}"]`) })
    .getByRole('heading', { level: 2 })
    .getByRole('link')

/** What the mark draws (CSS generated content), as people see it. */
const drawnMark = (page: Page, jobId: number) =>
  cardMark(page, jobId).evaluate((element) => getComputedStyle(element, '::after').content)

/** Applies from the job's own page, as a seeker does. */
async function applyOnJobPage(page: Page) {
  await page.getByRole('main').getByRole('button', { name: english.apply }).click()
  await expect(page.getByRole('status').filter({ hasText: english.applied })).toBeVisible()
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path, fullPage })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

/**
 * A list only seeded jobs are on: the place other than Hyderabad with the most live jobs. Every job the e2e
 * tests post is in Hyderabad, and some of them close theirs while this spec runs: a job applied to here stays
 * open, so its status stays "Applied".
 */
async function quietList(request: APIRequestContext): Promise<string> {
  const jobs = (await (
    await request.get('/api/classifieds/classifieds/sitemap/jobs/?limit=1000')
  ).json()) as SitemapJobsResponse
  const counts = new Map<string, number>()
  for (const job of jobs.results)
    if (job.location_slug !== 'hyderabad')
      counts.set(job.location_slug, (counts.get(job.location_slug) ?? 0) + 1)
  const [place] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? []
  if (!place) throw new Error('the seed has no live job outside Hyderabad')
  return `/jobs/${locationsSlug([place])}`
}

/** The job ids of the first cards of the list on the page. */
async function jobIdsOnList(page: Page, count: number) {
  const lines = page.getByRole('main').locator('[data-job]')
  await expect(lines.first()).toBeVisible()
  const ids = await lines.evaluateAll((elements) =>
    elements.map((element) => Number(element.getAttribute('data-job'))),
  )
  return ids.slice(0, count)
}

test.describe('my applications', () => {
  // Each journey logs in, fills the three profile steps and applies before it looks: more than the default
  // 30 s on this shared 2-core machine.
  test.describe.configure({ timeout: 90_000 })

  test('log in, apply to two jobs, see "Applied" on their cards and both with dates under My applications', async ({
    page,
    request,
    pageErrors,
    checkA11y,
  }) => {
    await seekerWithProfile(page, request)
    const list = await quietList(request)
    await page.goto(list, { waitUntil: 'networkidle' })
    const [first, second, untouched] = await jobIdsOnList(page, 3)
    if (!first || !second || !untouched) throw new Error(`the seeded list ${list} has fewer than three jobs`)

    // The first from the list: apply on its page, then Back to the list, which now marks it.
    await cardLink(page, first).click()
    await expect(page).toHaveURL(new RegExp(`/jobs/jobDetails/[a-z0-9-]+-${first}$`))
    await applyOnJobPage(page)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${list}$`))
    await expect(cardMark(page, first)).toHaveAttribute('data-applied', 'Applied')
    expect(await drawnMark(page, first)).toContain('Applied')
    await expect(cardMark(page, second)).not.toHaveAttribute('data-applied')

    // The second, straight to its page.
    await cardLink(page, second).click()
    await applyOnJobPage(page)

    // A fresh load of the list (server-rendered, public) marks both, and only them.
    await page.goto(list, { waitUntil: 'networkidle' })
    await expect(cardMark(page, first)).toHaveAttribute('data-applied', 'Applied')
    await expect(cardMark(page, second)).toHaveAttribute('data-applied', 'Applied')
    await expect(cardMark(page, untouched)).not.toHaveAttribute('data-applied')
    await checkA11y(page)

    // The header's account menu leads to My applications: both jobs, newest first, with the date.
    const menu = await openAccountMenu(page)
    await expect(menu.getByRole('link', { name: 'My job profile' })).toBeVisible()
    await checkA11y(page)
    await menu.getByRole('link', { name: 'My applications' }).click()
    await expect(page).toHaveURL(/\/jobs\/my-applications$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible()
    const items = page.getByRole('main').getByRole('article')
    await expect(items).toHaveCount(2)
    const today = formatPostedDate(Date.now(), ENGLISH_MONTHS)
    for (const [index, jobId] of [second, first].entries()) {
      const item = items.nth(index)
      await expect(item).toContainText(`Applied on ${today}`)
      await expect(item).toContainText('Status: Applied')
      await expect(item.getByRole('link')).toHaveAttribute('href', new RegExp(`-${jobId}$`))
    }
    await checkA11y(page)
    expect(pageErrors).toEqual([])
  })

  test("the seeker's own pages are never stored by a shared cache, in any language", async ({ request }) => {
    for (const path of ['/jobs/my-applications', '/jobs/seeker_profile', '/jobs/create_profile']) {
      for (const query of ['', '?lang=te']) {
        const response = await request.get(`${path}${query}`)
        expect(response.status(), path).toBe(200)
        expect(response.headers()['cache-control'], `${path}${query}`).toBe('private, no-store')
      }
    }
  })

  test(
    'the page is private (no-store, noindex) and in Hindi and Telugu, fitting a 320 px phone',
    { tag: '@own-viewport' },
    async ({ page, request, checkA11y }, testInfo) => {
      await seekerWithProfile(page, request)
      await page.goto(await quietList(request), { waitUntil: 'networkidle' })
      const [applyTo] = await jobIdsOnList(page, 1)
      await cardLink(page, applyTo as number).click()
      await applyOnJobPage(page)

      const response = await page.goto('/jobs/my-applications?lang=hi')
      expect(response?.headers()['cache-control']).toBe('private, no-store')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.getByRole('heading', { level: 1, name: 'मेरे आवेदन' })).toBeVisible()
      const item = page.getByRole('main').getByRole('article')
      // The date in Hindi: day, the Hindi month name, year.
      await expect(item).toContainText(new RegExp(`${new Date().getFullYear()} को आवेदन किया`))
      await expect(item).toContainText('आवेदन किया')
      await checkA11y(page)

      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 740 })
        await page.goto('/jobs/my-applications?lang=te')
        await expect(page.getByRole('main').getByRole('article')).toContainText('దరఖాస్తు చేశారు')
        const main = page.getByRole('main')
        expect(await main.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
        const box = await page.getByRole('main').getByRole('article').boundingBox()
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
        await attachScreenshot(page, testInfo, `my-applications-te-${width}`)
      }
    },
  )

  test('not logged in: the page asks to log in, then shows the list (empty: a way to the jobs)', async ({
    page,
    request,
    checkA11y,
  }) => {
    await page.goto('/jobs/my-applications', { waitUntil: 'networkidle' })
    await expect(page.getByText('Log in to see the jobs you applied to.')).toBeVisible()
    await checkA11y(page)
    await page.getByRole('main').getByRole('button', { name: english.login }).click()
    const modal = page.getByRole('dialog')
    const mobile = freshNumber()
    await modal.getByRole('textbox', { name: english.mobile }).fill(mobile)
    await modal.getByRole('button', { name: english.getOtp }).click()
    await modal.getByRole('textbox', { name: english.otp }).fill(await lastCode(request, mobile))
    await modal.getByRole('button', { name: english.verify }).click()
    await expect(modal).toBeHidden()
    await expect(page.getByText('You have not applied to any job yet.')).toBeVisible()
    await page.getByRole('link', { name: 'See the latest jobs' }).click()
    await expect(page).toHaveURL(/\/jobs\/?$/)
  })

  test('the account menu: keyboard, Escape, 48 px items; logging out takes the marks away', async ({
    page,
    request,
    checkA11y,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await seekerWithProfile(page, request)
    const list = await quietList(request)
    await page.goto(list, { waitUntil: 'networkidle' })
    const [applyTo] = await jobIdsOnList(page, 1)
    await cardLink(page, applyTo as number).click()
    await applyOnJobPage(page)
    await page.goto(`${list}?lang=te`, { waitUntil: 'networkidle' })
    await expect(cardMark(page, applyTo as number)).toHaveAttribute('data-applied', 'దరఖాస్తు చేశారు')
    await cardMark(page, applyTo as number).scrollIntoViewIfNeeded()
    await attachScreenshot(page, testInfo, 'job-card-applied-te-360', false)

    const account = page.getByRole('banner').getByRole('button', { name: 'ఖాతా' })
    await account.focus()
    await page.keyboard.press('Enter')
    await expect(account).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator(`#${await account.getAttribute('aria-controls')}`)
    for (const item of await menu.locator('a, button').all()) {
      const box = await item.boundingBox()
      expect(box && box.height >= 48).toBe(true)
    }
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'నా జాబ్ ప్రొఫైల్' })).toBeFocused()
    await page.evaluate(() => window.scrollTo(0, 0))
    await attachScreenshot(page, testInfo, 'account-menu-te-360', false)
    await checkA11y(page)
    await page.keyboard.press('Escape')
    await expect(account).toHaveAttribute('aria-expanded', 'false')
    await expect(account).toBeFocused()

    await account.click()
    await menu.getByRole('button', { name: 'లాగౌట్' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'లాగిన్' })).toBeVisible()
    await expect(cardMark(page, applyTo as number)).not.toHaveAttribute('data-applied')
  })
})
