import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { paymentWebhookEvents } from '#src/db/schema.ts'
import { ApiError } from '#src/lib/api-error.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { strictQuery } from '#src/schemas/params.ts'
import { jobs } from '#src/services/job-queue.ts'

export const WEBHOOK_PATH = '/payments/razorpay/webhook/'
const EVENT_ID = /^[\x21-\x7e]{1,100}$/

/**
 * POST /payments/razorpay/webhook/ (decision 035): Razorpay's events. The signature is over the raw body, so
 * this plugin (and only it) reads JSON as the text that came: a body parsed and serialised again would not
 * match. Verified with the webhook secret, stored once per `x-razorpay-event-id`, answered 200 at once; the
 * work (settling the order) runs on the durable queue as `payment_webhook`.
 */
const webhookRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.removeContentTypeParser('application/json')
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => {
      done(null, body)
    },
  )

  fastify.post(
    WEBHOOK_PATH,
    {
      config: { access: 'public', csrf: false },
      schema: {
        summary: "Razorpay's webhook: order.paid, payment.captured, payment.failed, payment_link.paid",
        description:
          'The raw JSON body, signed in `X-Razorpay-Signature` (HMAC-SHA256 hex with the webhook secret): a bad ' +
          'or missing signature 400 WEBHOOK_SIGNATURE_INVALID, no `x-razorpay-event-id` 400. A delivery seen ' +
          'before is answered 200 and ignored. 200 `{status: "ok"}` at once; the event is handled on the job queue.',
        tags: ['payments'],
        querystring: strictQuery({}),
        headers: z
          .object({
            'x-razorpay-signature': z.string().optional(),
            'x-razorpay-event-id': z.string().optional(),
          })
          .loose(),
        body: z.string().optional(),
        response: {
          200: z.object({ status: z.literal('ok') }),
          400: apiErrorBodySchema,
          415: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const raw = typeof request.body === 'string' ? request.body : ''
      const signature = request.headers['x-razorpay-signature']
      if (!raw || !signature || !fastify.payments.verifyWebhook(raw, signature))
        throw new ApiError(400, 'WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not match its body.')
      const eventId = request.headers['x-razorpay-event-id']
      if (!eventId || !EVENT_ID.test(eventId))
        throw new ApiError(400, 'WEBHOOK_EVENT_ID_REQUIRED', 'The webhook carries no x-razorpay-event-id.')
      let payload: Record<string, unknown>
      try {
        // PostgreSQL's jsonb cannot hold U+0000 (a 500 on the insert); Razorpay never sends one, so a body
        // with one, signed or not, is refused like any other body that is not what a webhook is.
        let nul = false
        const parsed = JSON.parse(raw, (key, value: unknown) => {
          if (key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) nul = true
          return value
        }) as unknown
        if (nul || typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
          throw new Error('not an object')
        payload = parsed as Record<string, unknown>
      } catch {
        throw new ApiError(400, 'BAD_REQUEST', 'The webhook body is not a JSON object.')
      }
      const event = typeof payload.event === 'string' ? payload.event.slice(0, 100) : 'unknown'
      const db = fastify.database.db
      await db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(paymentWebhookEvents)
          .values({ eventId, event, payload })
          .onConflictDoNothing()
          .returning({ eventId: paymentWebhookEvents.eventId })
        if (stored)
          await jobs.enqueue(tx, {
            kind: 'payment_webhook',
            payload: { eventId },
            dedupeKey: `payment_webhook:${eventId}`,
          })
      })
      return { status: 'ok' as const }
    },
  )
}

export default webhookRoutes
