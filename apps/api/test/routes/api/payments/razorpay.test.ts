import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type {
  PaymentHistoryPage,
  PaymentOrder,
  PaymentOrderDetail,
  PaymentValidation,
} from '@localjobs/api-client/payments/types'
import { and, count, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import {
  paymentFulfilments,
  paymentOrders,
  paymentWebhookEvents,
  plans,
  scheduledJobs,
  submissions,
} from '#src/db/schema.ts'
import { say } from '#src/lib/messages.ts'
import { bearer, type SignedInAdvertiser, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, login, type TestApp } from '../../../helpers/app.ts'
import { approvedJob } from '../../../helpers/applicants.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, jsonValue } from '../../../helpers/fuzz.ts'
import { createOrder, expectedTotal, type OrderChoice } from '../../../helpers/orders.ts'
import { FakeGateway, sandboxDriver } from '../../../helpers/payments.ts'
import { createPost, fullPost, referencePost } from '../../../helpers/submissions.ts'

const suite = { database: undefined as unknown as Database, test: undefined as unknown as TestApp }
/** the real gateway (the official SDK) talking to the app's Razorpay sandbox */
let gateway: ReturnType<typeof sandboxDriver>
beforeAll(async () => {
  // seeded: posts need the reference data and the plans
  suite.database = await createTestDatabase({ jobs: 5 })
  suite.test = await buildTestApp(suite.database, { env: { PAYMENTS_PROVIDER: 'sandbox' } })
  gateway = sandboxDriver(suite.test.app)
})
afterAll(async () => {
  await suite.test?.app.close()
  await suite.database?.close()
})
const MINUTE = 60_000

const db = () => suite.database.db

/** An advertiser with a post in review. */
async function advertiserWithPost(): Promise<{ advertiser: SignedInAdvertiser; submissionId: number }> {
  const advertiser = await signInAdvertiser(suite.test)
  const created = await createPost(suite.test, advertiser.access, fullPost(await referencePost(suite.test)))
  if (created.statusCode !== 201) throw new Error(`create: ${created.body}`)
  return { advertiser, submissionId: created.json<{ id: number }>().id }
}

async function orderFor(choice: Parameters<typeof createOrder>[3] = {}) {
  const { advertiser, submissionId } = await advertiserWithPost()
  const response = await createOrder(suite.test, advertiser.access, submissionId, choice)
  expect(response.statusCode, response.body).toBe(201)
  return { advertiser, submissionId, order: response.json<PaymentOrder>() }
}

const validate = (access: string, body: Record<string, unknown>, locale = 'en') =>
  suite.test.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/validate/',
    headers: { ...bearer(access), 'accept-language': locale },
    payload: { user_role: 9, total_districts: 1, ...body },
  })

const webhook = (raw: string, signature: string, eventId: string | null = crypto.randomUUID()) =>
  suite.test.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook/',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      ...(eventId === null ? {} : { 'x-razorpay-event-id': eventId }),
    },
    payload: raw,
  })

const callbackUrl = (id: number) =>
  `/api/payments/razorpay/wbv/callback/validate/?id=${id}&source=payment-status`
const callbackPost = (id: number, fields: Record<string, string>) =>
  suite.test.app.inject({
    method: 'POST',
    url: callbackUrl(id),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })

const orderRow = async (id: number) =>
  (await db().select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]
const fulfilments = async (id: number) =>
  (await db().select({ n: count() }).from(paymentFulfilments).where(eq(paymentFulfilments.orderId, id)))[0]?.n
const postRow = async (id: number) => (await db().select().from(submissions).where(eq(submissions.id, id)))[0]

/** One character changed (the last, to another hex digit). */
const oneOff = (text: string) => `${text.slice(0, -1)}${text.endsWith('0') ? '1' : '0'}`

