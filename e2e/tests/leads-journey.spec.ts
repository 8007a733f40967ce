import type { Browser, Locator, Page, TestInfo } from '@playwright/test'
import { productName } from '../../apps/hire/src/lib/site.ts'
import { whatsappLink } from '../../packages/api-client/src/leads/contact-links.ts'
import type { PrimaryJobRolesResponse } from '../../packages/api-client/src/primary-job-roles/types.ts'
import type { SubmissionsPage } from '../../packages/api-client/src/submissions/types.ts'
import { signInAdvertiser, storeAdvertiser } from './advertiser-session.ts'
import { expect, test } from './fixtures.ts'
import { applyTo, type Seeker, seekerWithProfile } from './leads-session.ts'
import { bearer, decide, freshTokens, postJob } from './review-session.ts'

// Issue #9's "Done when" journey, on the phone and on the desktop:
// 1. Two seekers apply to an approved job: the first's profile is in the job's category, the second's is not,
//    and the second applies last (so Newest and Best match order them differently).
// 2. The advertiser opens the dashboard: the counts are right, the job is Active with 2 new applicants.
// 3. They open the applicants, sort by best match, view the first seeker's resume, tap WhatsApp (the link
//    opens with the seeker's number and a message naming the job) and see that applicant become Contacted.
// 4. The first seeker's "My applications" says Contacted; the second's still says Applied.
// 5. Back on the dashboard opens the exit sheet; 'Continue Hiring' stays.

/** One ops number per project (an OTP is limited to 3 codes per number per 10 minutes). */
const OPS_NUMBER: Record<string, string> = { 'phone-360': '9100000033', desktop: '9100000034' }

const SHEET = '75000+ candidates are actively looking for job'

/** Where the seeker app keeps the login details (apps/seeker/src/lib/login-state.ts). */
const LOGIN_DETAILS_KEY: typeof import('../../apps/seeker/src/lib/login-state.ts').LOGIN_DETAILS_KEY =
  'loginDetails'

/** The status the seeker reads on "My applications" for the job titled `title`, in a browser of their own. */
async function seekerStatus(browser: Browser, testInfo: TestInfo, seeker: Seeker, title: string) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    storageState: await seeker.context.storageState(),
  })
  await context.addInitScript(
    ({ key, details }) => window.localStorage.setItem(key, JSON.stringify(details)),
    { key: LOGIN_DETAILS_KEY, details: seeker.details },
  )
  const page = await context.newPage()
  await page.goto('/jobs/my-applications?lang=en')
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible()
  const item = page.getByRole('main').getByRole('article').filter({ hasText: title })
  await expect(item).toHaveCount(1)
  return { page, item, close: () => context.close() }
}

const cards = (page: Page) => page.locator('[data-lead]')

/**
 * The job's card shows the applicants and new ones the server counts (`counts`, read before each reload, so a
 * seeker applying meanwhile only means another look); answers the counts it showed.
 */
