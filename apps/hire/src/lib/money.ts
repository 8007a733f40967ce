import { formatNumber } from '@localjobs/ui/format'
import { paiseToRupees } from '@localjobs/validation/payments'

/**
 * Paise as rupees with the rupee sign and Indian grouping, paise shown only when there are any:
 * 18786 -> '₹187.86', 10000000 -> '₹1,00,000'. From the integer text (`paiseToRupees`), never paise / 100.
 */
export function formatPaise(paise: number): string {
  const [whole = '0', fraction = '00'] = paiseToRupees(paise).replace('-', '').split('.')
  const grouped = formatNumber(Number(whole))
  return `${paise < 0 ? '-' : ''}₹${grouped}${fraction === '00' ? '' : `.${fraction}`}`
}
