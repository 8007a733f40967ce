import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  APP_TYPES,
  androidBridge,
  appTokenHeader,
  detectAppType,
  handleNativeBack,
  isJwt,
  isWebView,
  NATIVE_BACK_NAME,
  readCookie,
} from './app-context.ts'
import { fakeNativeBridge } from './testing/native-bridge.ts'

const chrome = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36'

describe('detectAppType', () => {
  it.each([
    ['a plain browser', { userAgent: chrome }, 'web'],
    ['nothing known', {}, 'web'],
    ['the jobs app marker', { userAgent: `${chrome} LocalJobsApp/454` }, 'jobs_wbv'],
    ['the news app marker', { userAgent: `${chrome} LocalNewsApp/84` }, 'news_wbv'],
    ['an Android bridge without a marker', { userAgent: chrome, bridge: fakeNativeBridge('t') }, 'jobs_wbv'],
    [
      'the news marker with a bridge',
      { userAgent: `${chrome} LocalNewsApp/84`, bridge: fakeNativeBridge('t') },
      'news_wbv',
    ],
    ['?app_type=news', { userAgent: chrome, search: '?app_type=news' }, 'news'],
    ['app_type without the ?', { search: 'utm_source=x&app_type=news_wbv' }, 'news_wbv'],
    [
      '?app_type=web wins over a marker',
      { userAgent: `${chrome} LocalJobsApp/454`, search: '?app_type=web' },
      'web',
    ],
    [
      'an unknown ?app_type is ignored',
      { userAgent: `${chrome} LocalJobsApp/454`, search: '?app_type=ios' },
      'jobs_wbv',
    ],
  ] as const)('%s -> %s', (_case, context, expected) => {
    expect(detectAppType(context)).toBe(expected)
  })

  it.each([
    ['web', false],
    ['news', false],
    ['jobs_wbv', true],
    ['news_wbv', true],
  ] as const)('%s is a web view: %s', (appType, expected) => {
    expect(isWebView(appType)).toBe(expected)
  })

  it('are web, jobs_wbv, news_wbv and news (spec section 9: the platforms analytics marks events with)', () => {
    expect(APP_TYPES).toEqual(['web', 'jobs_wbv', 'news_wbv', 'news'])
  })
})

describe('the app token header (spec section 4)', () => {
  it.each([
    ['a JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl', 'JWT-AUTHORIZATION', 'Bearer '],
    ['a legacy token', 'b1946ac92492d2347c6235b4d2611184', 'Authorization', ''],
    ['a legacy token with dots', 'a.b', 'Authorization', ''],
  ])('%s', (_case, token, header, prefix) => {
    expect(appTokenHeader(token)).toEqual({ [header]: `${prefix}${token}` })
  })

  it.each([null, undefined, '', '   '])('nothing for an empty token (%j)', (token) => {
    expect(appTokenHeader(token)).toEqual({})
  })

  it('any three base64url segments are a JWT; fewer or more are not', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/)
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (parts) => {
        expect(isJwt(parts.join('.'))).toBe(parts.length === 3)
      }),
    )
  })
})

describe('androidBridge', () => {
  it('finds the bridge the app injected as window.Android', () => {
    const bridge = fakeNativeBridge('t')
    expect(androidBridge({ Android: bridge })).toBe(bridge)
  })

  it.each([
    ['nothing', {}],
    ['something without getToken', { Android: { logout: () => undefined } }],
    ['a string', { Android: 'yes' }],
  ])('is undefined for %s', (_case, scope) => {
    expect(androidBridge(scope)).toBeUndefined()
  })
})

describe('readCookie', () => {
  it.each([
    ['csrftoken=abc', 'csrftoken', 'abc'],
    ['a=1; csrftoken=abc; b=2', 'csrftoken', 'abc'],
    ['xcsrftoken=no; csrftoken=yes', 'csrftoken', 'yes'],
    ['csrftoken=a%3Db', 'csrftoken', 'a=b'],
    ['csrftoken=%E0%A4', 'csrftoken', '%E0%A4'],
    ['a=1', 'csrftoken', undefined],
    ['', 'csrftoken', undefined],
  ])('%j has %s = %j', (cookies, name, expected) => {
    expect(readCookie(cookies, name)).toBe(expected)
  })
})

describe('handleNativeBack: the app back button reaches the page', () => {
  it('answers the app with the handler while it is registered, and stops when asked', () => {
    const scope: Record<string, unknown> = {}
    let steps = 2
    const stop = handleNativeBack(() => {
      if (steps <= 1) return false
      steps -= 1
      return true
    }, scope)
    const back = () => (scope[NATIVE_BACK_NAME] as () => boolean)()
    expect(back()).toBe(true)
    expect(steps).toBe(1)
    expect(back()).toBe(false)
    stop()
    expect(scope[NATIVE_BACK_NAME]).toBeUndefined()
  })

  it('a failing handler lets the app go back itself; a later page keeps its own handler', () => {
    const scope: Record<string, unknown> = {}
    const stopFirst = handleNativeBack(() => {
      throw new Error('broken')
    }, scope)
    expect((scope[NATIVE_BACK_NAME] as () => boolean)()).toBe(false)
    handleNativeBack(() => true, scope)
    stopFirst()
    expect((scope[NATIVE_BACK_NAME] as () => boolean)()).toBe(true)
  })
})
