import fc from 'fast-check'
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js'
import { describe, expect, it } from 'vitest'
import { SANDBOX_RAZORPAY_KEY_ID, SANDBOX_RAZORPAY_KEY_SECRET } from '#src/env.ts'
import { PaymentProviderError } from '#src/payments/razorpay-gateway.ts'
import type { CheckoutResult, RazorpaySandbox } from '#src/payments/sandbox/sandbox.ts'
import { appPerFile } from '../helpers/app.ts'
import { bodyWith, jsonValue } from '../helpers/fuzz.ts'

/** One character changed: the last hex digit of a signature, or any one of a payload's characters. */
const changed = (text: string, at = text.length - 1) =>
  `${text.slice(0, at)}${text[at] === '0' ? '1' : '0'}${text.slice(at + 1)}`

const suite = appPerFile()
const app = () => suite.test.app
const payments = () => suite.test.app.payments
const sandbox = () => suite.test.app.razorpaySandbox as RazorpaySandbox

const newOrder = (amount = 118_000) =>
  payments().createOrder({
    amount,
    currency: 'INR',
    receipt: `order_${amount}_${Math.random().toString(36).slice(2, 8)}`,
    notes: { advertiser_id: '7', submission_id: '11', order_row_id: '3' },
  })

/** The checkout dialog's choice, as checkout.js posts it. */
const checkout = async (orderId: string, outcome: 'success' | 'failure', keyId = SANDBOX_RAZORPAY_KEY_ID) => {
  const response = await app().inject({
    method: 'POST',
    url: '/api/dev/razorpay/_checkout/pay',
    payload: { key_id: keyId, order_id: orderId, outcome },
  })
  return { status: response.statusCode, body: response.json() as CheckoutResult }
}

