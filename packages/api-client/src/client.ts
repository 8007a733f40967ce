import { DEFAULT_LOCALE, type Locale } from '@localjobs/validation/constants'
import {
  type AppType,
  androidBridge,
  appTokenHeader,
  DEFAULT_CSRF_COOKIE,
  DEFAULT_CSRF_HEADER,
  HEADERS,
  type NativeBridge,
  readCookie,
} from './app-context.ts'
import type { AuthRecovery } from './auth-recovery.ts'
import { type ApiRequest, type CallOptions, toSearchParams } from './call.ts'
import {
  type ApiFailure,
  type ApiResult,
  ApiUnreachableError,
  failureToError,
  OFFLINE_TOAST,
  toErrorBody,
} from './errors.ts'
import { safely } from './safely.ts'
import { localStorageTokenStore, memoryTokenStore, type TokenStore } from './token-store.ts'

// Kept here so existing imports of '@localjobs/api-client/client' go on working.
export type { AppType } from './app-context.ts'
export { ApiError, ApiUnreachableError, isApiError } from './errors.ts'

/** Where an advertiser whose session cannot be renewed is sent (spec section 2). */
export const SIGN_IN_PATH = '/hire/signin'

/** The refresh call (spec section 7); the client makes it itself on a 401. */
export const TOKEN_REFRESH_PATH = '/user/token/refresh/'

/** Why the client gave up on the signed-in user, and what it did about it. */
export interface AuthFailure {
  reason:
    | 'no-refresh-token' // an advertiser call got a 401 and there is no refresh token
    | 'refresh-rejected' // the refresh call answered with an error (or without an access token)
    | 'unauthorized-after-refresh' // the retry with the new token got a 401 again
    | 'app-token-rejected' // the web view's app token got a 401
  /** 'sign-in' on the web (go to the sign-in page); in a web view, the bridge method that was called. */
  action: 'sign-in' | 'native-logout' | 'native-close-web-form'
}

/** What the client tells the UI about. */
export interface ApiClientEvents {
  /** A call found the device offline and made no request; show this toast. */
  offline: typeof OFFLINE_TOAST
  /** Auth was cleared after a 401 (see `AuthFailure`). */
  'auth-failure': AuthFailure
}

export type WebViewAuthAction = 'logout' | 'close-web-form'

export interface ApiClientOptions {
  /** The API root, e.g. '/api' in the browser or 'http://127.0.0.1:3000/api' on the server. */
  baseUrl: string
  /** Sent as Accept-Language; default 'en'. */
  locale?: Locale
  /** Sent as app-type; default 'web'. See `detectAppType` in '@localjobs/api-client/app-context'. */
  appType?: AppType
  /** Milliseconds to wait for a response before giving up (default 10 000). */
  timeout?: number
  fetch?: typeof fetch
  /** More default headers, e.g. the seeker's cookie forwarded by a server render. */
  headers?: Record<string, string>
  /**
   * The CSRF pair: the cookie the token is read from and the header POST, PUT, PATCH and DELETE echo it in
   * (defaults 'csrftoken' and 'X-CSRFToken'). `false` turns it off (a server render has no cookie jar).
   */
  csrf?: { cookieName?: string; headerName?: string } | false
  /** The cookie string CSRF is read from; default `document.cookie` (empty outside a browser). */
  cookies?: () => string
  /**
   * The Android app's bridge. Default: looked up on `globalThis.Android` at each request; `null` means none.
   */
  bridge?: NativeBridge | null
  /** Advertiser tokens. Default: local storage in a browser, memory elsewhere (never shared across requests). */
  tokenStore?: TokenStore
  /** Whether the device is online; default `navigator.onLine` (unknown counts as online). */
  isOnline?: () => boolean
  /**
   * Called once auth was cleared on the web (not in a web view). Default: go to `signInPath`. Seeker apps
   * pass their own (open the login modal).
   */
  onAuthFailure?: (failure: AuthFailure) => void
  /** Default '/hire/signin'. */
  signInPath?: string
  /** What to ask the app for when its token is refused: log out (default) or close the web form. */
  webViewAuthFailure?: WebViewAuthAction | (() => WebViewAuthAction)
}

export interface SendOptions {
  signal?: AbortSignal | undefined
}

