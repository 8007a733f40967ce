import { isApiError } from '@localjobs/api-client/errors'
import { paymentOrderQueryOptions } from '@localjobs/api-client/payments/razorpay'
import type { PaymentOrderDetail } from '@localjobs/api-client/payments/types'
import { Button } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { Heading, PageContainer, Stack } from '@localjobs/ui/layout'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { GST_PERCENT } from '@localjobs/validation/payments'
import { AppLink } from '@localjobs/web-app/app-link'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { AccountGate } from '#src/components/account-gate.tsx'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { formatDate } from '#src/lib/dates.ts'
import { formatPaise } from '#src/lib/money.ts'
import { PAYMENT_HISTORY_PATH } from '#src/lib/paths.ts'
import * as styles from './payments.css.ts'

/**
 * A paid order's receipt (issue #10), printable (`@media print` leaves only the receipt): the seller's name,
 * address and GSTIN (from the order), the receipt number, order and payment ids, the date paid, the plan, the
 * amount before GST, GST at GST_PERCENT and the total.
 */
export function ReceiptPage({ id }: { id: number | undefined }) {
  const t = useMessages('payments')
  return (
    <PageContainer className={styles.page}>
      <Stack gap="lg">
        <AppLink href={PAYMENT_HISTORY_PATH} className={`${styles.back} ${styles.noPrint}`}>
          {t.historyTitle}
        </AppLink>
        <AccountGate loading={<ReceiptSkeleton />}>
          {() => (id === undefined ? <EmptyState title={t.notFound} /> : <Receipt id={id} />)}
        </AccountGate>
      </Stack>
    </PageContainer>
  )
}

function ReceiptSkeleton() {
  const t = useMessages('payments')
  return (
    <SkeletonGroup label={t.loading}>
      <Skeleton height="14rem" />
    </SkeletonGroup>
  )
}

function Receipt({ id }: { id: number }) {
  const t = useMessages('payments')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const order = useQuery({
    ...paymentOrderQueryOptions(api, id),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  })
  if (order.isError)
    return isApiError(order.error) && order.error.status === 404 ? (
      <EmptyState title={t.notFound} />
    ) : (
      <div role="alert" className={styles.problem}>
        <p>{t.loadFailed}</p>
        <Button variant="secondary" onClick={() => void order.refetch()}>
          {t.retry}
        </Button>
      </div>
    )
  if (!order.data) return <ReceiptSkeleton />
  if (order.data.status !== 'paid') return <EmptyState title={t.notPaidYet} />
  return <ReceiptBody order={order.data} />
}

function ReceiptBody({ order }: { order: PaymentOrderDetail }) {
  const t = useMessages('payments')
  const locale = useLocale()
  const rows: [string, string][] = [
    [t.receiptNumber, order.receipt_number ?? ''],
    [t.paidOn, formatDate(order.paid_at ?? order.created_at, locale)],
    [t.orderId, order.order_id],
    [t.paymentId, order.payment_id ?? ''],
    [t.planLabel, order.upsell ? `${order.plan.title} + ${order.upsell.title}` : order.plan.title],
    [t.districtsLabel, String(order.total_districts)],
    [t.jobLabel, order.job_title],
    [t.netAmount, formatPaise(order.net_amount)],
    [t.gstAmount({ percent: String(GST_PERCENT) }), formatPaise(order.gst_amount)],
    [t.totalAmount, formatPaise(order.amount)],
  ]
  return (
    <Stack gap="md">
      <section className={styles.receipt} data-receipt aria-labelledby="receipt-title">
        <Heading level={1} id="receipt-title">
          {t.receiptTitle}
        </Heading>
        <address>
          <strong>{order.seller.name}</strong>
          <br />
          {order.seller.address}
          <br />
          {t.sellerGstin}: {order.seller.gstin}
        </address>
        <dl className={styles.facts}>
          {rows.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Button className={styles.noPrint} onClick={() => window.print()}>
        {t.print}
      </Button>
    </Stack>
  )
}
