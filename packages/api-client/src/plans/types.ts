/** Shapes of the plan calls (spec sections 1 and 7). */

export type PlanCode = 'basic' | 'premium' | 'premium_plus'

/** An add-on offered with a plan (the "upsell"). */
export interface UpsellingOption {
  id: number
  title: string
  /** rupees */
  price: number
  /** the same in paise (payments send paise) */
  price_paise: number
}

/** A package an advertiser pays for. Prices are in rupees; payments send paise. */
export interface Plan {
  id: number
  code: PlanCode
  /** in the requested language */
  title: string
  /** rupees, for one district */
  price: number
  /** the same in paise */
  price_paise: number
  /** GST on the price for one district, paise */
  gst_paise: number
  /** days a job stays live */
  validity_days: number
  /** selling points, in the requested language */
  features: string[]
  /** shown at the top of job lists */
  featured: boolean
  /** applicants a job on this plan takes; null: unlimited */
  applicants_allowed: number | null
  /** matching seekers from the database the advertiser may contact */
  database_contacts: number
  /** each district beyond the first: rupees, and paise */
  district_price: number
  district_price_paise: number
  /** the add-ons besides more districts */
  upselling_options: UpsellingOption[]
}

/** GET /classifieds/v2/packages/ */
export interface PlansResponse {
  results: Plan[]
  /** GST charged on top, percent */
  gst_percent: number
  /** the most districts one order buys */
  max_districts: number
  currency: 'INR'
}