/** A configured HTTP client plus the settings query keys depend on. */
export interface ApiClient {
  /**
   * Sends one request with the spec's semantics (offline, tokens, one shared refresh on 401, cancellation)
   * and returns an `ApiResult`, or with `{ throwOnError: true }` the data (throwing on failure).
   */
  send<T>(request: ApiRequest, options: SendOptions & { throwOnError: true }): Promise<T>
  send<T>(
    request: ApiRequest,
    options?: SendOptions & { throwOnError?: false | undefined },
  ): Promise<ApiResult<T>>
  /** Subscribes to an event; returns the unsubscribe function. */
  on<E extends keyof ApiClientEvents>(event: E, listener: (payload: ApiClientEvents[E]) => void): () => void
  /** The advertiser token store (sign-in stores the tokens the verify call returned). */
  tokens: TokenStore
  locale: Locale
  appType: AppType
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The API's answer to a state-changing request without a matching CSRF header. */
const isCsrfRefusal = (result: ApiResult<unknown>) =>
  result.kind === 'http-error' && result.status === 403 && result.body.code === 'CSRF_FAILED'

async function readBody(response: Response): Promise<{ parsed: boolean; value: unknown }> {
  const text = await response.text()
  if (text === '') return { parsed: true, value: null }
  try {
    return { parsed: true, value: JSON.parse(text) }
  } catch {
    return { parsed: false, value: text }
  }
}

export interface ResolvedAuth {
  headers: Record<string, string>
  /** Where the token came from; a 401 is handled differently for each. */
  source: 'bridge' | 'store' | null
  token: string | null
}

const NO_AUTH: ResolvedAuth = { headers: {}, source: null, token: null }

const defaultIsOnline = () => (globalThis.navigator as { onLine?: boolean } | undefined)?.onLine !== false

const defaultCookies = () => (globalThis as { document?: { cookie?: string } }).document?.cookie ?? ''

const defaultTokenStore = () =>
  typeof (globalThis as { window?: unknown }).window === 'undefined'
    ? memoryTokenStore()
    : localStorageTokenStore()

/**
 * Once loaded the HTTP client's code (ky) ahead of a page's first call. The client is now a function over the
 * platform `fetch` that ships with the client (decision 032), so there is nothing to load: a no-op, kept so
 * callers keep compiling.
 * @deprecated nothing to preload; remove the call.
 */
export function preloadHttp(): void {}

export function createApiClient({
  baseUrl,
  locale = DEFAULT_LOCALE,
  appType = 'web',
  timeout = 10_000,
  fetch,
  headers = {},
  csrf = {},
  cookies = defaultCookies,
  bridge,
  tokenStore = defaultTokenStore(),
  isOnline = defaultIsOnline,
  onAuthFailure,
  signInPath = SIGN_IN_PATH,
  webViewAuthFailure = 'logout',
}: ApiClientOptions): ApiClient {
  const csrfToken = () => {
    if (csrf === false) return undefined
    const value = readCookie(cookies(), csrf.cookieName ?? DEFAULT_CSRF_COOKIE)
    return value ? { header: csrf.headerName ?? DEFAULT_CSRF_HEADER, value } : undefined
  }

  // Every request's headers, in order; a later one replaces an earlier one whatever its case (Headers).
  const defaultHeaders: Record<string, string> = {
    accept: 'application/json',
    ...headers,
    [HEADERS.acceptLanguage]: locale,
    [HEADERS.appType]: appType,
  }
  const root = baseUrl.replace(/\/+$/, '')

  /** The `Request` of one exchange: the API root and the path, the query, the headers, CSRF, the body. */
  const toRequest = (request: ApiRequest, authHeaders: Record<string, string>, signal: AbortSignal) => {
    const query = toSearchParams(request.searchParams).toString()
    let url = `${root}/${request.path.replace(/^\/+/, '')}`
    if (query) url += (url.includes('?') ? '&' : '?') + query
    const sent = new Headers()
    for (const [name, value] of Object.entries({ ...defaultHeaders, ...request.headers, ...authHeaders }))
      sent.set(name, value)
    // POST, PUT, PATCH and DELETE echo the CSRF cookie, and so does a GET that changes state (`csrf: true`),
    // unless the call set the header itself.
    const csrf = request.csrf || STATE_CHANGING.has(request.method) ? csrfToken() : undefined
    if (csrf && !sent.has(csrf.header)) sent.set(csrf.header, csrf.value)
    let body: RequestInit['body']
    if (request.form) {
      body = request.form // fetch writes the multipart content type with its boundary
    } else if (request.json !== undefined) {
      body = JSON.stringify(request.json)
      if (!sent.has('content-type')) sent.set('content-type', 'application/json')
    }
    return new Request(url, { method: request.method, headers: sent, body, credentials: 'include', signal })
  }

  const listeners: { [E in keyof ApiClientEvents]: Set<(payload: ApiClientEvents[E]) => void> } = {
    offline: new Set(),
    'auth-failure': new Set(),
  }
  const emit = <E extends keyof ApiClientEvents>(event: E, payload: ApiClientEvents[E]) => {
    for (const listener of listeners[event]) safely(() => listener(payload))
  }

  const currentBridge = (): NativeBridge | undefined =>
    bridge === null ? undefined : (bridge ?? androidBridge())

  async function resolveAuth(mode: ApiRequest['auth']): Promise<ResolvedAuth> {
    if (mode === 'none') return NO_AUTH
    const appBridge = currentBridge()
    if (appBridge) {
      let token: string | null | undefined
      try {
        token = await appBridge.getToken()
      } catch {
        token = undefined
      }
      const header = appTokenHeader(token)
      if (token && Object.keys(header).length > 0)
        return { headers: header, source: 'bridge', token: token.trim() }
    }
    if (mode !== 'advertiser') return NO_AUTH
    const stored = tokenStore.get()
    return stored
      ? {
          headers: { [HEADERS.authorization]: `Bearer ${stored.access}` },
          source: 'store',
          token: stored.access,
        }
      : NO_AUTH
  }

  const offline = (): ApiFailure => {
    emit('offline', OFFLINE_TOAST)
    return { kind: 'offline', error: true }
  }

  // What a 401 sets off (one shared refresh, signing out, asking the app) loads on the first 401 only: a
  // seeker never needs it, and it stays out of every page's first-load JavaScript.
  let recovery: Promise<AuthRecovery> | undefined
  const loadRecovery = () => {
    recovery ??= import('./auth-recovery.ts').then(
      ({ createAuthRecovery }) =>
        createAuthRecovery({
          tokenStore,
          currentBridge,
          emit,
          exchange,
          onAuthFailure,
          signInPath,
          webViewAuthFailure,
          refreshPath: TOKEN_REFRESH_PATH,
        }),
      (error: unknown) => {
        recovery = undefined
        throw error
      },
    )
    return recovery
  }

  /**
   * One request and its answer, with no auth recovery. No retry here: `send` owns the one retry after a token
   * refresh and TanStack Query owns the rest, so a slow network does not multiply retries. The timeout runs
   * until the answer's headers arrive (the body of a slow answer may take longer); the caller's signal
   * cancels the request and the reading of its body.
   */
  async function exchange(
    request: ApiRequest,
    authHeaders: Record<string, string>,
    signal: AbortSignal | undefined,
  ): Promise<ApiResult<unknown>> {
    const controller = new AbortController()
    const cancel = () => controller.abort(signal?.reason)
    signal?.addEventListener('abort', cancel)
    const timer = setTimeout(() => controller.abort(), timeout)
    try {
      const response = await (fetch ?? globalThis.fetch)(toRequest(request, authHeaders, controller.signal))
      clearTimeout(timer)
      const body = await readBody(response)
      const { status } = response
      if (response.ok) {
        // A 2xx that is not JSON comes from a captive portal or a proxy, not from the API.
        if (!body.parsed) return { kind: 'unreachable', error: true, cause: new ApiUnreachableError() }
        return { kind: 'ok', error: false, status, data: body.value, response }
      }
      const errorBody = toErrorBody(status, response.statusText, body.value)
      return { kind: 'http-error', error: true, status, body: errorBody, raw: body.value, response }
    } catch (error) {
      if (signal?.aborted) return { kind: 'canceled', error: true }
      // A failed connection, the timeout, or an answer cut off while its body was read: no answer.
      const cause = new ApiUnreachableError({ cause: error })
      return isOnline() ? { kind: 'unreachable', error: true, cause } : offline()
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', cancel)
    }
  }

  async function attempt(request: ApiRequest, signal: AbortSignal | undefined): Promise<ApiResult<unknown>> {
    if (signal?.aborted) return { kind: 'canceled', error: true }
    if (!isOnline()) return offline()
    const auth = await resolveAuth(request.auth)
    const csrfBefore = csrfToken()?.value
    let first = await exchange(request, auth.headers, signal)
    // The first state-changing call of a page rendered on the server may go out before the browser has
    // the CSRF cookie; the refusal sets it, so one retry with the new cookie succeeds.
    const csrfNow = csrfToken()?.value
    if (isCsrfRefusal(first) && csrfNow !== undefined && csrfNow !== csrfBefore && !signal?.aborted) {
      first = await exchange(request, auth.headers, signal)
    }
    if (first.kind !== 'http-error' || first.status !== 401 || request.auth === 'none') return first
    // A seeker's cookie session has nothing to refresh (the UI asks them to log in), unless the app's
    // bridge token was refused.
    if (auth.source !== 'bridge' && request.auth !== 'advertiser') return first
    const recovery = await loadRecovery().catch(() => undefined)
    // The recovery's chunk did not arrive (the connection dropped): the 401 stands, the next call retries.
    return recovery ? recovery.recover(request, auth, first, signal) : first
  }

  async function send<T>(
    request: ApiRequest,
    options: SendOptions & Pick<CallOptions, 'throwOnError'> = {},
  ): Promise<ApiResult<T> | T> {
    const result = (await attempt(request, options.signal)) as ApiResult<T>
    if (!options.throwOnError) return result
    if (result.kind === 'ok') return result.data
    throw failureToError(result, options.signal)
  }

  return {
    send: send as ApiClient['send'],
    on: (event, listener) => {
      const set = listeners[event] as Set<typeof listener>
      set.add(listener)
      return () => {
        set.delete(listener)
      }
    },
    tokens: tokenStore,
    locale,
    appType,
  }
}