describe('POST /api/payments/razorpay/order/', () => {
  it('creates the order at the provider for the amount the server computes, and answers the checkout', async () => {
    const { order, submissionId, advertiser } = await orderFor()
    expect(order).toMatchObject({
      amount: 35_282,
      currency: 'INR',
      checkout: { key: gateway.keyId, script_url: '/api/dev/razorpay/checkout.js', name: 'LocalJobs' },
    })
    expect(order.checkout.key).toMatch(/^rzp_test_/)
    const provider = gateway.orders.get(order.id)
    expect(provider).toMatchObject({
      amount: 35_282,
      receipt: `order_${order.order_row_id}`,
      notes: { submission_id: String(submissionId), order_row_id: String(order.order_row_id) },
    })
    expect(await orderRow(order.order_row_id)).toMatchObject({
      status: 'created',
      netPaise: 29_900,
      gstPaise: 5382,
      amountPaise: 35_282,
      providerOrderId: order.id,
      paymentPageType: 'post_job',
    })
    // reconciliation is queued for 15 minutes later
    const [job] = await db()
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.dedupeKey, `payment_reconcile:${order.order_row_id}:0`))
    expect(job?.kind).toBe('payment_reconcile')
    expect(advertiser.userId).toBeGreaterThan(0)
  })

  it.each([
    // plan, add-on, districts: the total in paise (₹352.82: the GST leaves paise)
    [1, null, 1, 35_282],
    [2, 22, 3, 152_928],
    [3, null, 10, 647_820],
  ])('plan %s, add-on %s, %s districts costs %s paise', async (plan, upsell, districts, total) => {
    expect(expectedTotal({ plan, upsell, districts }).total).toBe(total)
    const { order } = await orderFor({ plan, upsell, districts, amount: total })
    expect(order.amount).toBe(total)
    expect(gateway.orders.get(order.id)?.amount).toBe(total)
  })

  it('a plan priced so the total has paise: ₹135 + 18% GST is ₹159.30, 15930 paise, never 15929', async () => {
    await db().update(plans).set({ priceRupees: 135 }).where(eq(plans.id, 1))
    try {
      const { advertiser, submissionId } = await advertiserWithPost()
      const response = await createOrder(suite.test, advertiser.access, submissionId, { amount: 15_930 })
      expect(response.statusCode, response.body).toBe(201)
      expect(response.json<PaymentOrder>().amount).toBe(15_930)
    } finally {
      await db().update(plans).set({ priceRupees: 299 }).where(eq(plans.id, 1))
    }
  })

  it('a changed amount is refused in the caller’s language, naming the right total; nothing is created', async () => {
    const { advertiser, submissionId } = await advertiserWithPost()
    const before = gateway.orders.size
    const response = await createOrder(suite.test, advertiser.access, submissionId, {
      amount: 100,
      locale: 'hi',
    })
    expect(response.statusCode).toBe(400)
    const body = response.json<ApiErrorBody>()
    expect(body.code).toBe('AMOUNT_CHANGED')
    expect(body.message).toBe(say('paymentAmountChanged', 'hi', '352.82'))
    expect(body.details).toEqual([{ path: 'amount', message: say('paymentAmountChanged', 'hi', '352.82') }])
    expect(gateway.orders.size).toBe(before)
    const rows = await db().select().from(paymentOrders).where(eq(paymentOrders.submissionId, submissionId))
    expect(rows).toHaveLength(0)
  })

  it('is idempotent: the same key answers the same order (one provider order); other fields with it 409', async () => {
    const { advertiser, submissionId } = await advertiserWithPost()
    const key = crypto.randomUUID()
    const first = await createOrder(suite.test, advertiser.access, submissionId, { key })
    const before = gateway.orders.size
    const again = await Promise.all(
      [1, 2, 3].map(() => createOrder(suite.test, advertiser.access, submissionId, { key })),
    )
    expect(first.statusCode).toBe(201)
    for (const response of again) {
      expect(response.statusCode).toBe(200)
      expect(response.json<PaymentOrder>()).toEqual(first.json<PaymentOrder>())
    }
    expect(gateway.orders.size).toBe(before)
    const other = await createOrder(suite.test, advertiser.access, submissionId, { key, districts: 2 })
    expect(other.statusCode).toBe(409)
    expect(other.json<ApiErrorBody>().code).toBe('IDEMPOTENCY_KEY_REUSED')
    // no key: 400
    const keyless = await createOrder(suite.test, advertiser.access, submissionId, { key: null })
    expect(keyless.json<ApiErrorBody>().code).toBe('IDEMPOTENCY_KEY_REQUIRED')
  })

  it('the provider timing out is a 503 with Retry-After; the retry with the same key opens it', async () => {
    // a provider that fails on demand: a test double in an app of its own
    const fake = new FakeGateway()
    const own = await buildTestApp(suite.database, { services: { payments: fake } })
    try {
      const advertiser = await signInAdvertiser(own)
      const created = await createPost(own, advertiser.access, fullPost(await referencePost(own)))
      const submissionId = created.json<{ id: number }>().id
      const key = crypto.randomUUID()
      fake.failNext = new Error('ETIMEDOUT')
      const failed = await createOrder(own, advertiser.access, submissionId, { key, locale: 'te' })
      expect(failed.statusCode).toBe(503)
      expect(failed.headers['retry-after']).toBe('30')
      expect(failed.json<ApiErrorBody>().message).toBe(say('paymentProviderUnavailable', 'te'))
      const retried = await createOrder(own, advertiser.access, submissionId, { key })
      expect(retried.statusCode).toBe(200)
      expect(fake.orders.get(retried.json<PaymentOrder>().id)).toBeDefined()
    } finally {
      await own.app.close()
    }
  })

  it("another advertiser's post is 404; an add-on of another plan, an unknown plan or meta that disagrees 400", async () => {
    const { submissionId } = await advertiserWithPost()
    const stranger = await signInAdvertiser(suite.test)
    const response = await createOrder(suite.test, stranger.access, submissionId)
    expect(response.statusCode).toBe(404)
    const own = await advertiserWithPost()
    const choices: OrderChoice[] = [
      { plan: 1, upsell: 22 },
      { plan: 1, upsell: 11 },
      { plan: 9 },
      { extra: { meta: JSON.stringify({ package_id: 2 }) } },
      { extra: { meta: '{not json' } },
      { districts: 11 },
      { extra: { submission_type: '2' } },
    ]
    for (const choice of choices) {
      const refused = await createOrder(suite.test, own.advertiser.access, own.submissionId, {
        amount: 1000,
        ...choice,
      })
      expect(refused.statusCode, JSON.stringify(choice)).toBe(400)
    }
  })
})

