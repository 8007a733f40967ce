import { orderPrice } from '@localjobs/validation/payments'
import type { Plan } from '../plans/types.ts'

/** What one order buys: a plan, maybe one of its add-ons, and the districts (the job's own is the first). */
export interface PlanChoice {
  plan: Pick<Plan, 'price_paise' | 'district_price_paise' | 'upselling_options'>
  upsellingOptionId?: number | null | undefined
  totalDistricts: number
}

/**
 * The order's price in paise for a plan choice: `orderPrice` (@localjobs/validation/payments), the same
 * function the API checks the amount with. An add-on the plan does not offer counts as none.
 */
export function choicePrice({ plan, upsellingOptionId, totalDistricts }: PlanChoice) {
  const upsell = plan.upselling_options.find((option) => option.id === upsellingOptionId)
  return orderPrice({
    planPaise: plan.price_paise,
    districtPaise: plan.district_price_paise,
    upsellPaise: upsell?.price_paise ?? 0,
    totalDistricts,
  })
}

/** Whether a plan carries its prices in whole paise (an older API answers rupees only: no total then). */
export const isPriced = (plan: PlanChoice['plan']): boolean =>
  Number.isSafeInteger(plan.price_paise) &&
  Number.isSafeInteger(plan.district_price_paise) &&
  plan.upselling_options.every((option) => Number.isSafeInteger(option.price_paise))
