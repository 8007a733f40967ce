// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  answerPurge,
  chooseEncoding,
  createPageCache,
  PAGE_CACHE_HEADER,
  type PageCacheOptions,
  pageCacheKey,
  servePages,
} from './page-cache.ts'

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
const SECRET = 'a-purge-secret-of-at-least-32-characters'

/** A render that counts its calls and answers what `page` says for each request (HTML by default). */
function renderer(
  page: (
    request: Request,
    call: number,
  ) => { body?: string; status?: number; headers?: Record<string, string> } = (request, call) => ({
    body: `<html>${new URL(request.url).pathname} render ${call}</html>`,
  }),
) {
  const seen: Request[] = []
  const render = async (request: Request) => {
    seen.push(request)
    const { body = '<html></html>', status = 200, headers = {} } = page(request, seen.length)
    return new Response(body, {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': PUBLIC, ...headers },
    })
  }
  return {
    render,
    seen,
    get calls() {
      return seen.length
    },
  }
}

/** A clock the test moves. */
function clock(start = 1_000_000) {
  let now = start
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) }
}

const settings = (extra: Partial<PageCacheOptions> = {}): PageCacheOptions => ({
  freshSeconds: 5,
  staleSeconds: 30,
  maxBytes: 10 * 1024 * 1024,
  ...extra,
})

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://localhost:3000${path}`, { method, headers })