describe('settling: validate, the web-view return, the webhook, reconciliation', () => {
  it('validate: a valid signature settles it paid and activates the plan once; one character off is 400', async () => {
    const { advertiser, order, submissionId } = await orderFor({ plan: 2, districts: 2 })
    const payment = gateway.pay(order.id)
    const signature = gateway.signPayment(order.id, payment.id)
    const forged = await validate(advertiser.access, {
      order_row_id: order.order_row_id,
      razorpay_payment_id: payment.id,
      razorpay_signature: oneOff(signature),
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.json<ApiErrorBody>().code).toBe('PAYMENT_SIGNATURE_INVALID')
    expect((await orderRow(order.order_row_id))?.status).toBe('created')
    expect(await fulfilments(order.order_row_id)).toBe(0)

    const valid = await validate(
      advertiser.access,
      { order_row_id: order.order_row_id, razorpay_payment_id: payment.id, razorpay_signature: signature },
      'te',
    )
    expect(valid.statusCode).toBe(200)
    expect(valid.json<PaymentValidation>()).toEqual({
      status: 2,
      message: say('paymentSuccess', 'te'),
      order_row_id: order.order_row_id,
    })
    const paid = await orderRow(order.order_row_id)
    expect(paid).toMatchObject({ status: 'paid', paymentId: payment.id })
    expect(paid?.receiptNumber).toMatch(/^LJ-\d{4}-\d{6}$/)
    expect(await fulfilments(order.order_row_id)).toBe(1)
    const post = await postRow(submissionId)
    expect(post).toMatchObject({ planId: 2, paidTotalDistricts: 2, status: 'approval_pending' })
    expect(post?.planPaidAt).not.toBeNull()
    // the advertiser's own post says it is paid (the job's page then offers no plan)
    const answered = await suite.test.app.inject({
      method: 'GET',
      url: `/api/submissions/submissions/${submissionId}/`,
      headers: { authorization: `Bearer ${advertiser.access}` },
    })
    expect(answered.json<{ plan_paid_at: string | null }>().plan_paid_at).toBe(
      post?.planPaidAt?.toISOString(),
    )
    // a payment signed for another order is not this one's
    const other = await orderFor()
    const otherPayment = gateway.pay(other.order.id)
    const crossed = await validate(other.advertiser.access, {
      order_row_id: other.order.order_row_id,
      razorpay_payment_id: payment.id,
      razorpay_signature: signature,
    })
    expect(crossed.statusCode).toBe(400)
    expect(otherPayment.order_id).toBe(other.order.id)
  })

  it('validate: an empty signature records the failure with the provider’s reason (-1); a paid order stays paid', async () => {
    const { advertiser, order } = await orderFor()
    const failedPayment = gateway.pay(order.id, 'failed')
    const failed = await validate(
      advertiser.access,
      { order_row_id: order.order_row_id, razorpay_payment_id: failedPayment.id, razorpay_signature: '' },
      'hi',
    )
    expect(failed.json<PaymentValidation>()).toMatchObject({
      status: -1,
      message: say('paymentFailed', 'hi'),
    })
    expect(failedPayment.error_description).toMatch(/declined/)
    expect(await orderRow(order.order_row_id)).toMatchObject({
      status: 'failed',
      failureReason: failedPayment.error_description,
    })
    // the advertiser tries again on the same order and pays
    const payment = gateway.pay(order.id)
    const body = {
      order_row_id: order.order_row_id,
      razorpay_payment_id: payment.id,
      razorpay_signature: gateway.signPayment(order.id, payment.id),
    }
    expect((await validate(advertiser.access, body)).json<PaymentValidation>().status).toBe(2)
    const late = await validate(advertiser.access, { ...body, razorpay_signature: '' })
    expect(late.json<PaymentValidation>().status).toBe(2)
    expect((await orderRow(order.order_row_id))?.status).toBe('paid')
  })

  it('a signed webhook whose JSON holds U+0000 (which jsonb cannot store) is a 400, never a 500', async () => {
    for (const raw of ['{"":"\\u0000"}', '{"event":"order.paid","a\\u0000":1}']) {
      const answer = await webhook(raw, gateway.signWebhook(raw))
      expect(answer.statusCode, raw).toBe(400)
      expect(answer.json<ApiErrorBody>().code).toBe('BAD_REQUEST')
    }
  })

  it('the webhook: one character off in the signature 400; a re-serialised body 400; the raw body 200, once', async () => {
    const { order } = await orderFor()
    const payment = gateway.pay(order.id)
    const raw = gateway.webhookBody('order.paid', payment)
    const signature = gateway.signWebhook(raw)
    expect((await webhook(raw, oneOff(signature))).statusCode).toBe(400)
    const reserialised = JSON.stringify(JSON.parse(raw), null, 2)
    const refused = await webhook(reserialised, signature)
    expect(refused.statusCode).toBe(400)
    expect(refused.json<ApiErrorBody>().code).toBe('WEBHOOK_SIGNATURE_INVALID')
    expect((await webhook(raw, signature, null)).json<ApiErrorBody>().code).toBe('WEBHOOK_EVENT_ID_REQUIRED')
    const eventId = crypto.randomUUID()
    const accepted = await webhook(raw, signature, eventId)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toEqual({ status: 'ok' })
    // answered before the work: the order is still open until the queue runs
    expect((await orderRow(order.order_row_id))?.status).toBe('created')
    expect((await webhook(raw, signature, eventId)).statusCode).toBe(200)
    const events = await db()
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, eventId))
    expect(events).toHaveLength(1)
    await suite.test.app.jobWorker.runDue(new Date())
    expect((await orderRow(order.order_row_id))?.status).toBe('paid')
    expect(await fulfilments(order.order_row_id)).toBe(1)
    const [processed] = await db()
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, eventId))
    expect(processed?.processedAt).not.toBeNull()
  })

  it('20 concurrent deliveries of validate, the web-view return (GET and POST) and the webhook fulfil once', async () => {
    const { advertiser, order, submissionId } = await approvedOrder()
    const payment = gateway.pay(order.id)
    const signature = gateway.signPayment(order.id, payment.id)
    const raw = gateway.webhookBody('payment.captured', payment)
    const hookSignature = gateway.signWebhook(raw)
    const fields = {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: signature,
    }
    const deliveries = Array.from({ length: 20 }, (_, index) => {
      switch (index % 4) {
        case 0:
          return validate(advertiser.access, {
            order_row_id: order.order_row_id,
            razorpay_payment_id: payment.id,
            razorpay_signature: signature,
          })
        case 1:
          return callbackPost(order.order_row_id, fields)
        case 2:
          return suite.test.app.inject({ url: callbackUrl(order.order_row_id) })
        default:
          return webhook(raw, hookSignature, `evt_concurrent_${order.order_row_id}_${index}`)
      }
    })
    const answers = await Promise.all([...deliveries, suite.test.app.jobWorker.runDue(new Date())])
    for (const answer of answers.slice(0, 20) as Awaited<(typeof deliveries)[number]>[]) {
      expect([200, 303], answer.body).toContain(answer.statusCode)
      if (answer.statusCode === 303)
        expect(answer.headers.location).toBe(
          `/hire/advertiserPaymentStatus?id=${order.order_row_id}&status=2`,
        )
    }
    await suite.test.app.jobWorker.runDue(new Date())
    expect(await fulfilments(order.order_row_id)).toBe(1)
    const paid = await orderRow(order.order_row_id)
    const post = await postRow(submissionId)
    // activated once: its paid time is the fulfilment's, and one receipt number was drawn (the next is +1)
    const [fulfilment] = await db()
      .select()
      .from(paymentFulfilments)
      .where(eq(paymentFulfilments.orderId, order.order_row_id))
    expect(post?.planPaidAt?.getTime()).toBe(fulfilment?.fulfilledAt.getTime())
    expect(post?.validThrough?.getTime()).toBe(
      (fulfilment?.fulfilledAt.getTime() ?? 0) + 30 * 24 * 60 * MINUTE,
    )
    const next = await orderFor()
    const nextPayment = gateway.pay(next.order.id)
    await validate(next.advertiser.access, {
      order_row_id: next.order.order_row_id,
      razorpay_payment_id: nextPayment.id,
      razorpay_signature: gateway.signPayment(next.order.id, nextPayment.id),
    })
    const numberOf = (receipt: string | null | undefined) => Number(receipt?.split('-')[2])
    expect(numberOf((await orderRow(next.order.order_row_id))?.receiptNumber)).toBe(
      numberOf(paid?.receiptNumber) + 1,
    )
  })

  it.each(['normal', 'duplicate', 'reverse'] as const)(
    "the sandbox's own webhooks (%s delivery) settle a payment whose return was lost, once",
    async (mode) => {
      const { order, submissionId } = await orderFor({ plan: 2 })
      gateway.sandbox.webhookMode = mode
      try {
        gateway.pay(order.id)
        await gateway.sandbox.settled()
      } finally {
        gateway.sandbox.webhookMode = 'none'
      }
      await suite.test.app.jobWorker.runDue(new Date())
      expect((await orderRow(order.order_row_id))?.status).toBe('paid')
      expect(await fulfilments(order.order_row_id)).toBe(1)
      expect((await postRow(submissionId))?.planId).toBe(2)
      const answers = gateway.sandbox.deliveries.slice(-(mode === 'duplicate' ? 4 : 2))
      expect(answers.map((delivery) => delivery.status)).toEqual(answers.map(() => 200))
    },
  )

  it('an out-of-order payment.failed after order.paid changes nothing', async () => {
    const { order } = await orderFor()
    const payment = gateway.pay(order.id)
    const paidBody = gateway.webhookBody('order.paid', payment)
    const failedPayment = { ...payment, status: 'failed' as const, error_description: 'late failure' }
    const failedBody = gateway.webhookBody('payment.failed', failedPayment)
    await webhook(paidBody, gateway.signWebhook(paidBody))
    await suite.test.app.jobWorker.runDue(new Date())
    await webhook(failedBody, gateway.signWebhook(failedBody))
    await suite.test.app.jobWorker.runDue(new Date())
    expect(await orderRow(order.order_row_id)).toMatchObject({ status: 'paid', failureReason: null })
    expect(await fulfilments(order.order_row_id)).toBe(1)
  })

  it('a payment whose callback and webhook were both lost is settled by the reconciliation job', async () => {
    const { order, submissionId } = await orderFor({ plan: 3 })
    gateway.pay(order.id)
    // nothing before the 15 minutes
    await suite.test.app.jobWorker.runDue(new Date(Date.now() + 5 * MINUTE))
    expect((await orderRow(order.order_row_id))?.status).toBe('created')
    await suite.test.app.jobWorker.runDue(new Date(Date.now() + 16 * MINUTE))
    expect((await orderRow(order.order_row_id))?.status).toBe('paid')
    expect(await fulfilments(order.order_row_id)).toBe(1)
    expect((await postRow(submissionId))?.planId).toBe(3)
    // an order never paid is asked again later, not settled
    const open = await orderFor()
    await suite.test.app.jobWorker.runDue(new Date(Date.now() + 16 * MINUTE))
    expect((await orderRow(open.order.order_row_id))?.status).toBe('created')
    const again = await db()
      .select()
      .from(scheduledJobs)
      .where(
        and(
          eq(scheduledJobs.kind, 'payment_reconcile'),
          eq(scheduledJobs.dedupeKey, `payment_reconcile:${open.order.order_row_id}:2`),
        ),
      )
    expect(again).toHaveLength(1)
  })

  it('the web-view return: a failed payment lands on status -1, an open order without a status, unknown id 404', async () => {
    const open = await orderFor()
    const stillOpen = await suite.test.app.inject({ url: callbackUrl(open.order.order_row_id) })
    expect(stillOpen.statusCode).toBe(303)
    expect(stillOpen.headers.location).toBe(`/hire/advertiserPaymentStatus?id=${open.order.order_row_id}`)
    gateway.pay(open.order.id, 'failed')
    const failed = await callbackPost(open.order.order_row_id, {
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'declined',
      'error[metadata]': JSON.stringify({ order_id: open.order.id }),
    })
    expect(failed.headers.location).toBe(
      `/hire/advertiserPaymentStatus?id=${open.order.order_row_id}&status=-1`,
    )
    // a forged signature settles nothing: the provider is asked, and it says failed
    const forged = await callbackPost(open.order.order_row_id, {
      razorpay_payment_id: 'pay_forged',
      razorpay_order_id: open.order.id,
      razorpay_signature: 'a'.repeat(64),
    })
    expect(forged.headers.location).toContain('status=-1')
    expect((await suite.test.app.inject({ url: callbackUrl(2_000_000) })).statusCode).toBe(404)
  })
})

