/** Shapes of the advertiser calls (spec section 7). */
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
