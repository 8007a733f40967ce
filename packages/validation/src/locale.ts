import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants.ts'
import { weightedEntries } from './http-quality.ts'

/** Whether a value is one of the languages the product speaks. */
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

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
  for (const { token, quality } of weightedEntries(header)) {
    const language = token.split('-')[0] ?? ''
    const candidate = language === '*' ? DEFAULT_LOCALE : language
    if (!isLocale(candidate)) continue
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
