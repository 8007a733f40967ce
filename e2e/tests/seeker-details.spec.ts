import type { Page, TestInfo } from '@playwright/test'
import type { NearbyJobsResponse } from '../../packages/api-client/src/classifieds/nearby.ts'
import { expect, test } from './fixtures.ts'

// The smaller things of issue 5: words, dates and rupees in the page's language, lists that say which city
// they list, the sitemap in the page's language, and jobs near me by distance (also over plain http).

const TELUGU_MONTHS = ['జన', 'ఫిబ్ర', 'మార్చి', 'ఏప్రి', 'మే', 'జూన్', 'జులై', 'ఆగ', 'సెప్టెం', 'అక్టో', 'నవం', 'డిసెం']
const ENGLISH_MONTH = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Banjara Hills, Hyderabad: between the seeded localities of the city. */
const BANJARA_HILLS = { latitude: 17.4126, longitude: 78.4392 }

/**
 * The page on a 360 px phone: its own content (in <main>; the header is the shell's) fits without sideways
 * scrolling, and a screenshot goes to the report.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize({ width: 360, height: 740 })
  const widest = await page
    .getByRole('main')
    .evaluate((main) =>
      Math.max(
        ...[main, ...main.querySelectorAll('*')].map((element) => element.getBoundingClientRect().right),
      ),
    )
  expect(widest).toBeLessThanOrEqual(360)
  const path = testInfo.outputPath(`${name.replace(/\W+/g, '-')}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

test.describe('words, dates and numbers in the page language', () => {
  test('a Telugu job page shows its dates with Telugu month names, and its title the translated words', async ({
    page,
    feed,
    pageErrors,
  }, testInfo) => {
    const [job] = (await feed({ limit: 1, location_slug: 'hyderabad' }, 'te')).results
    if (!job) throw new Error('the seed has no job in Hyderabad')
    await page.goto(`/jobs/jobDetails/${job.job_category.slug}-in-${job.location.slug}-${job.id}?lang=te`)

    const dates = page.getByRole('main').locator('header p').filter({ hasText: 'పోస్ట్ చేశారు' })
    await expect(dates).toBeVisible()
    const text = (await dates.textContent()) ?? ''
    expect(TELUGU_MONTHS.some((month) => text.includes(` ${month}, `))).toBe(true)
    expect(text).not.toMatch(ENGLISH_MONTH)
    await expect(page).toHaveTitle(
      `${job.job_category.title}-in-${job.job_location_slug}-with-${job.translated_content.primary_details.Experience} ఉద్యోగ ఐడీ : ${job.id} : LocalJobs ఉద్యోగాలు`,
    )
    await shoot(page, testInfo, 'job page, Telugu, 360 px')
    // The server and the browser print the same dates: no hydration error.
    expect(pageErrors).toEqual([])
  })

  test('a salary list names its city and writes rupees the Indian way, in heading, title and description', async ({
    page,
    request,
    pageErrors,
  }) => {
    const heading = 'Jobs paying ₹50,000 - ₹1,00,000 a month in Hyderabad'
    await page.goto('/jobs/salary-50000-100000-per-months-jobs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page).toHaveTitle(new RegExp(`^${escaped(heading)}`))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`^${escaped(heading)}:`),
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/jobs\/salary-50000-100000-per-months-jobs$/,
    )
    // Server-rendered so, before any script.
    const html = await (await request.get('/jobs/salary-50000-100000-per-months-jobs')).text()
    expect(html).toContain(`<h1 class="`)
    expect(html).toContain(heading)
    expect(pageErrors).toEqual([])
  })

  test('an experience list lists the jobs of the city its heading names', async ({
    page,
    request,
    pageErrors,
  }) => {
    await page.goto('/jobs/2-years-experience-jobs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Jobs for 2 years of experience in Hyderabad',
    )
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.first()).toBeVisible()
    // A card's facts: salary, place, experience, job type.
    const places = await cards.evaluateAll((all) =>
      all.map((card) => card.querySelectorAll('dd')[1]?.textContent),
    )
    expect(places.length).toBeGreaterThan(0)
    for (const place of places) expect(place).toMatch(/(^|, )Hyderabad$/)
    // What the API lists for the same search: the same jobs, all in the default city.
    const answer = await request.post('/api/classifieds/classifieds/apply_filters/', {
      data: { page: 1, location_id: 9, filters: [{ id: 3, filter_value: [2] }] },
    })
    const { results } = (await answer.json()) as { results: { id: number; location: { slug: string } }[] }
    expect(results.every((job) => job.location.slug === 'hyderabad')).toBe(true)
    await expect(cards).toHaveCount(results.length)
    expect(pageErrors).toEqual([])
  })

  test('in Telugu the experience list names the city in Telugu', async ({ page }, testInfo) => {
    await page.goto('/jobs/2-years-experience-jobs?lang=te')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('హైదరాబాద్లో 2 సంవత్సరాల అనుభవం ఉన్నవారికి ఉద్యోగాలు')
    await expect(page).toHaveTitle(/^హైదరాబాద్లో 2 సంవత్సరాల/)
    await shoot(page, testInfo, 'experience list, Telugu, 360 px')
  })

  test('the Telugu sitemap names categories and places in Telugu and links their slug lists', async ({
    page,
    pageErrors,
  }, testInfo) => {
    await page.goto('/jobs/sitemap?lang=te')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2, name: 'కేటగిరీల వారీగా ఉద్యోగాలు' })).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: 'ప్రాంతాల వారీగా ఉద్యోగాలు' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'హైదరాబాద్లో ఉద్యోగాలు', exact: true })).toHaveAttribute(
      'href',
      '/jobs/jobs-in-hyderabad',
    )
    await expect(main.getByRole('heading', { level: 3, name: /డ్రైవర్/ })).toBeVisible()
    expect(await main.getByRole('link').allTextContents()).not.toContain('Jobs in Hyderabad')
    await shoot(page, testInfo, 'sitemap, Telugu, 360 px')
    expect(pageErrors).toEqual([])
  })
})

test.describe('jobs near me', () => {
  test('lists the jobs around the person nearest first, each saying how far', async ({
    page,
    context,
    request,
    pageErrors,
    checkA11y,
  }, testInfo) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation(BANJARA_HILLS)
    const kilometres = async (unit: string) =>
      (
        await page.getByRole('main').getByRole('article').locator('dd', { hasText: unit }).allTextContents()
      ).map((text) => Number(new RegExp(`([\\d.]+) ${escaped(unit)}`).exec(text)?.[1]))
    // What the API answers for the same (rounded) position.
    const api = (await (
      await request.get('/api/classifieds/classifieds/nearby/?lat=17.413&long=78.439')
    ).json()) as NearbyJobsResponse

    await page.goto('/jobs/jobs-near-me')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Jobs near .+, Hyderabad$/)
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.first()).toBeVisible()
    const distances = await kilometres('km')
    expect(distances).toHaveLength(await cards.count())
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances).toEqual(api.results.map((job) => job.distance_km))
    await expect(page.getByRole('main').getByRole('link', { name: 'Jobs in Hyderabad' })).toHaveAttribute(
      'href',
      '/jobs/jobs-in-hyderabad',
    )
    await checkA11y(page)

    // Load more continues in distance order.
    await page.getByRole('button', { name: 'Load more jobs' }).click()
    await expect(cards).toHaveCount(api.results.length * 2)
    const more = await kilometres('km')
    expect(more).toEqual([...more].sort((a, b) => a - b))
    expect(more.slice(0, api.results.length)).toEqual(distances)

    // In Telugu: the same jobs, 'కి.మీ.'.
    await page.goto('/jobs/jobs-near-me?lang=te')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('హైదరాబాద్')
    await expect(cards.first()).toBeVisible()
    expect(await kilometres('కి.మీ.')).toEqual(distances)
    await shoot(page, testInfo, 'jobs near me, Telugu, 360 px')
    expect(pageErrors).toEqual([])
  })

  test('over plain http from another address says that location needs a secure connection', async ({
    page,
    context,
    checkA11y,
  }, testInfo) => {
    // What a phone sees at http://192.168.x.x: not a secure context, so browsers give no position.
    await context.addInitScript(() => {
      Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true })
    })
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation(BANJARA_HILLS)
    await page.goto('/jobs/jobs-near-me')

    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Finding your location needs a secure (https) connection')
    await expect(alert).not.toContainText('permission was denied')
    await expect(alert.getByRole('button', { name: 'Try my location again' })).toHaveCount(0)
    await checkA11y(page)

    await page.goto('/jobs/jobs-near-me?lang=te')
    await expect(page.getByRole('alert')).toContainText('సురక్షిత (https) కనెక్షన్')
    await shoot(page, testInfo, 'jobs near me over http, Telugu, 360 px')

    // The way forward: choose a city.
    await page.goto('/jobs/jobs-near-me?lang=en')
    await page.getByLabel('Your city').selectOption('hyderabad')
    await page.getByRole('button', { name: 'Show jobs' }).click()
    await expect(page).toHaveURL(/\/jobs\/jobs-in-hyderabad$/)
  })
})
