import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { accountPageHead } from '#src/lib/account-page.ts'

/** Spec section 2, "/descriptivePayment": the pay-later page, for one post (`?submission={id}`, read by
 * the page). */
export const Route = createFileRoute('/descriptivePayment')({
  staticData: { screen: 'descriptive_payment' },
  loader: ({ context }) => context.i18n.load(['account', 'postJobReview', 'payments']),
  head: accountPageHead('/descriptivePayment', (i18n) => {
    const t = i18n.get('payments')
    return { title: t.descriptiveTitle, description: t.descriptiveDescription }
  }),
  headers: privatePageHeaders,
  component: lazyRouteComponent(
    () => import('#src/features/payments/descriptive-page.tsx'),
    'DescriptivePage',
  ),
})
