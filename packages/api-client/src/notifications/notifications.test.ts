import { describe, expect, it } from 'vitest'
import { createApiClient } from '../client.ts'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts'
import { appLinkSent, sendAppLink } from './notifications.ts'

const baseUrl = 'http://api.test/api'

describe('send app link succeeds for a status of 200 or higher (spec section 8)', () => {
  it.each([
    [200, true],
    [201, true],
    [204, true],
    [400, false],
    [429, false],
    [500, false],
  ])('status %i -> sent: %s', async (status, expected) => {
    const { fetch } = fakeFetch(() =>
      status === 204 ? new Response(null, { status }) : jsonResponse({ message: 'x' }, status),
    )

    const result = await sendAppLink(createApiClient({ baseUrl, fetch }), { mobile_no: '9876543210' })

    expect(appLinkSent(result)).toBe(expected)
  })

  it.each([
    ['offline', { isOnline: () => false }],
    [
      'no answer',
      {
        fetch: (() => {
          throw new TypeError('fetch failed')
        }) as typeof fetch,
      },
    ],
  ])('%s -> not sent', async (_case, options) => {
    const result = await sendAppLink(createApiClient({ baseUrl, ...options }), { mobile_no: '9876543210' })

    expect(appLinkSent(result)).toBe(false)
  })
})
