import type { Page } from '@playwright/test'
import type { PaymentLinksPage, PaymentOrderDetail } from '../../packages/api-client/src/payments/types.ts'
import { toFormData, toWire } from '../../packages/api-client/src/submissions/form-mapping.ts'
import type { SubmissionDetail } from '../../packages/api-client/src/submissions/job.ts'
import { signInAdvertiser, storeAdvertiser } from './advertiser-session.ts'
import { expect, test } from './fixtures.ts'
import { bearer, freshTokens, jobValues, POST_CITY_ID, postJob } from './review-session.ts'

// Issue #10's "Done when" journeys against the sandbox, on the phone and on the desktop (hire-payments.spec.ts
// has the failure and Pay again):
// 0. A wide screen pays now: step 4 with premium and 2 districts, Submit, the checkout, Success in green.
// 1. From the job's page, "Choose a plan and pay" opens the pay-later page: premium with 2 districts, paid:
//    Success in green, the plan active on the post.
// 2. Inside the jobs app's web view the checkout runs in redirect mode: the sandbox POSTs to the web-view
//    callback, which verifies the payment and redirects to the payment-status page.
// 3. An agent prepares a payment link for the advertiser's third post; the advertiser pays it; the agent
//    sees it paid.
// 4. The history lists the three payments, each with its receipt.

/** One agent per project (AGENT_MOBILE_NUMBERS of the e2e server). */
const AGENT_NUMBER: Record<string, string> = { 'phone-360': '9100000041', desktop: '9100000042' }

async function choosePremiumWithTwoDistricts(page: Page) {
  const plans = page.getByRole('main').getByRole('group', { name: 'Choose a plan', exact: true })
  await plans.getByRole('radio').nth(1).check()
  await page.getByRole('button', { name: 'One more district' }).click()
  await expect(page.getByRole('group', { name: 'Districts' }).getByRole('status')).toHaveText('2 districts')
}

