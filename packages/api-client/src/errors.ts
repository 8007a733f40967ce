import type { ApiErrorBody } from './classifieds/types.ts'

/**
 * What a call gives back (spec section 8). A call never throws for a failure the product expects; it returns
 * one of these, discriminated by `kind` (and flagged by `error`):
 *   ok          a 2xx answer, `data` is the parsed JSON body (null for an empty body)
 *   http-error  any other answer: `status`, `body` (the API's error shape), `raw` (the body as sent), `response`
 *   offline     the device is offline: no request was made and the client emitted its 'offline' event
 *   canceled    the caller's AbortSignal fired
 *   unreachable no answer: network failure or timeout
 * With `{ throwOnError: true }` a call resolves with the data instead and throws the matching error below
 * (`ApiError`, `ApiOfflineError`, `ApiUnreachableError`, or the signal's own abort reason); query functions
 * use that form, because TanStack Query expects a rejected promise.
 */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure

export type ApiFailure = ApiHttpFailure | ApiOffline | ApiCanceled | ApiUnreachable

export interface ApiSuccess<T> {
  kind: 'ok'
  error: false
  status: number
  data: T
  response: Response
}

export interface ApiHttpFailure {
  kind: 'http-error'
  error: true
  status: number
  /** The API's error shape; another shape (a proxy page, a bare `{ message }`) is normalised into it. */
  body: ApiErrorBody
  /** The body as the server sent it (parsed JSON, text, or null when empty). */
  raw: unknown
  response: Response
}

export interface ApiOffline {
  kind: 'offline'
  error: true
}

export interface ApiCanceled {
  kind: 'canceled'
  error: true
}

export interface ApiUnreachable {
  kind: 'unreachable'
  error: true
  cause: unknown
}

/** The toast the UI shows when a call finds the device offline (spec section 8). */
export const OFFLINE_TOAST = {
  message: 'No internet connection',
  title: 'Connection',
  duration: 3000,
  position: 'bottom',
} as const

/** A non-2xx answer of the API, with the body it sent when that body was the documented error shape. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly body: ApiErrorBody
  /** The answer itself (headers, url); its body has already been read into `body`. */
  readonly response: Response | undefined

  constructor(status: number, body: ApiErrorBody, options?: ErrorOptions & { response?: Response }) {
    super(body.message, options)
    this.status = status
    this.body = body
    this.response = options?.response
  }
}

/**
 * No answer: the network failed or the API took longer than the timeout. The message is generic on purpose:
 * a server render sends errors to the browser, and the original (kept as `cause`) names internal addresses.
 */
export class ApiUnreachableError extends Error {
  override readonly name = 'ApiUnreachableError'

  constructor(options?: ErrorOptions) {
    super('The jobs service could not be reached. Please try again.', options)
  }
}

/** The device was offline, so no request was made (thrown only with `{ throwOnError: true }`). */
export class ApiOfflineError extends Error {
  override readonly name = 'ApiOfflineError'

  constructor() {
    super(OFFLINE_TOAST.message)
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function isApiErrorBody(data: unknown): data is ApiErrorBody {
  if (typeof data !== 'object' || data === null) return false
  const body = data as Record<string, unknown>
  return (
    typeof body.statusCode === 'number' && typeof body.code === 'string' && typeof body.message === 'string'
  )
}

/**
 * The API error shape for any error answer. Proxies answer with HTML, older services with a bare
 * `{ message }` (the OTP screen shows the server's message): callers still get one shape to branch on.
 */
export function toErrorBody(status: number, statusText: string, data: unknown): ApiErrorBody {
  if (isApiErrorBody(data)) return data
  const message =
    typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : statusText || `Request failed with status ${status}`
  return { statusCode: status, code: 'HTTP_ERROR', message }
}

/** The error `{ throwOnError: true }` throws for a failed result. */
export function failureToError(failure: ApiFailure, signal?: AbortSignal): unknown {
  switch (failure.kind) {
    case 'http-error':
      return new ApiError(failure.status, failure.body, { response: failure.response, cause: failure.raw })
    case 'offline':
      return new ApiOfflineError()
    case 'canceled':
      return signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError')
    case 'unreachable':
      return failure.cause instanceof ApiUnreachableError
        ? failure.cause
        : new ApiUnreachableError({ cause: failure.cause })
  }
}

/** The data of a successful result; throws what `{ throwOnError: true }` would have thrown otherwise. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.kind === 'ok') return result.data
  throw failureToError(result)
}
