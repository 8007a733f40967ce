import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { JobSeekerProfileOptions } from '../../packages/api-client/src/job-seeker/profile.ts'
import { expect, test } from './fixtures.ts'
import { expectTopToast, logInFromHeader } from './seeker-session.ts'

// The seeker's own job profile: created with a resume, shown in the summary, downloaded by its owner only,
// edited, and the spec's toasts (section 8) when saving or the status call fails.

const PROFILE_API = '**/api/classifieds/job_seeker/profile/'
const STATUS_API = '**/api/classifieds/job_seeker/*/status/'
const RESUME_API = '**/api/classifieds/job_seeker/profile/resume/'

/** A tiny real PDF: the API types a resume by its content, and this one starts as PDFs do. */
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

/** What the test types and chooses, by the titles the API offers (the second choice of each list). */
interface Typed {
  name: string
  pastEmployer: string
  designation: string
  titles: Record<keyof JobSeekerProfileOptions, string>
}

async function typedProfile(request: APIRequestContext): Promise<Typed> {
  const response = await request.get('/api/classifieds/job_seeker/profile/options/')
  expect(response.status()).toBe(200)
  const options = (await response.json()) as JobSeekerProfileOptions
  const second = (list: { title: string }[]) => {
    const choice = list[1] ?? list[0]
    if (!choice) throw new Error('a profile option list is empty')
    return choice.title
  }
  const titles = Object.fromEntries(
    Object.entries(options).map(([field, list]) => [field, second(list)]),
  ) as Typed['titles']
  return { name: 'Sita Devi', pastEmployer: 'Sri Traders', designation: 'Sales executive', titles }
}

const main = (page: Page) => page.getByRole('main')
const group = (page: Page, name: string) => main(page).getByRole('group', { name })

/** Logs a fresh seeker in from the header and opens the profile form. */
async function startProfile(page: Page, request: APIRequestContext) {
  await page.goto('/jobs', { waitUntil: 'networkidle' })
  await logInFromHeader(page, request)
  await page.goto('/jobs/create_profile')
  await expect(main(page).getByRole('heading', { name: 'About you' })).toBeVisible()
}

async function fillStep1(page: Page, typed: Typed, resume?: { name: string; buffer: Buffer }) {
  await main(page).getByRole('textbox', { name: 'Full name' }).fill(typed.name)
  await group(page, 'Gender').getByRole('radio', { exact: true, name: typed.titles.gender }).check()
  await main(page).getByLabel('Qualification').selectOption({ label: typed.titles.qualification })
  await main(page).getByLabel('Specialization').selectOption({ label: typed.titles.specialization })
  if (resume)
    await main(page)
      .getByLabel(/^(Resume|Replace resume) \(optional\)$/)
      .setInputFiles({ ...resume, mimeType: 'application/pdf' })
  await main(page).getByRole('button', { name: 'Next' }).click()
}

async function fillStep2(page: Page, typed: Typed) {
  await expect(main(page).getByRole('heading', { name: 'Work experience' })).toBeVisible()
  await main(page).getByRole('textbox', { name: 'Last employer' }).fill(typed.pastEmployer)
  await main(page).getByRole('textbox', { name: 'Last job title' }).fill(typed.designation)
  await main(page).getByLabel('Experience').selectOption({ label: typed.titles.experience })
  await main(page).getByLabel('Current salary').selectOption({ label: typed.titles.salary })
  await main(page).getByRole('button', { name: 'Next' }).click()
}

async function fillStep3(page: Page, typed: Typed) {
  await expect(main(page).getByRole('heading', { name: 'Job preferences' })).toBeVisible()
  await group(page, 'Job type').getByRole('radio', { exact: true, name: typed.titles.job_type }).check()
  await group(page, 'Work time').getByRole('radio', { exact: true, name: typed.titles.work_time }).check()
  await group(page, 'Shift timing')
    .getByRole('radio', { exact: true, name: typed.titles.shift_timing })
    .check()
  await group(page, 'Job categories')
    .getByRole('checkbox', { exact: true, name: typed.titles.job_category })
    .check()
  await group(page, 'Preferred locations')
    .getByRole('checkbox', { exact: true, name: typed.titles.locations })
    .check()
}

/** The three steps, filled as `typed` says (with a resume when given); Save is left to the test. */
async function fillAllSteps(page: Page, typed: Typed, resume?: { name: string; buffer: Buffer }) {
  await fillStep1(page, typed, resume)
  await fillStep2(page, typed)
  await fillStep3(page, typed)
}

