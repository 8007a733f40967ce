import type { APIRequestContext } from '@playwright/test'
import type { Classified, FeedResponse } from '../../packages/api-client/src/classifieds/types.ts'
import type { LocationItem, LocationsResponse } from '../../packages/api-client/src/locations/types.ts'
import { locationsSlug } from '../../packages/api-client/src/seeker-urls.ts'
import { expect, test } from './fixtures.ts'

type City = LocationItem & { slug: string }

/** The feed's order: newest first, ties by id. */
const newestFirst = (a: Classified, b: Classified) => b.posted_at.localeCompare(a.posted_at) || b.id - a.id

/** The job id at the end of a details link: '/jobs/jobDetails/driver-in-hyderabad-123'. */
const jobIdOf = (href: string | null) => Number(/-(\d+)$/.exec(href ?? '')?.[1])

test.describe('a job list of several cities: jobs-in-{a}-and-{b}', () => {
  /**
   * The cities of the two newest jobs of different cities, so both have a job among the newest 20 of the
   * pair; in the order of the city list (by English name), the canonical order of the address.
   */
  async function twoCities(
    request: APIRequestContext,
    feed: (query: Record<string, string | number>) => Promise<FeedResponse>,
  ): Promise<[City, City]> {
    const { results: newest } = await feed({ limit: 20 })
    const slugs = [...new Set(newest.map((job) => job.location.slug))].slice(0, 2)
    const response = await request.get('/api/locations/cities/')
    expect(response.status()).toBe(200)
    const { results } = (await response.json()) as LocationsResponse
    const pair = results.filter((city): city is City => city.slug !== undefined && slugs.includes(city.slug))
    if (pair.length !== 2) throw new Error(`the newest 20 jobs are not in two listed cities: ${slugs}`)
    return pair as [City, City]
  }

  test('names both cities and lists the newest jobs of both, as the feed of each says', async ({
    page,
    request,
    feed,
    pageErrors,
    checkA11y,
  }) => {
    const [first, second] = await twoCities(request, feed)
    const slug = locationsSlug([first.slug, second.slug])
    const [a, b] = await Promise.all([
      feed({ location_slug: first.slug, limit: 20 }),
      feed({ location_slug: second.slug, limit: 20 }),
    ])
    expect(a.results.length).toBeGreaterThan(0)
    expect(b.results.length).toBeGreaterThan(0)
    const expected = [...a.results, ...b.results].sort(newestFirst).slice(0, 20)

    const response = await request.get(`/jobs/${slug}`, { maxRedirects: 0 })
    expect(response.status()).toBe(200)

    await page.goto(`/jobs/${slug}`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(`Jobs in ${first.title}, ${second.title}`)
    const links = page.getByRole('main').getByRole('article').getByRole('link')
    await expect(links.first()).toBeVisible()
    const shown = (await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).map(
      jobIdOf,
    )
    expect(shown.slice(0, expected.length)).toEqual(expected.map((job) => job.id))
    // Jobs of both cities are on the page (each city has a job among the newest 20 of the pair).
    expect(new Set(expected.map((job) => job.location.slug))).toEqual(new Set([first.slug, second.slug]))

    await checkA11y(page)
    expect(pageErrors).toEqual([])
  })

  test('the reversed order moves (301) to the canonical address', async ({ page, request, feed }) => {
    const [first, second] = await twoCities(request, feed)
    const canonical = locationsSlug([first.slug, second.slug])
    const reversed = locationsSlug([second.slug, first.slug])

    const response = await request.get(`/jobs/${reversed}`, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(`/jobs/${canonical}`)

    await page.goto(`/jobs/${reversed}`)
    await expect(page).toHaveURL(new RegExp(`/jobs/${canonical}$`))
  })

  test('an unknown second city is a 404', async ({ request, feed }) => {
    const [first] = await twoCities(request, feed)
    const response = await request.get(`/jobs/${locationsSlug([first.slug, 'atlantis'])}`, {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(404)
  })

  test('ticking a second city on the filter page moves to the two-city address', async ({
    page,
    request,
    feed,
    pageErrors,
  }) => {
    const [first, second] = await twoCities(request, feed)
    await page.goto(`/jobs/jobsFiltering?list=${locationsSlug([first.slug])}`)
    const form = page.getByRole('form', { name: 'Filters' })
    await form.locator('summary', { hasText: 'Cities' }).click()
    const box = form.getByRole('checkbox', { name: second.title, exact: true })
    // The page paints before its scripts run (decision 008): wait until React owns the box.
    await expect
      .poll(() => box.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps'))))
      .toBe(true)
    await expect(form.getByRole('checkbox', { name: first.title, exact: true })).toBeChecked()
    await box.check()
    await form.getByRole('button', { name: 'Show jobs' }).click()
    await expect(page).toHaveURL(new RegExp(`/jobs/${locationsSlug([first.slug, second.slug])}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Jobs in ${first.title}, ${second.title}`,
    )
    expect(pageErrors).toEqual([])
  })
})
