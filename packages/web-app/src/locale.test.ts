// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { languageCookie, languageHref, pickLocale, requestLocale } from './locale.ts'

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers })

describe('pickLocale', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-US,en;q=0.9', 'en'],
    ['te', 'te'],
    ['fr-FR, te;q=0.4, hi;q=0.3', 'te'],
    ['*', 'en'],
    ['hi;q=0.5, te;q=0.5', 'hi'],
  ])('%s prefers %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale)
  })

  it('finds none of ours in a header without them, or in garbage', () => {
    expect(pickLocale('fr, de;q=0.5')).toBeUndefined()
    expect(pickLocale(';;;,q=,hi;q=abc')).toBeUndefined()
    expect(pickLocale(undefined)).toBeUndefined()
  })
})

describe('requestLocale', () => {
  it('takes the language just picked (?lang=) first', () => {
    const picked = request('http://x/jobs?lang=te', { cookie: 'lang=hi', 'accept-language': 'en' })
    expect(requestLocale(picked)).toEqual({ locale: 'te', source: 'param' })
  })

  it('then the remembered choice (cookie), then the browser (Accept-Language), then English', () => {
    expect(
      requestLocale(request('http://x/jobs', { cookie: 'a=1; lang=hi', 'accept-language': 'te' })),
    ).toEqual({
      locale: 'hi',
      source: 'cookie',
    })
    expect(requestLocale(request('http://x/jobs', { 'accept-language': 'te-IN' }))).toEqual({
      locale: 'te',
      source: 'header',
    })
    expect(requestLocale(request('http://x/jobs'))).toEqual({ locale: 'en', source: 'default' })
  })

  it('ignores values that are not our languages', () => {
    expect(requestLocale(request('http://x/jobs?lang=fr', { cookie: 'lang=xx' })).locale).toBe('en')
  })
})

describe('the language switch', () => {
  it('links to the same page and query in the other language', () => {
    expect(languageHref('/jobs/jobs-in-hyderabad?f2=12', 'hi')).toBe('/jobs/jobs-in-hyderabad?f2=12&lang=hi')
    expect(languageHref('/jobs?lang=hi', 'te')).toBe('/jobs?lang=te')
  })

  it('remembers the choice for a year on the whole origin', () => {
    expect(languageCookie('te')).toBe('lang=te; Path=/; Max-Age=31536000; SameSite=Lax')
  })
})
