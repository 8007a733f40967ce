import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type { PaymentLink, PaymentLinksPage } from '@localjobs/api-client/payments/types'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { paymentFulfilments, paymentOrders, submissions } from '#src/db/schema.ts'
import { say } from '#src/lib/messages.ts'
import { bearer, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, csrfHeaders, freshMobile, login, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { sandboxDriver } from '../../../helpers/payments.ts'
import { createPost, fullPost, referencePost } from '../../../helpers/submissions.ts'

const AGENT_MOBILE = freshMobile()
const LINKS = '/api/advertisers/v1/payment/link/checkout/'
let database: Database
let test: TestApp
let agentCookie = ''
/** the real gateway (the official SDK) talking to the app's Razorpay sandbox */
let gateway: ReturnType<typeof sandboxDriver>

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 5 })
  test = await buildTestApp(database, {
    env: { AGENT_MOBILE_NUMBERS: AGENT_MOBILE, PAYMENTS_PROVIDER: 'sandbox' },
  })
  gateway = sandboxDriver(test.app)
  agentCookie = (await login(test, AGENT_MOBILE)).cookie
})

/** The advertiser pays the link on its page: answers the payment id and the return URL Razorpay sends them to. */
const payLink = (linkId: string) => {
  const { payment, callback } = gateway.sandbox.payLink(linkId, 'success')
  if (!callback) throw new Error('the link has no callback')
  const url = new URL(callback)
  return { paymentId: payment.id, callback: `${url.pathname}${url.search}` }
}
afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

async function advertiserPost(locale = 'en') {
  const advertiser = await signInAdvertiser(test)
  const created = await createPost(test, advertiser.access, fullPost(await referencePost(test)), { locale })
  if (created.statusCode !== 201) throw new Error(created.body)
  return { advertiser, submissionId: created.json<{ id: number }>().id }
}

const createLink = (
  body: Record<string, unknown>,
  headers: Record<string, string> = csrfHeaders(agentCookie),
) => test.app.inject({ method: 'POST', url: LINKS, headers, payload: body })

const fulfilments = async (orderId: number) =>
  (
    await database.db
      .select({ n: count() })
      .from(paymentFulfilments)
      .where(eq(paymentFulfilments.orderId, orderId))
  )[0]?.n

