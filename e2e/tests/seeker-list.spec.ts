import { categoryLocationSlug } from '../../packages/api-client/src/seeker-urls.ts'
import { expect, test } from './fixtures.ts'

// What the raw (pre-JavaScript) HTML must contain: React escapes text, so compare escaped titles.
const htmlText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const inHtml = (html: string, text: string) =>
  html.includes(htmlText(text)) || html.includes(text.replace(/&/g, '&amp;').replace(/</g, '&lt;'))

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

    // The page paints before its scripts run (decision 008); wait until React owns the button.
    const loadMore = page.getByRole('button', { name: /load more/i })
    await expect
      .poll(() =>
        loadMore.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))),
      )
      .toBe(true)
    await loadMore.click()
    await expect.poll(() => jobs.count()).toBeGreaterThan(before)

    await checkA11y(page)
    expect(pageErrors).toEqual([])
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
