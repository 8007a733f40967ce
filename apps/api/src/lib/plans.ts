import type { Locale } from '@localjobs/api-client/classifieds/types'
import type { Plan } from '@localjobs/api-client/plans/types'
import { and, asc, eq } from 'drizzle-orm'
import type { Drizzle } from '#src/db/database.ts'
import { plans, planUpsellingOptions } from '#src/db/schema.ts'

/**
 * The plans on sale with their add-ons, in `locale` (GET /classifieds/v2/packages/): in the order the
 * plan cards show them, cheapest first. Two indexed reads of a handful of rows.
 */
export async function plansOnSale(db: Drizzle, locale: Locale): Promise<Plan[]> {
  const [planRows, upsellRows] = await Promise.all([
    db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder), asc(plans.id)),
    db
      .select()
      .from(planUpsellingOptions)
      .orderBy(asc(planUpsellingOptions.sortOrder), asc(planUpsellingOptions.id)),
  ])
  return planRows.map((plan) => ({
    id: plan.id,
    code: plan.code,
    title: plan.title[locale],
    price: plan.priceRupees,
    validity_days: plan.validityDays,
    features: plan.features[locale],
    upselling_options: upsellRows
      .filter((option) => option.planId === plan.id)
      .map((option) => ({ id: option.id, title: option.title[locale], price: option.priceRupees })),
  }))
}

/**
 * Whether `id` is a plan on sale: what a post's `plan` must name (the create call of #7 checks it).
 * Not a whole number, or a plan no longer sold: false.
 */
export async function planExists(db: Drizzle, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return false
  const rows = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.active, true)))
    .limit(1)
  return rows.length > 0
}
