import { and, eq, ne, sql } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { classifieds, paymentFulfilments, paymentOrders, plans, submissions } from '#src/db/schema.ts'
import { scheduleExpiry } from '#src/services/expiry.ts'
import { queuePagePurge } from '#src/services/page-purge.ts'
import type { PaymentGateway, ProviderPayment } from './gateway.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export type OrderRow = typeof paymentOrders.$inferSelect

export interface Settled {
  /** the order as it is after the call */
  order: OrderRow
  /** true for the one call that activated the plan (exactly once per order) */
  fulfilled: boolean
}

/**
 * An order is paid (decision 035): in ONE transaction, mark it paid unless it already is (`where status <>
 * 'paid'`, with its receipt number), insert its `payment_fulfilments` row (`on conflict do nothing`), and only
 * when that insert wrote the row, activate the plan on the post. Validate, the web-view callback, the
 * webhook, a payment link's callback and reconciliation all call this; however many of them arrive at once,
 * the plan is activated once. Answers undefined for an unknown order.
 */
export async function settlePaid(
  db: Drizzle,
  input: { orderRowId: number; paymentId: string; now?: Date },
): Promise<Settled | undefined> {
  const now = input.now ?? new Date()
  const year = now.getUTCFullYear()
  return db.transaction(async (tx) => {
    // The row lock first: a concurrent settle waits here and then reads `paid`, so only one draws a receipt
    // number from the sequence (an update alone would evaluate nextval before re-checking its where).
    const [current] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, input.orderRowId))
      .for('update')
    if (!current) return undefined
    const [updated] =
      current.status === 'paid'
        ? []
        : await tx
            .update(paymentOrders)
            .set({
              status: 'paid',
              paymentId: input.paymentId,
              paidAt: now,
              failureCode: null,
              failureReason: null,
              receiptNumber: sql`${`LJ-${year}-`} || lpad(nextval('payment_receipt_seq')::text, 6, '0')`,
              updatedAt: now,
            })
            .where(and(eq(paymentOrders.id, input.orderRowId), ne(paymentOrders.status, 'paid')))
            .returning()
    const order = updated ?? current
    const [inserted] = await tx
      .insert(paymentFulfilments)
      .values({ orderId: order.id, submissionId: order.submissionId, fulfilledAt: now })
      .onConflictDoNothing()
      .returning({ orderId: paymentFulfilments.orderId })
    if (inserted) await activatePlan(tx, order, now)
    return { order, fulfilled: Boolean(inserted) }
  })
}

/**
 * A payment failed (payment.failed, validate without a signature, the callback's error, reconciliation
 * finding only failed payments): the order is `failed` with the provider's reason, unless it is paid. Paid
 * never moves back, so a late or out-of-order failure changes nothing.
 */
export async function settleFailed(
  db: Drizzle,
  input: {
    orderRowId: number
    paymentId?: string | null
    code?: string | null
    reason?: string | null
    now?: Date
  },
): Promise<OrderRow | undefined> {
  const now = input.now ?? new Date()
  await db
    .update(paymentOrders)
    .set({
      status: 'failed',
      ...(input.paymentId ? { paymentId: input.paymentId } : {}),
      failureCode: input.code?.slice(0, 100) ?? null,
      failureReason: input.reason?.slice(0, 500) ?? null,
      updatedAt: now,
    })
    .where(and(eq(paymentOrders.id, input.orderRowId), ne(paymentOrders.status, 'paid')))
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, input.orderRowId))
  return order
}

/**
 * The plan becomes the post's: its plan, when it was paid, the districts and add-on bought. A live post gets
 * a new validity from now for the plan's days (the post and its job, and the expiry jobs, as an approval
 * does; an expiring post is active again); a post in review keeps waiting, and its approval applies the
 * plan's validity. Payment never changes the review state.
 */
