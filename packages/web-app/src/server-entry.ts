import { AsyncLocalStorage } from 'node:async_hooks'
import type { ErrorReportingSettings } from '@localjobs/error-reporting/options'
import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import type { PageHeadersEnv } from './app-env.ts'
import { languageCookie, requestLocale } from './locale.ts'
import { type ServePagesOptions, servePages } from './page-cache.ts'
import {
  createNonce,
  securityHeaders,
  type ThirdPartySources,
  withSecurityHeaders,
} from './security-headers.ts'
import { withErrorReporting } from './server-error-reporting.ts'
import { asServiceUnavailable, serviceUnavailable } from './service-unavailable.ts'

/**
 * The request the router should see. Its home address is '/jobs/', but people, links between the apps and
 * the canonical URL use '/jobs': that one is rendered in place instead of answered with a redirect, which
 * costs a round trip on 2G/3G.
 */
export function withHomeSlash(request: Request, basePath: string): Request {
  const url = new URL(request.url)
  if (url.pathname !== basePath) return request
  url.pathname = `${basePath}/`
  return new Request(url, request)
}

/**
 * What an app's `src/server.ts` exports: the handler a host (the one-origin gateway, a deployment preset)
 * calls per request. `options` are TanStack Start's request options, passed through untouched.
 */
export interface AppServerEntry {
  fetch(request: Request, options?: object): Promise<Response> | Response
}

/**
 * Headers that make a page's language safe to cache (decision 008). A page is rendered in the language of
 * `?lang=`, the `lang` cookie or Accept-Language, so it says which one (`Content-Language`) and that it
 * varies by the last two (`Vary`); a shared cache that honours Vary keeps one copy per language. A `?lang=`
 * choice is remembered in the cookie, and a response that sets a cookie is never stored by shared caches.
 */
export function withLanguageHeaders(request: Request, response: Response): Response {
  if (!response.headers.get('content-type')?.includes('text/html')) return response
  const { locale, source } = requestLocale(request)
  const headers = new Headers(response.headers)
  headers.set('content-language', locale)
  headers.append('vary', 'Accept-Language, Cookie')
  if (source === 'param') {
    headers.append('set-cookie', languageCookie(locale))
    // A private page stays unstored; any other page becomes private.
    if (!/\bno-store\b/.test(headers.get('cache-control') ?? ''))
      headers.set('cache-control', 'private, no-cache')
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** The latest the scripts start when no paint is reported (e.g. a page opened in a hidden tab). */
const FALLBACK_MS = 2000

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g
const ENTRY_SCRIPT = /<script type="module" async="" src="([^"]+)"[^>]*><\/script>/

/**
 * A page's HTML that paints before its JavaScript loads (decision 008): the entry script is added once the
 * browser has painted the server's HTML, and no module is preloaded ahead of that paint, so on a slow network
 * the first paint does not share the bandwidth with 130 KB of code it does not need. The page works without
 * JavaScript meanwhile (links, forms, the language switch), and hydrates once that paint is on screen.
 */
export function paintBeforeScripts(html: string, nonce?: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1]
  const safe = (href: string) => /^[\w/.-]+$/.test(href)
  if (!entry || !safe(entry)) return html
  // The route's modules are still fetched in parallel with the entry, only after the paint.
  const preloads = [...html.matchAll(MODULE_PRELOAD)]
    .map((match) => match[1] ?? '')
    .filter((href) => safe(href) && href !== entry)
  // After the first contentful paint has been presented (a paint-timing entry), not merely after a frame
  // was scheduled: requestAnimationFrame + setTimeout can still run before the paint reaches the screen,
  // and then the scripts compete with it (Lighthouse saw LCP 1.7 s instead of 0.7 s in some runs). Where
  // paint timing is missing, a frame later; and at the latest after FALLBACK_MS (a page opened hidden).
  const load =
    `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};d.body.appendChild(s)`
  const loader =
    `<script${nonce ? ` nonce="${nonce}"` : ''}>(function(w,d){var done=0;function go(){if(done)return;done=1;` +
    load +
    '}var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes;' +
    'if(t&&t.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true});' +
    `setTimeout(go,${FALLBACK_MS})}else w.requestAnimationFrame(function(){setTimeout(go)})})(window,document)</script>`
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => loader)
}

/** The page's HTML, with its scripts after the first paint (see paintBeforeScripts). */
export async function withScriptsAfterPaint(response: Response, nonce?: string): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('text/html') || !response.body) return response
  const html = paintBeforeScripts(await response.text(), nonce)
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
}

