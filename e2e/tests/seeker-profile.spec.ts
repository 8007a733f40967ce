import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type {
  JobSeekerProfile,
  JobSeekerProfileOptions,
} from '../../packages/api-client/src/job-seeker/profile.ts'
import type { PrimaryJobRolesResponse } from '../../packages/api-client/src/primary-job-roles/types.ts'
import { expect, test } from './fixtures.ts'
import { expectTopToast, logInFromHeader, pdfResume } from './seeker-session.ts'

// The seeker's own job profile (issue 5): a resume in step 1 (uploaded when chosen), a fresher not asked
// for employer fields, cities from a searchable multi-select, an optional job role, the draft kept on the
// device until saved; the summary with every section; the spec's toasts (section 8).

const PROFILE_API = '**/api/classifieds/job_seeker/profile/'
const STATUS_API = '**/api/classifieds/job_seeker/*/status/'
const RESUME_API = '**/api/classifieds/job_seeker/profile/resume/'
const DRAFT_PREFIX = 'localjobs.draft.seeker-profile:'

type Resume = ReturnType<typeof pdfResume>

/** What the test types and chooses, by the titles the API offers (the second choice of each list). */
interface Typed {
  name: string
  pastEmployer: string
  designation: string
  titles: Record<keyof JobSeekerProfileOptions, string>
  /** a primary job role of the chosen category */
  role: string
}

async function typedProfile(request: APIRequestContext): Promise<Typed> {
  const response = await request.get('/api/classifieds/job_seeker/profile/options/')
  expect(response.status()).toBe(200)
  const options = (await response.json()) as JobSeekerProfileOptions
  const second = <T extends { title: string }>(list: T[]): T => {
    const choice = list[1] ?? list[0]
    if (!choice) throw new Error('a profile option list is empty')
    return choice
  }
  const titles = Object.fromEntries(
    Object.entries(options).map(([field, list]) => [field, second(list).title]),
  ) as Typed['titles']
  // Experience: '1 year', not the first choice, Fresher (which asks no employer).
  titles.experience = second(options.experience).title
  const category = second(options.job_category)
  const roles = (await (
    await request.get(`/api/classifieds/v1/primary-job-roles/?job_category=${category.id}`)
  ).json()) as PrimaryJobRolesResponse
  const role = roles.results[0]
  if (!role) throw new Error(`category ${category.id} has no job role`)
  return {
    name: 'Sita Devi',
    pastEmployer: 'Sri Traders',
    designation: 'Sales executive',
    titles,
    role: role.title,
  }
}

const main = (page: Page) => page.getByRole('main')
const group = (page: Page, name: string) => main(page).getByRole('group', { name })
const resumeInput = (page: Page) => main(page).getByLabel(/^(Resume|Replace resume)$/)
const cities = (page: Page) => main(page).getByRole('combobox', { name: 'Preferred locations' })
const chip = (page: Page, city: string) => main(page).getByRole('button', { name: `Remove ${city}` })

/** Logs a fresh seeker in from the header and opens the profile form. */
async function startProfile(page: Page, request: APIRequestContext) {
  await page.goto('/jobs', { waitUntil: 'networkidle' })
  await logInFromHeader(page, request)
  await page.goto('/jobs/create_profile')
  await expect(main(page).getByRole('heading', { name: 'About you' })).toBeVisible()
}

/** Chooses a file and waits for its upload (the form keeps the reference the API answers). */
async function uploadResume(page: Page, resume: Resume) {
  await resumeInput(page).setInputFiles(resume)
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `Uploaded: ${resume.name}` }),
  ).toBeVisible()
}

async function fillStep1(page: Page, typed: Typed, resume?: Resume) {
  await main(page).getByRole('textbox', { name: 'Full name' }).fill(typed.name)
  await group(page, 'Gender').getByRole('radio', { exact: true, name: typed.titles.gender }).check()
  await main(page).getByLabel('Qualification').selectOption({ label: typed.titles.qualification })
  await main(page).getByLabel('Specialization').selectOption({ label: typed.titles.specialization })
  if (resume) await uploadResume(page, resume)
  await main(page).getByRole('button', { name: 'Next' }).click()
}

async function fillStep2(page: Page, typed: Typed) {
  await expect(main(page).getByRole('heading', { name: 'Work experience' })).toBeVisible()
  await main(page).getByLabel('Experience').selectOption({ label: typed.titles.experience })
  await main(page).getByRole('textbox', { name: 'Last employer' }).fill(typed.pastEmployer)
  await main(page).getByRole('textbox', { name: 'Last job title' }).fill(typed.designation)
  await main(page).getByLabel('Current salary').selectOption({ label: typed.titles.salary })
  await main(page).getByRole('button', { name: 'Next' }).click()
}