describe('the payment gateway in sandbox mode (the official SDK against the sandbox in this API)', () => {
  it('is the sandbox provider with the sandbox test key and the sandbox checkout script', () => {
    expect(payments()).toMatchObject({
      provider: 'sandbox',
      keyId: SANDBOX_RAZORPAY_KEY_ID,
      checkoutScriptUrl: '/api/dev/razorpay/checkout.js',
    })
  })

  it('creates an order and fetches it, as Razorpay answers them', async () => {
    const order = await newOrder()
    expect(order).toMatchObject({
      id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
      entity: 'order',
      amount: 118_000,
      amount_paid: 0,
      amount_due: 118_000,
      currency: 'INR',
      status: 'created',
      attempts: 0,
      notes: { advertiser_id: '7', submission_id: '11', order_row_id: '3' },
    })
    expect(await payments().fetchOrder(order.id)).toEqual(order)
    expect(await payments().fetchOrderPayments(order.id)).toEqual([])
  })

  it('answers Razorpay errors for an unknown id and a bad amount, as the SDK reports them', async () => {
    await expect(payments().fetchOrder('order_DoesNotExist00')).rejects.toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
    })
    await expect(
      payments().createOrder({ amount: 99, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toBeInstanceOf(PaymentProviderError)
    await expect(payments().fetchPayment('pay_DoesNotExist0000')).rejects.toMatchObject({ statusCode: 400 })
  })

  it('refuses the REST API without the key id and secret (Basic auth), with Razorpay’s error body', async () => {
    const bare = await app().inject({
      method: 'POST',
      url: '/api/dev/razorpay/v1/orders',
      payload: { amount: 100 },
    })
    const wrong = await app().inject({
      method: 'GET',
      url: '/api/dev/razorpay/v1/orders/order_x',
      headers: {
        authorization: `Basic ${Buffer.from(`${SANDBOX_RAZORPAY_KEY_ID}:nope`).toString('base64')}`,
      },
    })
    for (const response of [bare, wrong]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({
        error: expect.objectContaining({ code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' }),
      })
    }
  })

  it('a successful checkout is signed exactly as Razorpay signs, and the order is paid with a captured payment', async () => {
    const order = await newOrder()
    const { status, body } = await checkout(order.id, 'success')
    expect(status).toBe(200)
    if (!('razorpay_signature' in body)) throw new Error('expected a payment')
    expect(body.razorpay_order_id).toBe(order.id)
    const params = { order_id: order.id, payment_id: body.razorpay_payment_id }
    expect(validatePaymentVerification(params, body.razorpay_signature, SANDBOX_RAZORPAY_KEY_SECRET)).toBe(
      true,
    )
    expect(
      payments().verifyPayment({
        orderId: order.id,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      }),
    ).toBe(true)
    // one character changed anywhere: refused by both
    const signature = body.razorpay_signature
    for (const bad of [
      changed(signature),
      changed(signature, 0),
      signature.toUpperCase(),
      `${signature}0`,
      '',
    ]) {
      expect(validatePaymentVerification(params, bad, SANDBOX_RAZORPAY_KEY_SECRET)).toBe(false)
      expect(
        payments().verifyPayment({ orderId: order.id, paymentId: body.razorpay_payment_id, signature: bad }),
      ).toBe(false)
    }
    expect(
      payments().verifyPayment({
        orderId: changed(order.id),
        paymentId: body.razorpay_payment_id,
        signature,
      }),
    ).toBe(false)
    expect(await payments().fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 118_000,
      amount_due: 0,
    })
    const [payment] = await payments().fetchOrderPayments(order.id)
    expect(payment).toMatchObject({
      id: body.razorpay_payment_id,
      order_id: order.id,
      status: 'captured',
      amount: 118_000,
    })
    expect(await payments().fetchPayment(body.razorpay_payment_id)).toEqual(payment)
    // paid once: a second payment is refused
    expect((await checkout(order.id, 'success')).status).toBe(400)
  })

  it('a failed checkout answers Razorpay’s error (with the payment and order ids), and the order is attempted', async () => {
    const order = await newOrder()
    const { status, body } = await checkout(order.id, 'failure')
    expect(status).toBe(200)
    if (!('error' in body)) throw new Error('expected an error')
    expect(body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      source: 'customer',
      reason: 'payment_failed',
      metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
    })
    expect(await payments().fetchOrder(order.id)).toMatchObject({
      status: 'attempted',
      amount_paid: 0,
      attempts: 1,
    })
    expect(await payments().fetchPayment(body.error.metadata.payment_id)).toMatchObject({
      status: 'failed',
      error_code: 'BAD_REQUEST_ERROR',
      error_reason: 'payment_failed',
    })
    // the tester may try again and succeed
    expect((await checkout(order.id, 'success')).body).toHaveProperty('razorpay_signature')
    expect((await payments().fetchOrderPayments(order.id)).map((payment) => payment.status)).toEqual([
      'failed',
      'captured',
    ])
  })

  it('lets a checkout on a page of another origin pay (CORS, as Razorpay’s checkout works on any site)', async () => {
    const preflight = await app().inject({
      method: 'OPTIONS',
      url: '/api/dev/razorpay/_checkout/pay',
      headers: { origin: 'http://merchant.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
    })
    const order = await newOrder()
    const paid = await app().inject({
      method: 'POST',
      url: '/api/dev/razorpay/_checkout/pay',
      headers: { origin: 'http://merchant.example' },
      payload: { key_id: SANDBOX_RAZORPAY_KEY_ID, order_id: order.id, outcome: 'success' },
    })
    expect(paid.headers['access-control-allow-origin']).toBe('*')
    expect(paid.json()).toHaveProperty('razorpay_signature')
  })

  it('refuses a checkout with another key id', async () => {
    const order = await newOrder()
    expect((await checkout(order.id, 'success', 'rzp_test_SomeoneElse01')).status).toBe(401)
  })

  it('serves checkout.js with window.Razorpay', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/dev/razorpay/checkout.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/javascript/)
    expect(response.body).toContain('window.Razorpay = Razorpay')
    expect(response.body).toContain('success@razorpay')
    expect(response.body).toContain('failure@razorpay')
  })
})