describe('the agent checkout: payment links', () => {
  it('an agent makes a link for the advertiser’s post, texted in the post’s language; paying it settles the order once', async () => {
    const { advertiser, submissionId } = await advertiserPost('te')
    const response = await createLink({
      mobile_number: advertiser.mobile,
      submission_id: submissionId,
      package_id: 2,
      total_districts: 2,
    })
    expect(response.statusCode, response.body).toBe(201)
    const link = response.json<PaymentLink>()
    expect(link).toMatchObject({
      status: 'created',
      amount: 105_964,
      advertiser_mobile: advertiser.mobile,
      submission_id: submissionId,
      plan_title: 'Premium',
    })
    const sms = test.sms.sent.findLast((message) => message.to === advertiser.mobile)
    expect(sms).toMatchObject({
      kind: 'payment_link',
      text: say('paymentLinkSms', 'te', `1059.64|${link.short_url}`),
    })
    expect(gateway.links.get(link.link_id)?.reference_id).toBe(String(link.order_row_id))

    const { paymentId, callback } = payLink(link.link_id)
    expect(callback.startsWith('/api/payments/razorpay/link/callback/?')).toBe(true)
    const query = new URLSearchParams({
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: link.link_id,
      razorpay_payment_link_reference_id: String(link.order_row_id),
      razorpay_payment_link_status: 'paid',
      razorpay_signature: oneOff(
        gateway.signLink(link.link_id, String(link.order_row_id), 'paid', paymentId),
      ),
    })
    // a forged signature is not trusted, but the provider says it is paid
    const back = await test.app.inject({ url: `/api/payments/razorpay/link/callback/?${query}` })
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toBe(`/hire/advertiserPaymentStatus?id=${link.order_row_id}&status=2`)
    query.set(
      'razorpay_signature',
      gateway.signLink(link.link_id, String(link.order_row_id), 'paid', paymentId),
    )
    expect(
      (await test.app.inject({ url: `/api/payments/razorpay/link/callback/?${query}` })).statusCode,
    ).toBe(303)
    // the return exactly as the sandbox's link page sends the browser
    const returned = await test.app.inject({ url: callback })
    expect(returned.headers.location).toBe(`/hire/advertiserPaymentStatus?id=${link.order_row_id}&status=2`)
    expect(await fulfilments(link.order_row_id)).toBe(1)
    const [post] = await database.db.select().from(submissions).where(eq(submissions.id, submissionId))
    expect(post).toMatchObject({ planId: 2, paidTotalDistricts: 2 })
    const [order] = await database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, link.order_row_id))
    expect(order).toMatchObject({ channel: 'link', status: 'paid', paymentId })

    const list = await test.app.inject({ url: LINKS, headers: { cookie: agentCookie } })
    expect(list.headers['cache-control']).toBe('private, no-store')
    const page = list.json<PaymentLinksPage>()
    expect(page.results[0]).toMatchObject({ order_row_id: link.order_row_id, status: 'paid' })
  })

  it('a text the SMS gateway fails to send still answers the link made (201)', async () => {
    const { advertiser, submissionId } = await advertiserPost('en')
    test.sms.failing = true
    try {
      const response = await createLink({
        mobile_number: advertiser.mobile,
        submission_id: submissionId,
        package_id: 2,
        total_districts: 1,
      })
      expect(response.statusCode, response.body).toBe(201)
      const link = response.json<PaymentLink>()
      expect(link).toMatchObject({ status: 'created', submission_id: submissionId })
      expect(gateway.links.get(link.link_id)?.reference_id).toBe(String(link.order_row_id))
    } finally {
      test.sms.failing = false
    }
  })

  it('an open link is settled by reconciliation when the advertiser paid and nothing came back', async () => {
    const { advertiser, submissionId } = await advertiserPost()
    const link = (
      await createLink({
        mobile_number: advertiser.mobile,
        submission_id: submissionId,
        package_id: 1,
        total_districts: 1,
      })
    ).json<PaymentLink>()
    payLink(link.link_id)
    await test.app.jobWorker.runDue(new Date(Date.now() + 16 * 60_000))
    expect(await fulfilments(link.order_row_id)).toBe(1)
  })

  it('another number’s post is 404; an add-on of another plan 400; advertisers, seekers and nobody are refused', async () => {
    const { advertiser, submissionId } = await advertiserPost()
    const wrong = await createLink(
      { mobile_number: '9999999999', submission_id: submissionId, package_id: 1, total_districts: 1 },
      { ...csrfHeaders(agentCookie), 'accept-language': 'hi' },
    )
    expect(wrong.statusCode).toBe(404)
    expect(wrong.json<ApiErrorBody>().message).toBe(say('paymentLinkPostNotFound', 'hi'))
    const addOn = await createLink({
      mobile_number: advertiser.mobile,
      submission_id: submissionId,
      package_id: 1,
      upselling_option_id: 22,
      total_districts: 1,
    })
    expect(addOn.statusCode).toBe(400)
    const body = {
      mobile_number: advertiser.mobile,
      submission_id: submissionId,
      package_id: 1,
      total_districts: 1,
    }
    expect((await createLink(body, bearer(advertiser.access))).statusCode).toBe(403)
    const seeker = await login(test)
    expect((await createLink(body, csrfHeaders(seeker.cookie))).statusCode).toBe(403)
    expect((await createLink(body, csrfHeaders())).statusCode).toBe(401)
    expect((await test.app.inject({ url: LINKS, headers: bearer(advertiser.access) })).statusCode).toBe(403)
    expect(
      (
        await test.app.inject({
          url: '/api/payments/razorpay/link/callback/?razorpay_payment_link_id=plink_none',
        })
      ).statusCode,
    ).toBe(404)
  })
})

const oneOff = (text: string) => `${text.slice(0, -1)}${text.endsWith('0') ? '1' : '0'}`
