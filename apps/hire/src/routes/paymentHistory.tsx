import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { accountPageHead } from '#src/lib/account-page.ts'

/**
 * The advertiser's payments (spec section 2's "payment history"); `?receipt={order_row_id}` is a paid
 * order's printable receipt (one route for both: every route file grows every hire page's entry).
 */
export const Route = createFileRoute('/paymentHistory')({
  staticData: { screen: 'payment_history' },
  loader: ({ context }) => context.i18n.load(['account', 'payments']),
  head: accountPageHead('/paymentHistory', (i18n) => {
    const t = i18n.get('payments')
    return { title: t.historyTitle, description: t.historyDescription }
  }),
  headers: privatePageHeaders,
  component: lazyRouteComponent(
    () => import('#src/features/payments/history-page.tsx'),
    'PaymentHistoryPage',
  ),
})
