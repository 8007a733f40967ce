import { MutationObserver, onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from './client.ts'
import { ApiOfflineError } from './errors.ts'
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

  it('does not retry when the device is offline: the person was told, and taps again when back online', () => {
    expect(shouldRetry(0, new ApiOfflineError())).toBe(false)
  })
})

describe('createQueryClient', () => {
  afterEach(() => onlineManager.setOnline(true))

  it('keeps data fresh for a minute, so hydrated pages do not refetch at once', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(60_000)
  })

  it('does not retry during a server render (these tests run in Node, like SSR)', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(false)
  })

  it('gives every caller its own cache', () => {
    expect(createQueryClient().getQueryCache()).not.toBe(createQueryClient().getQueryCache())
  })

  it('runs a query while offline, so the call can say "No internet connection" instead of waiting silently', async () => {
    onlineManager.setOnline(false)
    let calls = 0
    const fetching = createQueryClient().fetchQuery({
      queryKey: ['offline-query'],
      queryFn: () => {
        calls += 1
        return Promise.reject(new ApiOfflineError())
      },
    })
    await expect(fetching).rejects.toBeInstanceOf(ApiOfflineError)
    expect(calls).toBe(1)
  })

  it('runs a mutation while offline too, instead of pausing it until the device is back online', async () => {
    onlineManager.setOnline(false)
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: () => Promise.reject(new ApiOfflineError()),
    })
    await expect(observer.mutate()).rejects.toBeInstanceOf(ApiOfflineError)
    expect(observer.getCurrentResult().isPaused).toBe(false)
  })
})
