import type { AddressInfo } from 'node:net'
import { getAdvertiserProfile, updateAdvertiserProfile } from '@localjobs/api-client/advertisers/profile'
import { logoutMutationOptions } from '@localjobs/api-client/auth/otp'
import { type AuthFailure, createApiClient } from '@localjobs/api-client/client'
import { memoryTokenStore } from '@localjobs/api-client/token-store'
import { beforeAll, describe, expect, it } from 'vitest'
import { signInAdvertiser } from '../helpers/advertisers.ts'
import { appPerFile, csrfCookie } from '../helpers/app.ts'

/**
 * The api-client's real client against the API listening on a free port (spec sections 4 and 8): a 401
 * refreshes once and retries; a refresh that fails signs the advertiser out.
 */
const ACCESS_TTL_SECONDS = 3
const suite = appPerFile({ env: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL_SECONDS) } })
let baseUrl = ''

beforeAll(async () => {
  await suite.test.app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(suite.test.app.server.address() as AddressInfo).port}/api`
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Past the access token's life (JWT times are whole seconds). */
const untilExpired = () => sleep(ACCESS_TTL_SECONDS * 1000 + 1100)

async function clientFor(tokens: { access: string; refresh: string }) {
  const requests: string[] = []
  const failures: AuthFailure[] = []
  const tokenStore = memoryTokenStore({ access: tokens.access, refresh: tokens.refresh })
  const client = createApiClient({
    baseUrl,
    bridge: null,
    // Node's fetch keeps no cookies: the test hands the client the CSRF cookie a browser would hold.
    headers: { cookie: csrfCookie },
    cookies: () => csrfCookie,
    tokenStore,
    isOnline: () => true,
    onAuthFailure: (failure) => failures.push(failure),
    fetch: async (input, init) => {
      const request = new Request(input, init)
      requests.push(`${request.method} ${new URL(request.url).pathname}`)
      return fetch(request)
    },
  })
  const events: AuthFailure[] = []
  client.on('auth-failure', (failure) => events.push(failure))
  return { client, tokenStore, requests, failures, events }
}

describe('the api-client against the API: refresh once, then retry', () => {
  it('an expired access token is refreshed once and the call retried; the new pair is kept', async () => {
    const advertiser = await signInAdvertiser(suite.test)
    const { client, tokenStore, requests, failures } = await clientFor(advertiser)
    const fresh = await getAdvertiserProfile(client, {})
    expect(fresh.kind).toBe('ok')

    await untilExpired()
    requests.length = 0
    const result = await getAdvertiserProfile(client, {})
    expect(result.kind).toBe('ok')
    if (result.kind === 'ok') expect(result.data.mobile_no).toBe(advertiser.mobile)
    expect(requests).toEqual([
      'GET /api/advertisers/v1/profile/',
      'POST /api/user/token/refresh/',
      'GET /api/advertisers/v1/profile/',
    ])
    const stored = tokenStore.get()
    expect(stored?.access).not.toBe(advertiser.access)
    expect(stored?.refresh).not.toBe(advertiser.refresh)
    expect(failures).toEqual([])

    // A write works the same way after the next expiry.
    await untilExpired()
    const saved = await updateAdvertiserProfile(client, { name: 'Anil Kumar' })
    expect(saved.kind).toBe('ok')
    if (saved.kind === 'ok') expect(saved.data.name).toBe('Anil Kumar')
  })

  it('a reused refresh token signs out: the family is revoked, the refresh fails, the auth-failure hook fires', async () => {
    const advertiser = await signInAdvertiser(suite.test)
    const { client, tokenStore, failures, events } = await clientFor(advertiser)
    await untilExpired()
    // The client rotates its refresh token (one refresh, one retry)...
    expect((await getAdvertiserProfile(client, {})).kind).toBe('ok')
    // ...and a stolen copy of the old one is presented again: the whole family is revoked.
    const replay = await suite.test.app.inject({
      method: 'POST',
      url: '/api/user/token/refresh/',
      payload: { refresh: advertiser.refresh },
    })
    expect(replay.statusCode).toBe(401)

    const result = await getAdvertiserProfile(client, {})
    expect(result.kind).toBe('http-error')
    if (result.kind === 'http-error') expect(result.status).toBe(401)
    expect(failures).toEqual([{ reason: 'refresh-rejected', action: 'sign-in' }])
    expect(events).toEqual(failures)
    expect(tokenStore.get()).toBeNull()
  })

  it('sign-out sends the stored refresh token: the server revokes the sign-in, the client forgets it', async () => {
    const advertiser = await signInAdvertiser(suite.test)
    const { client, tokenStore } = await clientFor(advertiser)
    const options = logoutMutationOptions(client)
    await options.mutationFn?.({}, undefined as never)
    options.onSettled?.(null, null, {}, undefined as never, undefined as never)
    expect(tokenStore.get()).toBeNull()
    const refreshed = await suite.test.app.inject({
      method: 'POST',
      url: '/api/user/token/refresh/',
      payload: { refresh: advertiser.refresh },
    })
    expect(refreshed.statusCode).toBe(401)
  })
})
