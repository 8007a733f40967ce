import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { languageCookie, requestLocale } from './locale.ts'

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
    headers.set('cache-control', 'private, no-cache')
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g
const ENTRY_SCRIPT = /<script type="module" async="" src="([^"]+)"[^>]*><\/script>/

/**
 * A page's HTML that paints before its JavaScript loads (decision 008): the entry script is added once the
 * browser has painted the server's HTML, and no module is preloaded ahead of that paint, so on a slow network
 * the first paint does not share the bandwidth with 130 KB of code it does not need. The page works without
 * JavaScript meanwhile (links, forms, the language switch), and hydrates a frame later.
 */
export function paintBeforeScripts(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1]
  const safe = (href: string) => /^[\w/.-]+$/.test(href)
  if (!entry || !safe(entry)) return html
  // The route's modules are still fetched in parallel with the entry, only after the paint.
  const preloads = [...html.matchAll(MODULE_PRELOAD)]
    .map((match) => match[1] ?? '')
    .filter((href) => safe(href) && href !== entry)
  const loader =
    '<script>requestAnimationFrame(function(){setTimeout(function(){var d=document;' +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};d.body.appendChild(s)})})</script>`
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => loader)
}

/** The page's HTML, with its scripts after the first paint (see paintBeforeScripts). */
export async function withScriptsAfterPaint(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('text/html') || !response.body) return response
  const html = paintBeforeScripts(await response.text())
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
}

/** An app's `src/server.ts`: `export default createAppServerEntry(basePath)`. */
export function createAppServerEntry(basePath: string, { scriptsAfterPaint = false } = {}): AppServerEntry {
  const handler = createStartHandler(defaultStreamHandler)
  return createServerEntry({
    fetch: async (request, options) => {
      const response = await handler(withHomeSlash(request, basePath), options)
      return withLanguageHeaders(
        request,
        scriptsAfterPaint ? await withScriptsAfterPaint(response) : response,
      )
    },
  })
}
