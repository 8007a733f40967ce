/**
 * The relative time wording of spec section 9 ('just now', '2 hours ago', '3 days ago'), in its own module so
 * a page that shows no relative time does not load its words (`@localjobs/ui/format` re-exports it).
 * Every function takes `now` so server and browser render the same text.
 */
import { DEFAULT_LOCALE, type Locale } from '@localjobs/validation/constants'

type DateInput = string | number | Date

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** Months and years are counted in fixed 30- and 365-day units, as the spec's days-ago rule does. */
const MONTH_DAYS = 30
const YEAR_DAYS = 365

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
