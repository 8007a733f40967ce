import type { Locale } from '@localjobs/api-client/classifieds/types'

/**
 * The page language of a request (decision 008): `?lang=` when the person just picked one, else the
 * `lang` cookie that choice left, else the browser's Accept-Language, else English. The same rules run in
 * the server entry (headers, cookie) and in the router (rendering), so both always agree.
 */

export type { Locale }

import { DEFAULT_LOCALE } from '@localjobs/validation/constants'
import { isLocale, preferredLocale as pickLocale } from '@localjobs/validation/locale'

// One definition of the languages and of reading Accept-Language, shared with the API.
export { LOCALES } from '@localjobs/validation/constants'
export { DEFAULT_LOCALE, isLocale, pickLocale }

/** The query parameter the language switch links carry, and the cookie that remembers the choice. */
export const LANGUAGE_PARAM = 'lang'
export const LANGUAGE_COOKIE = 'lang'
/** A year: the choice outlives the session, as a person expects of a language setting. */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** Each language's name in itself, for the switch: a person who cannot read English finds their own. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी', te: 'తెలుగు' }

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
