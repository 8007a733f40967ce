import { eq } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { paymentOrders, paymentWebhookEvents } from '#src/db/schema.ts'
import { type JobContext, jobs } from '#src/services/job-queue.ts'
import type { PaymentGateway, ProviderPayment } from './gateway.ts'
import { settleFailed, settleFromProvider, settleLinkFromProvider, settlePaid } from './settle.ts'

const MINUTE_MS = 60_000
/** the first reconciliation of an order, after its creation */
export const RECONCILE_AFTER_MS = 15 * MINUTE_MS
/** an order nobody paid within this long is left as it is */
export const RECONCILE_GIVE_UP_MS = 24 * 60 * MINUTE_MS

/** Queues reconciliation of an order at `runAt` (round 0 at its creation; one job per order and round). */
export async function queueReconcile(db: Drizzle, orderRowId: number, runAt: Date, round = 0) {
  await jobs.enqueue(db, {
    kind: 'payment_reconcile',
    payload: { orderRowId },
    runAt,
    dedupeKey: `payment_reconcile:${orderRowId}:${round}`,
  })
}

/**
 * payment_reconcile (decision 035): an order still open asks the provider for its payments; captured or
 * authorized settles it paid, only failed ones mark it failed, none asks again later (15 min, 30 min, 1 h,
 * ... until 24 h after the order). This is what settles a payment whose callback and webhook were both lost.
 */
export function reconcileJob(db: Drizzle, gateway: PaymentGateway) {
  return async ({ orderRowId }: { orderRowId: number }, context: JobContext) => {
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderRowId))
    if (!order || order.status === 'paid') return
    if (order.channel === 'link') {
      // an agent's payment link: paid settles it; expired or cancelled ends it; open asks again later
      const after = await settleLinkFromProvider(db, gateway, order, context.now)
      if (after.status === 'paid' || after.linkStatus === 'expired' || after.linkStatus === 'cancelled')
        return
    } else {
      if (!order.providerOrderId) return
      const { verdict } = await settleFromProvider(db, gateway, order, context.now)
      if (verdict.kind !== 'open') return
    }
    const age = context.now.getTime() - order.createdAt.getTime()
    if (age >= RECONCILE_GIVE_UP_MS) return
    // the wait doubles with the order's age (15 min, 30 min, 1 h, ...); a run repeated finds the same round
    const round = Math.floor(age / RECONCILE_AFTER_MS) + 1
    const wait = Math.min(Math.max(RECONCILE_AFTER_MS, age), RECONCILE_GIVE_UP_MS - age + MINUTE_MS)
    await queueReconcile(db, orderRowId, new Date(context.now.getTime() + wait), round)
  }
}

interface WebhookBody {
  event?: string
  payload?: {
    payment?: { entity?: Partial<ProviderPayment> }
    order?: { entity?: { id?: string } }
    payment_link?: { entity?: { id?: string; reference_id?: string; status?: string } }
  }
}

/**
 * payment_webhook (decision 035): one stored delivery. order.paid and payment.captured settle the order
 * paid, payment.failed marks it failed unless paid, payment_link.paid settles the link's order; anything
 * else is recorded and left. The order is found by the provider's order id (or the link's reference, our
 * order row id, with the link id checked). Running it again changes nothing.
 */
export function webhookJob(db: Drizzle) {
  return async ({ eventId }: { eventId: string }, context: JobContext) => {
    const [event] = await db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, eventId))
    if (!event || event.processedAt) return
    const body = event.payload as WebhookBody
    const payment = body.payload?.payment?.entity
    const link = body.payload?.payment_link?.entity
    const providerOrderId = payment?.order_id ?? body.payload?.order?.entity?.id
    let order: typeof paymentOrders.$inferSelect | undefined
    if (body.event === 'payment_link.paid' && link?.id) {
      ;[order] = await db.select().from(paymentOrders).where(eq(paymentOrders.paymentLinkId, link.id))
    } else if (providerOrderId) {
      ;[order] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, providerOrderId))
    }
    if (order && payment?.id) {
      if (
        body.event === 'order.paid' ||
        body.event === 'payment.captured' ||
        body.event === 'payment_link.paid'
      )
        await settlePaid(db, { orderRowId: order.id, paymentId: payment.id, now: context.now })
      else if (body.event === 'payment.failed')
        await settleFailed(db, {
          orderRowId: order.id,
          paymentId: payment.id,
          code: payment.error_code ?? null,
          reason: payment.error_description ?? null,
          now: context.now,
        })
    }
    await db
      .update(paymentWebhookEvents)
      .set({ processedAt: context.now })
      .where(eq(paymentWebhookEvents.eventId, eventId))
  }
}
