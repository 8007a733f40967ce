import type { Locale } from '@localjobs/api-client/classifieds/types'
import type { Plan } from '@localjobs/api-client/plans/types'
import { gstOn } from '@localjobs/validation/payments'
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
  return planRows.map((plan) => {
    const options = upsellRows.filter((option) => option.planId === plan.id)
    const districtRupees = districtPriceRupees(plan, options)
    const pricePaise = plan.priceRupees * 100
    return {
      id: plan.id,
      code: plan.code,
      title: plan.title[locale],
      price: plan.priceRupees,
      price_paise: pricePaise,
      gst_paise: gstOn(pricePaise),
      validity_days: plan.validityDays,
      features: plan.features[locale],
      featured: plan.featured,
      applicants_allowed: plan.applicantsAllowed,
      database_contacts: plan.databaseContacts,
      district_price: districtRupees,
      district_price_paise: districtRupees * 100,
      upselling_options: options
        .filter((option) => option.code !== EXTRA_DISTRICT)
        .map((option) => ({
          id: option.id,
          title: option.title[locale],
          price: option.priceRupees,
          price_paise: option.priceRupees * 100,
        })),
    }
  })
}

/** The add-on row that prices each district beyond the first (answered as `district_price`, not an add-on). */
export const EXTRA_DISTRICT = 'extra_district'

/**
 * A plan's price of one more district: its `extra_district` add-on row; a plan without one charges its own
 * price per district. Whole rupees (stored as such), so paise are rupees * 100 in integers.
 */
export function districtPriceRupees(
  plan: { priceRupees: number },
  options: { code: string; priceRupees: number }[],
): number {
  return options.find((option) => option.code === EXTRA_DISTRICT)?.priceRupees ?? plan.priceRupees
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
