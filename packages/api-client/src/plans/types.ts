/** Shapes of the plan calls (spec sections 1 and 7). */

export type PlanCode = 'basic' | 'premium' | 'premium_plus'

/** An add-on offered with a plan (the "upsell"). */
export interface UpsellingOption {
  id: number
  title: string
  /** rupees */
  price: number
}

/** A package an advertiser pays for. Prices are in rupees; payments send paise. */
export interface Plan {
  id: number
  code: PlanCode
  /** in the requested language */
  title: string
  /** rupees, for one district */
  price: number
  /** days a job stays live */
  validity_days: number
  /** selling points, in the requested language */
  features: string[]
  upselling_options: UpsellingOption[]
}

/** GET /classifieds/v2/packages/ */
export interface PlansResponse {
  results: Plan[]
}