describe('payment links in sandbox mode', () => {
  const newLink = (referenceId: string) =>
    payments().createPaymentLink({
      amount: 59_000,
      currency: 'INR',
      reference_id: referenceId,
      description: 'Featured plan for your job post',
      customer: { name: 'Asha', contact: '+919876543210' },
      notify: { sms: false, email: false },
      callback_url: 'http://127.0.0.1:3001/api/payments/razorpay/link/callback/',
      callback_method: 'get',
      notes: { order_row_id: referenceId },
    })

  it('creates and fetches a link whose short_url page takes the payment and returns to callback_url signed', async () => {
    const referenceId = String(Date.now())
    const link = await newLink(referenceId)
    expect(link).toMatchObject({
      id: expect.stringMatching(/^plink_/),
      amount: 59_000,
      reference_id: referenceId,
      status: 'created',
      payments: null,
      short_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:3001\/api\/dev\/razorpay\/l\/plink_/),
    })
    expect(await payments().fetchPaymentLink(link.id)).toEqual(link)

    const path = new URL(link.short_url).pathname
    const page = await app().inject({ method: 'GET', url: path })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('₹590.00')
    expect(page.body).toContain('Pay with success@razorpay')

    const paid = await app().inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    })
    expect(paid.statusCode).toBe(303)
    const callback = new URL(String(paid.headers.location))
    expect(`${callback.origin}${callback.pathname}`).toBe(
      'http://127.0.0.1:3001/api/payments/razorpay/link/callback/',
    )
    const query = Object.fromEntries(callback.searchParams)
    expect(query).toMatchObject({
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: referenceId,
      razorpay_payment_link_status: 'paid',
      razorpay_payment_id: expect.stringMatching(/^pay_/),
    })
    const params = {
      payment_link_id: link.id,
      payment_link_reference_id: referenceId,
      payment_link_status: 'paid',
      payment_id: query.razorpay_payment_id as string,
    }
    const signature = query.razorpay_signature as string
    expect(validatePaymentVerification(params, signature, SANDBOX_RAZORPAY_KEY_SECRET)).toBe(true)
    const check = (changes: Partial<typeof params>, given = signature) =>
      payments().verifyPaymentLink({
        linkId: changes.payment_link_id ?? params.payment_link_id,
        referenceId: changes.payment_link_reference_id ?? params.payment_link_reference_id,
        status: changes.payment_link_status ?? params.payment_link_status,
        paymentId: changes.payment_id ?? params.payment_id,
        signature: given,
      })
    expect(check({})).toBe(true)
    expect(check({}, changed(signature))).toBe(false)
    expect(validatePaymentVerification(params, changed(signature), SANDBOX_RAZORPAY_KEY_SECRET)).toBe(false)
    expect(check({ payment_link_status: 'created' })).toBe(false)
    expect(check({ payment_link_reference_id: changed(referenceId) })).toBe(false)
    expect(check({ payment_id: changed(params.payment_id) })).toBe(false)

    const fetched = await payments().fetchPaymentLink(link.id)
    expect(fetched).toMatchObject({
      status: 'paid',
      payments: [{ payment_id: params.payment_id, amount: 59_000, status: 'captured' }],
      order_id: expect.stringMatching(/^order_/),
    })
    expect(await payments().fetchPayment(params.payment_id)).toMatchObject({
      status: 'captured',
      order_id: fetched.order_id,
    })
    // a paid link's page says so and takes nothing more
    const again = await app().inject({ method: 'GET', url: path })
    expect(again.body).toContain('This link is paid.')
    expect(again.body).not.toContain('<form')
  })

  it('a failed link payment stays on the page, the link still open', async () => {
    const link = await newLink(`f${Date.now()}`)
    const path = new URL(link.short_url).pathname
    const failed = await app().inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=failure',
    })
    expect(failed.statusCode).toBe(200)
    expect(failed.body).toContain('Payment failed. Try again.')
    expect((await payments().fetchPaymentLink(link.id)).status).toBe('created')
  })

  it('refuses a second link with the same reference id, and an unknown link page is 404', async () => {
    const referenceId = `d${Date.now()}`
    await newLink(referenceId)
    await expect(newLink(referenceId)).rejects.toMatchObject({ statusCode: 400 })
    expect((await app().inject({ method: 'GET', url: '/api/dev/razorpay/l/plink_Nope' })).statusCode).toBe(
      404,
    )
  })
})

