import type { Page } from '@playwright/test'
import { categoryLocationSlug } from '../../packages/api-client/src/seeker-urls.ts'
import { expect, test } from './fixtures.ts'

// What the raw (pre-JavaScript) HTML must contain: React escapes text, so compare escaped titles.
const htmlText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const inHtml = (html: string, text: string) =>
  html.includes(htmlText(text)) || html.includes(text.replace(/&/g, '&amp;').replace(/</g, '&lt;'))

/** Holds every script the page asks for until `release` (a page painted, its JavaScript still on the way). */
async function holdScripts(page: Page) {
  let open!: () => void
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  const pattern = /\.m?js(\?.*)?$/
  const hold = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    await gate
    await route.continue()
  }
  await page.route(pattern, hold)
  return {
    // The newest hold answers first; once open it lets everything through.
    release: () => open(),
  }
}

test.describe('seeker job list', () => {
  test('/jobs is server-rendered with the newest seeded jobs', async ({ request, feed }) => {
    const { results } = await feed({ limit: 5 })
    expect(results.length).toBe(5)

    const response = await request.get('/jobs')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/html')
    const html = await response.text()
    for (const job of results) expect(inHtml(html, job.translated_content.title)).toBe(true)
    expect(html).toMatch(/<html[^>]* lang="en"/)
    expect(html).toMatch(/<link[^>]+rel="canonical"/)
  })

  test('/jobs hydrates without console errors and loads more jobs', async ({
    page,
    pageErrors,
    checkA11y,
  }) => {
    await page.goto('/jobs')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const jobs = page.getByRole('main').getByRole('article')
    const before = await jobs.count()
    expect(before).toBeGreaterThan(0)

    // No waiting for hydration: a tap before the scripts ran is kept and made once they have.
    await page.getByRole('button', { name: /load more/i }).click()
    await expect.poll(() => jobs.count()).toBeGreaterThan(before)

    await checkA11y(page)
    expect(pageErrors).toEqual([])
  })

  test('taps made before the scripts arrive are not lost: Load more, Log in, Apply', async ({
    page,
    feed,
    pageErrors,
  }) => {
    // A slow phone: the page is painted, its scripts are still on the way.
    const scripts = await holdScripts(page)

    await page.goto('/jobs', { waitUntil: 'commit' })
    const jobs = page.getByRole('main').getByRole('article')
    const loadMore = page.getByRole('button', { name: /load more/i })
    await expect(loadMore).toBeVisible()
    const before = await jobs.count()
    await loadMore.click()
    // The tap is seen (the button says it is busy) and made once the scripts have run.
    await expect(loadMore).toHaveAttribute('aria-busy', 'true')
    scripts.release()
    await expect.poll(() => jobs.count()).toBeGreaterThan(before)

    const header = await holdScripts(page)
    await page.goto('/jobs/sitemap', { waitUntil: 'commit' })
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
    header.release()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()

    const [job] = (await feed({ limit: 1 })).results
    if (!job) throw new Error('the seed produced no jobs')
    const details = await holdScripts(page)
    await page.goto(`/jobs/jobDetails/${job.id}`, { waitUntil: 'commit' })
    await page.getByRole('button', { name: /^Apply$/ }).click()
    details.release()
    // Not logged in: Apply opens the login modal.
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(pageErrors).toEqual([])
  })

  test('a reader who scrolled while the scripts were on the way stays there, and Back from a job returns there', async ({
    page,
  }) => {
    const scripts = await holdScripts(page)
    await page.goto('/jobs', { waitUntil: 'commit' })
    const loadMore = page.getByRole('button', { name: /load more/i })
    await expect(loadMore).toBeVisible()
    // Down to the end of the list, where Load more is.
    await loadMore.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(500)

    scripts.release()
    // Hydrated: the button takes taps itself (@localjobs/ui/early-click), and the router has rendered.
    await page.waitForFunction(
      () =>
        (document.querySelector('button[data-early-click]') as { __ljLive?: boolean } | null)?.__ljLive ===
        true,
    )
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)))
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
    await expect(loadMore).toBeInViewport()

    // From then on the router's scrolling applies: a job opens at its top; Back returns to the same place.
    const job = page.getByRole('main').getByRole('article').last().getByRole('link')
    await job.scrollIntoViewIfNeeded()
    const place = await page.evaluate(() => window.scrollY)
    await job.click()
    await expect(page).toHaveURL(/\/jobs\/jobDetails\//)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(loadMore).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place)
  })

  test('Back from a job opened on a loaded-more page returns to it: the pages loaded and the place kept', async ({
    page,
  }) => {
    await page.goto('/jobs')
    const jobs = page.getByRole('main').getByRole('article')
    const first = await jobs.count()
    await page.getByRole('button', { name: /load more/i }).click()
    await expect.poll(() => jobs.count()).toBeGreaterThan(first)
    const loaded = await jobs.count()

    const job = jobs.nth(loaded - 2).getByRole('link')
    const title = await job.textContent()
    await job.scrollIntoViewIfNeeded()
    const place = await page.evaluate(() => window.scrollY)
    await job.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '')
    await page.goBack()
    await expect.poll(() => jobs.count()).toBe(loaded)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place)
    await expect(page.getByRole('link', { name: title ?? '' })).toBeInViewport()
  })

  test('a {category}-jobs-in-{location} page lists that category in that location', async ({
    page,
    request,
    feed,
    pageErrors,
    checkA11y,
  }) => {
    const [sample] = (await feed({ limit: 1 })).results
    if (!sample) throw new Error('the seed produced no jobs')
    const slug = categoryLocationSlug([sample.job_category.slug], sample.location.slug)
    const expected = await feed({
      category_slug: sample.job_category.slug,
      location_slug: sample.location.slug,
    })
    expect(expected.results.length).toBeGreaterThan(0)

    const response = await request.get(`/jobs/${slug}`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    for (const job of expected.results.slice(0, 5))
      expect(inHtml(html, job.translated_content.title)).toBe(true)

    await page.goto(`/jobs/${slug}`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toContainText(sample.job_category.title)
    await expect(heading).toContainText(sample.location.title)
    for (const job of expected.results.slice(0, 3)) {
      await expect(page.getByRole('main').getByText(job.translated_content.title).first()).toBeVisible()
    }
    await checkA11y(page)
    expect(pageErrors).toEqual([])
  })

  test('an unknown slug answers 404', async ({ request }) => {
    expect((await request.get('/jobs/astronaut-jobs-in-atlantis')).status()).toBe(404)
    expect((await request.get('/jobs/not-a-list-page')).status()).toBe(404)
  })
})
