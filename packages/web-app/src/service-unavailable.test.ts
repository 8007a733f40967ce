// @vitest-environment node
import { ApiError, ApiUnreachableError } from '@localjobs/api-client/errors'
import { describe, expect, it } from 'vitest'
import {
  asServiceUnavailable,
  DEFAULT_RETRY_AFTER_SECONDS,
  serviceUnavailable,
} from './service-unavailable.ts'

const body = { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable.' }

/** The error an API call throws for an answer with `status` and `headers`, as the api-client makes it. */
function apiError(status: number, headers: Record<string, string> = {}) {
  return new ApiError(
    status,
    { ...body, statusCode: status },
    { response: new Response(null, { status, headers }) },
  )
}

describe('serviceUnavailable', () => {
  it("takes an API 503 for an outage, with the API's Retry-After", () => {
    expect(serviceUnavailable(apiError(503, { 'retry-after': '7' }))).toEqual({ retryAfter: 7 })
  })

  it('waits the default when the 503 says nothing usable (absent, an HTTP date, zero, absurdly long)', () => {
    for (const retryAfter of [undefined, 'Wed, 25 Nov 2026 04:00:00 GMT', '0', '86400', '-1']) {
      const error = apiError(503, retryAfter === undefined ? {} : { 'retry-after': retryAfter })
      expect(serviceUnavailable(error)).toEqual({ retryAfter: DEFAULT_RETRY_AFTER_SECONDS })
    }
    expect(DEFAULT_RETRY_AFTER_SECONDS).toBe(5)
  })

  it('takes an API that did not answer (refused, timed out) for an outage too', () => {
    expect(serviceUnavailable(new ApiUnreachableError({ cause: new TypeError('fetch failed') }))).toEqual({
      retryAfter: 5,
    })
  })

  it('knows the error a page got back from the server (serialized: its name and status, no answer)', () => {
    const revived = Object.assign(new Error('The service is unavailable.'), { name: 'ApiError', status: 503 })
    expect(serviceUnavailable(revived)).toEqual({ retryAfter: 5 })
  })

  it('leaves every other failure alone: an API 500 or 404, a bug, a thrown non-error', () => {
    for (const error of [
      apiError(500),
      apiError(502),
      apiError(404),
      new TypeError('x is undefined'),
      'oops',
      null,
    ]) {
      expect(serviceUnavailable(error)).toBeUndefined()
    }
  })
})

describe('asServiceUnavailable', () => {
  it('answers 503 with the wait and no-store, keeping the page and its other headers', async () => {
    const page = new Response('<h1>Temporarily unavailable</h1>', {
      status: 500,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=0, s-maxage=300',
        'content-language': 'te',
      },
    })

    const answer = asServiceUnavailable(page, { retryAfter: 7 })

    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('7')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('content-language')).toBe('te')
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await answer.text()).toBe('<h1>Temporarily unavailable</h1>')
  })
})
