import type { LoginResponse } from '@localjobs/api-client/auth/types'
import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type { PaymentOrder } from '@localjobs/api-client/payments/types'
import { and, asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import {
  advertisers,
  applicantDigests,
  classifieds,
  otpCodes,
  paymentFulfilments,
  paymentOrders,
  scheduledJobs,
} from '#src/db/schema.ts'
import { say } from '#src/lib/messages.ts'
import { createRazorpayGateway } from '#src/payments/razorpay-gateway.ts'
import { backoffMs, jobs } from '#src/services/job-queue.ts'
import { OTP_SMS_MAX_ATTEMPTS } from '#src/services/otp-sms.ts'
import { HttpSmsSender } from '#src/services/sms.ts'
import { buildTestApp, csrfHeaders, freshMobile, type TestApp } from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'
import { createOrder } from '../helpers/orders.ts'
import { type StubServer, startStubServer, timed } from '../helpers/stub-server.ts'
import { createPost, fullPost, referencePost } from '../helpers/submissions.ts'

/**
 * A slow SMS gateway and a Razorpay that does not answer (issue 14, decision 045): local servers that
 * never answer stand in for both. Requests answer within their bounds, other requests are served
 * meanwhile, and the queued work is tried again until the dependency answers.
 */

/** The bounds of this file: short, so that a hang shows as a late answer and the tests stay quick. */
const SMS_TIMEOUT_MS = 400
const OTP_WAIT_MS = 200
const RAZORPAY_TIMEOUT_MS = 400
/** slack for a busy machine on top of a bound: still far below a hang (the stubs never answer) */
const SLACK_MS = 1500

let database: Database
let sms: StubServer
let razorpay: StubServer
let test: TestApp
beforeAll(async () => {
  database = await createTestDatabase({ jobs: 5 })
  sms = await startStubServer()
  razorpay = await startStubServer()
  test = await buildTestApp(database, {
    env: { OTP_SMS_WAIT_MS: String(OTP_WAIT_MS) },
    services: {
      sms: new HttpSmsSender({ url: `${sms.url}/send`, token: 'test-token', timeoutMs: SMS_TIMEOUT_MS }),
      payments: createRazorpayGateway({
        provider: 'razorpay',
        keyId: 'rzp_test_slowDeps01',
        keySecret: 'slow-deps-key-secret',
        webhookSecret: 'slow-deps-webhook-secret',
        apiBase: razorpay.url,
        timeoutMs: RAZORPAY_TIMEOUT_MS,
        checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      }),
    },
  })
})
afterAll(async () => {
  await test?.app.close()
  await sms?.close()
  await razorpay?.close()
  await database?.close()
})

const generate = (mobile: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/login/otp/generate/',
    headers: csrfHeaders(),
    payload: { mobile_no: mobile },
  })
const verify = (mobile: string, otp: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/login/otp/verify/',
    headers: csrfHeaders(),
    payload: { mobile_no: mobile, otp },
  })

/** The codes the SMS gateway was asked to send to `mobile`, oldest first. */
const codesSentTo = (mobile: string) =>
  sms.requests
    .map((request) => JSON.parse(request.body) as { to: string; text: string })
    .filter((body) => body.to === `+91${mobile}`)
    .map((body) => /\b(\d{4})\b/.exec(body.text)?.[1])

/** The text jobs of the codes made for `mobile`, oldest first. */
const otpJobsOf = async (mobile: string) => {
  const codes = await database.db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(eq(otpCodes.mobile, mobile))
  const ids = new Set(codes.map((code) => code.id))
  const rows = await database.db
    .select()
    .from(scheduledJobs)
    .where(eq(scheduledJobs.kind, 'otp_sms'))
    .orderBy(asc(scheduledJobs.id))
  return rows.filter((row) => ids.has((row.payload as { otpId: number }).otpId))
}

/** Waits until `check` holds (the attempt a request handed over ends after the request answered). */
async function until(check: () => Promise<boolean> | boolean, ms = 5000) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const jobById = async (id: number) => {
  const [row] = await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.id, id))
  if (!row) throw new Error(`no job ${id}`)
  return row
}

const health = () => test.app.inject({ method: 'GET', url: '/api/health' })

