import type { ApiClient } from '@localjobs/api-client/client'
import type { PaymentResultCode } from '@localjobs/api-client/payments/types'
import type { Plan } from '@localjobs/api-client/plans/types'
import { currentPlatform } from '../submit.ts'
import { chooseDistricts, chooseUpsell, chosenDistricts, chosenUpsell } from '../submit-state.ts'

/** The add-on and districts chosen at step 4 are used: the next post starts without them. */
export function forgetPlanChoice(): void {
  chooseUpsell(null)
  chooseDistricts(null)
}

export interface PayNowInput {
  submissionId: number
  plan: Plan
  advertiserId: number | null
  contact?: string | undefined
}

/**
 * pay_now after the post exists (spec section 4): the payment module (loaded only now, so the post-job
 * route's first load does not carry it) orders the plan with the add-on and districts chosen at step 4 and
 * opens the checkout. Answers the payment status page's search for a payment that ended (paid or failed), or
 * null when none was made (closed, the checkout did not load, not started): the post stays unpaid, to be paid from the pay-later page.
 */
export async function payNow(
  api: ApiClient,
  input: PayNowInput,
): Promise<{ id: number; status: PaymentResultCode } | null> {
  try {
    const { startPayment } = await import('#src/lib/payments/pay.ts')
    const outcome = await startPayment(api, {
      ...input,
      upsellingOptionId: chosenUpsell(),
      totalDistricts: chosenDistricts(),
      pageType: 'post_job',
      appType: currentPlatform(),
    })
    if (outcome.kind === 'paid') return { id: outcome.orderRowId, status: 2 }
    // A checkout that did not load made no payment: like a closed one, the post is paid later.
    if (outcome.kind === 'failed' && outcome.reason !== 'script')
      return { id: outcome.orderRowId, status: -1 }
    return null
  } catch {
    // The payment module did not load (offline): the post exists; it can be paid later.
    return null
  } finally {
    forgetPlanChoice()
  }
}
