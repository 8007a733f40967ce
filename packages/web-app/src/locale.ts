import type { Locale } from '@localjobs/api-client/classifieds/types'

/**
 * The page language of a request (decision 008): `?lang=` when the person just picked one, else the
 * `lang` cookie that choice left, else the browser's Accept-Language, else English. The same rules run in
 * the server entry (headers, cookie) and in the router (rendering), so both always agree.
 */

export type { Locale }

export const LOCALES: readonly Locale[] = ['en', 'hi', 'te']
export const DEFAULT_LOCALE: Locale = 'en'

/** The query parameter the language switch links carry, and the cookie that remembers the choice. */
export const LANGUAGE_PARAM = 'lang'
export const LANGUAGE_COOKIE = 'lang'
/** A year: the choice outlives the session, as a person expects of a language setting. */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** Each language's name in itself, for the switch: a person who cannot read English finds their own. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी', te: 'తెలుగు' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * The language an Accept-Language header prefers among ours: highest q-value first, the earlier one on a
 * tie; region tags count as their language (hi-IN is hi) and '*' as English. Unreadable entries are
 * skipped: browsers and web views send what they send, and the page must still render.
 */
export function pickLocale(header: string | null | undefined): Locale | undefined {
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

function qualityOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((part) => part.trim())
    if (name?.toLowerCase() !== 'q') continue
    return value && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0
  }
  return 1
}

/** The value of cookie `name` in a Cookie header. */
function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

export interface RequestLocale {
  locale: Locale
  /** where it came from; 'param' means the person just chose it and the cookie should remember it */
  source: 'param' | 'cookie' | 'header' | 'default'
}

/** The page language of a request (see the top of this file). */
export function requestLocale(request: Pick<Request, 'url' | 'headers'>): RequestLocale {
  const param = new URL(request.url).searchParams.get(LANGUAGE_PARAM)
  if (isLocale(param)) return { locale: param, source: 'param' }
  const cookie = cookieValue(request.headers.get('cookie'), LANGUAGE_COOKIE)
  if (isLocale(cookie)) return { locale: cookie, source: 'cookie' }
  const header = pickLocale(request.headers.get('accept-language'))
  return header ? { locale: header, source: 'header' } : { locale: DEFAULT_LOCALE, source: 'default' }
}

/** The Set-Cookie value that remembers a chosen language on every page of the origin. */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`
}

/**
 * The address of the same page in another language: the current path and query with `?lang=`. It is a
 * plain link, so the switch works without JavaScript; the server renders the language and sets the cookie.
 */
export function languageHref(href: string, locale: Locale): string {
  const url = new URL(href, 'http://x')
  url.searchParams.set(LANGUAGE_PARAM, locale)
  return `${url.pathname}${url.search}`
}
