import type { Plan, PlansResponse } from '@localjobs/api-client/plans/types'
import { GST_PERCENT, gstOn, rupeesToPaise, TOTAL_DISTRICTS_MAX } from '@localjobs/validation/payments'

/**
 * A plan as GET /classifieds/v2/packages/ answers it (issue #10's shape): the paise fields follow the
 * rupee ones given (price, district_price, each add-on's price) unless given too.
 */
export function aPlan(overrides: Partial<Plan> = {}): Plan {
  const price = overrides.price ?? 299
  const districtPrice = overrides.district_price ?? 100
  const pricePaise = overrides.price_paise ?? rupeesToPaise(price) ?? 0
  return {
    id: 1,
    code: 'basic',
    title: 'Basic',
    validity_days: 15,
    features: [],
    featured: false,
    applicants_allowed: 50,
    database_contacts: 0,
    upselling_options: [],
    ...overrides,
    price,
    price_paise: pricePaise,
    gst_paise: overrides.gst_paise ?? gstOn(pricePaise),
    district_price: districtPrice,
    district_price_paise: overrides.district_price_paise ?? rupeesToPaise(districtPrice) ?? 0,
  }
}

/** An add-on with its paise. */
export const anAddOn = (id: number, title: string, price: number) => ({
  id,
  title,
  price,
  price_paise: rupeesToPaise(price) ?? 0,
})

/** The packages answer around some plans. */
export const plansAnswer = (results: Plan[]): PlansResponse => ({
  results,
  gst_percent: GST_PERCENT,
  max_districts: TOTAL_DISTRICTS_MAX,
  currency: 'INR',
})
