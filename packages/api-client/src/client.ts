import type { KyInstance } from 'ky'
import type { ApiErrorBody, Locale } from './classifieds/types.ts'

/** Where the request comes from; the API tailors some answers to web views (spec section 7). */
export type AppType = 'web' | 'jobs_wbv' | 'news_wbv' | 'news'

export interface ApiClientOptions {
  /** The API root, e.g. '/api' in the browser or 'http://127.0.0.1:3000/api' on the server. */
  baseUrl: string
  locale?: Locale
  appType?: AppType
  /** Milliseconds to wait for a response before giving up. */
  timeout?: number
  fetch?: typeof fetch
}

/** A configured HTTP client plus the settings query keys depend on. */
export interface ApiClient {
  /**
   * The configured ky instance. It is loaded on first use: a server-rendered page needs no API call in
   * the browser until the seeker asks for more, so ky stays out of the first-load JavaScript.
   */
  http: () => Promise<KyInstance>
  locale: Locale
  appType: AppType
}

/** A non-2xx answer of the API, with the body it sent when that body was the documented error shape. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly body: ApiErrorBody

  constructor(status: number, body: ApiErrorBody, options?: ErrorOptions) {
    super(body.message, options)
    this.status = status
    this.body = body
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

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

function isApiErrorBody(data: unknown): data is ApiErrorBody {
  if (typeof data !== 'object' || data === null) return false
  const body = data as Record<string, unknown>
  return (
    typeof body.statusCode === 'number' && typeof body.code === 'string' && typeof body.message === 'string'
  )
}

function toApiError(status: number, statusText: string, data: unknown, cause: unknown): ApiError {
  // Proxies and gateways answer with HTML or nothing; callers still get one error shape to branch on.
  const body: ApiErrorBody = isApiErrorBody(data)
    ? data
    : {
        statusCode: status,
        code: 'HTTP_ERROR',
        message: statusText || `Request failed with status ${status}`,
      }
  return new ApiError(status, body, { cause })
}

async function createKy({
  baseUrl,
  locale,
  appType,
  timeout,
  fetch,
}: Required<Omit<ApiClientOptions, 'fetch'>> & Pick<ApiClientOptions, 'fetch'>): Promise<KyInstance> {
  const { default: ky, isHTTPError, isNetworkError, isTimeoutError } = await import('ky')
  return ky.create({
    prefix: baseUrl,
    headers: { 'Accept-Language': locale, 'app-type': appType },
    credentials: 'include',
    timeout,
    // TanStack Query owns retries, so a slow network does not multiply into ky and Query retrying together.
    retry: 0,
    ...(fetch ? { fetch } : {}),
    hooks: {
      beforeError: [
        ({ error }) => {
          if (isHTTPError(error)) {
            return toApiError(error.response.status, error.response.statusText, error.data, error)
          }
          if (isNetworkError(error) || isTimeoutError(error)) return new ApiUnreachableError({ cause: error })
          return error
        },
      ],
    },
  })
}

export function createApiClient({
  baseUrl,
  locale = 'en',
  appType = 'web',
  timeout = 10_000,
  fetch,
}: ApiClientOptions): ApiClient {
  let instance: Promise<KyInstance> | undefined
  const http = () => {
    instance ??= createKy({ baseUrl, locale, appType, timeout, fetch }).catch((error: unknown) => {
      // A phone that lost its connection while fetching ky's chunk can try again on the next request.
      instance = undefined
      throw new ApiUnreachableError({ cause: error })
    })
    return instance
  }
  return { http, locale, appType }
}