/** An order for a post that is live (approved), so activation gives it a new validity. */
async function approvedOrder() {
  const advertiser = await signInAdvertiser(suite.test)
  const { submissionId } = await approvedJob(suite.test, advertiser, 'Delivery rider')
  const response = await createOrder(suite.test, advertiser.access, submissionId, { plan: 2 })
  expect(response.statusCode, response.body).toBe(201)
  return { advertiser, submissionId, order: response.json<PaymentOrder>() }
}

describe('the orders: history and one order', () => {
  it('lists the caller’s orders newest first, 10 a page, private; one order in the caller’s language', async () => {
    const advertiser = await signInAdvertiser(suite.test)
    const created = await createPost(suite.test, advertiser.access, fullPost(await referencePost(suite.test)))
    const submissionId = created.json<{ id: number }>().id
    const ids: number[] = []
    for (let index = 0; index < 11; index++) {
      const response = await createOrder(suite.test, advertiser.access, submissionId, { upsell: 12 })
      ids.push(response.json<PaymentOrder>().order_row_id)
    }
    const first = await suite.test.app.inject({
      url: '/api/payments/razorpay/orders/',
      headers: bearer(advertiser.access),
    })
    expect(first.headers['cache-control']).toBe('private, no-store')
    const page = first.json<PaymentHistoryPage>()
    expect(page.results.map((order) => order.order_row_id)).toEqual(ids.slice(1).reverse())
    expect(page).toMatchObject({ pageNumber: 1, hasMore: true })
    const second = await suite.test.app.inject({
      url: '/api/payments/razorpay/orders/?pageNumber=2',
      headers: bearer(advertiser.access),
    })
    expect(second.json<PaymentHistoryPage>()).toMatchObject({ hasMore: false, pageNumber: 2 })
    expect(second.json<PaymentHistoryPage>().results.map((order) => order.order_row_id)).toEqual([ids[0]])

    const detail = await suite.test.app.inject({
      url: `/api/payments/razorpay/orders/${ids[0]}/`,
      headers: { ...bearer(advertiser.access), 'accept-language': 'te' },
    })
    expect(detail.statusCode).toBe(200)
    expect(detail.json<PaymentOrderDetail>()).toMatchObject({
      order_row_id: ids[0],
      status: 'created',
      result: null,
      plan: { id: 1, code: 'basic', title: 'బేసిక్', validity_days: 15 },
      upsell: { id: 12, title: "'అత్యవసర నియామకం' ట్యాగ్" },
      net_amount: 39_800,
      gst_amount: 7164,
      amount: 46_964,
      submission_id: submissionId,
      channel: 'checkout',
      receipt_number: null,
      seller: { name: expect.any(String), gstin: expect.any(String) },
    })
  })

  it("another advertiser's order is 404 everywhere, and never in their list; a seeker and nobody are refused", async () => {
    const { order, advertiser } = await orderFor()
    const stranger = await signInAdvertiser(suite.test)
    const detail = await suite.test.app.inject({
      url: `/api/payments/razorpay/orders/${order.order_row_id}/`,
      headers: bearer(stranger.access),
    })
    expect(detail.statusCode).toBe(404)
    const payment = gateway.pay(order.id)
    const signed = {
      order_row_id: order.order_row_id,
      razorpay_payment_id: payment.id,
      razorpay_signature: gateway.signPayment(order.id, payment.id),
    }
    expect((await validate(stranger.access, signed)).statusCode).toBe(404)
    expect((await validate(stranger.access, { ...signed, razorpay_signature: '' })).statusCode).toBe(404)
    expect((await orderRow(order.order_row_id))?.status).toBe('created')
    const list = await suite.test.app.inject({
      url: '/api/payments/razorpay/orders/',
      headers: bearer(stranger.access),
    })
    expect(list.json<PaymentHistoryPage>().results).toEqual([])
    const seeker = await login(suite.test)
    for (const url of [
      '/api/payments/razorpay/orders/',
      `/api/payments/razorpay/orders/${order.order_row_id}/`,
    ]) {
      expect((await suite.test.app.inject({ url, headers: { cookie: seeker.cookie } })).statusCode).toBe(401)
      expect((await suite.test.app.inject({ url })).statusCode).toBe(401)
    }
    expect((await validate(advertiser.access, signed)).statusCode).toBe(200)
  })
})

