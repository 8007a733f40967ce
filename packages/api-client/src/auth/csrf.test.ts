import { describe, expect, it } from 'vitest'
import { createApiClient } from '../client.ts'
import { fakeFetch } from '../testing/fake-fetch.ts'
import { ensureCsrfToken, fetchCsrfToken } from './csrf.ts'
import { generateOtp } from './otp.ts'

const baseUrl = 'http://api.test/api'

describe('fetchCsrfToken', () => {
  it('is a GET of /login/csrf/ without a token', () => {
    expect(fetchCsrfToken.request({})).toEqual({ method: 'GET', path: '/login/csrf/', auth: 'none' })
  })

  it("answers ok on the API's 204, and the next POST echoes the cookie it set, with no refusal", async () => {
    let cookie = ''
    const { fetch, requests } = fakeFetch((request) => {
      if (request.method === 'GET') {
        cookie = 'csrftoken=fresh-token-0123456789abcdefghijklmnopqrstuv'
        return new Response(null, { status: 204 })
      }
      return new Response(JSON.stringify({ message: 'OTP sent' }), {
        status: request.headers.get('x-csrftoken') ? 200 : 403,
        headers: { 'content-type': 'application/json' },
      })
    })
    const client = createApiClient({ baseUrl, fetch, cookies: () => cookie })
    expect(await fetchCsrfToken(client, {})).toMatchObject({ kind: 'ok', data: null })
    expect((await generateOtp(client, { mobile_no: '9876543210' })).kind).toBe('ok')
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'GET /api/login/csrf/',
      'POST /api/login/otp/generate/',
    ])
    expect(requests[1]?.headers.get('x-csrftoken')).toBe('fresh-token-0123456789abcdefghijklmnopqrstuv')
  })

  it('ensureCsrfToken asks once for concurrent callers, and not at all when the cookie is there', async () => {
    let cookie = ''
    const { fetch, requests } = fakeFetch(() => {
      cookie = 'csrftoken=fresh-token-0123456789abcdefghijklmnopqrstuv'
      return new Response(null, { status: 204 })
    })
    const client = createApiClient({ baseUrl, fetch, cookies: () => cookie })
    await Promise.all([ensureCsrfToken(client, () => cookie), ensureCsrfToken(client, () => cookie)])
    expect(requests).toHaveLength(1)
    await ensureCsrfToken(client, () => cookie)
    expect(requests).toHaveLength(1)
  })

  it('ensureCsrfToken settles even when the API cannot be reached', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const client = createApiClient({ baseUrl, fetch, cookies: () => '' })
    await expect(ensureCsrfToken(client, () => '')).resolves.toBeUndefined()
  })
})
