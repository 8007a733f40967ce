import { describe, expect, it } from 'vitest'
import { ApiError } from './client.ts'
import { createQueryClient, shouldRetry } from './query-client.ts'

const apiError = (status: number) => new ApiError(status, { statusCode: status, code: 'X', message: 'x' })

describe('shouldRetry', () => {
  it('does not retry an answer the API gave on purpose (4xx)', () => {
    expect(shouldRetry(0, apiError(404))).toBe(false)
    expect(shouldRetry(0, apiError(400))).toBe(false)
  })

  it('retries server errors and network failures twice', () => {
    expect(shouldRetry(0, apiError(503))).toBe(true)
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldRetry(2, apiError(503))).toBe(false)
  })
})

describe('createQueryClient', () => {
  it('keeps data fresh for a minute, so hydrated pages do not refetch at once', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(60_000)
  })

  it('does not retry during a server render (these tests run in Node, like SSR)', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(false)
  })

  it('gives every caller its own cache', () => {
    expect(createQueryClient().getQueryCache()).not.toBe(createQueryClient().getQueryCache())
  })
})