async function expectCounts(
  page: Page,
  card: Locator,
  counts: () => Promise<{ applicants: number; fresh: number }>,
) {
  let shown = { applicants: 0, fresh: 0 }
  await expect(async () => {
    shown = await counts()
    await page.reload()
    await expect(card.getByText(`${shown.applicants} applicants`)).toBeVisible({ timeout: 5_000 })
    await expect(card.getByText(`${shown.fresh} new`)).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  return shown
}

test('two seekers apply; the advertiser sorts, reads a resume, contacts one on WhatsApp; each seeker sees where they stand', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000)
  const project = testInfo.project.name
  const title = `Delivery rider ${project} ${Date.now()}`

  // 1. The post, approved by ops; two seekers with profiles apply (the matching one first).
  const advertiser = await signInAdvertiser(request)
  const post = await postJob(request, advertiser, { title, chargesFee: false })
  const ops = await signInAdvertiser(request, { mobile: OPS_NUMBER[project] ?? '9100000033' })
  await decide(request, ops, post.id, { action: 'approve' })
  await freshTokens(request, advertiser)
  const job = (await (
    await request.get(`/api/submissions/submissions/${post.id}/`, { headers: bearer(advertiser) })
  ).json()) as { classified_id: number }
  const roles = (await (
    await request.get('/api/classifieds/v1/primary-job-roles/')
  ).json()) as PrimaryJobRolesResponse
  const jobCategory = roles.results[0]?.job_category ?? 0
  const options = (await (await request.get('/api/classifieds/job_seeker/profile/options/')).json()) as {
    job_category: { id: number }[]
  }
  const otherCategory = options.job_category.find((category) => category.id !== jobCategory)?.id ?? 0
  const matching = await seekerWithProfile(String(baseURL), { name: 'Asha Rani', categoryId: jobCategory })
  const other = await seekerWithProfile(String(baseURL), { name: 'Bhanu Teja', categoryId: otherCategory })
  await applyTo(matching, job.classified_id)
  await applyTo(other, job.classified_id)

  // 2. The dashboard: one active job of one, with its applicants (ours two, both new) as the server counts them.
  // (The job is live: other specs' seekers may apply to it too, so the counts are the server's, at least 2.)
  const reader = await signInAdvertiser(request, { mobile: advertiser.mobile })
  const counts = async () => {
    await freshTokens(request, reader)
    const mine = (await (
      await request.get('/api/submissions/submissions/?limit=50', { headers: bearer(reader) })
    ).json()) as SubmissionsPage
    const found = mine.results.find((each) => each.id === post.id)
    return { applicants: found?.applicants_count ?? 0, fresh: found?.new_applicants_count ?? 0 }
  }
  await freshTokens(request, advertiser)
  await storeAdvertiser(page, advertiser)
  await page.goto('/hire?lang=en')
  await page.goto('/hire/advertiserDashboardPage?lang=en')
  await expect(page.getByRole('tab', { name: /^Active/ })).toHaveText('Active 1')
  await expect(page.getByRole('tab', { name: /^All/ })).toHaveText('All 1')
  const card = page.getByRole('listitem').filter({ hasText: title })
  await expect(card.getByText('Active', { exact: true })).toBeVisible()
  const before = await expectCounts(page, card, counts)
  expect(before.applicants).toBeGreaterThanOrEqual(2)
  expect(before.fresh).toBeGreaterThanOrEqual(2)

  // 3. The applicants: newest first (the other seeker applied last); best match puts the matching one first.
  await card.getByRole('link', { name: 'View applicants' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('tab', { name: /^Responses \(\d+\)$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const ours = async () =>
    (await cards(page).allInnerTexts())
      .map((text) => (text.includes(matching.name) ? 'matching' : text.includes(other.name) ? 'other' : ''))
      .filter(Boolean)
  await expect.poll(ours).toEqual(['other', 'matching'])
  await page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Best match' }).click()
  await expect(page).toHaveURL(/[?&]sort=best_match/)
  await expect.poll(ours).toEqual(['matching', 'other'])
  const asha = cards(page).filter({ hasText: matching.name })
  await expect(asha).toContainText('Matches: category')

  await asha.click()
  const detail = page.getByRole('article')
  await expect(detail.getByRole('heading', { level: 2, name: matching.name })).toBeVisible()
  await expect(detail.getByRole('heading', { name: 'Status: To Review' })).toBeVisible()

  // The resume opens in a new tab: the seeker's PDF, inline, never stored.
  const resumeTab = page.waitForEvent('popup')
  await detail.getByRole('button', { name: 'View resume' }).click()
  const resume = await resumeTab
  // (The tab's own response is the PDF viewer's on a desktop Chromium: the link is read again to see how it
  // is served.)
  await resume.waitForURL(/\/api\/classifieds\/resumes\//)
  const served = await request.get(resume.url())
  expect(served.status()).toBe(200)
  const headers = served.headers()
  expect(headers['content-type']).toBe('application/pdf')
  expect(headers['content-disposition']).toMatch(/^inline;/)
  expect(headers['cache-control']).toContain('no-store')
  expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await resume.close()

  // WhatsApp: the seeker's number with India's code and the message naming the job; tapping marks Contacted.
  const whatsapp = detail.getByRole('link', { name: `WhatsApp ${matching.name} (opens in a new tab)` })
  const expected = whatsappLink({
    mobile: matching.mobile,
    name: matching.name,
    jobTitle: title,
    product: productName,
    locale: 'en',
  })
  await expect(whatsapp).toHaveAttribute('href', expected)
  expect(expected).toContain(`https://wa.me/91${matching.mobile}?text=`)
  expect(decodeURIComponent(expected.split('?text=')[1] ?? '')).toContain(title)
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }))
  const chat = page.waitForEvent('popup')
  await whatsapp.click()
  const opened = await chat
  expect(opened.url()).toBe(expected)
  await opened.close()
  await expect(detail.getByRole('heading', { name: 'Status: Contacted' })).toBeVisible()

  // A reload keeps the tab, the sort and the candidate (the address), and the status is the server's.
  await page.reload()
  await expect(page.getByRole('article').getByRole('heading', { name: /^Status: / })).toHaveText(
    'Status: Contacted',
  )
  await expect(page).toHaveURL(/[?&]sort=best_match/)

  // 4. Each seeker sees where they stand.
  const first = await seekerStatus(browser, testInfo, matching, title)
  await expect(first.item).toContainText('Contacted')
  await expect(first.item).toContainText('The employer wants to talk to you.')
  await first.close()
  const second = await seekerStatus(browser, testInfo, other, title)
  await expect(second.item).toContainText('Applied')
  await expect(second.item).toContainText('The employer has not opened your application yet.')
  await second.close()

  // 5. The dashboard again: the one opened is no longer new; Back opens the exit sheet, which stays.
  await page.goto('/hire/advertiserDashboardPage?lang=en')
  const after = await expectCounts(page, card, counts)
  expect(after.fresh).toBe(before.fresh - 1 + (after.applicants - before.applicants))
  await page.goBack({ waitUntil: 'commit' })
  const sheet = page.getByRole('dialog', { name: SHEET })
  await expect(sheet).toBeVisible()
  await sheet.getByRole('button', { name: 'Continue Hiring' }).click()
  await expect(sheet).toBeHidden()
  await expect(page).toHaveURL(/\/hire\/advertiserDashboardPage/)
  await expect(card).toBeVisible()

  await matching.context.dispose()
  await other.context.dispose()
})
