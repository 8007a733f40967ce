/**
 * Spec section 4: which payment flow an advertiser sees. Desktop (width above 640, as `@localjobs/ui` defines
 * it) and enterprise advertisers pay now; phones pay later; inside the app web views it is always pay later.
 */

import { type AppType, isWebView } from '@localjobs/api-client/app-context'
import { isDesktopWidth } from '@localjobs/ui/breakpoints'

export const PAYMENT_VARIANTS = ['pay_now', 'pay_later'] as const
export type PaymentVariant = (typeof PAYMENT_VARIANTS)[number]

export interface PaymentVariantInput {
  isEnterpriseAdvertiser: boolean
  /** viewport width in CSS pixels */
  width: number
  platform: AppType
}

export function paymentVariant({
  isEnterpriseAdvertiser,
  width,
  platform,
}: PaymentVariantInput): PaymentVariant {
  if (isWebView(platform)) return 'pay_later'
  return isEnterpriseAdvertiser || isDesktopWidth(width) ? 'pay_now' : 'pay_later'
}
