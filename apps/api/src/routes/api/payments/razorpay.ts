import { createHash } from 'node:crypto'
import type { Locale } from '@localjobs/api-client/classifieds/types'
import {
  PAYMENT_PAGE_TYPES,
  type PaymentHistoryPage,
  type PaymentOrder,
  type PaymentOrderDetail,
  type PaymentValidation,
} from '@localjobs/api-client/payments/types'
import { isPayableStatus } from '@localjobs/api-client/submissions/status'
import { localeFrom } from '@localjobs/validation/locale'
import { paiseToRupees, TOTAL_DISTRICTS_MAX, TOTAL_DISTRICTS_MIN } from '@localjobs/validation/payments'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { paymentOrders, submissions } from '#src/db/schema.ts'
import { ApiError, notFound } from '#src/lib/api-error.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import { parseWith } from '#src/lib/validate.ts'
import { queueReconcile, RECONCILE_AFTER_MS } from '#src/payments/jobs.ts'
import { orderHistory, ownOrder, presentOrders, resultOf, sellerOf } from '#src/payments/orders.ts'
import { priceOf } from '#src/payments/price.ts'
import { type OrderRow, settleFailed, settleFromProvider, settlePaid } from '#src/payments/settle.ts'
import { advertiserCallerOf } from '#src/plugins/app/access.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { idParam, strictQuery } from '#src/schemas/params.ts'
import {
  paymentHistorySchema,
  paymentOrderDetailSchema,
  paymentOrderSchema,
  paymentValidationSchema,
} from '#src/schemas/payments.ts'

const PRIVATE = 'private, no-store'
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/
const MAX_ID = 2_147_483_647
/** where the web view's return lands: the hire app's payment-status page */
export const PAYMENT_STATUS_PAGE = '/hire/advertiserPaymentStatus'
/** the checkout's header */
const CHECKOUT_NAME = 'LocalJobs'

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  415: apiErrorBodySchema,
  429: apiErrorBodySchema,
  503: apiErrorBodySchema,
}

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} must be given once` })
    .regex(/^\d{1,10}$/, { error: `${what} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `${what} must be ${min} to ${max}` })
        .max(max, { error: `${what} must be ${min} to ${max}` }),
    )

const jsonText = <T extends z.ZodType>(what: string, shape: T) =>
  z
    .string({ error: `${what} must be JSON text` })
    .max(2000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        context.addIssue({ code: 'custom', message: `${what} must be JSON text` })
        return z.NEVER
      }
    })
    .pipe(shape)

/** The order form (spec section 7's fields, plus submission_id), as multipart text fields. */
const orderFormSchema = z.strictObject(
  {
    amount: wholeNumber('amount', 1, 100_000_000),
    submission_type: z.literal('3', { error: 'submission_type is 3' }).optional(),
    package_id: wholeNumber('package_id', 1, MAX_ID),
    profile_id: wholeNumber('profile_id', 1, MAX_ID).optional(),
    notes: jsonText('notes', z.object({ advertiser_id: z.number().int().optional() }).loose()).optional(),
    experiment_payment: z.string().max(40).optional(),
    payment_page_type: z
      .enum(PAYMENT_PAGE_TYPES, { error: 'payment_page_type is post_job, descriptive or renew' })
      .optional(),
    meta: jsonText(
      'meta',
      z.object({
        package_id: z.number().int().min(1).max(MAX_ID),
        upselling_option_id: z.number().int().min(1).max(MAX_ID).nullable().optional(),
      }),
    ).optional(),
    location_id: wholeNumber('location_id', 1, MAX_ID).optional(),
    total_districts: wholeNumber('total_districts', TOTAL_DISTRICTS_MIN, TOTAL_DISTRICTS_MAX),
    submission_id: wholeNumber('submission_id', 1, MAX_ID),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : undefined,
  },
)

