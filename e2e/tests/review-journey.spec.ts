import { type Browser, devices, type Page } from '@playwright/test'
import submissionWords from '../../apps/hire/src/i18n/messages/en/submission.ts'
import { categoryLocationSlug } from '../../packages/api-client/src/seeker-urls.ts'
import { signInAdvertiser, signInByOtp, storeAdvertiser } from './advertiser-session.ts'
import { documentationAddress, expect, test } from './fixtures.ts'
import { postJob } from './review-session.ts'
import { english, freshNumber, lastCode, reportAsNewSeeker } from './seeker-session.ts'

// Issue #8's "Done when" journey, in one test: a post's whole way from submitted to live to reported.
// 1. An advertiser submits a post (through the create call: the form has its own specs).
// 2. An ops user signs in on a phone (this project's 360 px page), finds it at the top of the queue (it
//    charges a fee, so it is flagged) and holds it with a reason.
// 3. The advertiser (a desktop browser) sees the reason on the job's page, edits and resubmits.
// 4. Ops approves it.
// 5. Within a minute a seeker finds the job on its category-in-city list and opens it, with valid JobPosting
//    JSON-LD.
// 6. Three seekers report it: it leaves the lists and is On Hold on the desk.

/** The ops number of this journey (e2e/playwright.config.ts OPS_MOBILE_NUMBERS); it runs on the phone only. */
const OPS_MOBILE = '9100000021'

async function newContext(browser: Browser, baseURL: string, device: 'phone' | 'desktop') {
  return browser.newContext({
    ...(device === 'phone' ? devices['Galaxy S8'] : devices['Desktop Chrome']),
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': documentationAddress() },
  })
}

/** The desk's card of the post titled `title` in the list now shown. */
const deskCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) })