describe('webhooks from the sandbox in this API', () => {
  it('are signed with the webhook secret, carry an event id, and go to the API’s webhook route', async () => {
    // earlier tests' deliveries may still be in flight (the API's webhook route stores each one)
    await sandbox().settled()
    sandbox().deliveries.length = 0
    const order = await newOrder()
    await checkout(order.id, 'success')
    await sandbox().settled()
    expect(sandbox().deliveries.map((delivery) => delivery.event)).toEqual(['payment.captured', 'order.paid'])
    for (const delivery of sandbox().deliveries) expect(delivery.event_id).toMatch(/^evt_/)
    // (the route itself is the orders' part; bodies and signatures are checked in webhooks.test.ts)
  })

  it('the control call sets the delivery mode and lists deliveries', async () => {
    const set = await app().inject({
      method: 'POST',
      url: '/api/dev/razorpay/_control',
      payload: { webhooks: 'none', clear_deliveries: true },
    })
    expect(set.json()).toEqual({ webhooks: 'none', deliveries: [] })
    await checkout((await newOrder()).id, 'success')
    await sandbox().settled()
    expect((await app().inject({ method: 'GET', url: '/api/dev/razorpay/_control' })).json()).toEqual({
      webhooks: 'none',
      deliveries: [],
    })
    const bad = await app().inject({
      method: 'POST',
      url: '/api/dev/razorpay/_control',
      payload: { webhooks: 'sometimes' },
    })
    expect(bad.statusCode).toBe(400)
    await app().inject({ method: 'POST', url: '/api/dev/razorpay/_control', payload: { webhooks: 'normal' } })
  })
})

describe('fuzzing: the sandbox never answers a 5xx, and refuses with Razorpay’s error body', () => {
  const basic = `Basic ${Buffer.from(`${SANDBOX_RAZORPAY_KEY_ID}:${SANDBOX_RAZORPAY_KEY_SECRET}`).toString('base64')}`
  const routes = [
    ['/api/dev/razorpay/v1/orders', ['amount', 'currency', 'receipt', 'notes']],
    [
      '/api/dev/razorpay/v1/payment_links',
      [
        'amount',
        'currency',
        'reference_id',
        'callback_url',
        'callback_method',
        'customer',
        'notify',
        'notes',
        'expire_by',
      ],
    ],
    ['/api/dev/razorpay/_checkout/pay', ['key_id', 'order_id', 'outcome', 'contact']],
    ['/api/dev/razorpay/_control', ['webhooks', 'clear_deliveries']],
  ] as const

  it.each(routes)('POST %s', async (url, keys) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          bodyWith(keys),
          jsonValue.map((value) => ({ amount: value, currency: 'INR' })),
        ),
        async (body) => {
          const response = await app().inject({
            method: 'POST',
            url,
            headers: { authorization: basic, 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          })
          expect(response.statusCode, response.body).toBeLessThan(500)
          if (response.statusCode >= 400)
            expect(response.json()).toMatchObject({
              error: { code: 'BAD_REQUEST_ERROR', description: expect.any(String) },
            })
        },
      ),
      { numRuns: 80 },
    )
    await app().inject({ method: 'POST', url: '/api/dev/razorpay/_control', payload: { webhooks: 'normal' } })
  })

  it('GET ids and pages of any text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('v1/orders/', 'v1/payments/', 'v1/payment_links/', 'l/'),
        fc.string({ minLength: 1, maxLength: 60 }),
        async (path, id) => {
          const response = await app().inject({
            method: 'GET',
            url: `/api/dev/razorpay/${path}${encodeURIComponent(id)}`,
            headers: { authorization: basic },
          })
          expect(response.statusCode).toBeLessThan(500)
        },
      ),
      { numRuns: 60 },
    )
  })
})
