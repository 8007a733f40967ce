import type { Locale } from '@localjobs/api-client/classifieds/types'

export const LOCALES: readonly Locale[] = ['en', 'hi', 'te']
export const DEFAULT_LOCALE: Locale = 'en'

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value)

/**
 * The product language an Accept-Language header prefers (RFC 9110 section 12.5.4): the supported
 * language with the highest q-value, the earlier one on a tie; region tags count as their language
 * (hi-IN is hi) and '*' as the default. Anything unreadable is skipped rather than refused, because
 * browsers and web views send what they send and the page should still render.
 */
export function pickLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE
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
  return best ?? DEFAULT_LOCALE
}

function qualityOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((part) => part.trim())
    if (name?.toLowerCase() !== 'q') continue
    return value && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0
  }
  return 1
}