/** Lets background work (a refresh, a compression) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('the page cache', () => {
  it('renders a public page once, then answers the stored copy: same status, headers and body', async () => {
    const cache = createPageCache(settings())
    const pages = renderer((_request, call) => ({
      body: `<html><script nonce="n${call}"></script></html>`,
      headers: { 'content-security-policy': `script-src 'nonce-n${call}'`, 'content-language': 'en' },
    }))

    const first = await cache.fetch(get('/jobs/driver-jobs-in-hyderabad'), pages.render)
    const second = await cache.fetch(get('/jobs/driver-jobs-in-hyderabad'), pages.render)

    expect(pages.calls).toBe(1)
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200)
      // the stored copy keeps the nonce of its CSP header and of its HTML together
      expect(answer.headers.get('content-security-policy')).toBe("script-src 'nonce-n1'")
      expect(await answer.text()).toBe('<html><script nonce="n1"></script></html>')
      // the Cache-Control sent to CDNs is the page's own
      expect(answer.headers.get('cache-control')).toBe(PUBLIC)
      expect(answer.headers.get('content-language')).toBe('en')
      expect(answer.headers.get('vary')).toBe('Accept-Encoding')
    }
  })

  it('answers Brotli, gzip or the plain body as the request accepts, each made once', async () => {
    const cache = createPageCache(settings())
    const html = `<html>${'<li>Driver, Hyderabad, ₹15,000</li>'.repeat(200)}</html>`
    const pages = renderer(() => ({ body: html, headers: { vary: 'Accept-Language, Cookie' } }))
    const path = '/jobs/driver-jobs-in-hyderabad'

    const plain = await cache.fetch(get(path), pages.render)
    const gzipped = await cache.fetch(get(path, { 'accept-encoding': 'gzip, deflate' }), pages.render)
    const afterGzip = cache.bytes
    const gzippedAgain = await cache.fetch(get(path, { 'accept-encoding': 'gzip' }), pages.render)
    const brotli = await cache.fetch(get(path, { 'accept-encoding': 'gzip, deflate, br' }), pages.render)

    expect(pages.calls).toBe(1)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(html)
    const gzipBody = Buffer.from(await gzipped.arrayBuffer())
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('content-length')).toBe(String(gzipBody.byteLength))
    expect(gunzipSync(gzipBody).toString()).toBe(html)
    expect(gzipBody.byteLength).toBeLessThan(Buffer.byteLength(html) / 10)
    // the second gzip answer is the stored one: nothing new was compressed or stored
    expect(Buffer.from(await gzippedAgain.arrayBuffer()).equals(gzipBody)).toBe(true)
    expect(cache.bytes).toBeGreaterThan(Buffer.byteLength(html))
    const brBody = Buffer.from(await brotli.arrayBuffer())
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('content-length')).toBe(String(brBody.byteLength))
    expect(brotliDecompressSync(brBody).toString()).toBe(html)
    expect(cache.bytes).toBe(afterGzip + brBody.byteLength)
    for (const answer of [plain, gzipped, brotli])
      expect(answer.headers.get('vary')).toBe('Accept-Language, Cookie, Accept-Encoding')
  })

  it('answers HEAD from the store with the length and no body, and never renders for it', async () => {
    const cache = createPageCache(settings())
    const pages = renderer()
    await cache.fetch(get('/jobs/sitemap'), pages.render)

    const head = await cache.fetch(get('/jobs/sitemap', { 'accept-encoding': 'gzip' }, 'HEAD'), pages.render)

    expect(pages.calls).toBe(1)
    expect(head.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0)
    expect(head.body).toBeNull()
  })

  it('keeps a page fresh for its seconds, at most its s-maxage, and says its age', async () => {
    const time = clock()
    const cache = createPageCache(settings({ now: time.now, freshSeconds: 5 }))
    const pages = renderer()
    const path = '/jobs/jobs-in-chennai'

    await cache.fetch(get(path), pages.render)
    time.advance(4)
    const aged = await cache.fetch(get(path), pages.render)
    expect(aged.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect(aged.headers.get('age')).toBe('4')
    expect(pages.calls).toBe(1)

    // a page whose s-maxage is shorter than the cache's seconds is kept for its own
    const short = renderer(() => ({ headers: { 'cache-control': 'public, s-maxage=2' } }))
    await cache.fetch(get('/jobs/short'), short.render)
    time.advance(3)
    const expired = await cache.fetch(get('/jobs/short'), short.render)
    expect(expired.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
    expect(short.calls).toBe(2)
  })

  it('answers a stale page while one render refreshes it, then the new page', async () => {
    const time = clock()
    const cache = createPageCache(settings({ now: time.now, freshSeconds: 5, staleSeconds: 30 }))
    let release: () => void = () => undefined
    const slow = new Promise<void>((resolve) => {
      release = resolve
    })
    let calls = 0
    const render = async () => {
      calls++
      if (calls > 1) await slow
      return new Response(`<html>version ${calls}</html>`, {
        headers: { 'content-type': 'text/html', 'cache-control': PUBLIC },
      })
    }
    const path = '/jobs/'

    await cache.fetch(get(path), render)
    time.advance(6)
    const answers = await Promise.all([1, 2, 3].map(() => cache.fetch(get(path), render)))

    for (const answer of answers) {
      expect(answer.headers.get(PAGE_CACHE_HEADER)).toBe('stale')
      expect(await answer.text()).toBe('<html>version 1</html>')
    }
    // three stale answers, one refresh
    expect(calls).toBe(2)
    release()
    await settle()
    const refreshed = await cache.fetch(get(path), render)
    expect(refreshed.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect(await refreshed.text()).toBe('<html>version 2</html>')
    expect(calls).toBe(2)
  })

  it('renders again once a page is past its stale seconds, and never serves stale without stale-while-revalidate', async () => {
    const time = clock()
    const cache = createPageCache(settings({ now: time.now, freshSeconds: 5, staleSeconds: 30 }))
    const pages = renderer()
    await cache.fetch(get('/jobs/'), pages.render)
    time.advance(36)
    const late = await cache.fetch(get('/jobs/'), pages.render)
    expect(late.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
    expect(await late.text()).toBe('<html>/jobs/ render 2</html>')

    const strict = renderer(() => ({ headers: { 'cache-control': 'public, s-maxage=60' } }))
    await cache.fetch(get('/jobs/robots.txt'), strict.render)
    time.advance(6)
    expect((await cache.fetch(get('/jobs/robots.txt'), strict.render)).headers.get(PAGE_CACHE_HEADER)).toBe(
      'miss',
    )
  })

  it('drops a stale page whose refresh is a 404 or 410 (a closed job), keeps it when the refresh fails', async () => {
    const time = clock()
    const cache = createPageCache(settings({ now: time.now }))
    const job = '/jobs/jobDetails/driver-in-hyderabad-7'
    const list = '/jobs/jobs-in-chennai'
    const pages = renderer((request, call) => {
      if (call === 1 || call === 2) return { body: 'job page' }
      return new URL(request.url).pathname === job
        ? { status: 410, body: 'closed', headers: { 'cache-control': 'no-store' } }
        : { status: 500, body: 'API down', headers: { 'cache-control': 'no-store' } }
    })
    await cache.fetch(get(job), pages.render)
    await cache.fetch(get(list), pages.render)
    time.advance(6)

    expect(await (await cache.fetch(get(job), pages.render)).text()).toBe('job page')
    expect(await (await cache.fetch(get(list), pages.render)).text()).toBe('job page')
    await settle()

    const closed = await cache.fetch(get(job), pages.render)
    expect(closed.status).toBe(410)
    const list2 = await cache.fetch(get(list), pages.render)
    expect(list2.headers.get(PAGE_CACHE_HEADER)).toBe('stale')
    expect(await list2.text()).toBe('job page')
  })

  it('coalesces concurrent misses of one page into one render', async () => {
    const cache = createPageCache(settings())
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let calls = 0
    const render = async () => {
      calls++
      await gate
      return new Response('<html>the list</html>', {
        headers: { 'content-type': 'text/html', 'cache-control': PUBLIC },
      })
    }

    const pending = Array.from({ length: 20 }, () =>
      cache.fetch(get('/jobs/driver-jobs', { 'accept-encoding': 'gzip' }), render),
    )
    await settle()
    release()
    const answers = await Promise.all(pending)

    expect(calls).toBe(1)
    const states = answers.map((answer) => answer.headers.get(PAGE_CACHE_HEADER))
    expect(states.filter((state) => state === 'miss')).toHaveLength(1)
    expect(states.filter((state) => state === 'coalesced')).toHaveLength(19)
    for (const answer of answers)
      expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe('<html>the list</html>')
  })

  it('does not share an answer that may not be stored: each waiting request renders its own', async () => {
    const cache = createPageCache(settings())
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let calls = 0
    const render = async () => {
      const call = ++calls
      await gate
      return new Response(`<html>${call}</html>`, {
        headers: { 'content-type': 'text/html', 'cache-control': PUBLIC, 'set-cookie': `csrftoken=${call}` },
      })
    }
    const pending = [1, 2, 3].map(() => cache.fetch(get('/jobs/'), render))
    await settle()
    release()
    const answers = await Promise.all(pending)

    expect(calls).toBe(3)
    expect(new Set(answers.map((answer) => answer.headers.get('set-cookie'))).size).toBe(3)
    expect(cache.size).toBe(0)
  })

  it('never stores answers that set a cookie, are private, no-store, no-cache or not a 200', async () => {
    const cache = createPageCache(settings())
    const cases: Record<string, string>[] = [
      { 'set-cookie': 'lang=hi; Path=/' },
      { 'cache-control': 'private, no-store' },
      { 'cache-control': 'private, no-cache' },
      { 'cache-control': 'public, no-cache' },
      { 'cache-control': 'max-age=60' },
      { vary: '*' },
    ]
    for (const [index, headers] of cases.entries()) {
      const pages = renderer(() => ({ headers }))
      await cache.fetch(get(`/jobs/case-${index}`), pages.render)
      const again = await cache.fetch(get(`/jobs/case-${index}`), pages.render)
      expect(pages.calls, JSON.stringify(headers)).toBe(2)
      expect(again.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
    }
    const missing = renderer(() => ({ status: 404 }))
    await cache.fetch(get('/jobs/nowhere'), missing.render)
    await cache.fetch(get('/jobs/nowhere'), missing.render)
    expect(missing.calls).toBe(2)
    expect(cache.size).toBe(0)
  })

  it('renders signed-in and token-carrying requests for themselves, never from or into the store', async () => {
    const cache = createPageCache(settings())
    const pages = renderer()
    const path = '/jobs/driver-jobs-in-hyderabad'
    await cache.fetch(get(path), pages.render)

    const personal: Record<string, string>[] = [
      { cookie: 'csrftoken=x; session=secret-session' },
      { cookie: 'user_id=42' },
      { authorization: 'Bearer abc' },
      { 'jwt-authorization': 'Bearer a.b.c' },
    ]
    for (const headers of personal) {
      const answer = await cache.fetch(get(path, headers), pages.render)
      expect(answer.headers.get(PAGE_CACHE_HEADER), JSON.stringify(headers)).toBe('bypass')
    }
    expect(pages.calls).toBe(5)
    // other cookies (the language's, analytics') are no one's
    const anonymous = await cache.fetch(get(path, { cookie: '_ga=1; csrftoken=x' }), pages.render)
    expect(anonymous.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect(await anonymous.text()).toBe(`<html>${path} render 1</html>`)
  })

  it('keeps one copy per language, however the language was chosen, and never stores a ?lang= answer', async () => {
    const cache = createPageCache(settings())
    const pages = renderer((request, call) => ({ body: `${request.headers.get('accept-language')}:${call}` }))
    const path = '/jobs/jobs-in-chennai'

    const english = await cache.fetch(get(path), pages.render)
    const hindi = await cache.fetch(get(path, { 'accept-language': 'hi-IN,hi;q=0.9' }), pages.render)
    const teluguCookie = await cache.fetch(
      get(path, { cookie: 'lang=te', 'accept-language': 'hi' }),
      pages.render,
    )
    const hindiCookie = await cache.fetch(get(path, { cookie: 'lang=hi' }), pages.render)
    const picked = await cache.fetch(get(`${path}?lang=hi`), pages.render)

    expect(await english.text()).toBe('null:1')
    expect(await hindi.text()).toBe('hi-IN,hi;q=0.9:2')
    expect(await teluguCookie.text()).toBe('hi:3')
    // Hindi from the cookie is the page Hindi from Accept-Language rendered
    expect(hindiCookie.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect(await hindiCookie.text()).toBe('hi-IN,hi;q=0.9:2')
    expect(picked.headers.get(PAGE_CACHE_HEADER)).toBe('bypass')
    expect(pages.calls).toBe(4)
  })

  it("keeps the web views' pages apart, and ignores what the page does not vary on", () => {
    const path = '/jobs/jobs-in-chennai'
    const browser = pageCacheKey(get(path, { 'user-agent': 'Mozilla/5.0 (Linux; Android 10) Chrome/120' }))
    expect(pageCacheKey(get(path, { 'user-agent': 'Mozilla/5.0 (Linux; Android 10) Chrome/121' }))).toBe(
      browser,
    )
    expect(pageCacheKey(get(path, { 'x-forwarded-for': '2001:db8::1' }))).toBe(browser)
    expect(pageCacheKey(get(path, { 'user-agent': 'Mozilla/5.0 LocalJobsApp/3.1' }))).not.toBe(browser)
    expect(pageCacheKey(get(path, { 'user-agent': 'Mozilla/5.0 LocalNewsApp/1.0' }))).not.toBe(browser)
    expect(pageCacheKey(get(`${path}?app_type=news`))).not.toBe(browser)
    expect(pageCacheKey(get(`${path}?page=2`))).not.toBe(browser)
    expect(pageCacheKey(get(path, {}, 'POST'))).toBeUndefined()
  })

  it('purges the pages stored under a tag, and every page with *', async () => {
    const tags = (url: URL) => {
      const id = /-(\d+)$/.exec(url.pathname)?.[1]
      return id ? [`job:${id}`] : ['job-lists']
    }
    const cache = createPageCache(settings({ tags }))
    const pages = renderer()
    const paths = ['/jobs/jobDetails/a-1', '/jobs/jobDetails/b-2', '/jobs/', '/jobs/jobs-in-chennai']
    for (const path of paths) await cache.fetch(get(path), pages.render)
    await cache.fetch(get('/jobs/jobDetails/a-1', { 'accept-language': 'te' }), pages.render)
    expect(cache.size).toBe(5)

    expect(cache.purge(['job:1', 'job-lists'])).toBe(4)
    const states = []
    for (const path of paths)
      states.push((await cache.fetch(get(path), pages.render)).headers.get(PAGE_CACHE_HEADER))
    expect(states).toEqual(['miss', 'hit', 'miss', 'miss'])

    expect(cache.purge(['*'])).toBe(4)
    expect(cache.size).toBe(0)
    expect(cache.bytes).toBe(0)
  })

  it('does not store a render that was under way when a purge came', async () => {
    const cache = createPageCache(settings({ tags: () => ['job-lists'] }))
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let calls = 0
    const render = async () => {
      const call = ++calls
      if (call === 1) await gate
      return new Response(`<html>${call}</html>`, { headers: { 'cache-control': PUBLIC } })
    }
    const before = cache.fetch(get('/jobs/'), render)
    await settle()
    cache.purge(['job-lists'])
    // a request after the purge does not wait for the render from before it
    const after = await cache.fetch(get('/jobs/'), render)
    release()
    expect(await (await before).text()).toBe('<html>1</html>')
    expect(await after.text()).toBe('<html>2</html>')
    const next = await cache.fetch(get('/jobs/'), render)
    expect(await next.text()).toBe('<html>2</html>')
    expect(calls).toBe(2)
  })

  it('keeps within its bytes, dropping the least recently used page first', async () => {
    const cache = createPageCache(settings({ maxBytes: 2500 }))
    const pages = renderer((request) => ({ body: new URL(request.url).pathname.padEnd(1000, '.') }))
    await cache.fetch(get('/jobs/a'), pages.render)
    await cache.fetch(get('/jobs/b'), pages.render)
    await cache.fetch(get('/jobs/a'), pages.render)
    await cache.fetch(get('/jobs/c'), pages.render)

    expect(cache.size).toBe(2)
    expect(cache.bytes).toBeLessThanOrEqual(2500)
    expect((await cache.fetch(get('/jobs/a'), pages.render)).headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect((await cache.fetch(get('/jobs/b'), pages.render)).headers.get(PAGE_CACHE_HEADER)).toBe('miss')
  })

  it('never stores an outage page (503, Retry-After, no-store): the next request renders again', async () => {
    const cache = createPageCache(settings())
    const pages = renderer(() => ({
      status: 503,
      headers: { 'retry-after': '5', 'cache-control': 'no-store' },
    }))

    const first = await cache.fetch(get('/jobs/driver-jobs-in-hyderabad'), pages.render)
    const second = await cache.fetch(get('/jobs/driver-jobs-in-hyderabad'), pages.render)

    expect(pages.calls).toBe(2)
    expect(cache.size).toBe(0)
    for (const answer of [first, second]) {
      expect([answer.status, answer.headers.get('retry-after')]).toEqual([503, '5'])
    }
  })
})

describe('the page cache, counting its encodings', () => {
  it('keeps within its bytes when an encoding is added to a stored page', async () => {
    const cache = createPageCache(settings({ maxBytes: 2500 }))
    // base64 of random bytes: gzip saves a quarter at most
    const pages = renderer(() => ({ body: randomBytes(750).toString('base64') }))
    await cache.fetch(get('/jobs/a'), pages.render)
    await cache.fetch(get('/jobs/b'), pages.render)
    expect(cache.size).toBe(2)

    await cache.fetch(get('/jobs/a', { 'accept-encoding': 'gzip' }), pages.render)
    await settle()

    expect(cache.bytes).toBeLessThanOrEqual(2500)
    expect((await cache.fetch(get('/jobs/a'), pages.render)).headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect((await cache.fetch(get('/jobs/b'), pages.render)).headers.get(PAGE_CACHE_HEADER)).toBe('miss')
  })
})

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, honouring q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('*, br;q=0')).toBe('gzip')
    expect(chooseEncoding('identity')).toBe('identity')
    expect(chooseEncoding('gzip;q=0')).toBe('identity')
    expect(chooseEncoding(null)).toBe('identity')
  })
})

describe('the purge endpoint', () => {
  const purge = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${SECRET}` }) =>
    new Request('http://localhost:3000/jobs/_page-cache/purge', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('drops the tagged pages for a caller with the secret', async () => {
    const cache = createPageCache(settings({ tags: () => ['job:1'] }))
    await cache.fetch(get('/jobs/jobDetails/a-1'), renderer().render)

    const answer = await answerPurge(purge({ tags: ['job:1', 'job-lists'] }), cache, SECRET)

    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ purged: 1 })
    expect(cache.size).toBe(0)
  })

  it('refuses a wrong or missing secret, other methods and bad bodies; is absent without a secret', async () => {
    const cache = createPageCache(settings())
    expect(
      (await answerPurge(purge({ tags: ['*'] }, { authorization: 'Bearer nope' }), cache, SECRET)).status,
    ).toBe(401)
    expect((await answerPurge(purge({ tags: ['*'] }, {}), cache, SECRET)).status).toBe(401)
    expect((await answerPurge(get('/jobs/_page-cache/purge'), cache, SECRET)).status).toBe(405)
    for (const body of ['not json', { tags: [] }, { tags: [1] }, { tags: 'job:1' }, {}])
      expect((await answerPurge(purge(body), cache, SECRET)).status, JSON.stringify(body)).toBe(400)
    expect((await answerPurge(purge({ tags: ['*'] }), cache, undefined)).status).toBe(404)
  })

  it('is served at the base path by servePages, which renders everything when the cache is off', async () => {
    const pages = renderer()
    const on = servePages('/jobs', { settings: () => ({ ...settings(), purgeSecret: SECRET }) }, pages.render)
    await on(get('/jobs/'))
    expect((await on(get('/jobs/'))).headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect(await (await on(purge({ tags: ['*'] }))).json()).toEqual({ purged: 1 })
    expect((await on(get('/jobs/'))).headers.get(PAGE_CACHE_HEADER)).toBe('miss')

    const off = servePages('/jobs', { settings: () => ({ ...settings(), freshSeconds: 0 }) }, pages.render)
    const before = pages.calls
    await off(get('/jobs/'))
    const second = await off(get('/jobs/'))
    expect(pages.calls).toBe(before + 2)
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBeNull()
    expect((await off(purge({ tags: ['*'] }))).status).toBe(404)
  })
})