const save = (page: Page) => main(page).getByRole('button', { name: 'Save profile' }).click()

/** The value shown for a label of the summary. */
const shown = (page: Page, label: string): Locator =>
  main(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt').filter({ hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')

async function expectSummary(page: Page, typed: Typed) {
  await expect(page).toHaveURL(/\/jobs\/seeker_profile$/)
  // Spec section 2: qualification; experience; preferences, each a section.
  for (const section of ['About you', 'Qualification', 'Experience', 'Job preferences', 'Resume'])
    await expect(main(page).getByRole('heading', { level: 2, name: section })).toBeVisible()
  const expected: [string, string][] = [
    ['Full name', typed.name],
    ['Gender', typed.titles.gender],
    ['Qualification', typed.titles.qualification],
    ['Specialization', typed.titles.specialization],
    ['Experience level', typed.titles.experience],
    ['Last employer', typed.pastEmployer],
    ['Current designation', typed.designation],
    ['Current salary', typed.titles.salary],
    ['Preferred job', typed.titles.job_category],
    ['Preferred location', typed.titles.locations],
    ['Job type', typed.titles.job_type],
    ['Work time', typed.titles.work_time],
    ['Shift timings', typed.titles.shift_timing],
  ]
  for (const [label, value] of expected) await expect(shown(page, label)).toHaveText(value)
}

