import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants.ts'

/** Whether a value is one of the languages the product speaks. */
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

function qualityOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((part) => part.trim())
    if (name?.toLowerCase() !== 'q') continue
    return value && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0
  }
  return 1
}

/**
 * The product language an Accept-Language header prefers (RFC 9110 section 12.5.4): the supported
 * language with the highest q-value, the earlier one on a tie; region tags count as their language
 * (hi-IN is hi) and '*' as the default. Unreadable entries are skipped rather than refused: browsers and
 * web views send what they send, and the page must still render. undefined when nothing matches, so a
 * caller can fall back to another signal (a cookie) before the default.
 */
export function preferredLocale(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined
  let best: Locale | undefined
  let bestQuality = 0
  // A real header has a handful of entries; the cap bounds the work a hostile one can cause.
  for (const entry of header.split(',', 32)) {
    const [range = '', ...parameters] = entry.split(';')
    const language = range.trim().toLowerCase().split('-')[0] ?? ''
    const candidate = language === '*' ? DEFAULT_LOCALE : language
    if (!isLocale(candidate)) continue
    const quality = qualityOf(parameters)
    if (quality > bestQuality) {
      best = candidate
      bestQuality = quality
    }
  }
  return best
}

/** The language to answer an Accept-Language header in: its preference, else English (the spec's default). */
export const localeFrom = (header: string | null | undefined): Locale =>
  preferredLocale(header) ?? DEFAULT_LOCALE
