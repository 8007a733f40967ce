// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { paintBeforeScripts, withHomeSlash, withLanguageHeaders } from './server-entry.ts'

describe('withHomeSlash', () => {
  it('renders the bare base path as the home page, keeping the query and the request itself', async () => {
    const request = new Request('http://localhost:3000/jobs?utm_source=sms', {
      headers: { 'accept-language': 'hi' },
    })

    const seen = withHomeSlash(request, '/jobs')

    expect(seen.url).toBe('http://localhost:3000/jobs/?utm_source=sms')
    expect(seen.method).toBe('GET')
    expect(seen.headers.get('accept-language')).toBe('hi')
  })

  it('passes every other request through untouched', () => {
    for (const url of [
      'http://x/jobs/',
      'http://x/jobs/jobs-in-chennai',
      'http://x/jobsearch',
      'http://x/hire',
    ]) {
      const request = new Request(url)
      expect(withHomeSlash(request, '/jobs')).toBe(request)
    }
  })
})

describe('withLanguageHeaders', () => {
  const html = () =>
    new Response('<html></html>', {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, s-maxage=60' },
    })

  it('says which language a page is in and that it varies by Accept-Language and the cookie', () => {
    const response = withLanguageHeaders(
      new Request('http://x/jobs', { headers: { 'accept-language': 'hi' } }),
      html(),
    )

    expect(response.headers.get('content-language')).toBe('hi')
    expect(response.headers.get('vary')).toBe('Accept-Language, Cookie')
    expect(response.headers.get('cache-control')).toBe('public, s-maxage=60')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('remembers a language picked with ?lang= and keeps that answer out of shared caches', () => {
    const response = withLanguageHeaders(new Request('http://x/jobs?lang=te'), html())

    expect(response.headers.get('content-language')).toBe('te')
    expect(response.headers.get('set-cookie')).toContain('lang=te;')
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
  })

  it('leaves other answers (XML, text) alone', () => {
    const xml = new Response('<urlset/>', { headers: { 'content-type': 'application/xml' } })
    expect(withLanguageHeaders(new Request('http://x/jobs/sitemap.xml?lang=hi'), xml)).toBe(xml)
  })
})

describe('paintBeforeScripts', () => {
  const page =
    '<html><head><link rel="modulepreload" href="/jobs/assets/index-a.js" fetchPriority="low"/>' +
    '<link rel="modulepreload" href="/jobs/assets/list-b.js" fetchPriority="low"/></head><body><main>Jobs</main>' +
    '<script type="module" async="" src="/jobs/assets/index-a.js"></script></body></html>'

  it('loads the entry and the preloads only after the first paint', () => {
    const html = paintBeforeScripts(page)

    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).not.toContain('<script type="module"')
    expect(html).toContain('requestAnimationFrame(')
    expect(html).toContain('["/jobs/assets/list-b.js"]')
    expect(html).toContain('s.src="/jobs/assets/index-a.js"')
    expect(html).toContain('<main>Jobs</main>')
  })

  it('leaves a page without the entry script as it is', () => {
    expect(paintBeforeScripts('<html><body>x</body></html>')).toBe('<html><body>x</body></html>')
  })
})
