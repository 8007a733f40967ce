import type { FeedResponse } from '../../packages/api-client/src/classifieds/types.ts'
import {
  categoryLocationSlug,
  experienceSlug,
  locationsSlug,
  salarySlug,
} from '../../packages/api-client/src/seeker-urls.ts'
import { expect, test } from './fixtures.ts'
import {
  attachScreenshot,
  LOCALES,
  MIN_TARGET,
  problemsOn,
  type Routes,
  stepperProblems,
  WIDTHS,
  withLang,
} from './layout.ts'
import { english, hindi, logInFromHeader, telugu, type Words } from './seeker-session.ts'

// Every seeker page, in every language, at 320 and 360 px: the layout check of ./layout.ts. Runs in one
// project (phone-360): it sets its own viewport sizes.

/** Every public seeker route, with real slugs and ids from the live feed. */
async function publicRoutes(feed: (q?: Record<string, string | number>) => Promise<FeedResponse>) {
  const { results } = await feed({ limit: 40 })
  const job = results[0]
  if (!job) throw new Error('the feed is empty')
  const other = results.find((candidate) => candidate.location.slug !== job.location.slug) ?? job
  return {
    home: '/jobs',
    'seeker home page': '/jobs/seekerHomePage',
    'category in a city': `/jobs/${categoryLocationSlug([job.job_category.slug], job.location.slug)}`,
    'jobs in a city': `/jobs/${locationsSlug([job.location.slug])}`,
    'jobs in two cities': `/jobs/${locationsSlug([job.location.slug, other.location.slug])}`,
    experience: `/jobs/${experienceSlug(2)}`,
    salary: `/jobs/${salarySlug(10000, 20000)}`,
    filters: '/jobs/jobsFiltering',
    'job details': `/jobs/jobDetails/${job.job_category.slug}-in-${job.location.slug}-${job.id}`,
    sitemap: '/jobs/sitemap',
    'sponsored jobs': '/jobs/sponsoredJobs',
    location: '/jobs/location',
    'jobs near me': '/jobs/jobs-near-me',
    menu: '/jobs/jobs-menu',
    'profile (logged out)': '/jobs/seeker_profile',
    'create profile (logged out)': '/jobs/create_profile',
    'my applications (logged out)': '/jobs/my-applications',
    'not found': '/jobs/no-such-page/at-all',
  } satisfies Routes
}

const SCREENSHOTS = ['home', 'category in a city', 'job details', 'filters']
const WORDS: Record<(typeof LOCALES)[number], Words> = { en: english, hi: hindi, te: telugu }
/** "Report this job" on a job's page (the button and its sheet's title), as apps/seeker's jobs words say it. */
const REPORT_LABEL: Record<(typeof LOCALES)[number], string> = {
  en: 'Report this job',
  hi: 'इस नौकरी की शिकायत करें',
  te: 'ఈ ఉద్యోగంపై ఫిర్యాదు చేయండి',
}

/** The seeker's own pages, seen logged in. */
const PRIVATE_ROUTES: Routes = {
  'home (logged in)': '/jobs',
  'create profile': '/jobs/create_profile',
  profile: '/jobs/seeker_profile',
  'my applications': '/jobs/my-applications',
  'menu (logged in)': '/jobs/jobs-menu',
}

test.describe('every seeker page fits a phone', () => {
  for (const locale of LOCALES) {
    test(`${WIDTHS.join(' and ')} px, ${locale}: no sideways scrolling, touch targets of ${MIN_TARGET} px`, async ({
      page,
      request,
      feed,
    }, testInfo) => {
      test.setTimeout(180_000)
      const problems: string[] = []
      // Each page is loaded once, at the narrowest width, and checked at every width (the window resized):
      // half the loads of one test per width, with the same checks.
      const check = async (name: string, path: string) => {
        await page.setViewportSize({ width: WIDTHS[0], height: 740 })
        await page.goto(withLang(path, locale))
        await page.waitForLoadState('networkidle')
        for (const width of WIDTHS) {
          if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 740 })
          problems.push(...(await problemsOn(page, width, `${name} (${path}) at ${width} px`)))
          // The profile form's steps: no step name broken inside a word or wider than its box.
          problems.push(...(await stepperProblems(page, `${name} (${path}) at ${width} px`)))
          // The screenshots: the test device (360 px, Telugu), attached to the e2e report.
          if (width === 360 && locale === 'te' && SCREENSHOTS.includes(name))
            await attachScreenshot(page, testInfo, `${name.replace(/ /g, '-')}-360-te`)
        }
      }
      for (const [name, path] of Object.entries(await publicRoutes(feed))) await check(name, path)

      // The seeker's own pages, logged in.
      await page.goto(withLang('/jobs', locale))
      await logInFromHeader(page, request, WORDS[locale])
      for (const [name, path] of Object.entries(PRIVATE_ROUTES)) await check(name, path)
      expect(problems).toEqual([])
    })
  }

  test('360 px, Telugu: the menu sheet and the login modal fit', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(withLang('/jobs', 'te'))
    // Before the scripts run, Menu is a plain link to the menu page; the sheet needs them.
    await page.waitForLoadState('networkidle')

    await page.getByRole('banner').getByRole('link', { name: 'మెనూ' }).click()
    const sheet = page.getByRole('dialog', { name: 'మెనూ' })
    await expect(sheet).toBeVisible()
    expect(await problemsOn(page, 360, 'menu sheet')).toEqual([])
    await attachScreenshot(page, testInfo, 'menu-sheet-360-te')
    await sheet.getByRole('button', { name: 'మెనూ మూసివేయండి' }).click()
    await expect(sheet).toBeHidden()

    await page.getByRole('banner').getByRole('button', { name: telugu.login }).click()
    const modal = page.getByRole('dialog')
    await expect(modal).toBeVisible()
    // The dialog keeps a margin on both sides.
    const box = await modal.boundingBox()
    expect(box && box.x >= 8 && box.x + box.width <= 360 - 8).toBe(true)
    expect(await problemsOn(page, 360, 'login modal')).toEqual([])
    await attachScreenshot(page, testInfo, 'login-modal-360-te')
  })
  for (const width of WIDTHS) {
    for (const locale of LOCALES) {
      test(`${width} px, ${locale}: the report sheet of a job fits`, async ({
        page,
        request,
        feed,
      }, testInfo) => {
        await page.setViewportSize({ width, height: 740 })
        const [job] = (await feed({ limit: 1 })).results
        if (!job) throw new Error('the feed is empty')
        await page.goto(withLang('/jobs', locale))
        await logInFromHeader(page, request, WORDS[locale])
        await page.goto(
          withLang(`/jobs/jobDetails/${job.job_category.slug}-in-${job.location.slug}-${job.id}`, locale),
        )
        await page.waitForLoadState('networkidle')
        const report = page.getByRole('main').getByRole('button', { name: REPORT_LABEL[locale] })
        await report.click()
        const sheet = page.getByRole('dialog', { name: REPORT_LABEL[locale] })
        await expect(sheet).toBeVisible()
        // Other: the longest hint under the words box.
        await sheet.getByRole('radio').last().check()
        expect(await problemsOn(page, width, `report sheet (${locale})`)).toEqual([])
        if (width === 360 && locale === 'te') {
          await attachScreenshot(page, testInfo, 'report-sheet-360-te')
          await page.screenshot({ path: testInfo.outputPath('report-sheet-360-te.png') })
        }
      })
    }
  }
})
