import type { Locator, Page } from '@playwright/test'
import englishReview from '../../apps/hire/src/i18n/messages/en/post-job-review.ts'
import englishSubmission from '../../apps/hire/src/i18n/messages/en/submission.ts'
import teluguSubmission from '../../apps/hire/src/i18n/messages/te/submission.ts'
import type { PlansResponse } from '../../packages/api-client/src/plans/types.ts'
import type { PrimaryJobRolesResponse } from '../../packages/api-client/src/primary-job-roles/types.ts'
import type { FormContextResponse } from '../../packages/api-client/src/submissions/types.ts'
import { DEFAULT_LOCATION_ID } from '../../packages/validation/src/constants.ts'
import { signInAdvertiser, storeAdvertiser } from './advertiser-session.ts'
import { expect, test } from './fixtures.ts'
import { problemsOn } from './layout.ts'
import { bearer, decide, freshTokens, postJob } from './review-session.ts'

// Issue #8, step 3 of its journey (decision 033): an advertiser's post is held by ops with a reason; the
// advertiser opens the job's page, sees On Hold and what to fix, edits the post (the description), resubmits
// and sees Approval Pending. And a live job closed from its page is Expired. Ops acts through the API.

/** One ops number per project (an OTP is limited to 3 codes per number per 10 minutes): 16-18 are this spec's. */
const OPS_NUMBER: Record<string, string> = { 'phone-360': '9100000016', desktop: '9100000017' }

const badge = (page: Page) => page.locator('main [data-status]')

/** The value (`dd`) shown for a name (`dt`) in a list of names and values. */
const valueFor = (list: Locator, name: string) =>
  list.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]')

test.describe("the job's page", () => {
  test('a held post: the advertiser sees the reason, edits the description, resubmits and sees Approval Pending; a closed live job is Expired', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    const t = englishSubmission
    const advertiser = await signInAdvertiser(request)
    const title = `Packer ${testInfo.project.name} ${Date.now()}`
    const post = await postJob(request, advertiser, { title })
    const ops = await signInAdvertiser(request, { mobile: OPS_NUMBER[testInfo.project.name] ?? '9100000018' })
    await decide(request, ops, post.id, {
      action: 'hold',
      reason: 'remove_fee',
      note: 'Remove the registration fee from the description.',
    })

    // From the dashboard's list to the job's page.
    await storeAdvertiser(page, advertiser)
    await page.goto('/hire/advertiserDashboardPage?lang=en')
    await page.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(new RegExp(`/hire/submissions/${post.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(badge(page)).toHaveText('On Hold')
    const fix = page.getByRole('region', { name: t.reasonHeading })
    await expect(fix.getByText('Remove the registration fee from the description.')).toBeVisible()
    await expect(
      page.getByRole('region', { name: t.historyHeading }).getByText('Approval Pending → On Hold'),
    ).toBeVisible()

    // Issue #9: the post as written (review-session's jobValues: the first role, 2 openings, ₹12,000 to
    // ₹15,000), option ids shown as titles, and its plan (plan 1) beside the validity.
    const role = (
      (await (await request.get('/api/classifieds/v1/primary-job-roles/')).json()) as PrimaryJobRolesResponse
    ).results[0]
    const plan = (
      (await (
        await request.get('/api/classifieds/v2/packages/', {
          // the ops user's tokens: renewing the advertiser's would sign the page out
          headers: bearer(await freshTokens(request, ops)),
        })
      ).json()) as PlansResponse
    ).results.find((each) => each.id === 1)
    const details = page.getByRole('region', { name: t.detailsHeading })
    await expect(valueFor(details, englishReview.sectionJobRole)).toHaveText(role?.title ?? 'a role')
    const context = (await (
      await request.get(`/api/submissions/form-context/?location_id=${DEFAULT_LOCATION_ID}&en=0`)
    ).json()) as FormContextResponse
    const category = context.data.context.job_category.content_value.find(
      (each) => String(each.id) === String(role?.job_category),
    )
    await expect(valueFor(details, englishReview.sectionJobCategory)).toHaveText(
      category?.title ?? 'a category',
    )
    await expect(valueFor(details, englishReview.sectionOpenings)).toHaveText('2')
    await expect(valueFor(details, englishReview.sectionMonthlyIncome)).toHaveText('₹12,000 - ₹15,000')
    await expect(valueFor(details, englishReview.sectionCompanyName)).toHaveText('Godavari Foods Pvt Ltd')
    await expect(valueFor(page.getByRole('main'), englishReview.sectionPlan)).toContainText(
      `${plan?.title ?? 'a plan'}, ₹`,
    )

    // Edit: the form filled with the post; the description changed on step 2, then on to the last step.
    await page.getByRole('link', { name: t.edit }).click()
    await expect(page.getByRole('heading', { level: 1, name: t.editTitle })).toBeVisible()
    const next = page.getByRole('button', { name: 'Next' })
    await next.click()
    const description = page.getByRole('textbox', { name: /Job description/ })
    await expect(description).toHaveValue('Pay a registration fee of 500 rupees to join.')
    await description.fill('Packing boxes in the warehouse. No fees.')
    await next.click()
    await next.click()
    const resubmit = page.getByRole('button', { name: t.resubmit })
    const sent = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/submissions/submissions/${post.id}/`) &&
        response.request().method() === 'PUT' &&
        response.status() !== 401,
    )
    await resubmit.click()
    expect((await sent).status()).toBe(200)

    await expect(page).toHaveURL(new RegExp(`/hire/submissions/${post.id}$`))
    await expect(page.getByText(t.resubmitted)).toBeVisible()
    await expect(badge(page)).toHaveText('Approval Pending')
    await expect(
      page.getByRole('region', { name: t.historyHeading }).getByText('On Hold → Approval Pending'),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: t.reasonHeading })).toHaveCount(0)

    // Approved, then closed from its page after a confirmation: Expired, with Renew offered.
    await decide(request, ops, post.id, { action: 'approve' })
    await page.reload()
    await expect(badge(page)).toHaveText('Active')
    await page.getByRole('button', { name: t.close }).click()
    await page.getByRole('button', { name: t.closeYes }).click()
    await expect(badge(page)).toHaveText('Expired')
    await expect(page.getByRole('button', { name: t.renew })).toBeVisible()
    await expect(page.getByRole('link', { name: t.renewWithChanges })).toHaveAttribute(
      'href',
      `/hire/advertiserPostJob?edit=${post.id}&renew=1`,
    )
  })

  test("another advertiser's post and a bad id say 'Job not found' in Telugu, with the way back", async ({
    page,
    request,
  }) => {
    await storeAdvertiser(page, await signInAdvertiser(request))
    for (const id of ['1', 'abc']) {
      await page.goto(`/hire/submissions/${id}?lang=te`)
      await expect(
        page.getByRole('heading', { level: 1, name: teluguSubmission.notFoundTitle }),
      ).toBeVisible()
      expect(await problemsOn(page, page.viewportSize()?.width ?? 360, id)).toEqual([])
    }
    await page.getByRole('main').getByRole('link', { name: teluguSubmission.backToJobs }).last().click()
    await expect(page).toHaveURL(/\/hire\/advertiserDashboardPage/)
  })

  test('a signed-out visitor goes to sign-in', async ({ page }) => {
    await page.goto('/hire/submissions/5')
    await expect(page).toHaveURL(/\/hire\/signin\?redirect=%2Fhire%2Fsubmissions%2F5/)
  })
})
