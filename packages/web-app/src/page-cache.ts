/// <reference types="node" />
// (server only: node:zlib and node:crypto; the directive is not emitted into the published .d.ts)
import { createHash, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import { detectAppType, HEADERS } from '@localjobs/api-client/app-context'
import { SESSION_COOKIE, USER_COOKIE } from '@localjobs/api-client/auth/cookies'
import { ALL_PAGES_TAG, PAGE_PURGE_PATH } from '@localjobs/api-client/page-purge'
import { weightedEntries } from '@localjobs/validation/http-quality'
import type { PageCacheSettings } from './app-env.ts'
import { requestLocale } from './locale.ts'

/**
 * The app server's cache of anonymous public pages (decision 040). A page is stored when its answer says a
 * shared cache may keep it (`publicPageHeaders`: `public`, `s-maxage`, no Set-Cookie), by URL and by what the
 * HTML varies on: the page's language (`?lang=`, the `lang` cookie, Accept-Language) and its app type (the
 * web view's user-agent marker). It wraps the whole render pipeline and replays the stored status, headers
 * and body as they were: a copy keeps its CSP nonce and the header that names it together, as the CDN's
 * copy of the same answer does. The body is stored once in each encoding (identity, gzip, Brotli: each made
 * the first time a reader asks for it), so a hit costs no rendering and no compression.
 *
 * - Fresh for `freshSeconds` (at most the answer's s-maxage); then, for `staleSeconds` more (at most its
 *   stale-while-revalidate), the stored copy is answered while one render refreshes it in the background.
 * - Concurrent misses of one key wait for one render (request coalescing).
 * - Never stored or answered from the store: requests with the session or user cookie, an Authorization or
 *   JWT-AUTHORIZATION header, or `?lang=` (its answer sets the language cookie); answers other than 200,
 *   with Set-Cookie, or with private, no-store or no-cache.
 * - `purge(tags)` drops the pages stored under any of the tags (an app's `tags(url)` names them; the API
 *   sends purges to `POST {base}/_page-cache/purge` when a job's public state changes).
 */

export interface PageCacheOptions extends PageCacheSettings {
  /** the tags a page at `url` is stored under (the seeker's: its job, or the lists); none by default */
  tags?: ((url: URL) => readonly string[]) | undefined
  /** the clock, in milliseconds (tests pass a fake one) */
  now?: () => number
}

/** Renders a page: the app's whole pipeline (Start's handler, the language headers, the scripts). */
export type PageRender = (request: Request) => Promise<Response>

/** The header that says what the cache did: hit, stale, miss, coalesced (waited for another's render), bypass. */
export const PAGE_CACHE_HEADER = 'x-page-cache'

export type Encoding = 'br' | 'gzip' | 'identity'

export interface PageCache {
  /** Answers `request` from the store, or renders it with `render` (and stores the answer when it may). */
  fetch(request: Request, render: PageRender): Promise<Response>
  /** Drops the pages stored under any of `tags` ('*': every page); answers how many were dropped. */
  purge(tags: readonly string[]): number
  /** pages stored, and the bytes they take */
  readonly size: number
  readonly bytes: number
}

interface Entry {
  status: number
  statusText: string
  headers: [string, string][]
  body: Uint8Array
  encoded: Partial<Record<'br' | 'gzip', Promise<Uint8Array>>>
  tags: readonly string[]
  storedAt: number
  freshUntil: number
  staleUntil: number
  bytes: number
  refreshing: boolean
}

/** The outcome of one render: a stored (or storable) entry, or an answer only its own request may have. */
type Outcome = { entry: Entry } | { response: Response }

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * Each encoding is made once per stored page, off the event loop (zlib's thread pool), at the levels that
 * keep a miss as cheap as today's per-request compression: Brotli quality 5 and gzip level 6. Measured on a
 * 47 KB list page: Brotli 5 takes 2-6 ms for 8.8 KB, quality 9 70-90 ms for 8.8 KB, quality 11 230 ms for
 * 8.0 KB; gzip 6 3-5 ms for 9.7 KB.
 */
const ENCODERS: Record<'br' | 'gzip', (body: Uint8Array) => Promise<Uint8Array>> = {
  br: (body) =>
    brotliAsync(body, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
}

/** Names of the cookies in a Cookie header. */
function cookieNames(header: string | null): string[] {
  if (!header) return []
  return header.split(';').map((part) => part.slice(0, Math.max(0, part.indexOf('='))).trim())
}

/**
 * Whether the request is someone's own: signed in (the session or user cookie), or carrying a token. Such a
 * request is rendered for itself and never answered from, or stored in, the cache.
 */
export function isPersonalRequest(request: Request): boolean {
  const { headers } = request
  if (headers.has(HEADERS.authorization) || headers.has(HEADERS.jwtAuthorization)) return true
  const names = cookieNames(headers.get('cookie'))
  return names.includes(SESSION_COOKIE) || names.includes(USER_COOKIE)
}

/**
 * The key a request's page is stored under, or undefined when it must not be: what the HTML depends on,
 * and nothing else. The page's language as the router resolves it, the app type the server renders for
 * (the web view's user-agent marker; `?app_type=` is in the URL already), the host, path and query as sent.
 * X-Forwarded-For, other cookies and the rest of the user agent are not part of the page.
 */
export function pageCacheKey(request: Request): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  if (isPersonalRequest(request)) return undefined
  const { locale, source } = requestLocale(request)
  // `?lang=` answers set the language cookie (and are private): never stored, never answered from the store
  if (source === 'param') return undefined
  const url = new URL(request.url)
  const appType = detectAppType({ userAgent: request.headers.get('user-agent') ?? '', search: url.search })
  return `${locale} ${appType} ${url.host}${url.pathname}${url.search}`
}

/** Cache-Control's directives, names lower-cased, values without quotes. */
function directivesOf(header: string | null): Map<string, string> {
  const directives = new Map<string, string>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', value = ''] = part.split('=', 2).map((each) => each.trim())
    if (name) directives.set(name.toLowerCase(), value.replace(/^"|"$/g, ''))
  }
  return directives
}

const seconds = (value: string | undefined): number | undefined =>
  value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined

/**
 * How long an answer may be kept (seconds fresh, then stale), or undefined when it may not be stored: it
 * must be a 200 that a shared cache may keep (`public`, not private, no-store or no-cache), set no cookie,
 * not vary on everything and not be compressed already.
 */
export function storableFor(
  response: Response,
  { freshSeconds, staleSeconds }: Pick<PageCacheSettings, 'freshSeconds' | 'staleSeconds'>,
): { fresh: number; stale: number } | undefined {
  if (response.status !== 200 || response.headers.has('set-cookie')) return undefined
  const encoding = response.headers.get('content-encoding')
  if (encoding && encoding !== 'identity') return undefined
  if ((response.headers.get('vary') ?? '').split(',').some((name) => name.trim() === '*')) return undefined
  const directives = directivesOf(response.headers.get('cache-control'))
  if (!directives.has('public')) return undefined
  if (directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return undefined
  const shared = seconds(directives.get('s-maxage')) ?? seconds(directives.get('max-age'))
  const fresh = Math.min(freshSeconds, shared ?? freshSeconds)
  if (fresh <= 0) return undefined
  const stale = Math.min(staleSeconds, seconds(directives.get('stale-while-revalidate')) ?? 0)
  return { fresh, stale }
}

/**
 * The encoding to answer with for an Accept-Encoding header: Brotli when accepted, else gzip, else the
 * body as it is (`q=0` refuses one; `*` accepts any not named).
 */
export function chooseEncoding(acceptEncoding: string | null): Encoding {
  const weights = new Map<string, number>()
  for (const { token, quality } of weightedEntries(acceptEncoding ?? ''))
    weights.set(token === 'x-gzip' ? 'gzip' : token, quality)
  const accepts = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return 'identity'
}

/** Headers stored with a page: everything the pipeline set, but the length (the encodings differ). */
function storedHeaders(response: Response): [string, string][] {
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  const vary = headers.get('vary')
  if (!vary?.toLowerCase().includes('accept-encoding'))
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  return [...headers]
}

export function createPageCache({
  freshSeconds,
  staleSeconds,
  maxBytes,
  tags: tagsOf = () => [],
  now = Date.now,
}: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>()
  const inflight = new Map<string, { outcome: Promise<Outcome>; tags: readonly string[] }>()
  let bytes = 0
  // Bumped by every purge: a render that began before one is answered but not stored.
  let purges = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  /** Drops the least recently used pages (a hit moves its page to the end) until all fit, `keep` aside. */
  const evict = (keep: string) => {
    for (const [oldest] of entries) {
      if (bytes <= maxBytes || oldest === keep) break
      remove(oldest)
    }
  }

  const store = (key: string, entry: Entry) => {
    remove(key)
    entries.set(key, entry)
    bytes += entry.bytes
    evict(key)
  }

  const encodedBody = (key: string, entry: Entry, encoding: 'br' | 'gzip'): Promise<Uint8Array> => {
    let made = entry.encoded[encoding]
    if (!made) {
      made = ENCODERS[encoding](entry.body)
      entry.encoded[encoding] = made
      made.then(
        (body) => {
          entry.bytes += body.byteLength
          if (entries.get(key) !== entry) return
          bytes += body.byteLength
          evict(key)
        },
        () => {
          delete entry.encoded[encoding]
        },
      )
    }
    return made
  }

  const answer = async (key: string, entry: Entry, request: Request, state: string): Promise<Response> => {
    const encoding = chooseEncoding(request.headers.get('accept-encoding'))
    const body = encoding === 'identity' ? entry.body : await encodedBody(key, entry, encoding)
    const headers = new Headers(entry.headers)
    if (encoding !== 'identity') headers.set('content-encoding', encoding)
    headers.set('content-length', String(body.byteLength))
    headers.set('age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))))
    headers.set(PAGE_CACHE_HEADER, state)
    return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
      status: entry.status,
      statusText: entry.statusText,
      headers,
    })
  }

  /** One render of `key`; stores its answer when it may be stored and no purge came in the meantime. */
  const renderOnce = (key: string, request: Request, render: PageRender, tags: readonly string[]) => {
    const purgesBefore = purges
    const outcome = (async (): Promise<Outcome> => {
      const response = await render(request)
      const lifetimes = storableFor(response, { freshSeconds, staleSeconds })
      if (!lifetimes) return { response }
      const body = new Uint8Array(await response.arrayBuffer())
      const storedAt = now()
      const entry: Entry = {
        status: response.status,
        statusText: response.statusText,
        headers: storedHeaders(response),
        body,
        encoded: {},
        tags,
        storedAt,
        freshUntil: storedAt + lifetimes.fresh * 1000,
        staleUntil: storedAt + (lifetimes.fresh + lifetimes.stale) * 1000,
        bytes: body.byteLength,
        refreshing: false,
      }
      if (purges === purgesBefore) store(key, entry)
      return { entry }
    })()
    const pending = { outcome, tags }
    inflight.set(key, pending)
    const done = () => {
      if (inflight.get(key) === pending) inflight.delete(key)
    }
    outcome.then(done, done)
    return outcome
  }

  /** The stale page's one background render; a failure keeps the stale copy, a 404 or 410 drops it. */
  const refresh = (key: string, entry: Entry, request: Request, render: PageRender) => {
    if (entry.refreshing || inflight.has(key)) return
    entry.refreshing = true
    renderOnce(key, request, render, entry.tags).then(
      (outcome) => {
        entry.refreshing = false
        if ('response' in outcome) {
          // consumed, so the answer's resources are released
          outcome.response.body?.cancel().catch(() => undefined)
          if (outcome.response.status < 500 && entries.get(key) === entry) remove(key)
        }
      },
      () => {
        entry.refreshing = false
      },
    )
  }

  const withState = (response: Response, state: string) => {
    const marked = new Response(response.body, response)
    marked.headers.set(PAGE_CACHE_HEADER, state)
    return marked
  }

  return {
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },

    async fetch(request, render) {
      const key = pageCacheKey(request)
      if (key === undefined) return withState(await render(request), 'bypass')

      const entry = entries.get(key)
      const at = now()
      if (entry && at < entry.staleUntil) {
        // most recently used last
        entries.delete(key)
        entries.set(key, entry)
        if (at < entry.freshUntil) return answer(key, entry, request, 'hit')
        refresh(key, entry, request, render)
        return answer(key, entry, request, 'stale')
      }
      if (entry) remove(key)
      if (request.method === 'HEAD') return withState(await render(request), 'bypass')

      const pending = inflight.get(key)
      if (pending) {
        const outcome = await pending.outcome.catch(() => undefined)
        if (outcome && 'entry' in outcome) return answer(key, outcome.entry, request, 'coalesced')
        // that answer was its own request's (not storable) or failed: this request renders for itself
        return withState(await render(request), 'miss')
      }
      const outcome = await renderOnce(key, request, render, tagsOf(new URL(request.url)))
      if ('response' in outcome) return withState(outcome.response, 'miss')
      return answer(key, outcome.entry, request, 'miss')
    },

    purge(tags) {
      purges++
      const all = tags.includes(ALL_PAGES_TAG)
      const touched = (pageTags: readonly string[]) => all || pageTags.some((tag) => tags.includes(tag))
      let dropped = 0
      for (const [key, entry] of entries) {
        if (!touched(entry.tags)) continue
        remove(key)
        dropped++
      }
      // Renders under way keep their waiters, but later requests start a new one.
      for (const [key, pending] of inflight) if (touched(pending.tags)) inflight.delete(key)
      return dropped
    },
  }
}

