import { signInAdvertiser, storeAdvertiser } from './advertiser-session.ts'
import { expect, test } from './fixtures.ts'
import { postJob } from './review-session.ts'

// The review desk (issue #8, decision 031): an advertiser posts a job that charges candidates a fee; an ops
// user (the e2e server's OPS_MOBILE_NUMBERS) finds it flagged in the queue, holds it with a reason, and the
// history shows it. An advertiser without the ops role is told the desk is for the review team.

/** One ops number per project: an OTP is limited to 3 codes per number per 10 minutes. */
const OPS_NUMBER: Record<string, string> = { 'phone-360': '9100000011', desktop: '9100000012' }

test.describe('the review desk', () => {
  test('an ops user finds a post charging a fee flagged in the queue, holds it with a reason, and the history shows it', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    const advertiser = await signInAdvertiser(request)
    const title = `Helper ${testInfo.project.name} ${Date.now()}`
    const post = await postJob(request, advertiser, { title, logo: true })

    const ops = await signInAdvertiser(request, { mobile: OPS_NUMBER[testInfo.project.name] ?? '9100000011' })
    await storeAdvertiser(page, ops)
    await page.goto('/hire/review')
    await expect(page.getByRole('heading', { level: 1, name: 'Review desk' })).toBeVisible()
    // Only first-time advertisers: this advertiser's post is theirs, and the risky ones come first.
    await page.getByRole('checkbox', { name: 'Only first-time advertisers' }).check()
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) })
    await expect(card).toBeVisible()
    await expect(card.getByText(/^(High|Medium) risk · \d+ findings?$/)).toBeVisible()
    await expect(card.getByText(/^Waiting 0 h$/)).toBeVisible()
    await expect(card.getByText('First-time advertiser')).toBeVisible()

    await card.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(new RegExp(`/hire/review/${post.id}$`))
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    await expect(page.getByText('Charges a fee', { exact: false }).first()).toBeVisible()
    await expect(page.getByText('Status: Approval Pending')).toBeVisible()
    // The company logo, loaded by the signed link the desk's detail gives (an <img> sends no token).
    const logo = page.getByRole('img', { name: 'Godavari Foods Pvt Ltd logo' })
    await expect(logo).toBeVisible()
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96)
    expect((await logo.boundingBox())?.width).toBeLessThanOrEqual(96)

    await page.getByRole('button', { name: 'Hold' }).click()
    const sheet = page.getByRole('region', { name: 'Hold' })
    await sheet.getByRole('button', { name: 'Confirm' }).click()
    await expect(sheet.getByText('Choose a reason').last()).toBeVisible()
    await sheet.getByRole('combobox', { name: /Reason/ }).selectOption('remove_fee')
    await sheet
      .getByRole('textbox', { name: /What the advertiser must fix/ })
      .fill('Remove the ₹500 registration fee')
    await sheet.getByRole('button', { name: 'Confirm' }).click()

    await expect(page.getByText('Post put on hold').first()).toBeVisible()
    await expect(page.getByText('Status: On Hold')).toBeVisible()
    const history = page.locator('section').filter({ has: page.getByRole('heading', { name: 'History' }) })
    await expect(history.getByText('Approval Pending → On Hold')).toBeVisible()
    await expect(history.getByText('Remove the fee charged to candidates')).toBeVisible()
    await expect(history.getByText('Remove the ₹500 registration fee')).toBeVisible()

    // On hold, it is in the desk's On hold list.
    await page.getByRole('link', { name: 'Back to the queue' }).click()
    await page.getByRole('button', { name: 'On hold' }).click()
    await expect(page.getByRole('link', { name: title })).toBeVisible()

    // In Telugu: the fields under Telugu labels (no wire names), the findings as the advertiser's own words,
    // quoted, and none of the checks' English reasons.
    await page.goto(`/hire/review/${post.id}?lang=te`)
    const section = (name: string) =>
      page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name }) })
    const fields = section('రాసిన విధంగా పోస్ట్')
    await expect(fields.getByRole('term').filter({ hasText: /^వసూలు చేసే ఫీజు$/ })).toBeVisible()
    await expect(fields.getByRole('term').filter({ hasText: /^ఉద్యోగ వివరణ$/ })).toBeVisible()
    await expect(fields.getByRole('term').filter({ hasText: /_/ })).toHaveCount(0)
    const findings = section('తనిఖీలలో కనుగొన్నవి')
    await expect(findings.getByText('“₹500”')).toBeVisible()
    await expect(findings.getByText(/Candidates are charged|asks for money/)).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath('review-post-te.png'), fullPage: true })
  })

  test('an advertiser without the ops role is told the desk is for the review team', async ({
    page,
    request,
  }) => {
    await storeAdvertiser(page, await signInAdvertiser(request))
    await page.goto('/hire/review/reports?lang=te')
    await expect(page.getByRole('heading', { name: 'ఈ పేజీ సమీక్ష బృందం కోసం.' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'మీ డాష్‌బోర్డ్‌కు వెళ్లండి' })).toHaveAttribute(
      'href',
      '/hire/advertiserDashboardPage',
    )
    await page.goto('/hire/review?lang=en')
    await expect(page.getByRole('heading', { name: 'This page is for the review team.' })).toBeVisible()
    await expect(page.getByRole('checkbox')).toHaveCount(0)
  })

  test('a signed-out visitor goes to sign-in and comes back to the desk', async ({ page }) => {
    await page.goto('/hire/review/reports')
    await expect(page).toHaveURL(/\/hire\/signin\?redirect=%2Fhire%2Freview%2Freports/)
  })
})
