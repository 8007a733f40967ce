import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'

type Details = NonNullable<ApiErrorBody['details']>

/** An error whose status, code and message are safe to show the caller as they are. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly statusCode: number
  readonly code: string
  readonly details: Details | undefined

  constructor(statusCode: number, code: string, message: string, details?: Details) {
    super(message)
    this.statusCode = statusCode
    this.code = code
    this.details = details
  }

  toBody(): ApiErrorBody {
    return {
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
