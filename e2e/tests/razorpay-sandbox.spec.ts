import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * The local Razorpay sandbox in a browser (decision 036): checkout.js's dialog and a payment link's page,
 * with the sandbox's default test key (the e2e server runs PAYMENTS_PROVIDER=sandbox by default).
 */
const KEY_ID = 'rzp_test_SandboxLocal01'
const KEY_SECRET = 'sandbox-key-secret-development-only'
const auth = { authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}` }

async function newOrder(request: APIRequestContext, amount: number) {
  const response = await request.post('/api/dev/razorpay/v1/orders', {
    headers: auth,
    data: { amount, currency: 'INR', receipt: `e2e_${Date.now()}`, notes: {} },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as { id: string }
}

/** A page of this origin with the sandbox's checkout script loaded. */
async function merchantPage(page: Page) {
  // the bare page has no icon: the browser's own favicon request is not the sandbox's error
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }))
  await page.goto('/api/health')
  await page.setContent(
    '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Merchant</title></head><body><main><h1>Merchant</h1></main></body></html>',
  )
  await page.addScriptTag({ url: '/api/dev/razorpay/checkout.js' })
}

test('the checkout dialog: keyboard, failure then success, signed fields to the handler', async ({
  page,
  request,
  checkA11y,
  pageErrors,
}) => {
  const order = await newOrder(request, 118_000)
  await merchantPage(page)
  const outcome = page.evaluate(
    (orderId) =>
      new Promise<{ paid?: Record<string, string>; failed?: string[] }>((resolve) => {
        const failed: string[] = []
        const Razorpay = (
          window as unknown as {
            Razorpay: new (
              options: object,
            ) => { open(): void; on(e: string, cb: (r: { error: { code: string } }) => void): void }
          }
        ).Razorpay
        const checkout = new Razorpay({
          key: 'rzp_test_SandboxLocal01',
          order_id: orderId,
          amount: 118_000,
          name: 'LocalJobs',
          description: 'Premium plan',
          handler: (paid: Record<string, string>) => resolve({ paid, failed }),
        })
        checkout.on('payment.failed', (response) => failed.push(response.error.code))
        checkout.open()
      }),
    order.id,
  )
  const dialog = page.getByRole('dialog', { name: 'Razorpay sandbox: pay LocalJobs' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('₹1,180.00')
  await expect(page.getByRole('button', { name: 'Pay with success@razorpay' })).toBeFocused()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  )
  for (const name of ['Pay with success@razorpay', 'Fail with failure@razorpay', 'Cancel']) {
    const box = await page.getByRole('button', { name }).boundingBox()
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
  }
  await checkA11y(page)
  // keyboard: Tab to the failure button, Enter
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Fail with failure@razorpay' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toContainText('Payment failed')
  await page.keyboard.press('Enter') // focus went back to Pay
  const { paid, failed } = await outcome
  expect(failed).toEqual(['BAD_REQUEST_ERROR'])
  expect(paid).toMatchObject({
    razorpay_order_id: order.id,
    razorpay_payment_id: expect.stringMatching(/^pay_/),
    razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
  })
  await expect(dialog).toHaveCount(0)
  const fetched = await request.get(`/api/dev/razorpay/v1/orders/${order.id}`, { headers: auth })
  expect(await fetched.json()).toMatchObject({ status: 'paid', attempts: 2 })
  expect(pageErrors).toEqual([])
})

test('Escape dismisses the checkout (modal.ondismiss)', async ({ page, request }) => {
  const order = await newOrder(request, 29_500)
  await merchantPage(page)
  const dismissed = page.evaluate(
    (orderId) =>
      new Promise<string>((resolve) => {
        const Razorpay = (window as unknown as { Razorpay: new (options: object) => { open(): void } })
          .Razorpay
        new Razorpay({
          key: 'rzp_test_SandboxLocal01',
          order_id: orderId,
          amount: 29_500,
          modal: { ondismiss: () => resolve('dismissed') },
        }).open()
      }),
    order.id,
  )
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await dismissed).toBe('dismissed')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a payment link page takes the payment and goes to the callback with the signed query', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.goto('/api/health')
  const base = new URL(page.url()).origin
  const link = await request.post('/api/dev/razorpay/v1/payment_links', {
    headers: auth,
    data: {
      amount: 59_000,
      currency: 'INR',
      reference_id: `e2e${Date.now()}`,
      description: 'Premium plan for your job post',
      customer: { contact: '+919876543210' },
      notify: { sms: false, email: false },
      callback_url: `${base}/api/health`,
      callback_method: 'get',
    },
  })
  const { id, short_url: shortUrl } = (await link.json()) as { id: string; short_url: string }
  // the one-origin server names itself in the short link (serve.ts sets RAZORPAY_API_BASE)
  expect(shortUrl).toBe(`${base}/api/dev/razorpay/l/${id}`)
  await page.goto(shortUrl)
  await expect(page.getByRole('heading', { name: 'Razorpay sandbox: payment link' })).toBeVisible()
  await expect(page.getByText('₹590.00')).toBeVisible()
  await checkA11y(page)
  await page.getByRole('button', { name: 'Pay with success@razorpay' }).click()
  await page.waitForURL(/\/api\/health\?/)
  const query = new URL(page.url()).searchParams
  expect(query.get('razorpay_payment_link_id')).toBe(id)
  expect(query.get('razorpay_payment_link_status')).toBe('paid')
  expect(query.get('razorpay_signature')).toMatch(/^[0-9a-f]{64}$/)
})
