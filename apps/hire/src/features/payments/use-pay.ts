import { advertiserProfileQueryOptions } from '@localjobs/api-client/advertisers/profile'
import type { PaymentPageType } from '@localjobs/api-client/payments/types'
import type { Plan } from '@localjobs/api-client/plans/types'
import { useQuery } from '@tanstack/react-query'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import type { SignedInAccess } from '#src/components/account-gate.tsx'
import { paymentStatusPath } from '#src/lib/paths.ts'
import { currentAppType } from '#src/lib/payments/app-type.ts'

export interface PayChoice {
  submissionId: number
  plan: Plan
  upsellingOptionId: number | null
  totalDistricts: number
}

export type PayProblem = 'offline' | 'refused' | 'script' | null

/**
 * Pays for a post's plan from a payment page: the payment module is loaded when the button is tapped; a
 * payment that ended (paid or failed) opens the payment status page for its order; a closed checkout stays.
 */
export function usePay(access: SignedInAccess, pageType: PaymentPageType) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const router = useRouter()
  const profile = useQuery({ ...advertiserProfileQueryOptions(api), retry: 1 })
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<PayProblem>(null)
  const advertiserId = access.session?.enterprise?.advertiserId ?? profile.data?.advertiser_id ?? null

  const pay = async (choice: PayChoice) => {
    if (busy) return
    setBusy(true)
    setProblem(null)
    try {
      const { startPayment } = await import('#src/lib/payments/pay.ts')
      const outcome = await startPayment(api, {
        ...choice,
        advertiserId,
        pageType,
        appType: currentAppType(),
        contact: access.session?.details.mobileNumber,
      })
      if (outcome.kind === 'paid' || outcome.kind === 'failed') {
        if (outcome.kind === 'failed' && outcome.reason === 'script') setProblem('script')
        else
          void router.navigate({
            href: paymentStatusPath(outcome.orderRowId, outcome.kind === 'paid' ? 2 : -1),
          })
      } else if (outcome.kind === 'not-started') setProblem(outcome.reason)
    } catch {
      setProblem('offline')
    } finally {
      setBusy(false)
    }
  }
  // The profile is read first: an enterprise account's advertiser id goes in the order's notes.
  return { pay, busy, problem, ready: !profile.isPending }
}
