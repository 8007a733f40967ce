/**
 * Money for plans and payments (issue #10): every amount is a whole number of paise, computed in integers.
 * The post-job form's step 4 shows the total with these functions, and the API computes the order's amount
 * with the same ones from the stored plan, add-on and districts, refusing a request whose amount differs.
 * No rupee amount is ever multiplied by 100 in floating point (₹159.20 * 100 is 15919.999… in a double).
 */

/** GST charged on top of a plan's price, in percent (shown separately on step 4 and on the receipt). */
export const GST_PERCENT = 18

/** The districts one order may buy: the job's own district is the first. */
export const TOTAL_DISTRICTS_MIN = 1
export const TOTAL_DISTRICTS_MAX = 10

const RUPEES = /^(\d{1,9})(?:\.(\d{1,2}))?$/

/**
 * A rupee amount as paise, read from its decimal text ('159.20', '159.2', '159', or the number 159.2, whose
 * shortest text is '159.2'): whole rupees times 100 plus the paise digits, never a float product. `null` for
 * anything else: negative, more than two decimals, exponents, not a number.
 */
export function rupeesToPaise(rupees: string | number): number | null {
  const text = typeof rupees === 'number' ? (Number.isFinite(rupees) ? String(rupees) : '') : rupees.trim()
  const match = RUPEES.exec(text)
  if (!match) return null
  const whole = Number(match[1])
  const fraction = Number((match[2] ?? '').padEnd(2, '0'))
  return whole * 100 + fraction
}

/** Paise as rupee text with two decimals ('15920' -> '159.20'); for display use formatRupees in the UI. */
export function paiseToRupees(paise: number): string {
  const sign = paise < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(paise))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** GST on a net amount, in paise, rounded half up to the paisa (integers only). */
export function gstOn(netPaise: number): number {
  return Math.floor((netPaise * GST_PERCENT + 50) / 100)
}

export interface OrderPriceInput {
  /** the plan's price for one district, paise */
  planPaise: number
  /** the plan's price of each district beyond the first, paise */
  districtPaise: number
  /** the chosen add-on's price, paise (none: 0 or undefined) */
  upsellPaise?: number
  /** TOTAL_DISTRICTS_MIN..TOTAL_DISTRICTS_MAX */
  totalDistricts: number
}

export interface OrderPrice {
  /** before GST */
  net: number
  gst: number
  /** what is charged: net + gst */
  total: number
}

export const isTotalDistricts = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= TOTAL_DISTRICTS_MIN &&
  value <= TOTAL_DISTRICTS_MAX

/**
 * An order's price in paise: the plan, each extra district, the add-on; then GST on the sum. Throws a
 * RangeError for districts out of range or amounts that are not whole non-negative paise (a caller's bug,
 * not a user's input: check input with isTotalDistricts first).
 */
export function orderPrice({
  planPaise,
  districtPaise,
  upsellPaise = 0,
  totalDistricts,
}: OrderPriceInput): OrderPrice {
  for (const amount of [planPaise, districtPaise, upsellPaise])
    if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not whole paise: ${amount}`)
  if (!isTotalDistricts(totalDistricts))
    throw new RangeError(`total_districts out of range: ${totalDistricts}`)
  const net = planPaise + (totalDistricts - 1) * districtPaise + upsellPaise
  const gst = gstOn(net)
  return { net, gst, total: net + gst }
}