describe('a hanging SMS gateway', () => {
  it('does not hold the OTP request; the queued text is tried again and arrives once the gateway answers', async () => {
    sms.behave = () => 'hang'
    const mobile = freshMobile()
    const { ms, value: response } = await timed(() => generate(mobile))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ message: say('otpSent', 'en') })
    expect(ms).toBeLessThan(OTP_WAIT_MS + SLACK_MS)

    // the request's own attempt reached the gateway, timed out and left the job to the worker
    await until(async () => (await otpJobsOf(mobile))[0]?.lastError?.includes('did not answer') ?? false)
    const [job] = await otpJobsOf(mobile)
    expect(job?.attempts).toBe(1)
    expect(job?.doneAt).toBeNull()
    expect(job?.maxAttempts).toBe(OTP_SMS_MAX_ATTEMPTS)
    const code = codesSentTo(mobile)[0]
    expect(code).toMatch(/^\d{4}$/)
    // the payload keeps the code sealed, not as it is
    expect(JSON.stringify(job?.payload)).not.toContain(`"${code}"`)

    // the gateway answers again: the poll's next try (after the backoff) hands the same code over
    sms.behave = () => ({ status: 200, json: { ok: true } })
    const sentBefore = sms.requests.length
    const summary = await test.app.jobWorker.runDue(new Date(Date.now() + backoffMs(1) + 1000))
    expect(summary.done).toBeGreaterThanOrEqual(1)
    expect(sms.requests.length).toBe(sentBefore + 1)
    const delivered = codesSentTo(mobile)
    expect(delivered.at(-1)).toBe(code)
    expect((await jobById(job?.id ?? -1)).doneAt).not.toBeNull()
    expect((await verify(mobile, code ?? '')).statusCode).toBe(200)
  })

  it('a gateway 5xx is tried again too; a code that was replaced is not sent late', async () => {
    sms.behave = () => ({ status: 503, json: { error: 'overloaded' } })
    const mobile = freshMobile()
    const first = await generate(mobile)
    expect(first.statusCode).toBe(200)
    const second = await generate(mobile)
    expect(second.statusCode).toBe(200)
    // both requests' attempts failed with the 503 (each answered before its wait ran out)
    await until(
      async () =>
        (await otpJobsOf(mobile)).filter((job) => job.lastError?.includes('answered 503')).length === 2,
    )
    const codes = codesSentTo(mobile)
    expect(codes).toHaveLength(2)
    sms.behave = () => ({ status: 200, json: { ok: true } })
    await test.app.jobWorker.runDue(new Date(Date.now() + backoffMs(1) + 1000))
    // only the live (second) code goes out again: the first ended when the second was made
    expect(codesSentTo(mobile)).toEqual([...codes, codes[1]])
    expect((await verify(mobile, codes[1] ?? '')).statusCode).toBe(200)
  })

  it("the applicants digest's SMS is tried again after a timeout and a 5xx, then sent once", async () => {
    const [job] = await database.db
      .select({ id: classifieds.id, mobile: advertisers.mobile })
      .from(classifieds)
      .innerJoin(advertisers, eq(advertisers.id, classifieds.advertiserId))
      .limit(1)
    if (!job) throw new Error('no seeded job with an advertiser')
    const day = '2030-01-02'
    await database.db.insert(applicantDigests).values({ classifiedId: job.id, day, applicants: 3 })
    const id = await jobs.enqueue(database.db, {
      kind: 'applicants_sms',
      payload: { classifiedId: job.id, day },
      dedupeKey: `test:applicants:${job.id}:${day}`,
    })
    const to = `+91${job.mobile}`
    const tries = () =>
      sms.requests.filter((request) => (JSON.parse(request.body) as { to: string }).to === to)

    sms.behave = () => 'hang'
    const now = Date.now()
    const { ms } = await timed(() => test.app.jobWorker.runDue(new Date(now)))
    expect(ms).toBeLessThan(SMS_TIMEOUT_MS + SLACK_MS)
    expect((await jobById(id ?? -1)).lastError).toContain('did not answer')

    sms.behave = () => ({ status: 502, json: { error: 'bad gateway' } })
    await test.app.jobWorker.runDue(new Date(now + backoffMs(1) + 1000))
    expect((await jobById(id ?? -1)).lastError).toContain('answered 502')

    sms.behave = () => ({ status: 200, json: { ok: true } })
    await test.app.jobWorker.runDue(new Date(now + backoffMs(1) + backoffMs(2) + 2000))
    const done = await jobById(id ?? -1)
    expect(done.doneAt).not.toBeNull()
    expect(done.attempts).toBe(3)
    expect(tries()).toHaveLength(3)
    expect((JSON.parse(tries()[2]?.body ?? '{}') as { kind: string }).kind).toBe('applicants')
    await test.app.jobWorker.runDue(new Date(now + 24 * 60 * 60_000))
    expect(tries()).toHaveLength(3)
  })

  it('serves other requests while OTP texts hang', async () => {
    sms.behave = () => 'hang'
    const slow = Array.from({ length: 6 }, () => generate(freshMobile()))
    const { ms, value } = await timed(health)
    expect(value.statusCode).toBe(200)
    expect(ms).toBeLessThan(OTP_WAIT_MS)
    for (const response of await Promise.all(slow)) expect(response.statusCode).toBe(200)
  })
})

