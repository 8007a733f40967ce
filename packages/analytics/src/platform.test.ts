import { describe, expect, it } from 'vitest'
import { isAppWebView, PLATFORMS } from './platform.ts'

describe('spec section 9: platforms', () => {
  it('are web, news, jobs_wbv and news_wbv', () => {
    expect(PLATFORMS).toEqual(['web', 'news', 'jobs_wbv', 'news_wbv'])
  })

  it.each([
    ['web', false],
    ['news', false],
    ['jobs_wbv', true],
    ['news_wbv', true],
  ] as const)('%s is an app web view: %s', (platform, webView) => {
    expect(isAppWebView(platform)).toBe(webView)
  })
})
