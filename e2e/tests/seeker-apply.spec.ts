import type { APIRequestContext, Page } from '@playwright/test'
import { categoryLocationSlug } from '../../packages/api-client/src/seeker-urls.ts'
import { expect, test } from './fixtures.ts'
import {
  english,
  expectTopToast,
  fillProfile,
  freshNumber,
  hindi,
  lastCode,
  logInFromHeader,
  logOutFromHeader,
  switchLanguage,
  type Words,
} from './seeker-session.ts'

/** Lands on a slug list, filters it and opens the first job; answers the job's title. */
async function openJobFromFilteredList(page: Page, slug: string, filterLink: string, showJobs: RegExp) {
  await page.goto(`/jobs/${slug}`)
  await page.getByRole('link', { name: filterLink }).click()
  await expect(page).toHaveURL(/\/jobs\/jobsFiltering\?list=/)
  const filters = page.getByRole('form')
  await filters.getByRole('button', { name: showJobs }).click()
  const results = page.getByRole('main').getByRole('article')
  await expect(results.first()).toBeVisible()
  await results.first().getByRole('heading', { level: 2 }).getByRole('link').click()
  await expect(page).toHaveURL(/\/jobs\/jobDetails\/[a-z0-9-]+-\d+$/)
}

async function journey(
  page: Page,
  request: APIRequestContext,
  words: Words,
  checkA11y: (page: Page) => Promise<void>,
) {
  const [sample] = (
    await (await request.get('/api/classifieds/classifieds/feed_v2/?limit=1&location_slug=hyderabad')).json()
  ).results as { job_category: { slug: string }; location: { slug: string } }[]
  if (!sample) throw new Error('the seed has no job in Hyderabad')
  await openJobFromFilteredList(
    page,
    categoryLocationSlug([sample.job_category.slug], sample.location.slug),
    words.filterLink,
    words.showJobs,
  )
  const jobUrl = page.url()

  // Not logged in: Apply opens the login modal.
  await page.getByRole('button', { name: words.apply }).click()
  const modal = page.getByRole('dialog')
  await expect(modal).toBeVisible()
  await checkA11y(page)
  const mobile = freshNumber()
  await modal.getByRole('textbox', { name: words.mobile }).fill(mobile)
  await modal.getByRole('button', { name: words.getOtp }).click()
  const code = await lastCode(request, mobile)
  await modal.getByRole('textbox', { name: words.otp }).fill(code)
  await modal.getByRole('button', { name: words.verify }).click()
  await expect(modal).toBeHidden()

  // No profile yet: the profile's three steps, then back on the job, applied.
  await expect(page).toHaveURL(/\/jobs\/create_profile$/)
  await checkA11y(page)
  await fillProfile(page, words)
  await expect(page).toHaveURL(jobUrl)
  await expect(page.getByRole('status').filter({ hasText: words.applied })).toBeVisible()
  await checkA11y(page)

  // The application is on record: a reload still says so.
  await page.reload()
  await expect(page.getByRole('main').getByText(words.applied, { exact: true })).toBeVisible()
}