describe('a Razorpay that does not answer', () => {
  /** An advertiser (signed in with the code the answering SMS stub received) with a post in review. */
  async function advertiserWithPost() {
    sms.behave = () => ({ status: 200, json: { ok: true } })
    const mobile = freshMobile()
    expect((await generate(mobile)).statusCode).toBe(200)
    const signedIn = await test.app.inject({
      method: 'POST',
      url: '/api/login/otp/verify/',
      headers: csrfHeaders(),
      payload: { mobile_no: mobile, otp: codesSentTo(mobile).at(-1), candidateType: 'advertiser' },
    })
    const access = signedIn.json<LoginResponse>().access ?? ''
    const created = await createPost(test, access, fullPost(await referencePost(test)))
    if (created.statusCode !== 201) throw new Error(`create: ${created.body}`)
    return { advertiser: { access }, submissionId: created.json<{ id: number }>().id }
  }

  it('answers an order create 503 with Retry-After in the request language within the bound', async () => {
    razorpay.behave = () => 'hang'
    const { advertiser, submissionId } = await advertiserWithPost()
    const key = crypto.randomUUID()
    const { ms, value: response } = await timed(() =>
      createOrder(test, advertiser.access, submissionId, { key, locale: 'hi' }),
    )
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('30')
    const body = response.json<ApiErrorBody>()
    expect(body.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE')
    expect(body.message).toBe(say('paymentProviderUnavailable', 'hi'))
    expect(ms).toBeLessThan(RAZORPAY_TIMEOUT_MS + SLACK_MS)

    // the same order (same key) once Razorpay answers: one provider order, the row kept
    razorpay.behave = (request) =>
      request.method === 'POST' && request.url === '/v1/orders'
        ? { status: 200, json: providerOrder(JSON.parse(request.body) as { amount: number }) }
        : 'hang'
    const retried = await createOrder(test, advertiser.access, submissionId, { key })
    expect(retried.statusCode, retried.body).toBe(200)
    expect(retried.json<PaymentOrder>().id).toMatch(/^order_/)
  })

  it('serves other requests while order creates hang', async () => {
    razorpay.behave = () => 'hang'
    const posts = await Promise.all(Array.from({ length: 4 }, () => advertiserWithPost()))
    const slow = posts.map(({ advertiser, submissionId }) =>
      createOrder(test, advertiser.access, submissionId),
    )
    const { ms, value } = await timed(health)
    expect(value.statusCode).toBe(200)
    expect(ms).toBeLessThan(RAZORPAY_TIMEOUT_MS)
    for (const response of await Promise.all(slow)) expect(response.statusCode).toBe(503)
  })

  it('the reconciliation job is tried again after a timeout, then settles the order once', async () => {
    let orderId = ''
    razorpay.behave = (request) => {
      if (request.method === 'POST' && request.url === '/v1/orders') {
        const order = providerOrder(JSON.parse(request.body) as { amount: number })
        orderId = order.id
        return { status: 200, json: order }
      }
      return 'hang'
    }
    const { advertiser, submissionId } = await advertiserWithPost()
    const created = await createOrder(test, advertiser.access, submissionId)
    expect(created.statusCode, created.body).toBe(201)
    const rowId = created.json<PaymentOrder>().order_row_id

    // 16 minutes on: the first reconciliation asks Razorpay, which does not answer
    const first = new Date(Date.now() + 16 * 60_000)
    const { ms, value: summary } = await timed(() => test.app.jobWorker.runDue(first))
    expect(summary.retried).toBeGreaterThanOrEqual(1)
    expect(ms).toBeLessThan(RAZORPAY_TIMEOUT_MS * summary.retried + SLACK_MS)
    const [job] = await database.db
      .select()
      .from(scheduledJobs)
      .where(
        and(
          eq(scheduledJobs.kind, 'payment_reconcile'),
          eq(scheduledJobs.dedupeKey, `payment_reconcile:${rowId}:0`),
        ),
      )
    expect(job?.doneAt).toBeNull()
    expect(job?.lastError).toContain('did not answer')

    // Razorpay answers again: the payment was captured; the next try settles the order, once
    razorpay.behave = (request) =>
      request.url === `/v1/orders/${orderId}/payments`
        ? {
            status: 200,
            json: {
              entity: 'collection',
              count: 1,
              items: [
                {
                  id: 'pay_slowDeps0001',
                  order_id: orderId,
                  amount: created.json<PaymentOrder>().amount,
                  currency: 'INR',
                  status: 'captured',
                  error_code: null,
                  error_description: null,
                  created_at: Math.floor(Date.now() / 1000),
                },
              ],
            },
          }
        : 'hang'
    await test.app.jobWorker.runDue(new Date(first.getTime() + backoffMs(1) + 1000))
    expect((await jobById(job?.id ?? -1)).doneAt).not.toBeNull()
    const [order] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.id, rowId))
    expect(order?.status).toBe('paid')
    await test.app.jobWorker.runDue(new Date(first.getTime() + 24 * 60 * 60_000))
    const [fulfilled] = await database.db
      .select({ n: count() })
      .from(paymentFulfilments)
      .where(eq(paymentFulfilments.orderId, rowId))
    expect(fulfilled?.n).toBe(1)
  })
})

let orders = 0
/** An order as Razorpay's API answers its creation. */
function providerOrder({ amount }: { amount: number }) {
  orders++
  return {
    id: `order_slowDeps${String(orders).padStart(4, '0')}`,
    entity: 'order',
    amount,
    amount_paid: 0,
    currency: 'INR',
    receipt: `r${orders}`,
    status: 'created',
    notes: {},
    created_at: Math.floor(Date.now() / 1000),
  }
}
