import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'

type Details = NonNullable<ApiErrorBody['details']>

/** An error whose status, code and message are safe to show the caller as they are. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly statusCode: number
  readonly code: string
  readonly details: Details | undefined
  /** Headers the answer carries, e.g. Retry-After on a 429. */
  readonly headers: Readonly<Record<string, string>>
  /** More fields of the body beside the ApiErrorBody ones (e.g. the expired job of a 410). */
  readonly extra: Readonly<Record<string, unknown>>

  constructor(
    statusCode: number,
    code: string,
    message: string,
    details?: Details,
    options: { headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(message)
    this.statusCode = statusCode
    this.code = code
    this.details = details
    this.headers = options.headers ?? {}
    this.extra = options.extra ?? {}
  }

  toBody(): ApiErrorBody & Record<string, unknown> {
    return {
      ...this.extra,
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
    }
  }
}

export const notFound = (message: string) => new ApiError(404, 'NOT_FOUND', message)

/** A request parameter that passed the schema but means nothing here, e.g. a forged cursor. */
export const invalidParameter = (path: string, message: string) =>
  new ApiError(400, 'VALIDATION_ERROR', message, [{ path, message }])

/** Not logged in, or the session ended. */
export const notLoggedIn = () => new ApiError(401, 'NOT_LOGGED_IN', 'Please log in to continue.')

/** Logged in, but this is someone else's. */
export const forbidden = (message: string) => new ApiError(403, 'FORBIDDEN', message)

/** 429 with Retry-After, in whole seconds (at least 1). */
export function tooManyRequests(message: string, retryAfterSeconds: number, code = 'TOO_MANY_REQUESTS') {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return new ApiError(429, code, message, undefined, { headers: { 'retry-after': String(seconds) } })
}
