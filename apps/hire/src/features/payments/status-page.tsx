import { PAYMENT_EVENTS } from '@localjobs/analytics/events'
import { androidBridge, isWebView } from '@localjobs/api-client/app-context'
import { isApiError } from '@localjobs/api-client/errors'
import { PAYMENT_RESULTS, paymentOrderQueryOptions } from '@localjobs/api-client/payments/razorpay'
import type { PaymentOrderDetail, PaymentResultCode } from '@localjobs/api-client/payments/types'
import { plansQueryOptions } from '@localjobs/api-client/plans'
import { Button } from '@localjobs/ui/button'
import { EmptyState } from '@localjobs/ui/empty-state'
import { Heading, PageContainer, Stack } from '@localjobs/ui/layout'
import { Skeleton, SkeletonGroup } from '@localjobs/ui/skeleton'
import { track } from '@localjobs/web-app/analytics'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext, useRouter, useSearch } from '@tanstack/react-router'
import { AccountGate, type SignedInAccess } from '#src/components/account-gate.tsx'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { formatDate } from '#src/lib/dates.ts'
import { formatPaise } from '#src/lib/money.ts'
import { parsePaymentStatusSearch } from '#src/lib/payment-search.ts'
import { currentAppType } from '#src/lib/payments/app-type.ts'
import * as styles from './payments.css.ts'
import { usePay } from './use-pay.ts'

/** How often a still-open order is read again, and for how long (then the page says to look later). */
export const POLL_MS = 3000
export const POLL_LIMIT = 40

/**
 * The payment status page (spec sections 2 and 4): `?id={order_row_id}&status={2|-1}`, where the checkout and
 * the API's redirect callbacks land. The order is read with the account: its result (2 Success in green, -1
 * Failed in red), the order, plan and amount, what happens next. A failure offers Pay again (a new order for
 * the same plan, add-on and districts); a still-open order is read again every few seconds. Back opens the
 * native app's dashboard in a web view (its bridge), the dashboard on the web.
 */
export function PaymentStatusPage() {
  const search = parsePaymentStatusSearch(useSearch({ strict: false }))
  return (
    <PageContainer className={styles.page}>
      <Stack gap="lg">
        <AccountGate loading={<StatusSkeleton />}>
          {(access) => (search.id === undefined ? <Missing /> : <Status id={search.id} access={access} />)}
        </AccountGate>
        <BackToDashboard />
      </Stack>
    </PageContainer>
  )
}

function StatusSkeleton() {
  const t = useMessages('payments')
  return (
    <SkeletonGroup label={t.loading}>
      <Skeleton text width="60%" height="2rem" />
      <Skeleton height="8rem" />
    </SkeletonGroup>
  )
}

function Missing() {
  const t = useMessages('payments')
  return <EmptyState title={t.notFound} />
}

/** The order as the API knows it: its result wins over the address's `status` (what a callback saw). */
function Status({ id, access }: { id: number; access: SignedInAccess }) {
  const t = useMessages('payments')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const order = useQuery({
    ...paymentOrderQueryOptions(api, id),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
    // A still-open order (the provider has not answered yet): read again until it is paid or failed.
    refetchInterval: (query) =>
      query.state.data && query.state.data.result === null && query.state.dataUpdateCount < POLL_LIMIT
        ? POLL_MS
        : false,
  })

  if (order.isError)
    return isApiError(order.error) && order.error.status === 404 ? (
      <Missing />
    ) : (
      <div role="alert" className={styles.problem}>
        <p>{t.loadFailed}</p>
        <Button variant="secondary" onClick={() => void order.refetch()}>
          {t.retry}
        </Button>
      </div>
    )
  if (!order.data) return <StatusSkeleton />
  // The order's own result once known; the address's code is only what the callback saw.
  const status = order.data.status
  const result = order.data.result ?? (status === 'paid' ? 2 : status === 'failed' ? -1 : null)
  return <Result order={order.data} result={result} access={access} />
}

function Result({
  order,
  result,
  access,
}: {
  order: PaymentOrderDetail
  result: PaymentResultCode | null
  access: SignedInAccess
}) {
  const t = useMessages('payments')
  const locale = useLocale()
  const shown = result === null ? null : PAYMENT_RESULTS[result]
  return (
    <Stack gap="md">
      <Heading level={1}>{t.statusTitle}</Heading>
      <p className={styles.result[shown?.colour ?? 'open']} role="status" data-result={result ?? 'open'}>
        {shown ? (shown.label === 'Success' ? t.success : t.failed) : t.pending}
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t.orderLabel}</dt>
          <dd>{order.order_id}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.planLabel}</dt>
          <dd>{order.upsell ? `${order.plan.title} + ${order.upsell.title}` : order.plan.title}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.districtsLabel}</dt>
          <dd>{order.total_districts}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.jobLabel}</dt>
          <dd>{order.job_title}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.amountLabel}</dt>
          <dd>{formatPaise(order.amount)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.dateLabel}</dt>
          <dd>{formatDate(order.paid_at ?? order.created_at, locale)}</dd>
        </div>
      </dl>
      <p>{result === 2 ? t.successNext : result === -1 ? t.failedNext : t.pendingText}</p>
      {result === -1 ? <PayAgain order={order} access={access} /> : null}
    </Stack>
  )
}

/** Pay again after a failure: a new order for the same plan, add-on and districts. */
function PayAgain({ order, access }: { order: PaymentOrderDetail; access: SignedInAccess }) {
  const t = useMessages('payments')
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const plans = useQuery({ ...plansQueryOptions(api), staleTime: 60 * 60_000 })
  const { pay, busy, problem, ready } = usePay(access, 'descriptive')
  const plan = plans.data?.results.find((item) => item.id === order.plan.id)
  return (
    <Stack gap="xs">
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem === 'refused' ? t.orderRefused : t.checkoutFailed}
        </p>
      ) : null}
      <Button
        busy={busy}
        disabled={!plan || !ready}
        onClick={() => {
          if (!plan) return
          track(PAYMENT_EVENTS.retry, { properties: { order_row_id: order.order_row_id, plan_id: plan.id } })
          void pay({
            submissionId: order.submission_id,
            plan,
            upsellingOptionId: order.upsell?.id ?? null,
            totalDistricts: order.total_districts,
          })
        }}
      >
        {t.payAgain}
      </Button>
    </Stack>
  )
}

/** Back: the native app's dashboard in its web view (its bridge closes the web form), else ours. */
function BackToDashboard() {
  const t = useMessages('payments')
  const router = useRouter()
  return (
    <Button
      variant="secondary"
      className={styles.noPrint}
      onClick={() => {
        const bridge = androidBridge()
        if (bridge && isWebView(currentAppType())) bridge.closeWebForm()
        else void router.navigate({ to: '/advertiserDashboardPage' })
      }}
    >
      {t.backToDashboard}
    </Button>
  )
}
