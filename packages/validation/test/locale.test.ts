import { describe, expect, it } from 'vitest'
import type { Locale } from '../src/constants.ts'
import { isLocale, localeFrom, preferredLocale } from '../src/locale.ts'

describe('localeFrom reads an Accept-Language header', () => {
  it.each<[string | undefined | null, Locale, string]>([
    [undefined, 'en', 'no header'],
    [null, 'en', 'no header'],
    ['', 'en', 'an empty header'],
    ['hi', 'hi', 'Hindi'],
    ['te', 'te', 'Telugu'],
    ['en', 'en', 'English'],
    ['hi-IN', 'hi', 'a region tag'],
    ['TE-in', 'te', 'any letter case'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi', 'a typical Android header'],
    ['fr-FR, te;q=0.8, en;q=0.5', 'te', 'the first supported language after an unsupported one'],
    ['en;q=0.4, hi;q=0.9', 'hi', 'the highest q-value, not the first entry'],
    ['hi, te', 'hi', 'the earlier one on a tie'],
    ['te;q=0, hi;q=0.1', 'hi', 'q=0 means "not this one"'],
    ['te;q=0', 'en', 'only refused languages'],
    ['*', 'en', 'any language'],
    ['fr, de', 'en', 'only unsupported languages'],
    ['te;q=abc, hi;q=0.5', 'hi', 'an unreadable q-value counts as refused'],
    [';;;,,,=q', 'en', 'garbage'],
  ])('%j -> %s (%s)', (header, locale) => {
    expect(localeFrom(header)).toBe(locale)
  })

  it('leaves the fallback to the caller when nothing matches', () => {
    expect(preferredLocale('fr, de')).toBeUndefined()
    expect(preferredLocale(undefined)).toBeUndefined()
    expect(preferredLocale('de, te;q=0.2')).toBe('te')
  })
})

describe('isLocale', () => {
  it.each(['en', 'hi', 'te'])('%s is a product language', (value) => {
    expect(isLocale(value)).toBe(true)
  })

  it.each(['ta', 'EN', '', undefined, 3])('%j is not', (value) => {
    expect(isLocale(value)).toBe(false)
  })
})