const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest())

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })

/**
 * `POST {base}/_page-cache/purge` with `Authorization: Bearer <PAGE_PURGE_SECRET>` and `{"tags": [...]}`:
 * drops the pages stored under those tags and answers `{"purged": n}`. Without a secret configured: 404.
 */
export async function answerPurge(
  request: Request,
  cache: Pick<PageCache, 'purge'> | undefined,
  secret: string | undefined,
): Promise<Response> {
  if (!secret) return plain(404, 'Not found')
  if (request.method !== 'POST') return plain(405, 'Method not allowed', { allow: 'POST' })
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!given || !sameSecret(given, secret)) return plain(401, 'Unauthorized')
  const body: unknown = await request.json().catch(() => undefined)
  const tags = (body as { tags?: unknown } | undefined)?.tags
  const valid =
    Array.isArray(tags) &&
    tags.length > 0 &&
    tags.length <= 100 &&
    tags.every((tag) => typeof tag === 'string' && tag.length > 0 && tag.length <= 200)
  if (!valid) return plain(400, 'Expected {"tags": ["..."]}: 1 to 100 non-empty strings')
  const purged = cache ? cache.purge(tags as string[]) : 0
  return Response.json({ purged }, { headers: { 'cache-control': 'no-store' } })
}

export interface ServePagesOptions {
  /** the app's settings, read at the first request (the host may set the environment after loading the app) */
  settings: () => PageCacheSettings
  tags?: (url: URL) => readonly string[]
}

/**
 * An app server's fetch with its page cache around `render` (the whole pipeline) and its purge endpoint at
 * `{basePath}/_page-cache/purge`. With `freshSeconds` 0 every page is rendered, as without it.
 */
export function servePages<O>(
  basePath: string,
  { settings, tags }: ServePagesOptions,
  render: (request: Request, options?: O) => Promise<Response>,
): (request: Request, options?: O) => Promise<Response> {
  const purgePath = `${basePath}${PAGE_PURGE_PATH}`
  let state: { cache: PageCache | undefined; secret: string | undefined } | undefined
  const setUp = () => {
    const read = settings()
    return {
      cache: read.freshSeconds > 0 ? createPageCache({ ...read, tags }) : undefined,
      secret: read.purgeSecret,
    }
  }
  return async (request, options) => {
    state ??= setUp()
    if (new URL(request.url).pathname === purgePath) return answerPurge(request, state.cache, state.secret)
    if (!state.cache) return render(request, options)
    return state.cache.fetch(request, (each) => render(each, options))
  }
}
