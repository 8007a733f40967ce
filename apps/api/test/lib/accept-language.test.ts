import { describe, expect, it } from 'vitest'
import { pickLocale } from '#src/lib/accept-language.ts'

describe('pickLocale', () => {
  it.each([
    [undefined, 'en', 'no header'],
    ['', 'en', 'an empty header'],
    ['hi', 'hi', 'Hindi'],
    ['te', 'te', 'Telugu'],
    ['en', 'en', 'English'],
    ['hi-IN', 'hi', 'a region tag'],
    ['TE-in', 'te', 'any letter case'],
    ['fr-FR, te;q=0.8, en;q=0.5', 'te', 'the first supported language after an unsupported one'],
    ['en;q=0.4, hi;q=0.9', 'hi', 'the highest q-value, not the first entry'],
    ['hi, te', 'hi', 'the earlier one on a tie'],
    ['te;q=0, hi;q=0.1', 'hi', 'q=0 means "not this one"'],
    ['te;q=0', 'en', 'only refused languages'],
    ['*', 'en', 'any language'],
    ['fr, de', 'en', 'only unsupported languages'],
    ['te;q=abc, hi;q=0.5', 'hi', 'an unreadable q-value counts as refused'],
    [';;;,,,=q', 'en', 'garbage'],
  ])('%o -> %s (%s)', (header, locale, _why) => {
    expect(pickLocale(header)).toBe(locale)
  })
})