/** The multipart text fields; a file part or a field sent twice is a 400. */
async function readFields(request: FastifyRequest): Promise<Record<string, string>> {
  if (!request.isMultipart())
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the order as multipart/form-data.')
  const fields: Record<string, string> = {}
  const twice: string[] = []
  for await (const part of request.parts({
    limits: { fields: 30, fieldSize: 4096, files: 1, fileSize: 1024, parts: 31 },
  })) {
    if (part.type === 'file') {
      await part.toBuffer().catch(() => undefined)
      const message = `${part.fieldname}: the order takes text fields only`
      throw new ApiError(400, 'VALIDATION_ERROR', message, [{ path: part.fieldname, message }])
    }
    if (part.fieldname in fields) twice.push(part.fieldname)
    fields[part.fieldname] = String(part.value)
  }
  if (twice.length)
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      `${twice.join(', ')} sent twice`,
      twice.map((path) => ({ path, message: 'sent twice' })),
    )
  return fields
}

const providerUnavailable = (locale: Locale) =>
  new ApiError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', say('paymentProviderUnavailable', locale), undefined, {
    headers: { 'retry-after': '30' },
  })

const checkoutOf = (fastify: FastifyInstance, order: OrderRow): PaymentOrder => ({
  id: order.providerOrderId ?? '',
  amount: order.amountPaise,
  order_row_id: order.id,
  currency: 'INR',
  checkout: {
    key: fastify.payments.keyId,
    script_url: fastify.payments.checkoutScriptUrl,
    name: CHECKOUT_NAME,
  },
})

/** Creates the provider's order for a row that has none yet (a first try, or a retry after a provider failure). */
async function openAtProvider(fastify: FastifyInstance, order: OrderRow, locale: Locale): Promise<OrderRow> {
  if (order.providerOrderId) return order
  const created = await fastify.payments
    .createOrder({
      amount: order.amountPaise,
      currency: 'INR',
      receipt: order.receipt,
      notes: {
        advertiser_id: String(order.advertiserId),
        submission_id: String(order.submissionId),
        order_row_id: String(order.id),
      },
    })
    .catch((error: unknown) => {
      fastify.log.warn(
        { err: error, order: order.id },
        'payments: the provider refused or timed out on an order',
      )
      throw providerUnavailable(locale)
    })
  if (created.amount !== order.amountPaise) throw providerUnavailable(locale)
  const [updated] = await fastify.database.db
    .update(paymentOrders)
    .set({ providerOrderId: created.id, updatedAt: new Date() })
    .where(eq(paymentOrders.id, order.id))
    .returning()
  if (!updated) throw new Error('the order row vanished')
  return updated
}

const orderIdQuery = strictQuery({
  id: idParam('id'),
  source: z.string().max(40).optional(),
})

/**
 * The checkout's calls (issue #10, decision 035): an order for a post's plan, its validation, the web view's
 * return, the advertiser's orders. The webhook is in webhook.ts (it reads its body raw).
 */
const razorpayRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // The web view's return POSTs a form (application/x-www-form-urlencoded); only this plugin's routes read one.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    },
  )

  fastify.post(
    '/payments/razorpay/order/',
    {
      config: { access: 'advertiser' },
      schema: {
        summary: "Creates a payment order for a post's plan",
        description:
          'multipart/form-data: amount (paise), submission_type=3, package_id, optional profile_id, notes (JSON ' +
          'text), experiment_payment, payment_page_type (post_job | descriptive | renew), meta (JSON text ' +
          '{"package_id":N,"upselling_option_id":M?}), location_id, total_districts (1-10), submission_id (the ' +
          "caller's post, else 404). The server computes the amount with `orderPrice` from the stored prices: " +
          'another `amount` is 400 AMOUNT_CHANGED naming the right one. Header `Idempotency-Key` (8-128 ' +
          'visible ASCII) required: the same key answers the same order (200); the same key with other fields ' +
          '409. 201 `PaymentOrder` (the provider order id and the checkout key); the provider down: 503. ' +
          `${LIMITS.paymentOrderPerAdvertiserHour.limit} an hour per advertiser.`,
        tags: ['payments'],
        consumes: ['multipart/form-data'],
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        querystring: strictQuery({}),
        response: { 200: paymentOrderSchema, 201: paymentOrderSchema, ...errors },
      },
    },
    async (request, reply): Promise<PaymentOrder> => {
      const caller = advertiserCallerOf(request)
      const advertiserId = caller.advertiser.id
      const locale = localeFrom(request.headers['accept-language'])
      reply.header('cache-control', PRIVATE)
      const key = request.headers['idempotency-key']
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
        throw new ApiError(
          400,
          'IDEMPOTENCY_KEY_REQUIRED',
          'Send an Idempotency-Key header of 8 to 128 visible ASCII characters, one per payment attempt.',
        )
      await fastify.rateLimiter.enforce(
        [{ rule: LIMITS.paymentOrderPerAdvertiserHour, subject: String(advertiserId) }],
        (seconds) => say('tooManyTries', locale, waitIn(seconds, locale)),
      )
      const form = parseWith(orderFormSchema, await readFields(request), locale)
      if (form.meta && form.meta.package_id !== form.package_id)
        throw new ApiError(400, 'VALIDATION_ERROR', 'meta.package_id must be package_id', [
          { path: 'meta', message: 'meta.package_id must be package_id' },
        ])
      const upsellId = form.meta?.upselling_option_id ?? null
      const pageType = form.payment_page_type ?? 'post_job'
      const requestHash = createHash('sha256')
        .update(
          JSON.stringify([
            form.submission_id,
            form.package_id,
            upsellId,
            form.total_districts,
            form.amount,
            pageType,
          ]),
        )
        .digest('hex')
      const db = fastify.database.db

      // A key already used: the same order again, or a conflict when the fields differ.
      const [existing] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.advertiserId, advertiserId), eq(paymentOrders.idempotencyKey, key)))
      if (existing) {
        if (existing.requestHash !== requestHash)
          throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', say('paymentKeyReused', locale))
        return reply.code(200).send(checkoutOf(fastify, await openAtProvider(fastify, existing, locale)))
      }

      const [post] = await db
        .select({ id: submissions.id, status: submissions.status })
        .from(submissions)
        .where(and(eq(submissions.id, form.submission_id), eq(submissions.advertiserId, advertiserId)))
      if (!post) throw notFound(say('postNotFound', locale))
      if (!isPayableStatus(post.status))
        throw new ApiError(409, 'POST_NOT_PAYABLE', say('paymentPostNotPayable', locale))

      const priced = await priceOf(db, {
        planId: form.package_id,
        upsellId,
        totalDistricts: form.total_districts,
      })
      if (!priced)
        throw new ApiError(400, 'VALIDATION_ERROR', say('paymentOptionNotOffered', locale), [
          {
            path: upsellId === null ? 'package_id' : 'meta',
            message: say('paymentOptionNotOffered', locale),
          },
        ])
      const { plan, upsell, price } = priced
      if (form.amount !== price.total)
        throw new ApiError(
          400,
          'AMOUNT_CHANGED',
          say('paymentAmountChanged', locale, paiseToRupees(price.total)),
          [{ path: 'amount', message: say('paymentAmountChanged', locale, paiseToRupees(price.total)) }],
        )

      const now = new Date()
      const inserted = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(paymentOrders)
          .values({
            advertiserId,
            submissionId: post.id,
            planId: plan.id,
            upsellingOptionId: upsell?.id ?? null,
            totalDistricts: form.total_districts,
            netPaise: price.net,
            gstPaise: price.gst,
            amountPaise: price.total,
            provider: fastify.payments.provider,
            // replaced by order_<id> just below, in this transaction
            receipt: `pending_${requestHash.slice(0, 16)}_${advertiserId}_${key}`,
            idempotencyKey: key,
            requestHash,
            experimentPayment: form.experiment_payment ?? null,
            paymentPageType: pageType,
            channel: 'checkout',
          })
          .onConflictDoNothing({ target: [paymentOrders.advertiserId, paymentOrders.idempotencyKey] })
          .returning({ id: paymentOrders.id })
        if (!row) return undefined
        const [named] = await tx
          .update(paymentOrders)
          .set({ receipt: `order_${row.id}` })
          .where(eq(paymentOrders.id, row.id))
          .returning()
        // reconciliation: if neither the checkout's answer nor the webhook arrives, ask the provider
        await queueReconcile(tx, row.id, new Date(now.getTime() + RECONCILE_AFTER_MS))
        return named
      })
      if (!inserted) {
        // the same key at the same moment from another request: answer its order
        const [other] = await db
          .select()
          .from(paymentOrders)
          .where(and(eq(paymentOrders.advertiserId, advertiserId), eq(paymentOrders.idempotencyKey, key)))
        if (!other || other.requestHash !== requestHash)
          throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', say('paymentKeyReused', locale))
        return reply.code(200).send(checkoutOf(fastify, await openAtProvider(fastify, other, locale)))
      }
      return reply.code(201).send(checkoutOf(fastify, await openAtProvider(fastify, inserted, locale)))
    },
  )

  fastify.post(
    '/payments/razorpay/validate/',
    {
      config: { access: 'advertiser' },
      schema: {
        summary: "Checks the checkout's answer and settles the order",
        description:
          "JSON: razorpay_payment_id, user_role (9), order_row_id (the caller's order, else 404), " +
          'razorpay_signature, total_districts. The signature is checked against the stored provider order ' +
          'id: valid settles the order paid and activates the plan (once) -> status 2; an empty signature ' +
          "records the failure with the provider's reason -> status -1 (a paid order stays paid: 2); a wrong " +
          'signature is 400 PAYMENT_SIGNATURE_INVALID and changes nothing. Idempotent.',
        tags: ['payments'],
        querystring: strictQuery({}),
        body: z.strictObject({
          razorpay_payment_id: z.string().max(100),
          user_role: z.literal(9, { error: 'user_role is 9' }),
          order_row_id: z.number().int().min(1).max(MAX_ID),
          razorpay_signature: z.string().max(200),
          total_districts: z.number().int().min(TOTAL_DISTRICTS_MIN).max(TOTAL_DISTRICTS_MAX),
        }),
        response: { 200: paymentValidationSchema, ...errors },
      },
    },
    async (request, reply): Promise<PaymentValidation> => {
      const caller = advertiserCallerOf(request)
      const locale = localeFrom(request.headers['accept-language'])
      reply.header('cache-control', PRIVATE)
      await fastify.rateLimiter.enforce(
        [{ rule: LIMITS.paymentValidatePerAdvertiserHour, subject: String(caller.advertiser.id) }],
        (seconds) => say('tooManyTries', locale, waitIn(seconds, locale)),
      )
      const body = request.body
      const order = await ownOrder(fastify.database.db, caller.advertiser.id, body.order_row_id)
      if (!order) throw notFound(say('paymentOrderNotFound', locale))
      const answer = (status: 2 | -1): PaymentValidation => ({
        status,
        message: say(status === 2 ? 'paymentSuccess' : 'paymentFailed', locale),
        order_row_id: order.id,
      })
      if (body.razorpay_signature === '') {
        if (order.status === 'paid') return answer(2)
        // the checkout's failure: the provider says why (a payment of another order is not this one's)
        const payment = body.razorpay_payment_id
          ? await fastify.payments.fetchPayment(body.razorpay_payment_id).catch(() => undefined)
          : undefined
        const ours = payment && payment.order_id === order.providerOrderId ? payment : undefined
        const failed = await settleFailed(fastify.database.db, {
          orderRowId: order.id,
          paymentId: ours?.id ?? null,
          code: ours?.error_code ?? null,
          reason: ours?.error_description ?? null,
        })
        return answer(failed?.status === 'paid' ? 2 : -1)
      }
      const valid =
        order.providerOrderId !== null &&
        body.razorpay_payment_id !== '' &&
        fastify.payments.verifyPayment({
          orderId: order.providerOrderId,
          paymentId: body.razorpay_payment_id,
          signature: body.razorpay_signature,
        })
      if (!valid) throw new ApiError(400, 'PAYMENT_SIGNATURE_INVALID', say('paymentSignatureInvalid', locale))
      await settlePaid(fastify.database.db, { orderRowId: order.id, paymentId: body.razorpay_payment_id })
      return answer(2)
    },
  )

  /** The web view's return: settle from the signed fields, else from the provider; then the status page. */
  const callback = async (
    request: FastifyRequest,
    id: number,
    fields: Record<string, unknown>,
  ): Promise<string> => {
    const db = fastify.database.db
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id))
    if (!order) throw notFound(say('paymentOrderNotFound', localeFrom(request.headers['accept-language'])))
    const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '')
    let settled = order
    const paymentId = text('razorpay_payment_id')
    const signature = text('razorpay_signature')
    if (
      order.status !== 'paid' &&
      order.providerOrderId &&
      paymentId &&
      signature &&
      text('razorpay_order_id') === order.providerOrderId &&
      fastify.payments.verifyPayment({ orderId: order.providerOrderId, paymentId, signature })
    ) {
      settled = (await settlePaid(db, { orderRowId: order.id, paymentId }))?.order ?? order
    } else if (order.status !== 'paid') {
      // no signature (a GET, a failure, a forged form): what the provider says is the truth
      settled = (await settleFromProvider(db, fastify.payments, order).catch(() => ({ order }))).order
    }
    const result = resultOf(settled.status)
    return `${PAYMENT_STATUS_PAGE}?id=${order.id}${result === null ? '' : `&status=${result}`}`
  }
  const callbackSchema = {
    summary: "The web view's return from the checkout (redirect mode); 303 to the payment-status page",
    description:
      'Public (the web view may lack the cookie). POST carries the checkout form fields (razorpay_payment_id, ' +
      'razorpay_order_id, razorpay_signature, or error[...]): a valid signature settles the order; otherwise, ' +
      "and on GET, the provider is asked for the order's payments. 303 to " +
      `${PAYMENT_STATUS_PAGE}?id={order_row_id}&status={2|-1} (no status while still open). Unknown id 404.`,
    tags: ['payments'],
    querystring: orderIdQuery,
    response: {
      303: z.null().describe('to the payment-status page'),
      400: apiErrorBodySchema,
      404: apiErrorBodySchema,
    },
  }
  fastify.get(
    '/payments/razorpay/wbv/callback/validate/',
    { config: { access: 'public' }, schema: callbackSchema },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return reply.redirect(await callback(request, request.query.id, {}), 303)
    },
  )
  fastify.post(
    '/payments/razorpay/wbv/callback/validate/',
    {
      config: { access: 'public', csrf: false },
      schema: { ...callbackSchema, body: z.record(z.string(), z.unknown()).optional() },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const body = (request.body ?? {}) as Record<string, unknown>
      return reply.redirect(await callback(request, request.query.id, body), 303)
    },
  )

  fastify.get(
    '/payments/razorpay/orders/',
    {
      config: { access: 'advertiser' },
      schema: {
        summary: "The advertiser's payment orders, newest first, 10 a page",
        tags: ['payments'],
        querystring: strictQuery({ pageNumber: idParam('pageNumber').optional() }),
        response: { 200: paymentHistorySchema, ...errors },
      },
    },
    async (request, reply): Promise<PaymentHistoryPage> => {
      const caller = advertiserCallerOf(request)
      const locale = localeFrom(request.headers['accept-language'])
      const pageNumber = Math.min(request.query.pageNumber ?? 1, 100_000)
      const { rows, hasMore } = await orderHistory(fastify.database.db, caller.advertiser.id, pageNumber)
      reply.header('cache-control', PRIVATE).header('content-language', locale)
      return {
        results: await presentOrders(fastify.database.db, rows, locale, sellerOf(fastify.env)),
        pageNumber,
        hasMore,
      }
    },
  )

  fastify.get(
    '/payments/razorpay/orders/:id/',
    {
      config: { access: 'advertiser' },
      schema: {
        summary: "One payment order (the status page, the receipt); 404 for an order not the caller's",
        tags: ['payments'],
        params: z.object({ id: idParam('id') }),
        querystring: strictQuery({}),
        response: { 200: paymentOrderDetailSchema, ...errors },
      },
    },
    async (request, reply): Promise<PaymentOrderDetail> => {
      const caller = advertiserCallerOf(request)
      const locale = localeFrom(request.headers['accept-language'])
      const order = await ownOrder(fastify.database.db, caller.advertiser.id, request.params.id)
      if (!order) throw notFound(say('paymentOrderNotFound', locale))
      reply.header('cache-control', PRIVATE).header('content-language', locale)
      const [detail] = await presentOrders(fastify.database.db, [order], locale, sellerOf(fastify.env))
      if (!detail) throw notFound(say('paymentOrderNotFound', locale))
      return detail
    },
  )
}

export default razorpayRoutes
