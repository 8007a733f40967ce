import { DEFAULT_LOCALE, type Locale } from '@localjobs/validation/constants'
import type { AppType } from './app-context.ts'
import type { ApiClient } from './client.ts'
import type { ApiResult } from './errors.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Which credentials a call carries (spec section 6):
 *   session     cookies and the CSRF header; in a web view also the app token from the native bridge
 *   advertiser  as session, plus `Authorization: Bearer <access>` from the token store (outside a web view);
 *               a 401 refreshes the token once and retries (spec section 8)
 *   none        login and refresh calls: cookies and CSRF only, never a token, and a 401 is just an answer
 */
export type AuthMode = 'session' | 'advertiser' | 'none'

export type SearchParamValue = string | number | boolean | null | undefined | readonly (string | number)[]

/** One HTTP exchange with the API, as data: what a call function sends for its input. */
export interface ApiRequest {
  method: HttpMethod
  /** As the spec writes it, relative to the API root: '/login/otp/verify/' (trailing slash and all). */
  path: string
  /** Empty values (undefined, null, '', []) are left out; arrays repeat the parameter. */
  searchParams?: Readonly<Record<string, SearchParamValue>>
  /** A JSON body. */
  json?: unknown
  /** A multipart body. */
  form?: FormData
  /** Headers of this call only; they override the client's defaults (`App-Type: web` on the draft POST). */
  headers?: Readonly<Record<string, string>>
  auth: AuthMode
  /**
   * Send the CSRF header whatever the method: for a GET that changes state (the spec's GET apply). POST,
   * PUT, PATCH and DELETE always send it.
   */
  csrf?: boolean
}

/** The settings of a client a request may depend on. */
export interface CallContext {
  locale: Locale
  appType: AppType
}

export interface CallOptions {
  signal?: AbortSignal | undefined
  /** Resolve with the data and throw on failure instead of returning an `ApiResult` (spec: the status-code option). */
  throwOnError?: boolean | undefined
}

/**
 * A typed call: `call(client, input)` returns an `ApiResult`; `call(client, input, { throwOnError: true })`
 * returns the data or throws. `call.request(input)` is the request it would send, for tests and tooling.
 */
export interface ApiCall<Input, Output> {
  (client: ApiClient, input: Input, options: CallOptions & { throwOnError: true }): Promise<Output>
  (
    client: ApiClient,
    input: Input,
    options?: CallOptions & { throwOnError?: false | undefined },
  ): Promise<ApiResult<Output>>
  request(input: Input, context?: CallContext): ApiRequest
}

const DEFAULT_CONTEXT: CallContext = { locale: DEFAULT_LOCALE, appType: 'web' }

export function defineCall<Input, Output>(
  build: (input: Input, context: CallContext) => ApiRequest,
): ApiCall<Input, Output> {
  const call = (client: ApiClient, input: Input, options?: CallOptions) =>
    options?.throwOnError
      ? client.send<Output>(build(input, client), { ...options, throwOnError: true })
      : client.send<Output>(build(input, client), { signal: options?.signal })
  return Object.assign(call, {
    request: (input: Input, context: CallContext = DEFAULT_CONTEXT) => build(input, context),
  }) as ApiCall<Input, Output>
}

/** Query-string entries for `searchParams`: empty values dropped, arrays repeated, in the order given. */
export function toSearchParams(params: Readonly<Record<string, SearchParamValue>> = {}): URLSearchParams {
  const out = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number)[]) out.append(key, String(item))
    } else {
      out.append(key, String(value))
    }
  }
  return out
}

/** Search params as a plain object for query keys (arrays kept as arrays, empty values dropped). */
export function keyParams(
  params: Readonly<Record<string, SearchParamValue>>,
): Record<string, string | number | boolean | readonly (string | number)[]> {
  const out: Record<string, string | number | boolean | readonly (string | number)[]> = {}
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value) && value.length === 0) continue
    out[key] = value as string | number | boolean | readonly (string | number)[]
  }
  return out
}
