import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { applyToJobMutationOptions } from './classifieds/apply.ts'
import { createApiClient } from './client.ts'
import { ApiError, ApiOfflineError } from './errors.ts'
import { runMutation } from './query-options.ts'
import { fakeFetch, jsonResponse } from './testing/fake-fetch.ts'

describe('runMutation', () => {
  it('runs the call once through the mutation cache and resolves with its data', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({ message: 'Applied' }))
    const api = createApiClient({ baseUrl: 'http://localhost/api', fetch, bridge: null })
    const queryClient = new QueryClient()

    const data = await runMutation(queryClient, applyToJobMutationOptions(api), { classified_id: 42 })

    expect(data).toEqual({ message: 'Applied' })
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/classifieds/classifieds/42/apply/'])
    const [mutation] = queryClient.getMutationCache().getAll()
    expect(mutation?.state).toMatchObject({ status: 'success', variables: { classified_id: 42 } })
  })

  it('rejects with the API error, not retried, as useMutation would', async () => {
    const { fetch, requests } = fakeFetch(() =>
      jsonResponse({ statusCode: 409, code: 'PROFILE_REQUIRED', message: 'Create a profile' }, 409),
    )
    const api = createApiClient({ baseUrl: 'http://localhost/api', fetch, bridge: null })

    const error = await runMutation(new QueryClient(), applyToJobMutationOptions(api), {
      classified_id: 42,
    }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).body.code).toBe('PROFILE_REQUIRED')
    expect(requests).toHaveLength(1)
  })

  it('applies the client’s mutation defaults: offline, the call runs and rejects at once', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const api = createApiClient({ baseUrl: 'http://localhost/api', fetch, isOnline: () => false })
    const queryClient = new QueryClient({ defaultOptions: { mutations: { networkMode: 'always' } } })

    const error = await runMutation(queryClient, applyToJobMutationOptions(api), {
      classified_id: 42,
    }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiOfflineError)
    expect(requests).toHaveLength(0)
  })
})
