import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { accountPageHead } from '#src/lib/account-page.ts'

/**
 * Spec section 2, "/advertiserPaymentStatus?id={order_row_id}&status={2|-1}": a payment's result (2 Success,
 * -1 Failed, or still open). The page reads its search itself (the parser stays out of every page's entry).
 */
export const Route = createFileRoute('/advertiserPaymentStatus')({
  staticData: { screen: 'advertiser_payment_status' },
  loader: ({ context }) => context.i18n.load(['account', 'payments']),
  head: accountPageHead('/advertiserPaymentStatus', (i18n) => {
    const t = i18n.get('payments')
    return { title: t.statusTitle, description: t.statusDescription }
  }),
  headers: privatePageHeaders,
  component: lazyRouteComponent(() => import('#src/features/payments/status-page.tsx'), 'PaymentStatusPage'),
})