async function statusOf(page: Page, orderRowId: number, access: string) {
  const response = await page.request.get(`/api/payments/razorpay/orders/${orderRowId}/`, {
    headers: { authorization: `Bearer ${access}` },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as PaymentOrderDetail
}

test('an advertiser pays from the pay-later page, from the web view, and through an agent link; the history has all three', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000)
  const project = testInfo.project.name
  const stamp = Date.now()
  const advertiser = await signInAdvertiser(request)
  const titles = ['Counter staff', 'Warehouse packer', 'Field sales'].map(
    (title) => `${title} ${project} ${stamp}`,
  )
  const posts = []
  for (const title of titles) posts.push(await postJob(request, advertiser, { title, chargesFee: false }))
  const [first, second, third] = posts as [{ id: number }, { id: number }, { id: number }]
  await storeAdvertiser(page, advertiser)
  // The API reads of the test sign in apart: refreshing the page's tokens here would sign the page out.
  const reader = await signInAdvertiser(request, { mobile: advertiser.mobile })

  // 1. The job's page offers a plan; the pay-later page takes premium with 2 districts.
  await page.goto(`/hire/submissions/${first.id}?lang=en`)
  await page.getByRole('link', { name: 'Choose a plan and pay' }).click()
  await expect(page).toHaveURL(new RegExp(`/hire/descriptivePayment\\?submission=${first.id}`))
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a plan for your job post' })).toBeVisible()
  await choosePremiumWithTwoDistricts(page)
  await page.getByRole('button', { name: /^Pay ₹/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Pay with success@razorpay' }).click()
  await expect(page).toHaveURL(/\/hire\/advertiserPaymentStatus\?id=\d+&status=2/, { timeout: 20_000 })
  await expect(page.locator('[data-result="2"]')).toHaveText('Success')
  const firstOrder = Number(new URL(page.url()).searchParams.get('id'))
  await freshTokens(request, reader)
  const paid = await statusOf(page, firstOrder, reader.access)
  expect(paid).toMatchObject({ status: 'paid', total_districts: 2, submission_id: first.id })
  expect(paid.plan.code).toBe('premium')
  expect(paid.amount).toBe(paid.net_amount + paid.gst_amount)
  // The post's plan is active: the job's page no longer offers one.
  await page.goto(`/hire/submissions/${first.id}?lang=en`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Counter staff')
  await expect(page.getByRole('link', { name: 'Choose a plan and pay' })).toHaveCount(0)

  // 2. The jobs app's web view: redirect mode, back through the web-view callback to the status page.
  await page.goto(`/hire/descriptivePayment?submission=${second.id}&lang=en&app_type=jobs_wbv`)
  await choosePremiumWithTwoDistricts(page)
  const callback = page.waitForRequest(
    (sent) =>
      sent.method() === 'POST' && sent.url().includes('/api/payments/razorpay/wbv/callback/validate/'),
  )
  await page.getByRole('button', { name: /^Pay ₹/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Pay with success@razorpay' }).click()
  expect(new URL((await callback).url()).searchParams.get('source')).toBe('payment-status')
  await expect(page).toHaveURL(/\/hire\/advertiserPaymentStatus\?id=\d+&status=2/, { timeout: 20_000 })
  await expect(page.locator('[data-result="2"]')).toHaveText('Success')

  // 3. The agent's payment link for the third post, paid by the advertiser.
  const agent = await signInAdvertiser(request, { mobile: AGENT_NUMBER[project] ?? '9100000041' })
  const agentContext = await browser.newContext({ ...testInfo.project.use, baseURL })
  const agentPage = await agentContext.newPage()
  await storeAdvertiser(agentPage, agent)
  await agentPage.goto('/hire/agentCheckout?lang=en')
  await agentPage.getByLabel('Advertiser mobile number').fill(advertiser.mobile)
  await agentPage.getByLabel('Job post number').fill(String(third.id))
  await agentPage.getByRole('radio').first().check()
  await agentPage.getByRole('button', { name: 'Send payment link' }).click()
  await expect(agentPage.getByText(`Payment link sent to ${advertiser.mobile}`)).toBeVisible({
    timeout: 20_000,
  })
  const agentReader = await signInAdvertiser(request, { mobile: agent.mobile })
  const links = (await (
    await request.get('/api/advertisers/v1/payment/link/checkout/', { headers: bearer(agentReader) })
  ).json()) as PaymentLinksPage
  const link = links.results.find((each) => each.submission_id === third.id)
  expect(link?.status).toBe('created')
  await page.goto(String(link?.short_url))
  await page.getByRole('button', { name: 'Pay with success@razorpay' }).click()
  await expect(page).toHaveURL(/\/hire\/advertiserPaymentStatus\?id=\d+&status=2/, { timeout: 20_000 })
  await expect(page.locator('[data-result="2"]')).toHaveText('Success')
  await expect(async () => {
    await agentPage.reload()
    await expect(
      agentPage
        .getByRole('listitem')
        .filter({ hasText: titles[2] ?? '' })
        .getByText('Paid', { exact: true }),
    ).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  await agentContext.close()

  // 4. The history: the three payments, paid, each with its receipt.
  await page.goto('/hire/paymentHistory?lang=en')
  for (const title of titles) {
    const row = page.getByRole('listitem').filter({ hasText: title })
    await expect(row).toHaveCount(1)
    await expect(row.locator('[data-status="paid"]')).toHaveText('Paid')
    await expect(row.getByRole('link', { name: /Receipt/ })).toBeVisible()
  }
  await page
    .getByRole('listitem')
    .filter({ hasText: titles[0] ?? '' })
    .getByRole('link', { name: /Receipt/ })
    .click()
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible()
  await expect(page.getByText(/GSTIN: \S+/)).toBeVisible()
  await expect(page.getByText(paid.order_id)).toBeVisible()
})

test('a wide screen pays now: premium with 2 districts on step 4, Submit, the checkout, Success in green', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  // Wider than 640 px is pay_now (spec section 4), on either project.
  await page.setViewportSize({ width: 1024, height: 800 })
  const advertiser = await signInAdvertiser(request)
  const reader = await signInAdvertiser(request, { mobile: advertiser.mobile })
  const title = `Billing clerk ${testInfo.project.name} ${Date.now()}`
  // Steps 1 to 3 saved as the form saves them (each step's fields), so the form opens at step 4.
  const values = await jobValues(request, reader, { title, chargesFee: false })
  for (const step of [1, 2, 3]) {
    const saved = await request.post(`/api/submissions/draft/?location=${POST_CITY_ID}&en=0&locale=en`, {
      headers: { ...bearer(reader), 'app-type': 'web' },
      multipart: toFormData({ ...toWire(values, 3), 'page-no': step, form_version: 3 }),
    })
    expect(saved.status(), await saved.text()).toBe(200)
  }
  await storeAdvertiser(page, advertiser)
  await page.goto('/hire/advertiserPostJob?step=4&lang=en')
  await choosePremiumWithTwoDistricts(page)
  await page.getByRole('button', { name: 'Review your post' }).click()
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Pay with success@razorpay' })
    .click({ timeout: 20_000 })
  await expect(page).toHaveURL(/\/hire\/advertiserPaymentStatus\?id=\d+&status=2/, { timeout: 20_000 })
  await expect(page.locator('[data-result="2"]')).toHaveText('Success')

  const orderRowId = Number(new URL(page.url()).searchParams.get('id'))
  await freshTokens(request, reader)
  const order = await statusOf(page, orderRowId, reader.access)
  expect(order).toMatchObject({ status: 'paid', total_districts: 2, channel: 'checkout' })
  expect(order.plan.code).toBe('premium')
  const post = (await (
    await request.get(`/api/submissions/submissions/${order.submission_id}/`, { headers: bearer(reader) })
  ).json()) as SubmissionDetail
  expect(post).toMatchObject({ title, status: 'approval_pending', payment_type: 'pay_now' })
  expect(post.plan_paid_at).not.toBeNull()
})
