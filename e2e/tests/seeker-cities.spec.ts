import type { APIRequestContext, Page } from '@playwright/test'
import type {
  ApplyFiltersResponse,
  Classified,
  FeedResponse,
  FiltersResponse,
  PromotedJobsResponse,
} from '../../packages/api-client/src/classifieds/types.ts'
import type { LocationItem, LocationsResponse } from '../../packages/api-client/src/locations/types.ts'
import { locationsSlug } from '../../packages/api-client/src/seeker-urls.ts'
import { expect, test } from './fixtures.ts'

type City = LocationItem & { slug: string }

/** The feed's order: newest first, ties by id. */
const newestFirst = (a: Classified, b: Classified) => b.posted_at.localeCompare(a.posted_at) || b.id - a.id

/** The job id at the end of a details link: '/jobs/jobDetails/driver-in-hyderabad-123'. */
const jobIdOf = (href: string | null) => Number(/-(\d+)$/.exec(href ?? '')?.[1])

/**
 * The filter page of the first city's list with its Cities group open; answers the form and the second
 * city's box, once React owns it (the page paints before its scripts run, decision 008).
 */
async function openCitiesOf(page: Page, first: City, second: City) {
  await page.goto(`/jobs/jobsFiltering?list=${locationsSlug([first.slug])}`)
  const form = page.getByRole('form', { name: 'Filters' })
  await form.locator('summary', { hasText: 'Cities' }).click()
  const box = form.getByRole('checkbox', { name: second.title, exact: true })
  await expect
    .poll(() => box.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps'))))
    .toBe(true)
  return { form, box }
}

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
    const { form, box } = await openCitiesOf(page, first, second)
    await expect(form.getByRole('checkbox', { name: first.title, exact: true })).toBeChecked()
    await box.check()
    await form.getByRole('button', { name: /^Show (\S+ )?jobs?$/ }).click()
    await expect(page).toHaveURL(new RegExp(`/jobs/${locationsSlug([first.slug, second.slug])}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Jobs in ${first.title}, ${second.title}`,
    )
    expect(pageErrors).toEqual([])
  })

  test("with two cities ticked, Preferred Location offers both cities' localities; one of the second lists only its jobs and survives a reload", async ({
    page,
    request,
    feed,
    pageErrors,
    checkA11y,
  }) => {
    const [first, second] = await twoCities(request, feed)
    // A locality of the second city that has a live job (the newest such job's).
    const { results: secondJobs } = await feed({ location_slug: second.slug, limit: 20 })
    const place = secondJobs.find((job) => job.locality)?.locality
    if (!place) throw new Error(`no job of ${second.slug} names its locality`)
    const options = await request.get(
      `/api/classifieds/classifieds/filters_v2/?filter=1&location_ids=${first.id}&location_ids=${second.id}`,
    )
    expect(options.status()).toBe(200)
    const [preferredLocation] = ((await options.json()) as FiltersResponse).filters
    const offered = preferredLocation?.filter_value ?? []
    const firstPlace = offered[0]
    const secondPlace = offered.find((value) => value.id === place.id)
    expect(firstPlace?.title).toMatch(new RegExp(`, ${first.title}$`))
    expect(secondPlace?.title).toBe(`${place.title}, ${second.title}`)

    const { form, box } = await openCitiesOf(page, first, second)
    await box.check()

    await form.locator('summary', { hasText: 'Preferred Location' }).click()
    const locality = (title: string) => form.getByRole('checkbox', { name: title, exact: true })
    await expect(locality(firstPlace?.title ?? '')).toBeVisible()
    await expect(locality(`${place.title}, ${second.title}`)).toBeVisible()
    await locality(`${place.title}, ${second.title}`).check()
    await form.getByRole('button', { name: /^Show (\S+ )?jobs?$/ }).click()
    await expect(page).toHaveURL(/jobsFiltering\?.*f1=/)

    // The jobs shown are apply_filters' first page for that locality in the two cities.
    const answer = await request.post('/api/classifieds/classifieds/apply_filters/', {
      data: { location_ids: [first.id, second.id], page: 1, filters: [{ id: 1, filter_value: [place.id] }] },
    })
    expect(answer.status()).toBe(200)
    const expected = ((await answer.json()) as ApplyFiltersResponse).results
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.every((job) => job.locality?.id === place.id)).toBe(true)
    // The results, not the sponsored jobs above them.
    const results = page.locator('main article:not(section[aria-labelledby="sponsored-title"] article) h2 a')
    const shownIds = async () =>
      (await results.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).map(jobIdOf)
    await expect.poll(shownIds).toEqual(expected.map((job) => job.id))

    // A reload keeps both cities and the locality ticked (the groups start collapsed; the chips name them).
    await page.reload()
    await expect(form.getByRole('group', { name: 'Chosen filters' })).toContainText(
      `${place.title}, ${second.title}`,
    )
    await form.locator('summary', { hasText: 'Preferred Location' }).click()
    await form.locator('summary', { hasText: 'Cities' }).click()
    await expect(locality(`${place.title}, ${second.title}`)).toBeChecked()
    await expect(form.getByRole('checkbox', { name: second.title, exact: true })).toBeChecked()
    await expect.poll(shownIds).toEqual(expected.map((job) => job.id))
    await checkA11y(page)
    expect(pageErrors).toEqual([])
  })

  test("the filter page of two cities shows sponsored jobs of both, the second city's too", async ({
    page,
    request,
    pageErrors,
    checkA11y,
  }) => {
    const SHOWN = 3 // the sponsored block shows the first three
    const promoted = async (query: string) => {
      const response = await request.get(`/api/classifieds/classifieds/promoted_jobs_v2/?${query}`)
      expect(response.status()).toBe(200)
      return ((await response.json()) as PromotedJobsResponse).results
    }
    const { results } = (await (await request.get('/api/locations/cities/')).json()) as LocationsResponse
    const listed = results.filter((city): city is City => city.slug !== undefined)
    // Two cities (in the city list's order, the address's) whose sponsored jobs both make the block.
    let chosen: { pair: [City, City]; jobs: Classified[] } | undefined
    for (const [index, first] of listed.entries()) {
      if ((await promoted(`location_id=${first.id}`)).length === 0) continue
      for (const second of listed.slice(index + 1)) {
        const jobs = (await promoted(`location_ids=${first.id}&location_ids=${second.id}`)).slice(0, SHOWN)
        const shownCities = new Set(jobs.map((job) => job.location.id))
        if (shownCities.has(first.id) && shownCities.has(second.id)) {
          chosen = { pair: [first, second], jobs }
          break
        }
      }
      if (chosen) break
    }
    if (!chosen) throw new Error('no two cities whose sponsored jobs both make the first three')
    const {
      pair: [first, second],
      jobs,
    } = chosen
    // Asked for the first city alone, the block would miss the second city's jobs.
    const firstOnly = (await promoted(`location_id=${first.id}`)).slice(0, SHOWN).map((job) => job.id)
    expect(firstOnly).not.toEqual(jobs.map((job) => job.id))

    await page.goto(`/jobs/jobsFiltering?list=${locationsSlug([first.slug, second.slug])}`)
    const form = page.getByRole('form', { name: 'Filters' })
    await expect(form.locator('summary', { hasText: 'Cities' })).toContainText('2 chosen')
    const block = page.getByRole('region', { name: 'Sponsored jobs' })
    const shownIds = async () =>
      (
        await block
          .getByRole('article')
          .getByRole('heading')
          .getByRole('link')
          .evaluateAll((all) => all.map((link) => link.getAttribute('href')))
      ).map(jobIdOf)
    await expect.poll(shownIds).toEqual(jobs.map((job) => job.id))
    const fromSecond = jobs.find((job) => job.location.id === second.id)
    await expect(
      block.getByRole('link', { name: fromSecond?.translated_content.title, exact: true }).first(),
    ).toBeVisible()
    await checkA11y(page)
    expect(pageErrors).toEqual([])
  })
})