test.describe('the job profile', () => {
  test('created with a resume: the summary shows it all, the resume downloads for its owner only', async ({
    page,
    request,
    browser,
    pageErrors,
    checkA11y,
  }, testInfo) => {
    const typed = await typedProfile(request)
    await startProfile(page, request)
    await checkA11y(page)
    await fillAllSteps(page, typed, { name: 'sita-cv.pdf', buffer: pdfBytes })
    await save(page)
    await expectSummary(page, typed)
    await expect(page.getByRole('banner')).toHaveCount(0)
    await checkA11y(page)

    // The owner downloads it: the same bytes.
    const link = main(page).getByRole('link', { name: 'Download resume' })
    await expect(main(page).getByText('(sita-cv.pdf)')).toBeVisible()
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('sita-cv.pdf')
    const path = await download.path()
    const { readFile } = await import('node:fs/promises')
    expect((await readFile(path)).equals(pdfBytes)).toBe(true)
    const href = await link.getAttribute('href')
    if (!href) throw new Error('the resume link has no address')
    const own = await page.request.get(href)
    expect(own.status()).toBe(200)
    expect((await own.body()).equals(pdfBytes)).toBe(true)

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

  test('a file that is not a PDF, DOC or DOCX is refused at once, before sending; nothing typed is lost', async ({
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
    await main(page).getByRole('textbox', { name: 'Full name' }).fill(typed.name)
    const file = main(page).getByLabel(/^Resume \(optional\)$/)
    await file.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text, not a resume'),
    })

    // Checked by its content as the API would, in the browser: refused with the reason, nothing sent.
    const error = main(page).getByRole('alert').filter({ hasText: 'Choose a PDF, DOC or DOCX file.' })
    await expect(error).toBeVisible()
    await expect(file).toHaveAttribute('aria-invalid', 'true')
    await expect(main(page).getByRole('textbox', { name: 'Full name' })).toHaveValue(typed.name)
    await checkA11y(page)
    expect(uploads).toEqual([])

    // A file the browser accepts but the API refuses (say, a lower limit there): back to it, nothing lost.
    await page.route(RESUME_API, (route) =>
      route.fulfill({
        status: 415,
        json: { statusCode: 415, code: 'RESUME_TYPE', error: 'Unsupported Media Type', message: 'no' },
      }),
    )
    await fillAllSteps(page, typed, { name: 'resume.pdf', buffer: pdfBytes })
    await save(page)
    await expect(error).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'About you' })).toBeVisible()
    await expect(main(page).getByRole('textbox', { name: 'Full name' })).toHaveValue(typed.name)
    await expect(
      group(page, 'Gender').getByRole('radio', { exact: true, name: typed.titles.gender }),
    ).toBeChecked()
    await expect(file).toBeFocused()
    await main(page).getByRole('button', { name: 'Next' }).click()
    await expect(main(page).getByRole('textbox', { name: 'Last employer' })).toHaveValue(typed.pastEmployer)
    await main(page).getByRole('button', { name: 'Next' }).click()
    await expect(
      group(page, 'Job categories').getByRole('checkbox', { exact: true, name: typed.titles.job_category }),
    ).toBeChecked()

    // Without the file, the profile saves.
    await save(page)
    await expectSummary(page, typed)
    await expect(main(page).getByText('No resume uploaded.')).toBeVisible()
  })

  test('edited: the form starts from what is saved, and the summary shows the change', async ({
    page,
    request,
    pageErrors,
    checkA11y,
  }) => {
    const typed = await typedProfile(request)
    await startProfile(page, request)
    await fillAllSteps(page, typed, { name: 'cv.pdf', buffer: pdfBytes })
    await save(page)
    await expectSummary(page, typed)

    await main(page).getByRole('link', { name: 'Edit profile' }).click()
    await expect(page).toHaveURL(/\/jobs\/create_profile$/)
    await expect(main(page).getByRole('heading', { level: 1, name: 'Edit your job profile' })).toBeVisible()
    // Pre-filled, every field, and the current resume named (kept unless replaced).
    await expect(main(page).getByRole('textbox', { name: 'Full name' })).toHaveValue(typed.name)
    await expect(
      group(page, 'Gender').getByRole('radio', { exact: true, name: typed.titles.gender }),
    ).toBeChecked()
    await expect(main(page).getByLabel('Qualification').locator('option:checked')).toHaveText(
      typed.titles.qualification,
    )
    await expect(main(page).getByLabel('Specialization').locator('option:checked')).toHaveText(
      typed.titles.specialization,
    )
    await expect(main(page).getByText('Current resume: cv.pdf.', { exact: false })).toBeVisible()
    await checkA11y(page)
    await main(page).getByRole('button', { name: 'Next' }).click()
    const employer = main(page).getByRole('textbox', { name: 'Last employer' })
    await expect(employer).toHaveValue(typed.pastEmployer)
    await expect(main(page).getByRole('textbox', { name: 'Last job title' })).toHaveValue(typed.designation)
    await expect(main(page).getByLabel('Current salary').locator('option:checked')).toHaveText(
      typed.titles.salary,
    )
    await employer.fill('Lakshmi Motors')
    await main(page).getByRole('button', { name: 'Next' }).click()
    await expect(
      group(page, 'Job type').getByRole('radio', { exact: true, name: typed.titles.job_type }),
    ).toBeChecked()
    await expect(
      group(page, 'Shift timing').getByRole('radio', { exact: true, name: typed.titles.shift_timing }),
    ).toBeChecked()
    await expect(
      group(page, 'Job categories').getByRole('checkbox', { exact: true, name: typed.titles.job_category }),
    ).toBeChecked()
    await expect(
      group(page, 'Preferred locations').getByRole('checkbox', { exact: true, name: typed.titles.locations }),
    ).toBeChecked()
    await save(page)

    await expectSummary(page, { ...typed, pastEmployer: 'Lakshmi Motors' })
    // The resume was kept, and a reload reads the change from the server.
    await expect(main(page).getByText('(cv.pdf)')).toBeVisible()
    await page.reload()
    await expect(shown(page, 'Last employer')).toHaveText('Lakshmi Motors')

    // Removing the resume: said before it happens, undone with Keep, done on save.
    await main(page).getByRole('link', { name: 'Edit profile' }).click()
    await main(page).getByRole('button', { name: 'Remove it' }).click()
    await expect(main(page).getByText('cv.pdf will be removed when you save.')).toBeVisible()
    await main(page).getByRole('button', { name: 'Keep the current resume' }).click()
    await expect(main(page).getByText('Current resume: cv.pdf.', { exact: false })).toBeVisible()
    await main(page).getByRole('button', { name: 'Remove it' }).click()
    await main(page).getByRole('button', { name: 'Next' }).click()
    await main(page).getByRole('button', { name: 'Next' }).click()
    await save(page)
    await expect(page).toHaveURL(/\/jobs\/seeker_profile$/)
    await expect(main(page).getByText('No resume uploaded.')).toBeVisible()
    expect(pageErrors).toEqual([])
  })

  test('a failed save shows the Job Profile toast and keeps the form; then it saves', async ({
    page,
    request,
    checkA11y,
  }) => {
    const typed = await typedProfile(request)
    await startProfile(page, request)
    await fillAllSteps(page, typed)
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
    await expect(
      group(page, 'Preferred locations').getByRole('checkbox', { exact: true, name: typed.titles.locations }),
    ).toBeChecked()
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
    await fillAllSteps(page, typed)
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
