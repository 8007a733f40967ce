import { androidBridge, detectAppType } from '@localjobs/api-client/app-context'
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { DEFAULT_LOCALE, isLocale, requestLocale } from './locale.ts'
import type { PageSettings } from './router.ts'

/**
 * The page's language and app type, for `createAppRouter({ page })`. The server reads them from the request
 * (`?lang=`, the `lang` cookie, Accept-Language; the user agent and `?app_type=`); the browser from the page
 * the server sent (`<html lang>`) and from where it runs (user agent, the Android bridge). The server also
 * passes the reader's address (X-Forwarded-For) on to its API calls, and the render's CSP nonce to the router. The Start compiler keeps the server half
 * out of the browser build (as `documentHead`'s script).
 */

/** The reader's address as the host in front named it, for the render's API calls (decision 011). */
function forwardedFor(request: Request): Record<string, string> | undefined {
  const chain = request.headers.get('x-forwarded-for')
  return chain ? { 'x-forwarded-for': chain } : undefined
}

/** On the server: the settings of the request being rendered, with its CSP nonce when it has one. */
export function serverPageSettings(request: Request, nonce?: string): PageSettings {
  return {
    locale: requestLocale(request).locale,
    appType: detectAppType({
      userAgent: request.headers.get('user-agent') ?? '',
      search: new URL(request.url).search,
    }),
    apiHeaders: forwardedFor(request),
    ...(nonce ? { nonce } : {}),
  }
}

/** The nonce `createAppServerEntry` made for this render and passed as the request's context. */
function requestNonce(): string | undefined {
  const context = getGlobalStartContext() as { nonce?: unknown } | undefined
  return typeof context?.nonce === 'string' ? context.nonce : undefined
}

/** In the browser: the settings of the page the server sent. */
export function browserPageSettings(): PageSettings {
  const lang = document.documentElement.lang
  return {
    locale: isLocale(lang) ? lang : DEFAULT_LOCALE,
    appType: detectAppType({
      userAgent: navigator.userAgent,
      search: window.location.search,
      bridge: androidBridge(),
    }),
  }
}

/** `createAppRouter({ page: readPageSettings() })`: from the request on the server, from the page in the browser. */
// Typed as a plain function: the declaration then names no TanStack Start type (whose server types need Node's).
export const readPageSettings: () => PageSettings = createIsomorphicFn()
  .server(() => serverPageSettings(getRequest(), requestNonce()))
  .client(browserPageSettings)
