import { createQueryClient } from '@localjobs/api-client/query-client'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useCachedQuery } from './use-cached-query.ts'

afterEach(cleanup)

function setup() {
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { queryClient, wrapper }
}

describe('useCachedQuery', () => {
  it('shows what the cache holds in the first render and does not call again while it is fresh', () => {
    const { queryClient, wrapper } = setup()
    queryClient.setQueryData(['cities'], ['Hyderabad'])
    const queryFn = vi.fn(async () => ['Warangal'])
    const { result } = renderHook(
      () => useCachedQuery({ queryKey: ['cities'], queryFn, staleTime: 60_000 }),
      {
        wrapper,
      },
    )
    expect(result.current.data).toEqual(['Hyderabad'])
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('reads once when the cache is empty or stale, and shows the answer', async () => {
    const { queryClient, wrapper } = setup()
    queryClient.setQueryData(['draft'], { step: 1 })
    const queryFn = vi.fn(async () => ({ step: 3 }))
    const { result } = renderHook(() => useCachedQuery({ queryKey: ['draft'], queryFn, staleTime: 0 }), {
      wrapper,
    })
    expect(result.current.data).toEqual({ step: 1 })
    await waitFor(() => expect(result.current.data).toEqual({ step: 3 }))
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('says a read failed after its retries, and tries again on refetch', async () => {
    const { wrapper } = setup()
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue('form')
    const { result } = renderHook(
      () => useCachedQuery({ queryKey: ['context'], queryFn, retry: 1, retryDelay: 0 }),
      { wrapper },
    )
    expect(result.current.data).toBeUndefined()
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(queryFn).toHaveBeenCalledTimes(2)
    act(() => result.current.refetch())
    expect(result.current.isError).toBe(false)
    await waitFor(() => expect(result.current.data).toBe('form'))
    expect(queryFn).toHaveBeenCalledTimes(3)
  })
})
