// @vitest-environment node

import { ApiError, ApiUnreachableError } from '@localjobs/api-client/errors'
import { describe, expect, it } from 'vitest'
import {
  OUTAGE_MARKER,
  paintBeforeScripts,
  withHomeSlash,
  withLanguageHeaders,
  withOutageStatus,
} from './server-entry.ts'

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

  it('keeps a private page unstored when ?lang= picks its language', () => {
    const personal = new Response('<html></html>', {
      headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' },
    })
    const response = withLanguageHeaders(new Request('http://x/jobs/my-applications?lang=hi'), personal)

    expect(response.headers.get('set-cookie')).toContain('lang=hi;')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
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
    expect(html).toContain('<main>Jobs</main>')
  })

  it("puts the render's nonce on its loader, so the page's Content-Security-Policy lets it run", () => {
    const html = paintBeforeScripts(page, 'bm9uY2Utb2YtdGhpcy1wYWdl')

    expect(html).toMatch(/<script nonce="bm9uY2Utb2YtdGhpcy1wYWdl">\(function\(w,d\)/)
    expect(html.match(/<script\b/g)).toHaveLength(1)
  })

  /** Runs the page's loader against a stand-in browser; says what it added to the document, and when. */
  function runLoader({ paintTiming }: { paintTiming: boolean }) {
    const html = paintBeforeScripts(page)
    const source = /<script>(\(function\(w,d\)[\s\S]*?)<\/script>/.exec(html)?.[1]
    if (!source) throw new Error('no loader in the page')
    const added: string[] = []
    const element = (tag: string) => ({ tag }) as Record<string, string>
    const document = {
      createElement: element,
      head: { appendChild: (link: Record<string, string>) => added.push(`${link.rel} ${link.href}`) },
      body: { appendChild: (script: Record<string, string>) => added.push(`${script.type} ${script.src}`) },
    }
    const timers: { run: () => void; ms: number }[] = []
    const frames: (() => void)[] = []
    let observer:
      | ((list: { getEntriesByName: (name: string) => unknown[] }, self: unknown) => void)
      | undefined
    let instance: unknown
    let disconnected = false
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint']
      constructor(callback: typeof observer) {
        observer = callback
        instance = this
      }
      observe() {}
      disconnect() {
        disconnected = true
      }
    }
    const window = {
      PerformanceObserver: paintTiming ? FakeObserver : undefined,
      requestAnimationFrame: (run: () => void) => frames.push(run),
    }
    const setTimeout = (run: () => void, ms = 0) => timers.push({ run, ms })
    new Function('window', 'document', 'setTimeout', source)(window, document, setTimeout)
    const paint = (name: string) =>
      observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, instance)
    const runTimers = (upTo: number) => {
      for (const timer of timers.splice(0).filter((t) => t.ms <= upTo)) timer.run()
    }
    return { added, frames, timers, paint, runTimers, disconnected: () => disconnected }
  }

  it('starts the scripts once the first contentful paint is reported, not before, and only once', () => {
    const loader = runLoader({ paintTiming: true })
    loader.runTimers(0)
    expect(loader.added).toEqual([])

    loader.paint('first-paint')
    loader.runTimers(0)
    expect(loader.added).toEqual([])

    loader.paint('first-contentful-paint')
    expect(loader.disconnected()).toBe(true)
    loader.runTimers(0)
    expect(loader.added).toEqual(['modulepreload /jobs/assets/list-b.js', 'module /jobs/assets/index-a.js'])

    // The fallback timer finds it done.
    loader.runTimers(2000)
    expect(loader.added).toHaveLength(2)
  })

  it('a page that reports no paint (opened hidden) starts them after 2 s at the latest', () => {
    const loader = runLoader({ paintTiming: true })
    expect(loader.timers.map((timer) => timer.ms)).toEqual([2000])
    loader.runTimers(2000)
    expect(loader.added).toHaveLength(2)
  })

  it('without paint timing, a frame later', () => {
    const loader = runLoader({ paintTiming: false })
    expect(loader.added).toEqual([])
    for (const frame of loader.frames) frame()
    loader.runTimers(0)
    expect(loader.added).toHaveLength(2)
  })

  it('leaves a page without the entry script as it is', () => {
    expect(paintBeforeScripts('<html><body>x</body></html>')).toBe('<html><body>x</body></html>')
  })
})

/** A render's outcome whose router's route failed with `error`. */
const failedWith = (error: unknown) => ({ router: { state: { matches: [{ status: 'error', error }] } } })

describe('withOutageStatus', () => {
  const failedPage = (cacheControl = 'public, max-age=0, s-maxage=300') =>
    new Response('<html><head></head><div role="alert"></div></html>', {
      status: 500,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl },
    })
  const unavailable = (retryAfter?: string) =>
    new ApiError(
      503,
      { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable.' },
      {
        response: new Response(null, {
          status: 503,
          headers: retryAfter ? { 'retry-after': retryAfter } : {},
        }),
      },
    )

  it("answers a page whose API call answered 503 with 503, the API's Retry-After and no-store", async () => {
    const answer = await withOutageStatus(failedPage(), failedWith(unavailable('9')))
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('9')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    // marked for the browser, whose copy of the error no longer says it was an outage
    expect(await answer.text()).toBe(`<html><head>${OUTAGE_MARKER}</head><div role="alert"></div></html>`)
  })

  it('answers 503 with Retry-After 5 when the API did not answer at all', async () => {
    const answer = await withOutageStatus(failedPage(), failedWith(new ApiUnreachableError()))
    expect([answer.status, answer.headers.get('retry-after')]).toEqual([503, '5'])
  })

  it('keeps the 500 of a page that failed for another reason (a bug, an API 500)', async () => {
    for (const failure of [
      new TypeError('x is undefined'),
      new ApiError(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }),
    ]) {
      const answer = await withOutageStatus(failedPage(), failedWith(failure))
      expect(answer.status).toBe(500)
      expect(answer.headers.get('retry-after')).toBeNull()
      expect(await answer.text()).not.toContain(OUTAGE_MARKER)
    }
    expect((await withOutageStatus(failedPage(), {})).status).toBe(500)
  })

  it('leaves a page that rendered alone, whatever a call of it answered', async () => {
    const page = new Response('<html></html>', { status: 200 })
    expect(await withOutageStatus(page, failedWith(unavailable('9')))).toBe(page)
  })
})
