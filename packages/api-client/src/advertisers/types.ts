/** Shapes of the advertiser calls (spec section 7). */
import type { AdvertiserType } from '../auth/types.ts'
import type { PaymentOrder } from '../payments/types.ts'

/** POST /advertisers/v1/payment/link/checkout/ — a payment link an agent prepared. */
export interface PaymentLinkCheckoutBody {
  link_id: string
}

/** The order for the link's package, ready for the checkout, and what it buys. */
export interface PaymentLinkCheckout extends PaymentOrder {
  package_id: number
  upselling_option_id: number | null
  total_districts: number
  advertiser_id: number
}

/**
 * GET /advertisers/v1/profile/ (our path, beside the agent checkout's): the signed-in advertiser's account.
 * `advertiser_id` is set for an enterprise (b2b) account only, as at login (spec section 6).
 */
export interface AdvertiserProfile {
  advertiser_id: number | null
  advertiser_type: AdvertiserType
  mobile_no: string
  name: string
  /** '' when not given */
  company_name: string
  email: string
  company_address: string
}

/**
 * PATCH /advertisers/v1/profile/: the fields to change (validated by `advertiserProfileSchema` of
 * '@localjobs/validation/advertiser-profile'). An enterprise account's company name, e-mail and address
 * are read-only: changing one answers 403 `ENTERPRISE_FIELDS_READ_ONLY`.
 */
export interface AdvertiserProfileUpdate {
  name?: string
  company_name?: string
  email?: string
  company_address?: string
}
