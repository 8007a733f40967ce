import { orderPrice } from '@localjobs/validation/payments'
import { and, eq } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { plans, planUpsellingOptions } from '#src/db/schema.ts'
import { districtPriceRupees, EXTRA_DISTRICT } from '#src/lib/plans.ts'

/**
 * What an order for a plan costs, from the stored prices (decision 035): the plan on sale, the add-on one of
 * its own (never the per-district row, which prices the districts), `orderPrice` in paise. Undefined when
 * the plan or add-on is not on sale.
 */
export async function priceOf(
  db: Drizzle,
  choice: { planId: number; upsellId: number | null; totalDistricts: number },
) {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, choice.planId), eq(plans.active, true)))
  if (!plan) return undefined
  const options = await db.select().from(planUpsellingOptions).where(eq(planUpsellingOptions.planId, plan.id))
  const upsell =
    choice.upsellId === null ? undefined : options.find((option) => option.id === choice.upsellId)
  if (choice.upsellId !== null && (!upsell || upsell.code === EXTRA_DISTRICT)) return undefined
  const price = orderPrice({
    planPaise: plan.priceRupees * 100,
    districtPaise: districtPriceRupees(plan, options) * 100,
    upsellPaise: (upsell?.priceRupees ?? 0) * 100,
    totalDistricts: choice.totalDistricts,
  })
  return { plan, upsell, price }
}
