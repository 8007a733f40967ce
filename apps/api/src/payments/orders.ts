import type { Locale } from '@localjobs/api-client/classifieds/types'
import type { PaymentOrderDetail, ReceiptSeller } from '@localjobs/api-client/payments/types'
import { and, desc, eq, inArray, lt, or } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { paymentOrders, plans, planUpsellingOptions, submissions } from '#src/db/schema.ts'
import type { Env } from '#src/env.ts'
import type { OrderRow } from './settle.ts'

/** Orders a history page shows. */
export const HISTORY_PAGE_SIZE = 10

/** A receipt's seller: GST_SELLER_* (env.ts; development defaults, required in production). */
export const sellerOf = (env: Env): ReceiptSeller => ({
  name: env.GST_SELLER_NAME,
  address: env.GST_SELLER_ADDRESS,
  gstin: env.GST_SELLER_GSTIN,
})

/** The answer's status code of an order: 2 paid, -1 failed, null still open (spec section 4's codes). */
export const resultOf = (status: OrderRow['status']) =>
  status === 'paid' ? (2 as const) : status === 'failed' ? (-1 as const) : null

/** Orders as the status page, the history and the receipt read them, in `locale`. */
export async function presentOrders(
  db: Drizzle,
  rows: OrderRow[],
  locale: Locale,
  seller: ReceiptSeller,
): Promise<PaymentOrderDetail[]> {
  if (rows.length === 0) return []
  const planIds = [...new Set(rows.map((row) => row.planId))]
  const upsellIds = [
    ...new Set(rows.flatMap((row) => (row.upsellingOptionId ? [row.upsellingOptionId] : []))),
  ]
  const postIds = [...new Set(rows.map((row) => row.submissionId))]
  const [planRows, upsellRows, postRows] = await Promise.all([
    db.select().from(plans).where(inArray(plans.id, planIds)),
    upsellIds.length
      ? db.select().from(planUpsellingOptions).where(inArray(planUpsellingOptions.id, upsellIds))
      : Promise.resolve([]),
    db
      .select({ id: submissions.id, title: submissions.title, jobTitle: submissions.jobTitle })
      .from(submissions)
      .where(inArray(submissions.id, postIds)),
  ])
  return rows.map((row) => {
    const plan = planRows.find((candidate) => candidate.id === row.planId)
    const upsell = upsellRows.find((candidate) => candidate.id === row.upsellingOptionId)
    const post = postRows.find((candidate) => candidate.id === row.submissionId)
    return {
      order_row_id: row.id,
      order_id: row.providerOrderId ?? '',
      payment_id: row.paymentId,
      status: row.status,
      result: resultOf(row.status),
      plan: {
        id: row.planId,
        code: plan?.code ?? 'basic',
        title: plan?.title[locale] ?? '',
        validity_days: plan?.validityDays ?? 0,
      },
      upsell: upsell ? { id: upsell.id, title: upsell.title[locale] } : null,
      total_districts: row.totalDistricts,
      net_amount: row.netPaise,
      gst_amount: row.gstPaise,
      amount: row.amountPaise,
      currency: 'INR',
      submission_id: row.submissionId,
      job_title: post?.title ?? post?.jobTitle ?? '',
      created_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
      failure_reason: row.failureReason,
      channel: row.channel,
      receipt_number: row.receiptNumber,
      seller,
    }
  })
}

/** One page of an advertiser's orders, newest first (pageNumber from 1); `hasMore` from one row more. */
export async function orderHistory(db: Drizzle, advertiserId: number, pageNumber: number) {
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.advertiserId, advertiserId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(HISTORY_PAGE_SIZE + 1)
    .offset((pageNumber - 1) * HISTORY_PAGE_SIZE)
  return { rows: rows.slice(0, HISTORY_PAGE_SIZE), hasMore: rows.length > HISTORY_PAGE_SIZE }
}

/** The advertiser's own order, or undefined (another's is not theirs to know of). */
export async function ownOrder(db: Drizzle, advertiserId: number, orderRowId: number) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderRowId), eq(paymentOrders.advertiserId, advertiserId)))
  return row
}

/** Orders still open and created before `before` (reconciliation's sweep uses the partial index). */
export const openOrders = (db: Drizzle, before: Date) =>
  db
    .select()
    .from(paymentOrders)
    .where(
      and(
        or(eq(paymentOrders.status, 'created'), eq(paymentOrders.status, 'attempted')),
        lt(paymentOrders.createdAt, before),
      ),
    )
