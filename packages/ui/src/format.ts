/** Display rules of spec section 9. Every function takes `now` so server and browser render the same text. */

type DateInput = string | number | Date

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** Months and years are counted in fixed 30- and 365-day units, as the spec's days-ago rule does. */
const MONTH_DAYS = 30
const YEAR_DAYS = 365
/** India Standard Time, UTC+5:30, has no daylight saving, so a fixed offset is exact. */
const IST_OFFSET_MINUTES = 330

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`

function elapsedMs(date: DateInput, now: DateInput): number {
  // A timestamp slightly in the future (clock skew between server and phone) reads as "just now".
  return Math.max(0, new Date(now).getTime() - new Date(date).getTime())
}

/** 'just now', then minutes below 60, hours below 24, days below 30, months below 12, then years. */
export function formatRelativeTime(date: DateInput, now: DateInput = Date.now()): string {
  const ms = elapsedMs(date, now)
  if (ms < MINUTE) return 'just now'
  if (ms < HOUR) return plural(Math.floor(ms / MINUTE), 'minute')
  if (ms < DAY) return plural(Math.floor(ms / HOUR), 'hour')
  const days = Math.floor(ms / DAY)
  if (days < MONTH_DAYS) return plural(days, 'day')
  const months = Math.floor(days / MONTH_DAYS)
  if (months < 12) return plural(months, 'month')
  return plural(Math.max(1, Math.floor(days / YEAR_DAYS)), 'year')
}

/** '1 day ago' up to '30 days ago', then whole 30-day months; 'today' within the first 24 hours. */
export function formatDaysAgo(date: DateInput, now: DateInput = Date.now()): string {
  const days = Math.floor(elapsedMs(date, now) / DAY)
  if (days === 0) return 'today'
  if (days <= MONTH_DAYS) return plural(days, 'day')
  return plural(Math.floor(days / MONTH_DAYS), 'month')
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * 'D MMM, YYYY' as the date falls in India, e.g. '5 Jan, 2025'. Shifting by the fixed offset and reading
 * the UTC fields gives the same answer on a server in UTC and on a phone in any zone, without shipping a
 * date library or time-zone data to the browser.
 */
export function formatPostedDate(date: DateInput): string {
  const india = new Date(new Date(date).getTime() + IST_OFFSET_MINUTES * MINUTE)
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]}, ${india.getUTCFullYear()}`
}

// A fixed locale: digit grouping must not depend on the phone's or the server's settings.
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** Thousands commas: 100000 -> '100,000'. */
export function formatNumber(value: number): string {
  return numberFormat.format(value)
}

/** Whole rupees with the rupee sign: 12000 -> '₹12,000'. */
export function formatInr(rupees: number): string {
  return `₹${formatNumber(Math.round(rupees))}`
}

/** '₹12,000 - ₹18,000'; one amount when both ends are the same. */
export function formatSalaryRange(min: number, max: number): string {
  const [low, high] = min <= max ? [min, max] : [max, min]
  return low === high ? formatInr(low) : `${formatInr(low)} - ${formatInr(high)}`
}
