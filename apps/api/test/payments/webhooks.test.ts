import Fastify, { type FastifyInstance } from 'fastify'
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { PaymentGateway } from '#src/payments/gateway.ts'
import { createRazorpayGateway } from '#src/payments/razorpay-gateway.ts'
import { type StandaloneSandbox, startStandaloneSandbox } from '#src/payments/sandbox/standalone.ts'

const KEY_ID = 'rzp_test_WebhookTests01'
const KEY_SECRET = 'webhook-tests-key-secret'
const WEBHOOK_SECRET = 'webhook-tests-webhook-secret'

interface Received {
  raw: string
  signature: string
  eventId: string
  event: string
  body: {
    entity: string
    account_id: string
    event: string
    contains: string[]
    payload: Record<string, { entity: { id: string; status: string } }>
    created_at: number
  }
}

/** A receiver standing in for the API's webhook route: keeps the raw body, as that route must. */
let receiver: FastifyInstance
const received: Received[] = []
let standalone: StandaloneSandbox
let gateway: PaymentGateway

beforeAll(async () => {
  receiver = Fastify()
  receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  )
  receiver.post('/api/payments/razorpay/webhook/', async (request) => {
    const raw = String(request.body)
    const body = JSON.parse(raw) as Received['body']
    received.push({
      raw,
      signature: String(request.headers['x-razorpay-signature']),
      eventId: String(request.headers['x-razorpay-event-id']),
      event: body.event,
      body,
    })
    return { ok: true }
  })
  await receiver.listen({ port: 0, host: '127.0.0.1' })
  const address = receiver.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  standalone = await startStandaloneSandbox({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${port}/api/payments/razorpay/webhook/`,
  })
  gateway = createRazorpayGateway({
    provider: 'sandbox',
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    apiBase: standalone.url,
    checkoutScriptUrl: `${standalone.url}/checkout.js`,
  })
})
afterAll(async () => {
  await standalone?.close()
  await receiver?.close()
})
beforeEach(() => {
  received.length = 0
  standalone.sandbox.deliveries.length = 0
})

const control = (webhooks: string) =>
  fetch(`${standalone.url}/_control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ webhooks }),
  })

/** Pays a fresh order from the checkout, over HTTP as the browser does. */
async function pay(outcome: 'success' | 'failure') {
  const order = await gateway.createOrder({ amount: 29_500, currency: 'INR', receipt: 'order_1', notes: {} })
  const response = await fetch(`${standalone.url}/_checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: KEY_ID, order_id: order.id, outcome }),
  })
  expect(response.status).toBe(200)
  await standalone.sandbox.settled()
  return order
}

describe('the sandbox’s webhooks', () => {
  it('are Razorpay’s event shape, signed over the raw body with the webhook secret, one event id each', async () => {
    await control('normal')
    const order = await pay('success')
    expect(received.map((hook) => hook.event)).toEqual(['payment.captured', 'order.paid'])
    const [captured, paid] = received as [Received, Received]
    expect(captured.body).toMatchObject({
      entity: 'event',
      account_id: expect.stringMatching(/^acc_/),
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: { status: 'captured', order_id: order.id } } },
      created_at: expect.any(Number),
    })
    expect(paid.body).toMatchObject({
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        order: { entity: { id: order.id, status: 'paid' } },
        payment: { entity: { status: 'captured' } },
      },
    })
    expect(new Set(received.map((hook) => hook.eventId)).size).toBe(2)
    for (const hook of received) {
      expect(hook.eventId).toMatch(/^evt_[0-9A-Za-z]{14}$/)
      expect(validateWebhookSignature(hook.raw, hook.signature, WEBHOOK_SECRET)).toBe(true)
      expect(gateway.verifyWebhook(hook.raw, hook.signature)).toBe(true)
      // one character of the body or the signature changed: refused by both
      const body = hook.raw.replace('"captured"', '"capturex"')
      expect(body).not.toBe(hook.raw)
      expect(validateWebhookSignature(body, hook.signature, WEBHOOK_SECRET)).toBe(false)
      expect(gateway.verifyWebhook(body, hook.signature)).toBe(false)
      const signature = `${hook.signature.slice(0, -1)}${hook.signature.endsWith('0') ? '1' : '0'}`
      expect(validateWebhookSignature(hook.raw, signature, WEBHOOK_SECRET)).toBe(false)
      expect(gateway.verifyWebhook(hook.raw, signature)).toBe(false)
      expect(gateway.verifyWebhook(hook.raw, 'not hex')).toBe(false)
      expect(gateway.verifyWebhook(hook.raw, '')).toBe(false)
    }
    expect(standalone.sandbox.deliveries.map((delivery) => delivery.status)).toEqual([200, 200])
  })

  it('payment.failed carries the failed payment and its error', async () => {
    await control('normal')
    const order = await pay('failure')
    expect(received.map((hook) => hook.event)).toEqual(['payment.failed'])
    expect(received[0]?.body.payload.payment?.entity).toMatchObject({
      status: 'failed',
      order_id: order.id,
      error_code: 'BAD_REQUEST_ERROR',
      error_reason: 'payment_failed',
    })
  })

  it('duplicate: every event twice with the same event id and body', async () => {
    await control('duplicate')
    await pay('success')
    expect(received.map((hook) => hook.event)).toEqual([
      'payment.captured',
      'payment.captured',
      'order.paid',
      'order.paid',
    ])
    expect(received[0]?.eventId).toBe(received[1]?.eventId)
    expect(received[0]?.raw).toBe(received[1]?.raw)
    expect(received[2]?.eventId).toBe(received[3]?.eventId)
    expect(received[0]?.eventId).not.toBe(received[2]?.eventId)
  })

  it('reverse: order.paid arrives before payment.captured', async () => {
    await control('reverse')
    await pay('success')
    expect(received.map((hook) => hook.event)).toEqual(['order.paid', 'payment.captured'])
  })

  it('none: the webhooks are lost, yet the provider still says the order is paid (reconciliation can find it)', async () => {
    await control('none')
    const order = await pay('success')
    expect(received).toEqual([])
    expect(standalone.sandbox.deliveries).toEqual([])
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: 'paid' })
    expect((await gateway.fetchOrderPayments(order.id)).map((payment) => payment.status)).toEqual([
      'captured',
    ])
  })

  it('a paid link sends payment.captured, order.paid and payment_link.paid', async () => {
    await control('normal')
    const link = await gateway.createPaymentLink({
      amount: 59_000,
      currency: 'INR',
      reference_id: `w${Date.now()}`,
      description: 'Plan',
      customer: { contact: '+919876543210' },
      notify: { sms: false, email: false },
      callback_url: 'http://127.0.0.1:1/api/payments/razorpay/link/callback/',
      callback_method: 'get',
      notes: {},
    })
    const response = await fetch(`${link.short_url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    await standalone.sandbox.settled()
    expect(received.map((hook) => hook.event)).toEqual([
      'payment.captured',
      'order.paid',
      'payment_link.paid',
    ])
    expect(received[2]?.body).toMatchObject({
      contains: ['payment_link', 'payment', 'order'],
      payload: { payment_link: { entity: { id: link.id, status: 'paid' } } },
    })
  })
})
