/** Display rules of spec section 9. Every function takes `now` so server and browser render the same text. */
export { formatDaysAgo, formatRelativeTime } from './relative-time.ts'

type DateInput = string | number | Date

const MINUTE = 60_000
/** India Standard Time, UTC+5:30, has no daylight saving, so a fixed offset is exact. */
const IST_OFFSET_MINUTES = 330

/** The twelve short month names of a language, January first. */
export type MonthNames = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
]

/** English short month names, for formatPostedDate where no translation is at hand. */
export const ENGLISH_MONTHS: MonthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
]

/**
 * 'D MMM, YYYY' as the date falls in India, e.g. '5 Jan, 2025', with the month names of the page's language
 * ('5 जन॰, 2025', '5 జన, 2025'). The names come from the caller (the seeker's messages), so a page carries
 * its own language's only; they are written out rather than taken from Intl.DateTimeFormat, whose names
 * change between ICU versions, so a server and an older phone could print different dates and break
 * hydration. Shifting by the fixed offset and reading the UTC fields gives the same answer on a server in
 * UTC and on a phone in any zone, without shipping a date library or time-zone data to the browser.
 */
export function formatPostedDate(date: DateInput, months: MonthNames): string {
  const india = new Date(new Date(date).getTime() + IST_OFFSET_MINUTES * MINUTE)
  return `${india.getUTCDate()} ${months[india.getUTCMonth()]}, ${india.getUTCFullYear()}`
}

/**
 * Indian digit grouping, the way people here read numbers: the last three digits, then pairs
 * (100000 -> '1,00,000', 1234567 -> '12,34,567'); at most two decimals. Still the spec's "thousands
 * commas" below a lakh. Written out rather than Intl.NumberFormat('en-IN'), so a server and a phone
 * whose ICU lacks that locale cannot disagree.
 */
export function formatNumber(value: number): string {
  const [whole = '', fraction] = String(Math.round(Math.abs(value) * 100) / 100).split('.')
  const grouped = whole.replace(/\B(?=(\d{2})*\d{3}$)/g, ',')
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`
}

/** Whole rupees with the rupee sign and Indian grouping: 12000 -> '₹12,000', 100000 -> '₹1,00,000'. */
export function formatInr(rupees: number): string {
  return `₹${formatNumber(Math.round(rupees))}`
}

/** '₹12,000 - ₹18,000'; one amount when both ends are the same. */
export function formatSalaryRange(min: number, max: number): string {
  const [low, high] = min <= max ? [min, max] : [max, min]
  return low === high ? formatInr(low) : `${formatInr(low)} - ${formatInr(high)}`
}