async function fillStep3(page: Page, typed: Typed, { role = false } = {}) {
  await expect(main(page).getByRole('heading', { name: 'Job preferences' })).toBeVisible()
  await group(page, 'Job type').getByRole('radio', { exact: true, name: typed.titles.job_type }).check()
  await group(page, 'Work time').getByRole('radio', { exact: true, name: typed.titles.work_time }).check()
  await group(page, 'Shift timing')
    .getByRole('radio', { exact: true, name: typed.titles.shift_timing })
    .check()
  await group(page, 'Job categories')
    .getByRole('checkbox', { exact: true, name: typed.titles.job_category })
    .check()
  if (role) await main(page).getByLabel('Job role (optional)').selectOption({ label: typed.role })
  // Cities: typed, then picked from the list; the choice becomes a removable chip.
  await cities(page).fill(typed.titles.locations.slice(0, 4))
  await main(page)
    .getByRole('listbox', { name: 'Preferred locations' })
    .getByRole('option', { name: typed.titles.locations, exact: true })
    .click()
  await expect(chip(page, typed.titles.locations)).toBeVisible()
}

/** The three steps, filled as `typed` says; Save is left to the test. */
async function fillAllSteps(page: Page, typed: Typed, resume: Resume, options: { role?: boolean } = {}) {
  await fillStep1(page, typed, resume)
  await fillStep2(page, typed)
  await fillStep3(page, typed, options)
}

const save = (page: Page) => main(page).getByRole('button', { name: 'Save profile' }).click()

/** The value shown for a label of the summary. */
const shown = (page: Page, label: string): Locator =>
  main(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt').filter({ hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')

async function expectSummary(page: Page, typed: Typed, changes: Partial<Record<string, string>> = {}) {
  await expect(page).toHaveURL(/\/jobs\/seeker_profile$/)
  // Spec section 2: qualification; experience; preferences, each a section; then the resume.
  for (const section of ['About you', 'Qualification', 'Experience', 'Job preferences', 'Resume'])
    await expect(main(page).getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible()
  const expected: Record<string, string> = {
    'Full name': typed.name,
    Gender: typed.titles.gender,
    Qualification: typed.titles.qualification,
    Specialization: typed.titles.specialization,
    'Experience level': typed.titles.experience,
    'Last employer': typed.pastEmployer,
    'Current designation': typed.designation,
    'Current salary': typed.titles.salary,
    'Preferred job': typed.titles.job_category,
    'Job role': 'Not chosen',
    'Preferred location': typed.titles.locations,
    'Job type': typed.titles.job_type,
    'Work time': typed.titles.work_time,
    'Shift timings': typed.titles.shift_timing,
    ...changes,
  }
  for (const [label, value] of Object.entries(expected))
    await expect(shown(page, label)).toHaveText(value ?? '')
}

/** The profile as the API has it, read with the page's own session. */
async function savedProfile(page: Page): Promise<JobSeekerProfile> {
  const response = await page.request.get('/api/classifieds/job_seeker/profile/')
  expect(response.status()).toBe(200)
  return (await response.json()) as JobSeekerProfile
}

const draftKeys = (page: Page) =>
  page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)), DRAFT_PREFIX)

