import { paymentHistoryInfiniteQueryOptions } from '@localjobs/api-client/payments/razorpay'
import type { OrderStatus, PaymentOrderDetail } from '@localjobs/api-client/payments/types'
import { Button } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { Heading, PageContainer, Stack } from '@localjobs/ui/layout'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { AppLink } from '@localjobs/web-app/app-link'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useRouteContext, useSearch } from '@tanstack/react-router'
import { AccountGate } from '#src/components/account-gate.tsx'
import { LoadMore } from '#src/components/load-more.tsx'
import { type Messages, useLocale, useMessages } from '#src/i18n/translations.ts'
import { formatDate } from '#src/lib/dates.ts'
import { formatPaise } from '#src/lib/money.ts'
import { DASHBOARD_PATH, receiptPath } from '#src/lib/paths.ts'
import { positiveId } from '#src/lib/payment-search.ts'
import * as styles from './payments.css.ts'
import { ReceiptPage } from './receipt-page.tsx'

/** An order's status in words. */
export const orderStatusText = (status: OrderStatus, t: Messages<'payments'>): string =>
  ({
    created: t.statusCreated,
    attempted: t.statusAttempted,
    paid: t.statusPaid,
    failed: t.statusFailed,
  })[status]

/**
 * The payment history (issue #10): the advertiser's orders, newest first, ten a page (pageNumber, hasMore):
 * date, plan, amount in rupees with Indian grouping, status; a paid one links to its receipt
 * (`?receipt={order_row_id}`, shown instead of the list).
 */
export function PaymentHistoryPage() {
  const t = useMessages('payments')
  const search = useSearch({ strict: false }) as { receipt?: unknown }
  const receipt = positiveId(search.receipt)
  if (search.receipt !== undefined) return <ReceiptPage id={receipt} />
  return (
    <PageContainer className={styles.page}>
      <Stack gap="lg">
        <AppLink href={DASHBOARD_PATH} className={styles.back}>
          {t.backToDashboard}
        </AppLink>
        <Heading level={1}>{t.historyTitle}</Heading>
        <AccountGate loading={<HistorySkeleton />}>{() => <History />}</AccountGate>
      </Stack>
    </PageContainer>
  )
}

function HistorySkeleton() {
  const t = useMessages('payments')
  return (
    <SkeletonGroup label={t.loading}>
      <Skeleton height="5rem" />
      <Skeleton height="5rem" />
      <Skeleton height="5rem" />
    </SkeletonGroup>
  )
}

function History() {
  const t = useMessages('payments')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const history = useInfiniteQuery(paymentHistoryInfiniteQueryOptions(api))
  if (history.isError && !history.data)
    return (
      <div role="alert" className={styles.problem}>
        <p>{t.historyFailed}</p>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {t.retry}
        </Button>
      </div>
    )
  if (!history.data) return <HistorySkeleton />
  const orders = history.data.pages.flatMap((page) => page.results)
  if (orders.length === 0) return <EmptyState title={t.historyEmpty} description={t.historyEmptyText} />
  return (
    <Stack gap="md">
      <ul className={styles.list}>
        {orders.map((order) => (
          <li key={order.order_row_id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <LoadMore pages={history} words={t} />
    </Stack>
  )
}

function OrderCard({ order }: { order: PaymentOrderDetail }) {
  const t = useMessages('payments')
  const locale = useLocale()
  return (
    <article className={styles.card} aria-label={`${t.orderLabel} ${order.order_id}`}>
      <div className={styles.cardTop}>
        <strong>{order.upsell ? `${order.plan.title} + ${order.upsell.title}` : order.plan.title}</strong>
        <strong>{formatPaise(order.amount)}</strong>
      </div>
      <span>{order.job_title}</span>
      <div className={styles.cardTop}>
        <span className={styles.muted}>{formatDate(order.paid_at ?? order.created_at, locale)}</span>
        <span
          className={
            styles.result[order.status === 'paid' ? 'green' : order.status === 'failed' ? 'red' : 'open']
          }
          data-status={order.status}
        >
          {orderStatusText(order.status, t)}
        </span>
      </div>
      {order.status === 'paid' ? (
        <AppLink href={receiptPath(order.order_row_id)} className={styles.link}>
          {t.viewReceipt} {order.receipt_number ?? ''}
        </AppLink>
      ) : null}
    </article>
  )
}