async function activatePlan(tx: Drizzle, order: OrderRow, now: Date) {
  const [post] = await tx
    .select()
    .from(submissions)
    .where(eq(submissions.id, order.submissionId))
    .for('update')
  if (!post) throw new Error(`order ${order.id} pays for a missing post ${order.submissionId}`)
  const [plan] = await tx.select().from(plans).where(eq(plans.id, order.planId))
  if (!plan) throw new Error(`order ${order.id} names a missing plan ${order.planId}`)
  const live = post.status === 'active' || post.status === 'expiring'
  const validThrough = new Date(now.getTime() + plan.validityDays * DAY_MS)
  await tx
    .update(submissions)
    .set({
      planId: order.planId,
      planPaidAt: now,
      paidTotalDistricts: order.totalDistricts,
      paidUpsellingOptionId: order.upsellingOptionId,
      ...(live ? { validFrom: now, validThrough, status: 'active' as const } : {}),
      updatedAt: now,
    })
    .where(eq(submissions.id, post.id))
  if (live && post.classifiedId !== null) {
    await tx
      .update(classifieds)
      .set({ validThrough, status: 'active' })
      .where(eq(classifieds.id, post.classifiedId))
    await scheduleExpiry(tx, post.id, validThrough)
    // its new end shows on its page and in the lists (decision 040)
    await queuePagePurge(tx, post.classifiedId, `order:${order.id}`)
  }
}

/** What the provider says of an order's payments: paid (with the payment), failed (the last failure), or open. */
export type ProviderVerdict =
  | { kind: 'paid'; payment: ProviderPayment }
  | { kind: 'failed'; payment: ProviderPayment }
  | { kind: 'open' }

export async function askProvider(
  gateway: PaymentGateway,
  providerOrderId: string,
): Promise<ProviderVerdict> {
  const payments = await gateway.fetchOrderPayments(providerOrderId)
  const paid = payments.find((payment) => payment.status === 'captured' || payment.status === 'authorized')
  if (paid) return { kind: 'paid', payment: paid }
  const failed = payments
    .filter((payment) => payment.status === 'failed')
    .sort((a, b) => b.created_at - a.created_at)[0]
  if (failed) return { kind: 'failed', payment: failed }
  return { kind: 'open' }
}

/**
 * Settles an order from what the provider says (the callback without a signature, reconciliation): answers
 * the order afterwards and the verdict.
 */
export async function settleFromProvider(
  db: Drizzle,
  gateway: PaymentGateway,
  order: OrderRow,
  now: Date = new Date(),
): Promise<{ order: OrderRow; verdict: ProviderVerdict }> {
  if (order.status === 'paid' || !order.providerOrderId) return { order, verdict: { kind: 'open' } }
  const verdict = await askProvider(gateway, order.providerOrderId)
  if (verdict.kind === 'paid') {
    const settled = await settlePaid(db, { orderRowId: order.id, paymentId: verdict.payment.id, now })
    return { order: settled?.order ?? order, verdict }
  }
  if (verdict.kind === 'failed') {
    const failed = await settleFailed(db, {
      orderRowId: order.id,
      paymentId: verdict.payment.id,
      code: verdict.payment.error_code,
      reason: verdict.payment.error_description,
      now,
    })
    return { order: failed ?? order, verdict }
  }
  return { order, verdict }
}

/** Asks the provider about an open payment link; settles it when paid, records expiry or cancellation. */
export async function settleLinkFromProvider(
  db: Drizzle,
  gateway: PaymentGateway,
  order: OrderRow,
  now: Date = new Date(),
): Promise<OrderRow> {
  if (order.status === 'paid' || !order.paymentLinkId) return order
  const link = await gateway.fetchPaymentLink(order.paymentLinkId)
  const paid = link.payments?.find((payment) => payment.status === 'captured' || payment.status === 'paid')
  if (link.status === 'paid' && paid) {
    const settled = await settlePaid(db, { orderRowId: order.id, paymentId: paid.payment_id, now })
    return settled?.order ?? order
  }
  if (link.status === order.linkStatus) return order
  const [updated] = await db
    .update(paymentOrders)
    .set({ linkStatus: link.status, updatedAt: now })
    .where(eq(paymentOrders.id, order.id))
    .returning()
  return updated ?? order
}
