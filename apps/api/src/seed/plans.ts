import type { Drizzle } from '#src/db/database.ts'
import { plans, planUpsellingOptions } from '#src/db/schema.ts'
import { planData } from './data/plans.ts'

/** Writes the plans and their add-ons (`planData`); rows already there are left as they are. */
export async function seedPlans(db: Drizzle): Promise<void> {
  await db
    .insert(plans)
    .values(
      planData.map((plan, index) => ({
        id: plan.id,
        code: plan.code,
        title: plan.title,
        features: {
          en: plan.features.map((feature) => feature.en),
          hi: plan.features.map((feature) => feature.hi),
          te: plan.features.map((feature) => feature.te),
        },
        priceRupees: plan.price,
        validityDays: plan.validityDays,
        featured: plan.featured,
        databaseContacts: plan.databaseContacts,
        applicantsAllowed: plan.applicantsAllowed,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(planUpsellingOptions)
    .values(
      planData.flatMap((plan) =>
        plan.upsells.map((option, index) => ({
          id: option.id,
          planId: plan.id,
          code: option.code,
          title: option.title,
          priceRupees: option.price,
          sortOrder: index,
        })),
      ),
    )
    .onConflictDoNothing()
}
