/** Display rules of spec section 9. Every function takes `now` so server and browser render the same text. */
import { DEFAULT_LOCALE, type Locale } from '@localjobs/validation/constants'

type DateInput = string | number | Date

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** Months and years are counted in fixed 30- and 365-day units, as the spec's days-ago rule does. */
const MONTH_DAYS = 30
const YEAR_DAYS = 365
/** India Standard Time, UTC+5:30, has no daylight saving, so a fixed offset is exact. */
const IST_OFFSET_MINUTES = 330

type Unit = 'minute' | 'hour' | 'day' | 'month' | 'year'

interface Wording {
  justNow: string
  today: string
  ago: (n: number, unit: Unit) => string
}

/**
 * Singular and plural forms, written out rather than taken from Intl.RelativeTimeFormat: its wording changes
 * between ICU versions (and CLDR's Hindi is formal: 'माह', 'वर्ष'), so a server and an old phone could disagree.
 */
const hindi: Record<Unit, readonly [string, string]> = {
  minute: ['मिनट', 'मिनट'],
  hour: ['घंटा', 'घंटे'],
  day: ['दिन', 'दिन'],
  month: ['महीना', 'महीने'],
  year: ['साल', 'साल'],
}

const telugu: Record<Unit, readonly [string, string]> = {
  minute: ['నిమిషం', 'నిమిషాల'],
  hour: ['గంట', 'గంటల'],
  day: ['రోజు', 'రోజుల'],
  month: ['నెల', 'నెలల'],
  year: ['సంవత్సరం', 'సంవత్సరాల'],
}

const wording: Record<Locale, Wording> = {
  en: { justNow: 'just now', today: 'today', ago: (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'} ago` },
  hi: { justNow: 'अभी-अभी', today: 'आज', ago: (n, unit) => `${n} ${hindi[unit][n === 1 ? 0 : 1]} पहले` },
  te: { justNow: 'ఇప్పుడే', today: 'ఈ రోజు', ago: (n, unit) => `${n} ${telugu[unit][n === 1 ? 0 : 1]} క్రితం` },
}

function elapsedMs(date: DateInput, now: DateInput): number {
  // A timestamp slightly in the future (clock skew between server and phone) reads as "just now".
  return Math.max(0, new Date(now).getTime() - new Date(date).getTime())
}

/** 'just now', then minutes below 60, hours below 24, days below 30, months below 12, then years. */
export function formatRelativeTime(
  date: DateInput,
  now: DateInput = Date.now(),
  locale: Locale = DEFAULT_LOCALE,
): string {
  const { justNow, ago } = wording[locale]
  const ms = elapsedMs(date, now)
  if (ms < MINUTE) return justNow
  if (ms < HOUR) return ago(Math.floor(ms / MINUTE), 'minute')
  if (ms < DAY) return ago(Math.floor(ms / HOUR), 'hour')
  const days = Math.floor(ms / DAY)
  if (days < MONTH_DAYS) return ago(days, 'day')
  const months = Math.floor(days / MONTH_DAYS)
  if (months < 12) return ago(months, 'month')
  return ago(Math.max(1, Math.floor(days / YEAR_DAYS)), 'year')
}

/** '1 day ago' up to '30 days ago', then whole 30-day months; 'today' within the first 24 hours. */
export function formatDaysAgo(
  date: DateInput,
  now: DateInput = Date.now(),
  locale: Locale = DEFAULT_LOCALE,
): string {
  const { today, ago } = wording[locale]
  const days = Math.floor(elapsedMs(date, now) / DAY)
  if (days === 0) return today
  if (days <= MONTH_DAYS) return ago(days, 'day')
  return ago(Math.floor(days / MONTH_DAYS), 'month')
}

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
