import { createHash, randomUUID } from 'node:crypto'
import type { Locale } from '@localjobs/api-client/classifieds/types'
import type { PaymentLink, PaymentLinkStatus, PaymentLinksPage } from '@localjobs/api-client/payments/types'
import { localeFrom } from '@localjobs/validation/locale'
import { mobileNumberSchema } from '@localjobs/validation/mobile-number'
import { paiseToRupees, TOTAL_DISTRICTS_MAX, TOTAL_DISTRICTS_MIN } from '@localjobs/validation/payments'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { advertisers, paymentOrders, plans, submissions } from '#src/db/schema.ts'
import { ApiError, notFound } from '#src/lib/api-error.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import { queueReconcile, RECONCILE_AFTER_MS } from '#src/payments/jobs.ts'
import { resultOf } from '#src/payments/orders.ts'
import { priceOf } from '#src/payments/price.ts'
import { type OrderRow, settleLinkFromProvider, settlePaid } from '#src/payments/settle.ts'
import { callerOf } from '#src/plugins/app/access.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { idParam, strictQuery } from '#src/schemas/params.ts'
import { SmsDeliveryError } from '#src/services/sms.ts'
import { PAYMENT_STATUS_PAGE } from './razorpay.ts'

const PRIVATE = 'private, no-store'
const LINK_PATH = '/advertisers/v1/payment/link/checkout/'
export const LINK_CALLBACK_PATH = '/payments/razorpay/link/callback/'
const PAGE_SIZE = 10
/** a link is open for 7 days */
const LINK_DAYS = 7

const paymentLinkSchema = z
  .object({
    order_row_id: z.number().int(),
    link_id: z.string(),
    short_url: z.string(),
    status: z.enum(['created', 'paid', 'expired', 'cancelled']),
    amount: z.number().int(),
    advertiser_mobile: z.string(),
    submission_id: z.number().int(),
    job_title: z.string(),
    plan_title: z.string(),
    created_at: z.string(),
    paid_at: z.string().nullable(),
  })
  .meta({ id: 'PaymentLink' })

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  429: apiErrorBodySchema,
  503: apiErrorBodySchema,
}

const linkStatusOf = (order: OrderRow): PaymentLinkStatus =>
  order.status === 'paid'
    ? 'paid'
    : order.linkStatus === 'expired' || order.linkStatus === 'cancelled'
      ? order.linkStatus
      : 'created'

/** Links as the agent's page lists them, in `locale`. */
async function presentLinks(
  fastify: FastifyInstance,
  rows: OrderRow[],
  locale: Locale,
): Promise<PaymentLink[]> {
  if (rows.length === 0) return []
  const db = fastify.database.db
  const [posts, planRows] = await Promise.all([
    db
      .select({
        id: submissions.id,
        title: submissions.title,
        jobTitle: submissions.jobTitle,
        mobile: advertisers.mobile,
      })
      .from(submissions)
      .innerJoin(advertisers, eq(advertisers.id, submissions.advertiserId))
      .where(
        inArray(
          submissions.id,
          rows.map((row) => row.submissionId),
        ),
      ),
    db
      .select()
      .from(plans)
      .where(
        inArray(
          plans.id,
          rows.map((row) => row.planId),
        ),
      ),
  ])
  return rows.map((row) => {
    const post = posts.find((each) => each.id === row.submissionId)
    return {
      order_row_id: row.id,
      link_id: row.paymentLinkId ?? '',
      short_url: row.paymentLinkUrl ?? '',
      status: linkStatusOf(row),
      amount: row.amountPaise,
      advertiser_mobile: post?.mobile ?? '',
      submission_id: row.submissionId,
      job_title: post?.title ?? post?.jobTitle ?? '',
      plan_title: planRows.find((plan) => plan.id === row.planId)?.title[locale] ?? '',
      created_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
    }
  })
}

const refreshLink = (fastify: FastifyInstance, order: OrderRow) =>
  settleLinkFromProvider(fastify.database.db, fastify.payments, order)

/**
 * The agent checkout (issue #10, decision 035): an agent prepares a payment for an advertiser's post, the
 * provider makes a payment link, and the advertiser gets it by SMS; the link's return and the
 * payment_link.paid webhook settle it like any order.
 */
const paymentLinkRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    LINK_PATH,
    {
      config: { access: 'agent' },
      schema: {
        summary: "An agent's payment link for an advertiser's post, texted to the advertiser",
        description:
          "JSON `PaymentLinkBody`: the advertiser's `mobile_number`, their `submission_id` (404 unless the post " +
          "is that number's), `package_id`, optional `upselling_option_id`, `total_districts`. The amount is " +
          "`orderPrice` of the stored prices. 201 `PaymentLink`; the link is sent by SMS in the post's " +
          'language; 503 when the provider is down. 60 an hour per agent.',
        tags: ['payments'],
        querystring: strictQuery({}),
        body: z.strictObject({
          mobile_number: mobileNumberSchema,
          submission_id: z.number().int().min(1).max(2_147_483_647),
          package_id: z.number().int().min(1).max(2_147_483_647),
          upselling_option_id: z.number().int().min(1).max(2_147_483_647).optional(),
          total_districts: z.number().int().min(TOTAL_DISTRICTS_MIN).max(TOTAL_DISTRICTS_MAX),
        }),
        response: { 201: paymentLinkSchema, ...errors },
      },
    },
    async (request, reply): Promise<PaymentLink> => {
      const agent = callerOf(request).user
      const locale = localeFrom(request.headers['accept-language'])
      reply.header('cache-control', PRIVATE)
      await fastify.rateLimiter.enforce(
        [{ rule: LIMITS.paymentLinkPerAgentHour, subject: String(agent.id) }],
        (seconds) => say('tooManyTries', locale, waitIn(seconds, locale)),
      )
      const body = request.body
      const db = fastify.database.db
      const [post] = await db
        .select({ id: submissions.id, advertiserId: submissions.advertiserId, locale: submissions.locale })
        .from(submissions)
        .innerJoin(advertisers, eq(advertisers.id, submissions.advertiserId))
        .where(and(eq(submissions.id, body.submission_id), eq(advertisers.mobile, body.mobile_number)))
      if (!post) throw notFound(say('paymentLinkPostNotFound', locale))
      const upsellId = body.upselling_option_id ?? null
      const priced = await priceOf(db, {
        planId: body.package_id,
        upsellId,
        totalDistricts: body.total_districts,
      })
      if (!priced)
        throw new ApiError(400, 'VALIDATION_ERROR', say('paymentOptionNotOffered', locale), [
          {
            path: upsellId === null ? 'package_id' : 'upselling_option_id',
            message: say('paymentOptionNotOffered', locale),
          },
        ])
      const key = `link_${randomUUID()}`
      const now = new Date()
      const order = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(paymentOrders)
          .values({
            advertiserId: post.advertiserId,
            submissionId: post.id,
            planId: priced.plan.id,
            upsellingOptionId: priced.upsell?.id ?? null,
            totalDistricts: body.total_districts,
            netPaise: priced.price.net,
            gstPaise: priced.price.gst,
            amountPaise: priced.price.total,
            provider: fastify.payments.provider,
            receipt: key,
            idempotencyKey: key,
            requestHash: createHash('sha256').update(key).digest('hex'),
            paymentPageType: 'descriptive',
            channel: 'link',
            agentUserId: agent.id,
          })
          .returning({ id: paymentOrders.id })
        if (!row) throw new Error('no order row')
        await queueReconcile(tx, row.id, new Date(now.getTime() + RECONCILE_AFTER_MS))
        const [named] = await tx
          .update(paymentOrders)
          .set({ receipt: `order_${row.id}` })
          .where(eq(paymentOrders.id, row.id))
          .returning()
        if (!named) throw new Error('no order row')
        return named
      })
      const origin = `${request.protocol}://${request.host}`
      const link = await fastify.payments
        .createPaymentLink({
          amount: order.amountPaise,
          currency: 'INR',
          reference_id: String(order.id),
          description: `Job post ${post.id}: plan ${priced.plan.title.en}`,
          customer: { contact: body.mobile_number },
          notify: { sms: false, email: false },
          callback_url: `${origin}/api${LINK_CALLBACK_PATH}`,
          callback_method: 'get',
          notes: {
            advertiser_id: String(post.advertiserId),
            submission_id: String(post.id),
            order_row_id: String(order.id),
          },
          expire_by: Math.floor(now.getTime() / 1000) + LINK_DAYS * 24 * 3600,
        })
        .catch((error: unknown) => {
          fastify.log.warn({ err: error, order: order.id }, 'payments: the provider refused a payment link')
          throw new ApiError(
            503,
            'PAYMENT_PROVIDER_UNAVAILABLE',
            say('paymentProviderUnavailable', locale),
            undefined,
            {
              headers: { 'retry-after': '30' },
            },
          )
        })
      const [stored] = await db
        .update(paymentOrders)
        .set({
          paymentLinkId: link.id,
          paymentLinkUrl: link.short_url,
          linkStatus: link.status,
          updatedAt: new Date(),
        })
        .where(eq(paymentOrders.id, order.id))
        .returning()
      if (!stored) throw new Error('the order row vanished')
      // The link exists and the answer carries it for the agent to share: a text the gateway fails to send
      // is logged, not a failed request (which the agent would repeat for a link already made).
      await fastify.sms
        .send({
          to: body.mobile_number,
          kind: 'payment_link',
          text: say('paymentLinkSms', post.locale, `${paiseToRupees(stored.amountPaise)}|${link.short_url}`),
        })
        .catch((error: unknown) => {
          if (!(error instanceof SmsDeliveryError)) throw error
          request.log.warn({ err: error, order: order.id }, 'payments: the payment link was not texted')
        })
      const [answer] = await presentLinks(fastify, [stored], locale)
      if (!answer) throw new Error('no link to answer')
      return reply.code(201).send(answer)
    },
  )

  fastify.get(
    LINK_PATH,
    {
      config: { access: 'agent' },
      schema: {
        summary:
          "The agent's payment links, newest first, with their status (open ones asked of the provider)",
        tags: ['payments'],
        querystring: strictQuery({ pageNumber: idParam('pageNumber').optional() }),
        response: {
          200: z
            .object({
              results: z.array(paymentLinkSchema),
              pageNumber: z.number().int(),
              hasMore: z.boolean(),
            })
            .meta({ id: 'PaymentLinksPage' }),
          ...errors,
        },
      },
    },
    async (request, reply): Promise<PaymentLinksPage> => {
      const agent = callerOf(request).user
      const locale = localeFrom(request.headers['accept-language'])
      const pageNumber = Math.min(request.query.pageNumber ?? 1, 100_000)
      const rows = await fastify.database.db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.agentUserId, agent.id), eq(paymentOrders.channel, 'link')))
        .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
        .limit(PAGE_SIZE + 1)
        .offset((pageNumber - 1) * PAGE_SIZE)
      const page = await Promise.all(
        rows
          .slice(0, PAGE_SIZE)
          .map((row) => (linkStatusOf(row) === 'created' ? refreshLink(fastify, row).catch(() => row) : row)),
      )
      reply.header('cache-control', PRIVATE)
      return {
        results: await presentLinks(fastify, page, locale),
        pageNumber,
        hasMore: rows.length > PAGE_SIZE,
      }
    },
  )

  fastify.get(
    LINK_CALLBACK_PATH,
    {
      config: { access: 'public' },
      schema: {
        summary: "A payment link's return; 303 to the payment-status page",
        description:
          "Razorpay's query: razorpay_payment_id, razorpay_payment_link_id, razorpay_payment_link_reference_id " +
          '(our order row), razorpay_payment_link_status, razorpay_signature. A valid signature of a paid link ' +
          'settles the order; otherwise the provider is asked. 303 to ' +
          `${PAYMENT_STATUS_PAGE}?id={order_row_id}&status={2|-1}; 404 for an unknown link.`,
        tags: ['payments'],
        querystring: z
          .object({
            razorpay_payment_id: z.string().max(100).optional(),
            razorpay_payment_link_id: z.string().min(1).max(100),
            razorpay_payment_link_reference_id: z.string().max(100).optional(),
            razorpay_payment_link_status: z.string().max(40).optional(),
            razorpay_signature: z.string().max(200).optional(),
          })
          .loose(),
        response: { 303: z.null(), 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const query = request.query
      const [order] = await fastify.database.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.paymentLinkId, query.razorpay_payment_link_id))
      if (!order) throw notFound(say('paymentOrderNotFound', localeFrom(request.headers['accept-language'])))
      let settled = order
      const signed =
        query.razorpay_payment_id &&
        query.razorpay_signature &&
        query.razorpay_payment_link_status === 'paid' &&
        query.razorpay_payment_link_reference_id === String(order.id) &&
        fastify.payments.verifyPaymentLink({
          linkId: query.razorpay_payment_link_id,
          referenceId: query.razorpay_payment_link_reference_id,
          status: query.razorpay_payment_link_status,
          paymentId: query.razorpay_payment_id,
          signature: query.razorpay_signature,
        })
      if (signed && query.razorpay_payment_id)
        settled =
          (
            await settlePaid(fastify.database.db, {
              orderRowId: order.id,
              paymentId: query.razorpay_payment_id,
            })
          )?.order ?? order
      else settled = await refreshLink(fastify, order).catch(() => order)
      const result = resultOf(settled.status)
      return reply.redirect(
        `${PAYMENT_STATUS_PAGE}?id=${order.id}${result === null ? '' : `&status=${result}`}`,
        303,
      )
    },
  )
}

export default paymentLinkRoutes