describe('fuzzing: no input gets a 5xx', () => {
  it('validate, the web-view return, the webhook, the order list', async () => {
    const { advertiser } = await orderFor()
    await assertNo5xx(
      suite.test.app,
      fc.record({ body: jsonValue }).map(({ body }) => ({
        method: 'POST' as const,
        url: '/api/payments/razorpay/validate/',
        headers: { ...bearer(advertiser.access), 'content-type': 'application/json' },
        payload: JSON.stringify(body) ?? 'null',
      })),
      60,
    )
    await assertNo5xx(
      suite.test.app,
      fc.tuple(fc.string(), fc.dictionary(fc.string(), fc.string())).map(([id, fields]) => ({
        method: 'POST' as const,
        url: `/api/payments/razorpay/wbv/callback/validate/?id=${encodeURIComponent(id)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      })),
      60,
    )
    await assertNo5xx(
      suite.test.app,
      fc.tuple(fc.string(), fc.string(), fc.string()).map(([raw, signature, eventId]) => ({
        method: 'POST' as const,
        url: '/api/payments/razorpay/webhook/',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
        payload: raw,
      })),
      60,
    )
    // a signed webhook of any JSON shape is stored and handled without a failure
    await assertNo5xx(
      suite.test.app,
      jsonValue.map((body) => {
        const raw = JSON.stringify(body) ?? 'null'
        return {
          method: 'POST' as const,
          url: '/api/payments/razorpay/webhook/',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': gateway.signWebhook(raw),
            'x-razorpay-event-id': crypto.randomUUID(),
          },
          payload: raw,
        }
      }),
      40,
    )
    const summary = await suite.test.app.jobWorker.runDue(new Date())
    expect(summary.retried + summary.failed).toBe(0)
  })

  it('the order form: any fields give a 4xx, never a 5xx', async () => {
    const { advertiser, submissionId } = await advertiserWithPost()
    const { multipart } = await import('../../../helpers/files.ts')
    const field = fc.constantFrom(
      'amount',
      'package_id',
      'meta',
      'notes',
      'total_districts',
      'submission_id',
      'payment_page_type',
      'x',
    )
    await assertNo5xx(
      suite.test.app,
      fc.array(fc.tuple(field, fc.string()), { maxLength: 8 }).map((parts) => {
        const body = multipart([
          { field: 'submission_id', data: String(submissionId) },
          ...parts.map(([name, data]) => ({ field: name, data })),
        ])
        return {
          method: 'POST' as const,
          url: '/api/payments/razorpay/order/',
          headers: {
            ...bearer(advertiser.access),
            'content-type': body.contentType,
            'idempotency-key': crypto.randomUUID(),
          },
          payload: body.payload,
        }
      }),
      60,
    )
  })
})