test.describe('seeker apply', () => {
  test('slug list -> filter -> job -> apply -> OTP login -> profile -> back on the job, applied', async ({
    page,
    request,
    pageErrors,
    checkA11y,
  }) => {
    await journey(page, request, english, checkA11y)
    expect(pageErrors).toEqual([])
  })

  test('the same journey in Hindi', async ({ page, request, pageErrors, checkA11y }) => {
    await page.goto('/jobs')
    await switchLanguage(page, 'हिन्दी')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await journey(page, request, hindi, checkA11y)
    expect(pageErrors).toEqual([])
  })

  test('a wrong OTP shows the server message; resend clears it and counts down again', async ({
    page,
    request,
    checkA11y,
  }) => {
    await page.clock.install()
    await page.goto('/jobs', { waitUntil: 'networkidle' })
    await page.getByRole('banner').getByRole('button', { name: english.login }).click()
    const modal = page.getByRole('dialog')
    const mobile = freshNumber()
    await modal.getByRole('textbox', { name: english.mobile }).fill(mobile)
    await modal.getByRole('button', { name: english.getOtp }).click()
    const code = await lastCode(request, mobile)

    // Too short: the spec's message, nothing sent.
    const otp = modal.getByRole('textbox', { name: english.otp })
    await otp.fill('12')
    await modal.getByRole('button', { name: english.verify }).click()
    await expect(modal).toContainText('Please enter OTP')

    // Wrong: the server's message.
    const wrong = code === '0000' ? '1111' : '0000'
    await otp.fill(wrong)
    await modal.getByRole('button', { name: english.verify }).click()
    const error = modal.getByText(/incorrect|invalid|wrong/i)
    await expect(error).toBeVisible()
    await checkA11y(page)

    // Resend is disabled while it counts down, then clears the error and the code and counts down again.
    const resend = modal.getByRole('button', { name: /Resend OTP/ })
    await expect(resend).toBeDisabled()
    await page.clock.runFor(31_000)
    await expect(resend).toBeEnabled()
    await resend.click()
    await expect(otp).toHaveValue('')
    await expect(error).toBeHidden()
    await expect(resend).toBeDisabled()
    await expect(resend).toHaveText(/Resend OTP in 0:\d\d/)

    const fresh = await lastCode(request, mobile, code)
    await otp.fill(fresh)
    await modal.getByRole('button', { name: english.verify }).click()
    await expect(modal).toBeHidden()

    // Logged in; logging out (from the account menu) posts to the server and the header offers the login again.
    const banner = page.getByRole('banner')
    await logOutFromHeader(page)
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'user_id')).toBe(false)
    // The new 'Log in' button works at once.
    await banner.getByRole('button', { name: english.login }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test('a logged-in seeker without a profile sees Profile not created, without the header', async ({
    page,
    request,
    checkA11y,
  }) => {
    await page.goto('/jobs', { waitUntil: 'networkidle' })
    await logInFromHeader(page, request)

    await page.goto('/jobs/seeker_profile')
    await expect(page.getByText('Profile not created')).toBeVisible()
    // Spec section 2: the seeker_profile path hides the header.
    await expect(page.getByRole('banner')).toHaveCount(0)
    await checkA11y(page)
  })

  test('a failed apply says so (Apply Job toast) and can be tried again; a failed status call too', async ({
    page,
    request,
    feed,
    checkA11y,
  }) => {
    await page.goto('/jobs', { waitUntil: 'networkidle' })
    await logInFromHeader(page, request)
    await page.goto('/jobs/create_profile')
    await fillProfile(page, english)
    await expect(page).toHaveURL(/\/jobs\/seeker_profile$/)
    const [first, second] = (await feed({ limit: 2 })).results
    if (!first || !second) throw new Error('the seed produced fewer than two jobs')

    // The apply call fails: the spec's toast at the top, the button is still there to try again.
    const failure = { statusCode: 500, code: 'INTERNAL', error: 'Internal Server Error', message: 'boom' }
    const applyCall = /\/api\/classifieds\/classifieds\/\d+\/apply\//
    await page.route(applyCall, (route) => route.fulfill({ status: 500, json: failure }))
    await page.goto(`/jobs/jobDetails/${first.id}`)
    const apply = page.getByRole('main').getByRole('button', { name: english.apply })
    await apply.click()
    const toast = await expectTopToast(
      page,
      'Apply Job',
      'Something went wrong while applying. Please try again.',
    )
    await checkA11y(page)
    await expect(toast).toBeHidden({ timeout: 5000 })
    await page.unroute(applyCall)
    await apply.click()
    await expect(page.getByRole('status').filter({ hasText: english.applied })).toBeVisible()

    // The status call before an apply fails: 'Something went to wrong' (title info), nothing applied.
    const statusCall = '**/api/classifieds/job_seeker/*/status/'
    await page.goto(`/jobs/jobDetails/${second.id}`)
    await page.route(statusCall, (route) => route.fulfill({ status: 500, json: failure }))
    await page.getByRole('main').getByRole('button', { name: english.apply }).click()
    await expectTopToast(page, 'info', 'Something went to wrong')
    await expect(page.getByRole('main').getByRole('button', { name: english.apply })).toBeEnabled()
  })

  test('offline: loading more jobs sends nothing and says No internet connection', async ({
    page,
    context,
    checkA11y,
  }) => {
    await page.goto('/jobs', { waitUntil: 'networkidle' })
    await context.setOffline(true)
    let sent = false
    page.on('request', (request) => {
      if (request.url().includes('/api/')) sent = true
    })
    await page.getByRole('button', { name: /load more/i }).click()
    const toast = page.getByRole('status').filter({ hasText: 'No internet connection' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Connection')
    expect(sent).toBe(false)
    await checkA11y(page)
    await context.setOffline(false)
  })
})