export interface AppServerEntryOptions {
  /** paint the server's HTML before the scripts load (see paintBeforeScripts) */
  scriptsAfterPaint?: boolean
  /** the app's env.ts reading of what its security headers depend on (decision 038) */
  headersEnv: () => PageHeadersEnv
  /** what the app's third parties need in its policy (the hire app's checkout) */
  thirdParties?: ThirdPartySources[]
  /** the app's Sentry settings (`() => readEnv().errorReporting`, see withErrorReporting; decision 042) */
  errorReporting?: () => ErrorReportingSettings | null
  /**
   * The page cache around the whole pipeline, security headers included (decision 040, `page-cache.ts`):
   * the app's settings (read from its env.ts at the first request) and the tags its pages are stored under.
   */
  pageCache?: ServePagesOptions
}

/** What the server entry learns of a render (decision 044): its router, once it has loaded. */
export interface RenderOutcome {
  router?: { state: { matches: { status: string; error?: unknown }[] } }
}

/** What the render's failed route threw (its router's failed match), or undefined when none failed. */
export function failureOf(outcome: RenderOutcome): unknown {
  return outcome.router?.state.matches.find((match) => match.status === 'error')?.error
}

/**
 * Put in the head of an outage page: the error the browser gets back with the page has lost its name and
 * status, so the error page reads this to know (`error-page.tsx`). React leaves an extra tag in the head alone.
 */
export const OUTAGE_MARKER = '<meta name="localjobs-unavailable" content="">'

/**
 * A page that failed because the API is away (its call answered 503, or nothing) answers 503 with the API's
 * `Retry-After` and `no-store` instead of the router's 500 (decision 044): an outage, which a load balancer,
 * a crawler and the page cache must treat as "come back soon", not as a broken page. Its HTML carries
 * OUTAGE_MARKER. Other failures keep their status.
 */
export async function withOutageStatus(response: Response, outcome: RenderOutcome): Promise<Response> {
  if (response.status !== 500) return response
  const unavailable = serviceUnavailable(failureOf(outcome))
  if (!unavailable) return response
  const page = asServiceUnavailable(response, unavailable)
  if (!page.headers.get('content-type')?.includes('text/html')) return page
  const html = (await page.text()).replace('<head>', `<head>${OUTAGE_MARKER}`)
  page.headers.delete('content-length')
  return new Response(html, { status: page.status, statusText: page.statusText, headers: page.headers })
}

/** The render each request's stream handler belongs to (set around Start's handler, read inside it). */
const renders = new AsyncLocalStorage<RenderOutcome>()

/**
 * Start's stream handler, which gets the request's router once it has loaded: kept for the server entry,
 * which reads what the page failed with (not through the router's options: that would add to the browser's
 * first load, which is at its budget).
 */
const streamHandler: typeof defaultStreamHandler = (context) => {
  const outcome = renders.getStore()
  if (outcome) outcome.router = context.router
  return defaultStreamHandler(context)
}

/** An app's `src/server.ts`: `export default createAppServerEntry(basePath, { headersEnv: readHeadersEnv })`. */
export function createAppServerEntry(
  basePath: string,
  { scriptsAfterPaint = false, headersEnv, thirdParties, errorReporting, pageCache }: AppServerEntryOptions,
): AppServerEntry {
  const handler = withErrorReporting(createStartHandler(streamHandler), errorReporting, basePath)
  const render = async (request: Request, options?: Parameters<typeof handler>[1]) => {
    // One nonce per render: the router stamps it on its scripts (via the request context, see
    // readPageSettings), the loader below on its own, and the policy on the same Response. A stored copy
    // keeps the two together (decision 040).
    const nonce = createNonce()
    const context = { ...(options as { context?: object } | undefined)?.context, nonce }
    // what the page failed with, kept by streamHandler (decision 044)
    const outcome: RenderOutcome = {}
    const response = await withOutageStatus(
      await renders.run(outcome, () => handler(withHomeSlash(request, basePath), { ...options, context })),
      outcome,
    )
    const page = withLanguageHeaders(
      request,
      scriptsAfterPaint ? await withScriptsAfterPaint(response, nonce) : response,
    )
    return withSecurityHeaders(page, securityHeaders({ basePath, env: headersEnv(), nonce, thirdParties }))
  }
  return createServerEntry({ fetch: pageCache ? servePages(basePath, pageCache, render) : render })
}
