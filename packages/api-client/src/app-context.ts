/**
 * Where the page runs (plain web, or the jobs or news app's web view) and the headers that say so, shared by
 * the client (which sends them) and the API (which reads them). Spec sections 4, 6 and 7.
 */

/** Where a request comes from: a browser, the jobs app's web view, the news app's web view, or the news app. */
export type AppType = 'web' | 'jobs_wbv' | 'news_wbv' | 'news'

export const APP_TYPES: readonly AppType[] = ['web', 'jobs_wbv', 'news_wbv', 'news']

/** Header names on the wire. HTTP header names are case-insensitive; these are the spellings we send. */
export const HEADERS = {
  appType: 'app-type',
  acceptLanguage: 'Accept-Language',
  /** An advertiser's access token (`Bearer <access>`) or a web view's legacy app token (`<token>`). */
  authorization: 'Authorization',
  /** A web view's JWT app token (`Bearer <token>`). */
  jwtAuthorization: 'JWT-AUTHORIZATION',
} as const

/** The CSRF double-submit pair: the cookie the API sets, and the header state-changing requests echo it in. */
export const DEFAULT_CSRF_COOKIE = 'csrftoken'
export const DEFAULT_CSRF_HEADER = 'X-CSRFToken'

/** The query parameter an app may put on the web view's URL to say which app type it is. */
export const APP_TYPE_PARAM = 'app_type'

/** User-agent fragments the Android apps append to their web views' user agent. */
export const WEB_VIEW_USER_AGENT_MARKERS = {
  jobs_wbv: 'LocalJobsApp',
  news_wbv: 'LocalNewsApp',
} as const

/**
 * What the Android app injects into its web view (a JavaScript interface). Methods may answer synchronously
 * (Android's `addJavascriptInterface`) or with a promise.
 */
export interface NativeBridge {
  /** The app's token for the signed-in user: a JWT, a legacy opaque token, or empty when signed out. */
  getToken(): string | null | undefined | Promise<string | null | undefined>
  /** Signs the user out of the app (the web view is closed or reloads). */
  logout(): void
  /** Closes the web form screen the web view shows and returns to the app. */
  closeWebForm(): void
}

/** The global the Android app injects its bridge under. */
export const ANDROID_BRIDGE_NAME = 'Android'

/** The Android bridge on `scope` (`globalThis` in a browser), or undefined outside the app's web view. */
export function androidBridge(
  scope: object = globalThis,
  name = ANDROID_BRIDGE_NAME,
): NativeBridge | undefined {
  const candidate = (scope as Record<string, unknown>)[name]
  if (typeof candidate !== 'object' || candidate === null) return undefined
  const bridge = candidate as Record<string, unknown>
  return typeof bridge.getToken === 'function' ? (candidate as NativeBridge) : undefined
}

export interface AppTypeContext {
  /** `navigator.userAgent` */
  userAgent?: string | undefined
  /** `location.search`, with or without the leading '?' */
  search?: string | undefined
  /** the native bridge, when one was found */
  bridge?: NativeBridge | undefined
}

function isAppType(value: string | null): value is AppType {
  return value !== null && (APP_TYPES as readonly string[]).includes(value)
}

/**
 * Our reading of "detected from the context" (spec section 7), first match wins:
 * 1. an explicit `?app_type=` parameter with one of the four values (how the news app, which has no web
 *    view marker, says 'news');
 * 2. the news app's user-agent marker -> 'news_wbv';
 * 3. the jobs app's user-agent marker, or an Android bridge -> 'jobs_wbv';
 * 4. otherwise 'web'.
 */
export function detectAppType({ userAgent = '', search = '', bridge }: AppTypeContext = {}): AppType {
  const fromParam = new URLSearchParams(search).get(APP_TYPE_PARAM)
  if (isAppType(fromParam)) return fromParam
  if (userAgent.includes(WEB_VIEW_USER_AGENT_MARKERS.news_wbv)) return 'news_wbv'
  if (userAgent.includes(WEB_VIEW_USER_AGENT_MARKERS.jobs_wbv) || bridge) return 'jobs_wbv'
  return 'web'
}

/** Whether the page runs inside one of the apps' web views. */
export function isWebView(appType: AppType): boolean {
  return appType === 'jobs_wbv' || appType === 'news_wbv'
}

const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/

/** A JWT is three non-empty base64url segments joined by dots; anything else is a legacy token. */
export function isJwt(token: string): boolean {
  return JWT.test(token)
}

/**
 * The header a web view's app token travels in (spec section 4): `JWT-AUTHORIZATION: Bearer <token>` for a
 * JWT, `Authorization: <token>` for a legacy token, nothing for an empty token.
 */
export function appTokenHeader(token: string | null | undefined): Record<string, string> {
  const value = token?.trim()
  if (!value) return {}
  return isJwt(value) ? { [HEADERS.jwtAuthorization]: `Bearer ${value}` } : { [HEADERS.authorization]: value }
}

/** The value of cookie `name` in a `document.cookie` string, decoded; undefined when absent. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() !== name) continue
    const value = part.slice(index + 1).trim()
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return undefined
}

/**
 * How the app's native back button reaches a page (spec section 2: "in the app web view, the native back
 * button does the same"; ours, the spec names no call): the app calls `window.localjobsBack()` when its back
 * button is pressed. `true` means the page handled it (say, the post-job form went one step back); `false`
 * or no such function means the app does its own back.
 */
export const NATIVE_BACK_NAME = 'localjobsBack'

export type NativeBackHandler = () => boolean

/**
 * Answers the app's back button with `handler` while a page needs it; returns the function that stops it
 * (it leaves a handler registered since by another page alone).
 */
export function handleNativeBack(handler: NativeBackHandler, scope: object = globalThis): () => void {
  const target = scope as Record<string, unknown>
  const answer: NativeBackHandler = () => {
    try {
      return handler() === true
    } catch {
      // A failing page lets the app go back itself rather than leave the button dead.
      return false
    }
  }
  target[NATIVE_BACK_NAME] = answer
  return () => {
    if (target[NATIVE_BACK_NAME] === answer) delete target[NATIVE_BACK_NAME]
  }
}