test.describe('the job profile', () => {
  // Each test fills a whole three-step profile with an upload (some twice, with axe between): more than a
  // page's 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 })

  test('created with a resume and a job role: the summary shows every section, the resume downloads for its owner only', async ({
    page,
    request,
    browser,
    pageErrors,
    checkA11y,
  }, testInfo) => {
    const typed = await typedProfile(request)
    const resume = pdfResume('sita-cv.pdf')
    await startProfile(page, request)
    await checkA11y(page)
    await fillAllSteps(page, typed, resume, { role: true })
    await checkA11y(page)
    await save(page)
    await expectSummary(page, typed, { 'Job role': typed.role })
    await expect(page.getByRole('banner')).toHaveCount(0)
    await checkA11y(page)

    // The owner downloads it: the same bytes.
    const link = main(page).getByRole('link', { name: 'Download resume' })
    await expect(main(page).getByText('(sita-cv.pdf)')).toBeVisible()
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('sita-cv.pdf')
    const path = await download.path()
    const { readFile } = await import('node:fs/promises')
    expect((await readFile(path)).equals(resume.buffer)).toBe(true)
    const href = await link.getAttribute('href')
    if (!href) throw new Error('the resume link has no address')
    const own = await page.request.get(href)
    expect(own.status()).toBe(200)
    expect((await own.body()).equals(resume.buffer)).toBe(true)

    // Logged out: refused.
    expect((await request.get(href)).status()).toBe(401)
    // Another seeker, in their own browser: as if there were no such resume.
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
    try {
      const otherPage = await other.newPage()
      await otherPage.goto('/jobs', { waitUntil: 'networkidle' })
      await logInFromHeader(otherPage, other.request)
      const theirs = await otherPage.request.get(href)
      expect([403, 404]).toContain(theirs.status())
      expect((await theirs.body()).includes('%PDF')).toBe(false)
    } finally {
      await other.close()
    }
    expect(pageErrors).toEqual([])
  })

  test('a fresher completes the profile without employer fields', async ({
    page,
    request,
    pageErrors,
    checkA11y,
  }) => {
    const typed = await typedProfile(request)
    await startProfile(page, request)
    await fillStep1(page, typed, pdfResume())
    await expect(main(page).getByRole('heading', { name: 'Work experience' })).toBeVisible()
    // Experience first: with Fresher, the three fields are not asked, and the page says why.
    await main(page).getByLabel('Experience').selectOption({ label: 'Fresher' })
    for (const field of ['Last employer', 'Last job title', 'Current salary'])
      await expect(main(page).getByLabel(field)).toHaveCount(0)
    await expect(main(page).getByRole('status').filter({ hasText: 'As a fresher, you skip' })).toBeVisible()
    await checkA11y(page)
    await main(page).getByRole('button', { name: 'Next' }).click()
    await fillStep3(page, typed)
    await save(page)

    await expectSummary(page, typed, {
      'Experience level': 'Fresher',
      'Last employer': 'None (fresher)',
      'Current designation': 'None (fresher)',
      'Current salary': 'None (fresher)',
    })
    expect(await savedProfile(page)).toMatchObject({
      experience: 0,
      past_employer: null,
      recent_designation: null,
      salary: null,
    })
    expect(pageErrors).toEqual([])
  })

  test('a half-filled profile survives a reload and a dropped connection, and is forgotten once saved', async ({
    page,
    context,
    request,
    checkA11y,
  }) => {
    const typed = await typedProfile(request)
    await startProfile(page, request)
    await fillStep1(page, typed, pdfResume('ravi-cv.pdf'))
    await main(page).getByLabel('Experience').selectOption({ label: typed.titles.experience })
    await main(page).getByRole('textbox', { name: 'Last employer' }).fill(typed.pastEmployer)

    // A reload (or a phone that ended the tab): the same step, what was typed, the uploaded resume.
    await page.reload()
    await expect(main(page).getByRole('heading', { name: 'Work experience' })).toBeVisible()
    await expect(main(page).getByRole('status').filter({ hasText: 'We kept what you typed' })).toBeVisible()
    await checkA11y(page)
    await expect(main(page).getByRole('textbox', { name: 'Last employer' })).toHaveValue(typed.pastEmployer)
    await expect(main(page).getByLabel('Experience').locator('option:checked')).toHaveText(
      typed.titles.experience,
    )
    await main(page).getByRole('button', { name: 'Back' }).click()
    await expect(main(page).getByRole('textbox', { name: 'Full name' })).toHaveValue(typed.name)
    await expect(main(page).getByText('Uploaded: ravi-cv.pdf')).toBeVisible()
    await main(page).getByRole('button', { name: 'Next' }).click()
    await fillStep2(page, typed)
    await fillStep3(page, typed)

    // The connection drops as Save is pressed: the app says so, nothing is lost, and a reload once it is
    // back still has everything, on the last step.
    await context.setOffline(true)
    await save(page)
    await expect(page.getByRole('status').filter({ hasText: 'No internet connection' })).toBeVisible()
    await expect(page).toHaveURL(/\/jobs\/create_profile$/)
    await context.setOffline(false)
    await page.reload()
    await expect(main(page).getByRole('heading', { name: 'Job preferences' })).toBeVisible()
    await expect(chip(page, typed.titles.locations)).toBeVisible()
    await save(page)
    await expectSummary(page, typed)
    expect(await draftKeys(page)).toEqual([])

    // Editing starts from what is saved, not from an old draft.
    await main(page).getByRole('link', { name: 'Edit profile' }).click()
    await expect(main(page).getByRole('heading', { level: 1, name: 'Edit your job profile' })).toBeVisible()
    await expect(main(page).getByText('We kept what you typed')).toHaveCount(0)
  })

  test('the resume is required: said next to the input with its types and size; a wrong file is refused before sending', async ({
    page,
    request,
    checkA11y,
  }) => {
    const typed = await typedProfile(request)
    await startProfile(page, request)
    const uploads: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/resume/')) uploads.push(sent.url())
    })
    const input = resumeInput(page)
    await expect(input).toHaveAccessibleDescription(/PDF, DOC or DOCX, up to 5 MB/)

    // Next without one: the message, on the input, which gets the focus (the first problem of the step).
    await main(page).getByRole('textbox', { name: 'Full name' }).fill(typed.name)
    await group(page, 'Gender').getByRole('radio', { exact: true, name: typed.titles.gender }).check()
    await main(page).getByLabel('Qualification').selectOption({ label: typed.titles.qualification })
    await main(page).getByLabel('Specialization').selectOption({ label: typed.titles.specialization })
    await main(page).getByRole('button', { name: 'Next' }).click()
    await expect(main(page).getByRole('alert').filter({ hasText: 'Upload your resume.' })).toBeVisible()
    await expect(input).toBeFocused()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await checkA11y(page)

    // Not a PDF, DOC or DOCX by its content: refused at once, with the reason, nothing sent or lost.
    await input.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text, not a resume'),
    })
    await expect(
      main(page).getByRole('alert').filter({ hasText: 'Choose a PDF, DOC or DOCX file.' }),
    ).toBeVisible()
    await expect(main(page).getByRole('textbox', { name: 'Full name' })).toHaveValue(typed.name)
    expect(uploads).toEqual([])

    // One the API refuses (say, a lower limit there): refused as it uploads, with the reason.
    await page.route(RESUME_API, (route) =>
      route.fulfill({
        status: 413,
        json: { statusCode: 413, code: 'FILE_TOO_LARGE', error: 'Payload Too Large', message: 'no' },
      }),
    )
    await input.setInputFiles(pdfResume())
    await expect(
      main(page).getByRole('alert').filter({ hasText: 'The file is too large. Choose one up to 5 MB.' }),
    ).toBeVisible()
    await page.unroute(RESUME_API)

    // A dropped upload keeps the file for Try again.
    await page.route(RESUME_API, (route) => route.abort('internetdisconnected'))
    await input.setInputFiles(pdfResume('cv.pdf'))
    await expect(main(page).getByRole('alert').filter({ hasText: 'could not be uploaded' })).toBeVisible()
    await page.unroute(RESUME_API)
    await main(page).getByRole('button', { name: 'Try again' }).click()
    await expect(main(page).getByText('Uploaded: cv.pdf')).toBeVisible()
    await expect(main(page).getByRole('alert').filter({ hasText: /\w/ })).toHaveCount(0)
    await main(page).getByRole('button', { name: 'Next' }).click()
    await expect(main(page).getByRole('heading', { name: 'Work experience' })).toBeVisible()
  })

  test('edited: the form starts from what is saved; the resume is replaced, not removed', async ({
    page,
    request,
    pageErrors,
    checkA11y,
  }) => {
    const typed = await typedProfile(request)
    await startProfile(page, request)
    await fillAllSteps(page, typed, pdfResume('cv.pdf'))
    await save(page)
    await expectSummary(page, typed)
    const first = await savedProfile(page)

    await main(page).getByRole('link', { name: 'Edit profile' }).click()
    await expect(page).toHaveURL(/\/jobs\/create_profile$/)
    await expect(main(page).getByRole('heading', { level: 1, name: 'Edit your job profile' })).toBeVisible()
    // Pre-filled, every field, and the current resume named; it can be replaced, not removed.
    await expect(main(page).getByRole('textbox', { name: 'Full name' })).toHaveValue(typed.name)
    await expect(
      group(page, 'Gender').getByRole('radio', { exact: true, name: typed.titles.gender }),
    ).toBeChecked()
    await expect(main(page).getByLabel('Qualification').locator('option:checked')).toHaveText(
      typed.titles.qualification,
    )
    await expect(main(page).getByText('Current resume: cv.pdf')).toBeVisible()
    await expect(main(page).getByRole('button', { name: /Remove/ })).toHaveCount(0)
    await checkA11y(page)

    // A new file is uploaded at once; 'Keep the current resume' undoes it before saving.
    const newer = {
      ...pdfResume('new-cv.pdf'),
      buffer: Buffer.concat([pdfResume().buffer, Buffer.from('% v2\n')]),
    }
    await uploadResume(page, newer)
    await main(page).getByRole('button', { name: 'Keep the current resume' }).click()
    await expect(main(page).getByText('Current resume: cv.pdf')).toBeVisible()
    await uploadResume(page, newer)

    await main(page).getByRole('button', { name: 'Next' }).click()
    const employer = main(page).getByRole('textbox', { name: 'Last employer' })
    await expect(employer).toHaveValue(typed.pastEmployer)
    await expect(main(page).getByLabel('Current salary').locator('option:checked')).toHaveText(
      typed.titles.salary,
    )
    await employer.fill('Lakshmi Motors')
    await main(page).getByRole('button', { name: 'Next' }).click()
    await expect(
      group(page, 'Job categories').getByRole('checkbox', { exact: true, name: typed.titles.job_category }),
    ).toBeChecked()
    await expect(chip(page, typed.titles.locations)).toBeVisible()
    await save(page)

    await expectSummary(page, typed, { 'Last employer': 'Lakshmi Motors' })
    await expect(main(page).getByText('(new-cv.pdf)')).toBeVisible()
    const link = main(page).getByRole('link', { name: 'Download resume' })
    const href = await link.getAttribute('href')
    expect((await (await page.request.get(href ?? '')).body()).equals(newer.buffer)).toBe(true)
    // The replaced file is gone.
    expect((await page.request.get(`/api${first.resume?.download_path}`)).status()).toBe(404)
    await page.reload()
    await expect(shown(page, 'Last employer')).toHaveText('Lakshmi Motors')
    expect(pageErrors).toEqual([])
  })

  test('a failed save shows the Job Profile toast and keeps the form; then it saves', async ({
    page,
    request,
    checkA11y,
  }) => {
    const typed = await typedProfile(request)
    await startProfile(page, request)
    await fillAllSteps(page, typed, pdfResume())
    await page.route(PROFILE_API, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            json: { statusCode: 500, code: 'INTERNAL', error: 'Internal Server Error', message: 'boom' },
          })
        : route.fallback(),
    )
    await save(page)

    const toast = await expectTopToast(
      page,
      'Job Profile',
      'Something went wrong while saving the details. Please try again.',
    )
    await checkA11y(page)
    // Still the last step, as filled; the earlier steps too.
    await expect(page).toHaveURL(/\/jobs\/create_profile$/)
    await expect(chip(page, typed.titles.locations)).toBeVisible()
    await main(page).getByRole('button', { name: 'Back' }).click()
    await main(page).getByRole('button', { name: 'Back' }).click()
    await expect(main(page).getByRole('textbox', { name: 'Full name' })).toHaveValue(typed.name)
    // Spec: 3 s.
    await expect(toast).toBeHidden({ timeout: 5000 })

    await page.unroute(PROFILE_API)
    await main(page).getByRole('button', { name: 'Next' }).click()
    await main(page).getByRole('button', { name: 'Next' }).click()
    await save(page)
    await expectSummary(page, typed)
  })

  test("a failed status call shows the 'info' toast on the summary; trying again shows the profile", async ({
    page,
    request,
  }) => {
    const typed = await typedProfile(request)
    await startProfile(page, request)
    await fillAllSteps(page, typed, pdfResume())
    await save(page)
    await expectSummary(page, typed)

    await page.route(STATUS_API, (route) =>
      route.fulfill({
        status: 500,
        json: { statusCode: 500, code: 'INTERNAL', error: 'Internal Server Error', message: 'boom' },
      }),
    )
    await page.reload()
    await expectTopToast(page, 'info', 'Something went to wrong')
    const retry = main(page).getByRole('button', { name: 'Try again' })
    await expect(main(page).getByText('Your profile could not be loaded.')).toBeVisible()

    await page.unroute(STATUS_API)
    await retry.click()
    await expect(shown(page, 'Full name')).toHaveText(typed.name)
  })
})

