import { privatePageHeaders } from '@localjobs/web-app/cache-headers'
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { accountPageHead } from '#src/lib/account-page.ts'

/** Spec section 2's "agent checkout": an agent sends an advertiser a payment link for a plan. */
export const Route = createFileRoute('/agentCheckout')({
  staticData: { screen: 'agent_checkout' },
  loader: ({ context }) => context.i18n.load(['account', 'postJobReview', 'payments']),
  head: accountPageHead('/agentCheckout', (i18n) => {
    const t = i18n.get('payments')
    return { title: t.agentTitle, description: t.agentDescription }
  }),
  headers: privatePageHeaders,
  component: lazyRouteComponent(() => import('#src/features/payments/agent-page.tsx'), 'AgentCheckoutPage'),
})
