import type { Page } from '@playwright/test'
import { signInAdvertiser, storeAdvertiser } from './advertiser-session.ts'
import { expect, test } from './fixtures.ts'
import { postJob } from './review-session.ts'

// Issue #10 on the advertiser's side (decision 037): the pay-later page, the sandbox's checkout, the payment
// status page (2 Success, -1 Failed with Pay again), the history and the receipt, in Telugu, fitting 320 px.

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  )

async function payFromDescriptive(page: Page, submission: number, outcome: RegExp) {
  await page.goto(`/hire/descriptivePayment?submission=${submission}&lang=te`)
  const plans = page.getByRole('main').getByRole('group', { name: 'ప్లాన్ ఎంచుకోండి', exact: true })
  await expect(plans.getByRole('radio').first()).toBeVisible()
  await plans.getByRole('radio').nth(1).check()
  await page.getByRole('button', { name: 'ఒక జిల్లా ఎక్కువ' }).click()
  await expect(page.getByRole('group', { name: 'జిల్లాలు' }).getByRole('status')).toHaveText('2 జిల్లాలు')
  await noSideways(page)
  const pay = page.getByRole('button', { name: /చెల్లించండి$/ })
  await expect(pay).toBeEnabled()
  await pay.click()
  await page.getByRole('dialog').getByRole('button', { name: outcome }).click({ timeout: 20_000 })
}

test.describe('paying for a plan', () => {
  test('from the pay-later page: the checkout, Success, the history and the printable receipt', async ({
    page,
    request,
    pageErrors,
    checkA11y,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 320, height: 720 })
    const advertiser = await signInAdvertiser(request)
    const post = await postJob(request, advertiser, { title: 'Delivery executive' })
    await storeAdvertiser(page, advertiser)

    await page.goto(`/hire/descriptivePayment?submission=${post.id}&lang=te`)
    await expect(page.getByRole('heading', { level: 1, name: 'మీ జాబ్ పోస్ట్‌కు ప్లాన్ ఎంచుకోండి' })).toBeVisible()
    await checkA11y(page)
    await payFromDescriptive(page, post.id, /success@razorpay/)

    await expect(page).toHaveURL(/\/hire\/advertiserPaymentStatus\?id=\d+&status=2/, { timeout: 20_000 })
    await expect(page.locator('[data-result="2"]')).toHaveText('Success')
    await noSideways(page)
    await checkA11y(page)

    await page.goto('/hire/paymentHistory?lang=te')
    const receipt = page.getByRole('link', { name: /రసీదు/ }).first()
    await expect(receipt).toBeVisible()
    await expect(page.locator('[data-status="paid"]').first()).toHaveText('చెల్లించారు')
    await noSideways(page)
    await checkA11y(page)
    await receipt.click()
    await expect(page.getByRole('heading', { name: 'రసీదు' })).toBeVisible()
    await expect(page.getByText(/GSTIN: \S+/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'ప్రింట్ చేయండి' })).toBeVisible()
    await noSideways(page)
    await checkA11y(page)
    // Access tokens live 5 s here: a 401 before the refresh is expected.
    expect(pageErrors.filter((error) => !error.includes('status of 401'))).toEqual([])
  })

  test('a failed payment: Failed in red, and Pay again opens a new checkout', async ({ page, request }) => {
    test.setTimeout(90_000)
    const advertiser = await signInAdvertiser(request)
    const post = await postJob(request, advertiser, { title: 'Store helper' })
    await storeAdvertiser(page, advertiser)
    await payFromDescriptive(page, post.id, /failure@razorpay/)
    await expect(page).toHaveURL(/\/hire\/advertiserPaymentStatus\?id=\d+&status=-1/, { timeout: 20_000 })
    await expect(page.locator('[data-result="-1"]')).toBeVisible()
    await page.getByRole('button', { name: 'మళ్లీ చెల్లించండి' }).click({ timeout: 20_000 })
    await expect(page.getByRole('dialog').getByRole('button', { name: /success@razorpay/ })).toBeVisible({
      timeout: 20_000,
    })
  })
})
