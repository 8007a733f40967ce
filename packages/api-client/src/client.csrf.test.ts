import { describe, expect, it } from 'vitest'
import { applyToJob } from './classifieds/apply.ts'
import { createApiClient } from './client.ts'
import { fakeFetch, jsonResponse } from './testing/fake-fetch.ts'

const baseUrl = 'http://api.test/api'
const refusal = () => jsonResponse({ statusCode: 403, code: 'CSRF_FAILED', message: 'no token' }, 403)

describe('CSRF beyond the state-changing methods', () => {
  it('the GET apply call (a GET that changes state) sends the CSRF header', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({ applied: true, message: 'ok' }))
    const client = createApiClient({ baseUrl, fetch, cookies: () => 'csrftoken=tok-1' })

    await applyToJob(client, { classified_id: 7 })

    expect(requests[0]?.method).toBe('GET')
    expect(requests[0]?.headers.get('X-CSRFToken')).toBe('tok-1')
  })

  it('retries once when the refusal set a new CSRF cookie (the first call of a server-rendered page)', async () => {
    let cookie = ''
    const { fetch, requests } = fakeFetch((request) => {
      if (!request.headers.get('X-CSRFToken')) {
        cookie = 'csrftoken=fresh' // what the browser keeps from the refusal's Set-Cookie
        return refusal()
      }
      return jsonResponse({ message: 'sent' })
    })
    const client = createApiClient({ baseUrl, fetch, cookies: () => cookie })

    const result = await client.send({ method: 'POST', path: '/login/otp/generate/', json: {}, auth: 'none' })

    expect(result.kind).toBe('ok')
    expect(requests).toHaveLength(2)
    expect(requests[1]?.headers.get('X-CSRFToken')).toBe('fresh')
  })

  it('does not retry when the cookie did not change', async () => {
    const { fetch, requests } = fakeFetch(refusal)
    const client = createApiClient({ baseUrl, fetch, cookies: () => 'csrftoken=same' })

    const result = await client.send({ method: 'POST', path: '/login/otp/generate/', json: {}, auth: 'none' })

    expect(result).toMatchObject({ kind: 'http-error', status: 403 })
    expect(requests).toHaveLength(1)
  })
})