test.describe('the job profile in Telugu on a 360 px phone', { tag: '@own-viewport' }, () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

  /** Boxes of the form wider than the screen, and its targets under 44 px tall (a choice's target is its row). */
  const layoutProblems = (page: Page) =>
    page.locator('main form').evaluate((form) => {
      const width = document.documentElement.clientWidth
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
      }
      const wide = [...form.querySelectorAll('*')]
        .filter((element) => shown(element) && element.getBoundingClientRect().right > width + 0.5)
        .map((element) => `${element.tagName} ${element.textContent?.slice(0, 30)} wider than ${width}`)
      const targets = [
        ...form.querySelectorAll(
          'button, a, select, input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"]), [role="option"]',
        ),
        ...[...form.querySelectorAll('input[type="radio"], input[type="checkbox"]')].map(
          (input) => input.closest('label') ?? input,
        ),
      ]
      const small = targets
        .filter((element) => shown(element) && element.getBoundingClientRect().height < 44)
        .map(
          (element) =>
            `${element.tagName} ${element.textContent?.slice(0, 30)} is ${element.getBoundingClientRect().height} px`,
        )
      return [...wide, ...small]
    })

  test('every step fits the screen with thumb-sized targets; a city is found by typing its English name', async ({
    page,
    request,
    pageErrors,
    checkA11y,
  }, testInfo) => {
    // A whole profile, axe twice and five full-page screenshots: longer than one page's journey.
    test.setTimeout(90_000)
    const attach = async (name: string) =>
      testInfo.attach(`te-360-${name}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      })
    const next = main(page).locator('button[type="submit"]')

    await page.goto('/jobs', { waitUntil: 'networkidle' })
    await logInFromHeader(page, request)
    await page.goto('/jobs/create_profile?lang=te')
    await expect(main(page).getByRole('heading', { level: 2, name: 'మీ గురించి' })).toBeVisible()
    await next.click()
    await expect(main(page).getByRole('alert').filter({ hasText: 'మీ రెజ్యూమ్‌ను అప్‌లోడ్ చేయండి.' })).toBeVisible()
    expect(await layoutProblems(page)).toEqual([])
    await checkA11y(page)
    await attach('step-1-errors')

    await main(page).getByRole('textbox').first().fill('రవి కుమార్')
    await main(page).getByRole('radio').first().check()
    for (const select of await main(page).locator('select').all()) await select.selectOption({ index: 1 })
    await main(page).locator('input[type="file"]').setInputFiles(pdfResume('ravi-cv.pdf'))
    await expect(main(page).getByText('అప్‌లోడ్ అయింది: ravi-cv.pdf')).toBeVisible()
    expect(await layoutProblems(page)).toEqual([])
    await attach('step-1')
    await next.click()

    await main(page).getByLabel('అనుభవం').selectOption({ index: 2 })
    await expect(main(page).getByLabel('గత యజమాని')).toBeVisible()
    expect(await layoutProblems(page)).toEqual([])
    await attach('step-2')
    await main(page).getByLabel('అనుభవం').selectOption({ index: 1 })
    await expect(main(page).getByLabel('గత యజమాని')).toHaveCount(0)
    await next.click()

    await expect(main(page).getByRole('heading', { level: 2, name: 'ఉద్యోగ ప్రాధాన్యతలు' })).toBeVisible()
    for (const group of await main(page).getByRole('group').all())
      await group.getByRole('radio').or(group.getByRole('checkbox')).first().check()
    // Telugu titles, English keywords: 'hyd' finds హైదరాబాద్.
    const cities = main(page).getByRole('combobox', { name: 'ఇష్టమైన ప్రాంతాలు' })
    await cities.fill('hyd')
    const list = main(page).getByRole('listbox', { name: 'ఇష్టమైన ప్రాంతాలు' })
    await expect(list.getByRole('option')).toHaveText(['హైదరాబాద్'])
    expect(await layoutProblems(page)).toEqual([])
    await attach('step-3-cities')
    await list.getByRole('option', { name: 'హైదరాబాద్' }).click()
    await expect(main(page).getByRole('button', { name: 'హైదరాబాద్ తీసివేయండి' })).toBeVisible()
    expect(await layoutProblems(page)).toEqual([])
    await checkA11y(page)
    await attach('step-3')
    await next.click()

    await expect(page).toHaveURL(/\/jobs\/seeker_profile/)
    await expect(main(page).getByRole('heading', { level: 2, name: 'అనుభవం' })).toBeVisible()
    await expect(
      main(page)
        .locator('dl > div')
        .filter({ has: page.locator('dt').filter({ hasText: /^గత యజమాని$/ }) })
        .locator('dd'),
    ).toHaveText('ఏదీ లేదు (ఫ్రెషర్)')
    await attach('summary')
    expect(pageErrors).toEqual([])
  })
})
