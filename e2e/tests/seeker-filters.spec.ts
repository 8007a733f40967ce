import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type {
  AppliedFilter,
  FilterCountResponse,
  FilterSearchBody,
  FiltersResponse,
  PromotedJobsResponse,
} from '../../packages/api-client/src/classifieds/types.ts'
import type { LocationsResponse } from '../../packages/api-client/src/locations/types.ts'
import { categoryLocationSlug, nameSlug } from '../../packages/api-client/src/seeker-urls.ts'
import { expect, test } from './fixtures.ts'

// The filter page on the phone our users own (issue 8, item 4): 360 x 740, the groups collapsed with the
// chosen values as chips, a sticky "Show N jobs" that counts as the person ticks, radios that clear on
// their own, and a sponsored block that shows only sponsored jobs matching the filters.

const PHONE = { width: 360, height: 740 }
const SHOW = /^Show (\d[\d,]*\+? )?jobs?$/
const API = '/api/classifieds/classifieds'

/** The job id at the end of a details link: '/jobs/jobDetails/driver-in-hyderabad-123'. */
const jobIdOf = (href: string | null) => Number(/-(\d+)$/.exec(href ?? '')?.[1])

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE)
})

async function apiCount(request: APIRequestContext, body: FilterSearchBody): Promise<FilterCountResponse> {
  const response = await request.post(`${API}/apply_filters/count/`, { data: body })
  expect(response.status()).toBe(200)
  return (await response.json()) as FilterCountResponse
}

