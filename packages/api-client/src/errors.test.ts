import { describe, expect, it } from 'vitest'
import {
  ApiError,
  ApiOfflineError,
  type ApiResult,
  ApiUnreachableError,
  isApiError,
  toErrorBody,
  unwrap,
} from './errors.ts'

const response = new Response(null, { status: 500 })

describe('toErrorBody', () => {
  it.each([
    [
      'the API shape as is',
      { statusCode: 404, code: 'NOT_FOUND', message: 'No such job' },
      { statusCode: 404, code: 'NOT_FOUND', message: 'No such job' },
    ],
    [
      'a bare message',
      { message: 'Invalid OTP' },
      { statusCode: 400, code: 'HTTP_ERROR', message: 'Invalid OTP' },
    ],
    ['HTML', '<h1>Bad gateway</h1>', { statusCode: 400, code: 'HTTP_ERROR', message: 'Bad Request' }],
    ['nothing', null, { statusCode: 400, code: 'HTTP_ERROR', message: 'Bad Request' }],
  ])('keeps %s', (_case, data, expected) => {
    expect(toErrorBody(400, 'Bad Request', data)).toEqual(expected)
  })

  it('names the status when there is no status text', () => {
    expect(toErrorBody(502, '', null).message).toBe('Request failed with status 502')
  })
})

describe('unwrap', () => {
  it('gives the data of a success', () => {
    expect(unwrap({ kind: 'ok', error: false, status: 200, data: { a: 1 }, response })).toEqual({ a: 1 })
  })

  it.each([
    [
      'an error answer',
      {
        kind: 'http-error',
        error: true,
        status: 500,
        body: { statusCode: 500, code: 'X', message: 'x' },
        raw: null,
        response,
      },
      ApiError,
    ],
    ['offline', { kind: 'offline', error: true }, ApiOfflineError],
    [
      'no answer',
      { kind: 'unreachable', error: true, cause: new TypeError('fetch failed') },
      ApiUnreachableError,
    ],
    ['cancelled', { kind: 'canceled', error: true }, DOMException],
  ] as const)('throws for %s', (_case, result, type) => {
    expect(() => unwrap(result as ApiResult<unknown>)).toThrow(type)
  })

  it('isApiError tells ApiError apart', () => {
    expect(isApiError(new ApiError(400, { statusCode: 400, code: 'X', message: 'x' }))).toBe(true)
    expect(isApiError(new ApiOfflineError())).toBe(false)
  })
})
