import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../client.ts'
import { ApiError } from '../errors.ts'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts'
import { isProfileCreated, jobSeekerStatusQueryOptions } from './status.ts'

const baseUrl = 'http://api.test/api'

describe('profile created (spec section 4: status 2 means created)', () => {
  it.each([
    [2, true],
    [0, false],
    [1, false],
    [3, false],
    [-1, false],
    [null, false],
  ])('status %j -> %s', (status, expected) => {
    expect(isProfileCreated({ status })).toBe(expected)
  })
})

describe('jobSeekerStatusQueryOptions', () => {
  it('fetches the status of the user', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ status: 2 }))
    const client = createApiClient({ baseUrl, fetch })

    const data = await new QueryClient().fetchQuery(jobSeekerStatusQueryOptions(client, { userId: 77 }))

    expect(isProfileCreated(data)).toBe(true)
  })

  it('rejects with ApiError on an error answer (the UI shows its toast)', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ statusCode: 500, code: 'X', message: 'x' }, 500))
    const client = createApiClient({ baseUrl, fetch })

    await expect(
      new QueryClient().fetchQuery({ ...jobSeekerStatusQueryOptions(client, { userId: 77 }), retry: false }),
    ).rejects.toBeInstanceOf(ApiError)
  })
})