async function filterOptions(request: APIRequestContext, query = 'location_id=9') {
  const response = await request.get(`${API}/filters_v2/?${query}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as FiltersResponse).filters
}

/** The filter form, once React owns it (the page paints before its scripts run, decision 008). */
async function filterForm(page: Page) {
  const form = page.getByRole('form', { name: 'Filters' })
  await expect
    .poll(() =>
      form
        .locator('input')
        .first()
        .evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true)
  return form
}

/** The English title of a value of an option, as filters_v2 answers it. */
async function valueTitles(request: APIRequestContext) {
  const options = await filterOptions(request)
  return (optionId: number, valueId: number) =>
    options.find((option) => option.id === optionId)?.filter_value.find((value) => value.id === valueId)
      ?.title ?? `no value ${valueId} of option ${optionId}`
}

/** Opens a collapsed group by its title and answers it. */
async function openGroup(form: Locator, title: string) {
  const group = form.locator('details', { has: form.page().locator('summary', { hasText: title }) })
  await group.locator('summary').click()
  await expect(group).toHaveAttribute('open', '')
  return group
}

/** The names of the chips (each says what it removes), in order. */
const chipNames = (form: Locator) =>
  form
    .getByRole('group', { name: 'Chosen filters' })
    .getByRole('button')
    .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('aria-label')))

/** The ids of the jobs listed as results (not the sponsored ones above them). */
const resultIds = (page: Page) =>
  page
    .locator('h2', { hasText: 'Jobs matching your filters' })
    .locator('xpath=following-sibling::ul[1]')
    .getByRole('article')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    .then((hrefs) => hrefs.map(jobIdOf))

test.describe('the filter page on a 360 px phone', { tag: '@own-viewport' }, () => {
  test('"Show N jobs" is on screen without scrolling, counts as the person ticks, and N is what the list then shows', async ({
    page,
    request,
    pageErrors,
    checkA11y,
  }, testInfo) => {
    // A search of Hyderabad that fits one page (1 to 20 jobs): a job type, a shift, a gender.
    const options = await filterOptions(request)
    const byName = (name: string) => options.find((option) => option.english_name === name)
    const [jobType, shift, gender] = [byName('Job type'), byName('Shift timing'), byName('Gender')]
    if (!jobType || !shift || !gender) throw new Error('filters_v2 lacks Job type, Shift timing or Gender')
    let chosen: { filters: AppliedFilter[]; count: number; titles: string[] } | undefined
    search: for (const type of jobType.filter_value)
      for (const time of shift.filter_value)
        for (const who of gender.filter_value) {
          const filters = [
            { id: jobType.id, filter_value: [type.id] },
            { id: shift.id, filter_value: [time.id] },
            { id: gender.id, filter_value: [who.id] },
          ]
          const { count } = await apiCount(request, { location_id: 9, filters })
          if (count >= 2 && count <= 20) {
            chosen = { filters, count, titles: [type.title, time.title, who.title] }
            break search
          }
        }
    if (!chosen) throw new Error('no job type x shift x gender search of Hyderabad has 2 to 20 jobs')

    await page.goto('/jobs/jobsFiltering?list=jobs-in-hyderabad')
    const form = await filterForm(page)
    const show = form.getByRole('button', { name: SHOW })
    const everything = await apiCount(request, { location_id: 9, filters: [] })
    await expect(show).toHaveText(
      `Show ${everything.count.toLocaleString('en-US')}${everything.capped ? '+' : ''} jobs`,
    )
    // Within thumb reach without scrolling: at the bottom of the screen, in full.
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expect(show).toBeInViewport({ ratio: 1 })
    const box = await show.boundingBox()
    const screenHeight = await page.evaluate(() => window.innerHeight)
    expect(screenHeight).toBe(PHONE.height)
    expect(box && box.y + box.height).toBeLessThanOrEqual(screenHeight)
    expect(box && screenHeight - (box.y + box.height)).toBeLessThan(24)
    // Every group starts collapsed.
    expect(await form.locator('details[open]').count()).toBe(0)
    await testInfo.attach('filter page at 360 px (English)', {
      body: await page.screenshot(),
      contentType: 'image/png',
    })

    const [typeTitle, shiftTitle, genderTitle] = chosen.titles
    await (await openGroup(form, 'Job type')).getByRole('checkbox', { name: typeTitle, exact: true }).check()
    await (await openGroup(form, 'Shift timing'))
      .getByRole('radio', { name: shiftTitle, exact: true })
      .check()
    await (await openGroup(form, 'Gender')).getByRole('radio', { name: genderTitle, exact: true }).check()
    // The ticks pause: the button says the API's count for the three values.
    await expect(show).toHaveText(chosen.count === 1 ? 'Show 1 job' : `Show ${chosen.count} jobs`)
    await expect
      .poll(() => chipNames(form))
      .toEqual([
        `Remove Job type: ${typeTitle}`,
        `Remove Shift timing: ${shiftTitle}`,
        `Remove Gender: ${genderTitle}`,
      ])
    // Still within reach after scrolling through the opened groups.
    await page.mouse.wheel(0, 300)
    await expect(show).toBeInViewport({ ratio: 1 })
    await checkA11y(page)

    await show.click()
    await expect(page).toHaveURL(/jobsFiltering\?.*f6=.*#results$/)
    // It opens at the jobs, not at the form again.
    await expect(page.getByRole('heading', { name: 'Jobs matching your filters' })).toBeInViewport()
    await expect.poll(async () => (await resultIds(page)).length).toBe(chosen.count)
    await expect(page.getByRole('button', { name: 'Load more jobs' })).toHaveCount(0)
    expect(pageErrors).toEqual([])
  })

  test('a chosen radio clears on its own (tapped again, or its Clear) and the other filters stay', async ({
    page,
    request,
    pageErrors,
    checkA11y,
  }) => {
    // Gender: Female, Shift timing: night, Job type: full time (ids of the filter catalog).
    const titles = await valueTitles(request)
    const [fullTime, night] = [titles(6, 1), titles(7, 2)]
    await page.goto('/jobs/jobsFiltering?f10=3&f7=2&f6=1')
    const form = await filterForm(page)
    await expect
      .poll(() => chipNames(form))
      .toEqual([`Remove Job type: ${fullTime}`, `Remove Shift timing: ${night}`, 'Remove Gender: Female'])

    const gender = await openGroup(form, 'Gender')
    const female = gender.getByRole('radio', { name: 'Female', exact: true })
    await expect(female).toBeChecked()
    await female.click()
    await expect(female).not.toBeChecked()
    await expect(gender.getByRole('radio', { checked: true })).toHaveCount(0)
    await expect
      .poll(() => chipNames(form))
      .toEqual([`Remove Job type: ${fullTime}`, `Remove Shift timing: ${night}`])

    const shift = await openGroup(form, 'Shift timing')
    await shift.getByRole('button', { name: 'Clear Shift timing' }).click()
    await expect(shift.getByRole('radio', { checked: true })).toHaveCount(0)
    await expect.poll(() => chipNames(form)).toEqual([`Remove Job type: ${fullTime}`])
    await checkA11y(page)

    await form.getByRole('button', { name: SHOW }).click()
    // Only the job type is left: f6=1 in Hyderabad, which no list address expresses.
    await expect(page).toHaveURL(/jobsFiltering\?f6=1#results$/)
    const after = await filterForm(page)
    await expect.poll(() => chipNames(after)).toEqual([`Remove Job type: ${fullTime}`])
    const jobType = await openGroup(after, 'Job type')
    await expect(jobType.getByRole('checkbox', { name: fullTime, exact: true })).toBeChecked()
    expect(pageErrors).toEqual([])
  })

  test("a list's 'Filter jobs' opens the filter page with what the list shows ticked", async ({
    page,
    request,
    pageErrors,
  }) => {
    // The case: the salary list pre-ticks the salary bands it came from.
    await page.goto('/jobs/salary-10000-20000-per-months-jobs')
    await page.getByRole('link', { name: 'Filter jobs' }).click()
    await expect(page).toHaveURL(/jobsFiltering\?list=salary-10000-20000-per-months-jobs$/)
    const form = await filterForm(page)
    await expect
      .poll(() => chipNames(form))
      .toEqual(['Remove Salary: ₹10,000 - ₹15,000', 'Remove Salary: ₹15,000 - ₹20,000'])
    const salary = await openGroup(form, 'Salary')
    const ticked = await salary
      .getByRole('checkbox', { checked: true })
      .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent))
    expect(ticked).toEqual(['₹10,000 - ₹15,000', '₹15,000 - ₹20,000'])

    // The other kinds of list: a category in a city, several cities, experience.
    const { results } = (await (await request.get('/api/locations/cities/')).json()) as LocationsResponse
    const pune = results.find((city) => city.slug === 'pune')
    const options = await filterOptions(request, `location_id=${pune?.id}`)
    const category = options.find((option) => option.id === 2)?.filter_value[0]
    for (const [list, chips, cities] of [
      [
        categoryLocationSlug([nameSlug(category?.english_name ?? '')], 'pune'),
        [`Remove Job Category: ${category?.title}`],
        1,
      ],
      ['jobs-in-hyderabad-and-pune', ['Remove Hyderabad', 'Remove Pune'], 2],
      ['2-years-experience-jobs', ['Remove Experience: 2 years'], 1],
    ] as const) {
      await page.goto(`/jobs/jobsFiltering?list=${list}`)
      const listed = await filterForm(page)
      await expect.poll(() => chipNames(listed)).toEqual(chips)
      await expect(listed.locator('summary', { hasText: 'Cities' })).toContainText(`${cities} chosen`)
    }
    expect(pageErrors).toEqual([])
  })

  test('the sponsored block shows only sponsored jobs that match: one outside the chosen experience is gone', async ({
    page,
    request,
    pageErrors,
  }) => {
    const SHOWN = 3 // the sponsored block shows the first three
    const promoted = async (body: FilterSearchBody) => {
      const response = await request.post(`${API}/promoted_jobs_v2/`, { data: body })
      expect(response.status()).toBe(200)
      return ((await response.json()) as PromotedJobsResponse).results
    }
    const { results } = (await (await request.get('/api/locations/cities/')).json()) as LocationsResponse
    const experience = (await filterOptions(request)).find((option) => option.english_name === 'Experience')
    // A city other than the default (an experience alone there has no list address, so the page stays)
    // whose first sponsored jobs include one that some experience value leaves out.
    let found: { city: (typeof results)[number]; jobId: number; years: number; title: string } | undefined
    for (const city of results.filter((each) => each.slug && each.id !== 9)) {
      const shown = (await promoted({ location_id: city.id, filters: [] })).slice(0, SHOWN)
      if (shown.length === 0) continue
      for (const value of experience?.filter_value ?? []) {
        const matching = await promoted({
          location_id: city.id,
          filters: [{ id: 3, filter_value: [value.id] }],
        })
        const left = shown.find((job) => !matching.some((each) => each.id === job.id))
        if (left) {
          found = { city, jobId: left.id, years: value.id, title: value.title }
          break
        }
      }
      if (found) break
    }
    if (!found) throw new Error('no sponsored job that an experience value leaves out')
    const block = page.getByRole('region', { name: 'Sponsored jobs' })
    const sponsoredIds = async () =>
      (
        await block
          .getByRole('article')
          .getByRole('heading')
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      ).map(jobIdOf)

    await page.goto(`/jobs/jobsFiltering?list=jobs-in-${found.city.slug}`)
    await expect.poll(sponsoredIds).toContain(found.jobId)

    const form = await filterForm(page)
    await (await openGroup(form, 'Experience')).getByRole('radio', { name: found.title, exact: true }).check()
    await form.getByRole('button', { name: SHOW }).click()
    await expect(page).toHaveURL(new RegExp(`f3=${found.years}`))
    await expect(page.getByRole('heading', { name: 'Jobs matching your filters' })).toBeVisible()
    const expected = (
      await promoted({ location_id: found.city.id, filters: [{ id: 3, filter_value: [found.years] }] })
    ).slice(0, SHOWN)
    if (expected.length === 0) await expect(block).toHaveCount(0)
    else await expect.poll(sponsoredIds).toEqual(expected.map((job) => job.id))
    expect(await sponsoredIds()).not.toContain(found.jobId)
    expect(pageErrors).toEqual([])
  })

  test('in Telugu the page fits 360 px and reads in Telugu (screenshots for the report)', async ({
    page,
    pageErrors,
    checkA11y,
  }, testInfo) => {
    await page.goto('/jobs/jobsFiltering?list=salary-10000-20000-per-months-jobs&lang=te')
    const form = page.getByRole('form', { name: 'ఫిల్టర్లు' })
    const show = form.getByRole('button', { name: /ఉద్యోగాలు చూపించండి$/ })
    await expect(show).toHaveText(/^\d[\d,]*\+? ఉద్యోగాలు చూపించండి$/)
    await expect(show).toBeInViewport({ ratio: 1 })
    await testInfo.attach('filter page at 360 px (Telugu)', {
      body: await page.screenshot(),
      contentType: 'image/png',
    })
    await (await openGroup(form, 'లింగం')).getByRole('radio', { name: 'మహిళలు' }).check()
    await expect(form.getByRole('button', { name: 'లింగం తీసేయండి' })).toBeVisible()
    await testInfo.attach('filter page at 360 px (Telugu), Gender open', {
      body: await page.screenshot(),
      contentType: 'image/png',
    })
    // Nothing in the form is wider than the phone (seeker-layout.spec.ts checks the whole page).
    const widest = await form.evaluate((element) =>
      Math.max(
        ...[element, ...element.querySelectorAll('*')].map((each) => each.getBoundingClientRect().right),
      ),
    )
    expect(widest).toBeLessThanOrEqual(PHONE.width)
    await checkA11y(page)
    expect(pageErrors).toEqual([])
  })
})

test.describe('the filter page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the groups are collapsed, the chips are links without them, and "Show jobs" submits the form', async ({
    page,
    request,
  }) => {
    const fullTime = (await valueTitles(request))(6, 1)
    await page.setViewportSize(PHONE)
    await page.goto('/jobs/jobsFiltering?f10=3&f7=2')
    const form = page.getByRole('form', { name: 'Filters' })
    const show = form.getByRole('button', { name: 'Show jobs', exact: true })
    await expect(show).toBeVisible()
    expect(await form.locator('details[open]').count()).toBe(0)

    const chip = form.getByRole('link', { name: 'Remove Gender: Female' })
    await expect(chip).toHaveAttribute('href', '/jobs/jobsFiltering?f7=2')
    await chip.click()
    await expect(page).toHaveURL(/jobsFiltering\?f7=2$/)
    await expect(
      page.getByRole('form', { name: 'Filters' }).getByRole('link', { name: /^Remove / }),
    ).toHaveCount(1)

    // Tick a job type and submit natively: the page shows that search.
    await page.locator('summary', { hasText: 'Job type' }).click()
    await page.getByRole('checkbox', { name: fullTime, exact: true }).check()
    await page.getByRole('button', { name: 'Show jobs', exact: true }).click()
    await expect(page).toHaveURL(/jobsFiltering\?(.*&)?f6=1/)
    await expect(page).toHaveURL(/f7=2/)
  })
})
