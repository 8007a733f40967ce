import { describe, expect, it } from 'vitest'
import { DASHBOARD_PATH } from './paths.ts'
import { afterSignIn, safeRedirect, signInFor, signInFrom } from './redirect.ts'

describe('safeRedirect: where sign-in may send someone', () => {
  it.each([
    ['/hire/advertiserDashboardPage', '/hire/advertiserDashboardPage'],
    ['/hire/profile?tab=details#name', '/hire/profile?tab=details#name'],
    ['/hire', '/hire'],
    ['/hire/advertiserPostJob?lang=te', '/hire/advertiserPostJob?lang=te'],
  ])('keeps a page of this app: %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected)
  })

  it.each([
    'https://evil.example',
    'https://evil.example/hire/profile',
    '//evil.example/hire',
    '/\\evil.example',
    '/hire\\..\\..\\evil',
    'javascript:alert(1)',
    '/jobs/profile',
    '/hirer',
    '/hire/../jobs',
    '/hire/signin?redirect=/hire',
    'hire/profile',
    '/hire/\tprofile',
    '',
    undefined,
    42,
  ])('ignores %s', (value) => {
    expect(safeRedirect(value)).toBeUndefined()
  })

  it('falls back to the dashboard', () => {
    expect(afterSignIn('https://evil.example')).toBe(DASHBOARD_PATH)
    expect(afterSignIn(undefined)).toBe('/hire/advertiserDashboardPage')
    expect(afterSignIn('/hire/profile')).toBe('/hire/profile')
  })

  it('builds the sign-in address that comes back', () => {
    expect(signInFor('/hire/advertiserDashboardPage')).toBe(
      '/hire/signin?redirect=%2Fhire%2FadvertiserDashboardPage',
    )
  })

  it('sends to sign-in from any page but sign-in itself', () => {
    expect(signInFrom({ pathname: '/profile', searchStr: '?lang=te' })).toBe(
      '/hire/signin?redirect=%2Fhire%2Fprofile%3Flang%3Dte',
    )
    expect(signInFrom({ pathname: '/', searchStr: '' })).toBe('/hire/signin?redirect=%2Fhire')
    expect(signInFrom({ pathname: '/signin', searchStr: '?redirect=%2Fhire' })).toBeUndefined()
  })
})