test(
  'a post from submitted to held, edited, approved, found by seekers and reported off the lists',
  { tag: '@own-viewport' },
  async ({ page: opsPage, browser, request, feed }, testInfo) => {
    test.setTimeout(240_000)
    const baseURL = String(testInfo.project.use.baseURL)
    const title = `Journey cashier ${Date.now()}`

    // 1. The advertiser submits a post that charges candidates a fee.
    const advertiser = await signInAdvertiser(request)
    const post = await postJob(request, advertiser, { title, chargesFee: true })

    // 2. Ops signs in on the phone and finds it flagged, at the top of the queue: every post above it is as risky.
    await opsPage.goto('/hire/signin?redirect=%2Fhire%2Freview')
    await signInByOtp(opsPage, request, OPS_MOBILE)
    await expect(opsPage).toHaveURL(/\/hire\/review$/)
    await expect(opsPage.getByRole('heading', { level: 1, name: 'Review desk' })).toBeVisible()
    const card = deskCard(opsPage, title)
    await expect(card).toBeVisible()
    await expect(card.getByText(/^High risk · \d+ findings?$/)).toBeVisible()
    const risks = await opsPage
      .getByRole('listitem')
      .getByText(/^(High|Medium|Low) risk · /)
      .allTextContents()
    const ours = (await card.getByText(/^High risk · /).textContent()) ?? ''
    expect(risks.slice(0, risks.indexOf(ours) + 1).every((risk) => risk.startsWith('High risk'))).toBe(true)

    await card.getByRole('link', { name: title }).click()
    await expect(opsPage.getByText('Charges a fee', { exact: false }).first()).toBeVisible()
    await opsPage.getByRole('button', { name: 'Hold' }).click()
    const hold = opsPage.getByRole('region', { name: 'Hold' })
    await hold.getByRole('combobox', { name: /Reason/ }).selectOption('remove_fee')
    await hold
      .getByRole('textbox', { name: /What the advertiser must fix/ })
      .fill('Remove the ₹500 registration fee')
    await hold.getByRole('button', { name: 'Confirm' }).click()
    await expect(opsPage.getByText('Status: On Hold')).toBeVisible()

    // 3. The advertiser sees the reason on the job's page, edits and resubmits.
    const advertiserContext = await newContext(browser, baseURL, 'desktop')
    const advertiserPage = await advertiserContext.newPage()
    await storeAdvertiser(advertiserPage, advertiser)
    await advertiserPage.goto(`/hire/submissions/${post.id}`)
    await expect(advertiserPage.locator('main [data-status]')).toHaveText('On Hold')
    await expect(
      advertiserPage
        .getByRole('region', { name: submissionWords.reasonHeading })
        .getByText('Remove the ₹500 registration fee'),
    ).toBeVisible()
    await advertiserPage.getByRole('link', { name: submissionWords.edit }).click()
    await expect(
      advertiserPage.getByRole('heading', { level: 1, name: submissionWords.editTitle }),
    ).toBeVisible()
    const next = advertiserPage.getByRole('button', { name: 'Next' })
    await next.click()
    await advertiserPage
      .getByRole('textbox', { name: /Job description/ })
      .fill('Billing at the counter of our Hyderabad store. Training on the job.')
    await next.click()
    await next.click()
    await advertiserPage.getByRole('button', { name: submissionWords.resubmit }).click()
    await expect(advertiserPage.getByText(submissionWords.resubmitted)).toBeVisible()
    await expect(advertiserPage.locator('main [data-status]')).toHaveText('Approval Pending')
    await advertiserContext.close()

    // 4. Ops approves it (the post waits again, now without the fee finding).
    await opsPage.getByRole('link', { name: 'Back to the queue' }).click()
    await deskCard(opsPage, title).getByRole('link', { name: title }).click()
    await expect(opsPage.getByText('Status: Approval Pending')).toBeVisible()
    await opsPage.getByRole('button', { name: 'Approve' }).click()
    await opsPage.getByRole('region', { name: 'Approve' }).getByRole('button', { name: 'Confirm' }).click()
    await expect(opsPage.getByText('Post approved').first()).toBeVisible()
    await expect(opsPage.getByText('Status: Active')).toBeVisible()

    // 5. Within a minute a seeker finds it on its category-in-city list and opens it: JobPosting JSON-LD.
    const published = async () =>
      (await feed({ limit: 20 })).results.find((item) => item.translated_content.title === title)
    await expect.poll(published, { timeout: 60_000 }).toBeTruthy()
    const job = await published()
    if (!job) throw new Error('the approved job is not in the feed')
    const list = `/jobs/${categoryLocationSlug([job.job_category.slug], job.location.slug)}`
    const seekerContext = await newContext(browser, baseURL, 'phone')
    const seekerPage = await seekerContext.newPage()
    await expect
      .poll(
        async () => {
          await seekerPage.goto(list)
          return seekerPage.getByRole('link', { name: title }).count()
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0)
    await seekerPage.getByRole('link', { name: title }).first().click()
    await expect(seekerPage.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const scripts = await seekerPage.locator('script[type="application/ld+json"]').allTextContents()
    expect(scripts).toHaveLength(1)
    const posting = JSON.parse(scripts[0] ?? '') as Record<string, unknown>
    expect(posting['@type']).toBe('JobPosting')
    expect(posting.title).toBe(title)
    expect(posting.validThrough).toEqual(expect.any(String))
    expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: job.company_name })

    // 6. Three seekers report it: the first on the job's page (logging in first), two more through the API.
    await seekerPage.getByRole('main').getByRole('button', { name: 'Report this job' }).click()
    const login = seekerPage.getByRole('dialog')
    const mobile = freshNumber()
    await login.getByRole('textbox', { name: english.mobile }).fill(mobile)
    await login.getByRole('button', { name: english.getOtp }).click()
    await login.getByRole('textbox', { name: english.otp }).fill(await lastCode(request, mobile))
    await login.getByRole('button', { name: english.verify }).click()
    const report = seekerPage.getByRole('dialog', { name: 'Report this job' })
    await report.getByRole('radio', { name: 'Asked me for money' }).check()
    await report.getByRole('button', { name: 'Send report' }).click()
    await expect(report.getByRole('status')).toHaveText(
      'Thank you for telling us. Our team will check this job.',
    )
    for (const reason of ['fake_job', 'wrong_details']) {
      const answer = await reportAsNewSeeker(baseURL, job.id, reason)
      expect(answer.status, answer.body).toBe(201)
    }
    await seekerPage.goto(list)
    await expect(seekerPage.getByRole('link', { name: title })).toHaveCount(0)
    await seekerContext.close()

    await opsPage.reload()
    await expect(opsPage.getByText('Status: On Hold')).toBeVisible()
  },
)
