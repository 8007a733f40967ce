import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiRequest } from './call.ts'
import { type AuthFailure, createApiClient } from './client.ts'
import { ApiError, ApiOfflineError, ApiUnreachableError, OFFLINE_TOAST } from './errors.ts'
import { fakeFetch, jsonResponse } from './testing/fake-fetch.ts'
import { fakeNativeBridge } from './testing/native-bridge.ts'
import { memoryTokenStore } from './token-store.ts'

const baseUrl = 'http://api.test/api'
const request = (auth: ApiRequest['auth'], method: ApiRequest['method'] = 'GET'): ApiRequest => ({
  method,
  path: '/submissions/submissions/',
  auth,
})
const pathOf = (r: Request) => new URL(r.url).pathname
const isRefresh = (r: Request) => pathOf(r) === '/api/user/token/refresh/'
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('headers every call carries', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'a %s sends the CSRF token from its cookie in X-CSRFToken',
    async (method) => {
      const { fetch, requests } = fakeFetch(() => jsonResponse({}))
      const client = createApiClient({ baseUrl, fetch, cookies: () => 'a=1; csrftoken=tok%3D1; b=2' })

      await client.send(request('session', method))

      expect(requests[0]?.headers.get('X-CSRFToken')).toBe('tok=1')
    },
  )

  it('a GET sends no CSRF header', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({ baseUrl, fetch, cookies: () => 'csrftoken=tok' })

    await client.send(request('session', 'GET'))

    expect(requests[0]?.headers.get('X-CSRFToken')).toBeNull()
  })

  it('reads the cookie and writes the header named in the options', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({
      baseUrl,
      fetch,
      cookies: () => 'xsrf=abc',
      csrf: { cookieName: 'xsrf', headerName: 'X-XSRF-TOKEN' },
    })

    await client.send(request('none', 'POST'))

    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('abc')
    expect(requests[0]?.headers.get('X-CSRFToken')).toBeNull()
  })

  it('sends no CSRF header when there is no cookie, or when CSRF is off', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    await createApiClient({ baseUrl, fetch, cookies: () => '' }).send(request('session', 'POST'))
    await createApiClient({ baseUrl, fetch, cookies: () => 'csrftoken=x', csrf: false }).send(
      request('session', 'POST'),
    )

    expect(requests.map((r) => r.headers.get('X-CSRFToken'))).toEqual([null, null])
  })

  it('adds the configured extra headers and lets a call override a default (App-Type: web)', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({ baseUrl, fetch, appType: 'jobs_wbv', headers: { cookie: 'session=1' } })

    await client.send({ ...request('session', 'POST'), headers: { 'App-Type': 'web' } })

    expect(requests[0]?.headers.get('cookie')).toBe('session=1')
    expect(requests[0]?.headers.get('app-type')).toBe('web')
  })
})

describe('tokens (spec sections 4 and 6)', () => {
  const tokens = { access: 'acc-1', refresh: 'ref-1' }

  it.each([
    ['advertiser', 'Bearer acc-1'],
    ['session', null],
    ['none', null],
  ] as const)('a %s call sends Authorization %s', async (auth, expected) => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({ baseUrl, fetch, bridge: null, tokenStore: memoryTokenStore(tokens) })

    await client.send(request(auth))

    expect(requests[0]?.headers.get('authorization')).toBe(expected)
  })

  it.each([
    ['a JWT', 'aaa.bbb.ccc', 'JWT-AUTHORIZATION', 'Bearer aaa.bbb.ccc'],
    [
      'a JWT with base64url characters',
      'eyJh_-.eyJz-_.sig_-',
      'JWT-AUTHORIZATION',
      'Bearer eyJh_-.eyJz-_.sig_-',
    ],
    ['a legacy token', '4f9c2a7d1e', 'Authorization', '4f9c2a7d1e'],
    ['two segments (legacy)', 'aaa.bbb', 'Authorization', 'aaa.bbb'],
    ['an empty third segment (legacy)', 'aaa.bbb.', 'Authorization', 'aaa.bbb.'],
  ])('in the web view, %s from the bridge goes in %s', async (_case, token, header, value) => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({ baseUrl, fetch, bridge: fakeNativeBridge(token) })

    await client.send(request('session'))

    expect(requests[0]?.headers.get(header)).toBe(value)
  })

  it("in the web view, the app's token replaces the stored advertiser token", async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({
      baseUrl,
      fetch,
      bridge: fakeNativeBridge('aaa.bbb.ccc'),
      tokenStore: memoryTokenStore(tokens),
    })

    await client.send(request('advertiser'))

    expect(requests[0]?.headers.get('JWT-AUTHORIZATION')).toBe('Bearer aaa.bbb.ccc')
    expect(requests[0]?.headers.get('authorization')).toBeNull()
  })

  it('login and refresh calls carry no token, even in the web view', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({
      baseUrl,
      fetch,
      bridge: fakeNativeBridge('aaa.bbb.ccc'),
      tokenStore: memoryTokenStore(tokens),
    })

    await client.send(request('none', 'POST'))

    expect(requests[0]?.headers.get('JWT-AUTHORIZATION')).toBeNull()
    expect(requests[0]?.headers.get('authorization')).toBeNull()
  })

  it('finds the Android bridge on the page by itself', async () => {
    vi.stubGlobal('Android', fakeNativeBridge('legacy-token'))
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))

    await createApiClient({ baseUrl, fetch }).send(request('session'))

    expect(requests[0]?.headers.get('authorization')).toBe('legacy-token')
  })
})

describe('a 401 on an advertiser call (spec section 8)', () => {
  /** Protected calls succeed only with the token 'new'; the refresh answers as told. */
  const server = (refreshAnswer: () => Response | Promise<Response>) =>
    fakeFetch(async (r) => {
      if (isRefresh(r)) return refreshAnswer()
      return r.headers.get('authorization') === 'Bearer new'
        ? jsonResponse({ ok: true })
        : jsonResponse({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Token expired' }, 401)
    })

  it('refreshes once with the refresh token, stores the new tokens and retries once', async () => {
    const { fetch, requests } = server(() => jsonResponse({ access: 'new', refresh: 'ref-2' }))
    const store = memoryTokenStore({ access: 'old', refresh: 'ref-1' })
    const client = createApiClient({ baseUrl, fetch, tokenStore: store, bridge: null })

    const result = await client.send(request('advertiser'))

    expect(result).toMatchObject({ kind: 'ok', data: { ok: true } })
    expect(requests.map(pathOf)).toEqual([
      '/api/submissions/submissions/',
      '/api/user/token/refresh/',
      '/api/submissions/submissions/',
    ])
    const refresh = requests[1]!
    expect(refresh.method).toBe('POST')
    expect(await refresh.json()).toEqual({ refresh: 'ref-1' })
    expect(refresh.headers.get('authorization')).toBeNull()
    expect(store.get()).toEqual({ access: 'new', refresh: 'ref-2' })
  })

  it('keeps the refresh token when the refresh answer has only an access token', async () => {
    const { fetch } = server(() => jsonResponse({ access: 'new' }))
    const store = memoryTokenStore({ access: 'old', refresh: 'ref-1' })

    await createApiClient({ baseUrl, fetch, tokenStore: store, bridge: null }).send(request('advertiser'))

    expect(store.get()).toEqual({ access: 'new', refresh: 'ref-1' })
  })

  it('shares one refresh between every request in flight, then retries each once', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { fetch, requests } = server(async () => {
      await gate
      return jsonResponse({ access: 'new' })
    })
    const client = createApiClient({
      baseUrl,
      fetch,
      tokenStore: memoryTokenStore({ access: 'old', refresh: 'ref-1' }),
      bridge: null,
    })

    const pending = [1, 2, 3].map(() => client.send(request('advertiser')))
    await vi.waitFor(() => expect(requests.filter(isRefresh)).toHaveLength(1))
    release()
    const results = await Promise.all(pending)

    expect(results.map((r) => r.kind)).toEqual(['ok', 'ok', 'ok'])
    expect(requests.filter(isRefresh)).toHaveLength(1)
    expect(requests.filter((r) => !isRefresh(r))).toHaveLength(6)
  })

  it('a request that 401s after another one already refreshed retries with the new token at once', async () => {
    let calls = 0
    const { fetch, requests } = fakeFetch((r) => {
      if (isRefresh(r)) return jsonResponse({ access: 'new' })
      calls += 1
      // The second request's first answer arrives after the first request's refresh.
      if (calls <= 2 || r.headers.get('authorization') !== 'Bearer new') {
        return jsonResponse({ statusCode: 401, code: 'UNAUTHORIZED', message: 'x' }, 401)
      }
      return jsonResponse({})
    })
    const store = memoryTokenStore({ access: 'old', refresh: 'ref-1' })
    const client = createApiClient({ baseUrl, fetch, tokenStore: store, bridge: null })

    await client.send(request('advertiser'))
    // As if it had been sent with the old token before the refresh.
    store.set({ access: 'new' })
    const late = await client.send(request('advertiser'))

    expect(late.kind).toBe('ok')
    expect(requests.filter(isRefresh)).toHaveLength(1)
  })

  it.each([
    [
      'there is no refresh token',
      memoryTokenStore({ access: 'old', refresh: null }),
      () => jsonResponse({ access: 'new' }),
      'no-refresh-token',
      0,
    ],
    [
      'the refresh is refused',
      memoryTokenStore({ access: 'old', refresh: 'ref-1' }),
      () => jsonResponse({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Refresh token reused' }, 401),
      'refresh-rejected',
      1,
    ],
    [
      'the refresh answers without an access token',
      memoryTokenStore({ access: 'old', refresh: 'ref-1' }),
      () => jsonResponse({}),
      'refresh-rejected',
      1,
    ],
  ] as const)(
    'when %s: clears auth, goes to sign-in and returns the 401',
    async (_case, store, answer, reason, refreshes) => {
      const { fetch, requests } = server(answer)
      const failures: AuthFailure[] = []
      const events: AuthFailure[] = []
      const client = createApiClient({
        baseUrl,
        fetch,
        tokenStore: store,
        bridge: null,
        onAuthFailure: (f) => failures.push(f),
      })
      client.on('auth-failure', (f) => events.push(f))

      const result = await client.send(request('advertiser'))

      expect(result).toMatchObject({ kind: 'http-error', status: 401 })
      expect(store.get()).toBeNull()
      expect(failures).toEqual([{ reason, action: 'sign-in' }])
      expect(events).toEqual(failures)
      expect(requests.filter(isRefresh)).toHaveLength(refreshes)
    },
  )

  it('a request slower than a token lifetime: the stored token it retries with has expired too, so it refreshes once and retries', async () => {
    // The server knows only the newest token; 'mid' (stored by another request's refresh) has expired.
    const { fetch, requests } = fakeFetch((r) => {
      if (isRefresh(r)) return jsonResponse({ access: 'newest', refresh: 'ref-3' })
      return r.headers.get('authorization') === 'Bearer newest'
        ? jsonResponse({ ok: true })
        : jsonResponse({ statusCode: 401, code: 'UNAUTHORIZED', message: 'x' }, 401)
    })
    const store = memoryTokenStore({ access: 'old', refresh: 'ref-1' })
    const failures: AuthFailure[] = []
    const client = createApiClient({
      baseUrl,
      fetch,
      tokenStore: store,
      bridge: null,
      onAuthFailure: (f) => failures.push(f),
    })
    // Sent with 'old'; another request's refresh stored 'mid' before its 401 came back.
    const late = client.send(request('advertiser'))
    store.set({ access: 'mid', refresh: 'ref-2' })

    expect(await late).toMatchObject({ kind: 'ok', data: { ok: true } })
    expect(requests.map((r) => r.headers.get('authorization') ?? pathOf(r))).toEqual([
      'Bearer old',
      'Bearer mid',
      '/api/user/token/refresh/',
      'Bearer newest',
    ])
    expect(await requests[2]?.json()).toEqual({ refresh: 'ref-2' })
    expect(failures).toEqual([])
    expect(store.get()).toEqual({ access: 'newest', refresh: 'ref-3' })
  })

  it('a second 401 on the retry clears auth without another refresh or retry', async () => {
    const { fetch, requests } = fakeFetch((r) =>
      isRefresh(r)
        ? jsonResponse({ access: 'new' })
        : jsonResponse({ statusCode: 401, code: 'UNAUTHORIZED', message: 'x' }, 401),
    )
    const store = memoryTokenStore({ access: 'old', refresh: 'ref-1' })
    const failures: AuthFailure[] = []
    const client = createApiClient({
      baseUrl,
      fetch,
      tokenStore: store,
      bridge: null,
      onAuthFailure: (f) => failures.push(f),
    })

    const result = await client.send(request('advertiser'))

    expect(result).toMatchObject({ kind: 'http-error', status: 401 })
    expect(requests).toHaveLength(3)
    expect(store.get()).toBeNull()
    expect(failures).toEqual([{ reason: 'unauthorized-after-refresh', action: 'sign-in' }])
  })

  it('signs out once for a burst of 401s', async () => {
    const { fetch } = server(() => jsonResponse({}, 401))
    const failures: AuthFailure[] = []
    const client = createApiClient({
      baseUrl,
      fetch,
      tokenStore: memoryTokenStore({ access: 'old', refresh: null }),
      bridge: null,
      onAuthFailure: (f) => failures.push(f),
    })

    await Promise.all([1, 2, 3].map(() => client.send(request('advertiser'))))
    await client.send(request('advertiser'))

    expect(failures).toHaveLength(1)
  })

  it('goes to /hire/signin by default', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { assign })
    const { fetch } = server(() => jsonResponse({}))
    const client = createApiClient({ baseUrl, fetch, tokenStore: memoryTokenStore(), bridge: null })

    await client.send(request('advertiser'))

    expect(assign).toHaveBeenCalledWith('/hire/signin')
  })

  it('keeps the tokens when the refresh gets no answer at all, and says so', async () => {
    const { fetch } = server(() => {
      throw new TypeError('fetch failed')
    })
    const store = memoryTokenStore({ access: 'old', refresh: 'ref-1' })
    const onAuthFailure = vi.fn()
    const client = createApiClient({ baseUrl, fetch, tokenStore: store, bridge: null, onAuthFailure })

    const result = await client.send(request('advertiser'))

    expect(result.kind).toBe('unreachable')
    expect(store.get()).toEqual({ access: 'old', refresh: 'ref-1' })
    expect(onAuthFailure).not.toHaveBeenCalled()
  })

  it.each([
    ['logout', 'logout', 'native-logout'],
    ['close-web-form', 'closeWebForm', 'native-close-web-form'],
  ] as const)('in the web view, asks the app to %s instead of refreshing', async (choice, method, action) => {
    const { fetch, requests } = server(() => jsonResponse({ access: 'new' }))
    const bridge = fakeNativeBridge('legacy-token')
    const onAuthFailure = vi.fn()
    const events: AuthFailure[] = []
    const client = createApiClient({
      baseUrl,
      fetch,
      bridge,
      tokenStore: memoryTokenStore({ access: 'old', refresh: 'ref-1' }),
      webViewAuthFailure: () => choice,
      onAuthFailure,
    })
    client.on('auth-failure', (f) => events.push(f))

    const result = await client.send(request('advertiser'))

    expect(result).toMatchObject({ kind: 'http-error', status: 401 })
    expect(bridge.calls).toEqual([method])
    expect(events).toEqual([{ reason: 'app-token-rejected', action }])
    expect(onAuthFailure).not.toHaveBeenCalled()
    expect(requests.filter(isRefresh)).toHaveLength(0)
  })

  it('a 401 on a login call is only an answer (wrong credentials), not a sign-out', async () => {
    const { fetch, requests } = fakeFetch(() =>
      jsonResponse({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Incorrect credentials' }, 401),
    )
    const store = memoryTokenStore({ access: 'old', refresh: 'ref-1' })
    const onAuthFailure = vi.fn()
    const client = createApiClient({ baseUrl, fetch, tokenStore: store, bridge: null, onAuthFailure })

    const result = await client.send(request('none', 'POST'))

    expect(result).toMatchObject({
      kind: 'http-error',
      status: 401,
      body: { message: 'Incorrect credentials' },
    })
    expect(requests).toHaveLength(1)
    expect(store.get()).not.toBeNull()
    expect(onAuthFailure).not.toHaveBeenCalled()
  })

  it("a 401 on a seeker's cookie-session call is returned for the UI to ask them to log in", async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}, 401))
    const onAuthFailure = vi.fn()
    const client = createApiClient({ baseUrl, fetch, bridge: null, onAuthFailure })

    const result = await client.send(request('session'))

    expect(result).toMatchObject({ kind: 'http-error', status: 401 })
    expect(requests).toHaveLength(1)
    expect(onAuthFailure).not.toHaveBeenCalled()
  })
})

describe('offline (spec section 8)', () => {
  it('makes no request, emits the offline toast and returns the offline marker', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({ baseUrl, fetch, isOnline: () => false })
    const toasts: unknown[] = []
    client.on('offline', (toast) => toasts.push(toast))

    const result = await client.send(request('session'))

    expect(result).toEqual({ kind: 'offline', error: true })
    expect(requests).toHaveLength(0)
    expect(toasts).toEqual([OFFLINE_TOAST])
  })

  it('throws ApiOfflineError with throwOnError', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({ baseUrl, fetch, isOnline: () => false })

    await expect(client.send(request('session'), { throwOnError: true })).rejects.toBeInstanceOf(
      ApiOfflineError,
    )
  })

  it('reads navigator.onLine by default', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))

    const result = await createApiClient({ baseUrl, fetch }).send(request('session'))

    expect(result.kind).toBe('offline')
    expect(requests).toHaveLength(0)
  })

  it('a network failure after the connection dropped is reported as offline too', async () => {
    let online = true
    const { fetch } = fakeFetch(() => {
      online = false
      throw new TypeError('fetch failed')
    })
    const client = createApiClient({ baseUrl, fetch, isOnline: () => online })
    const toasts: unknown[] = []
    client.on('offline', (toast) => toasts.push(toast))

    expect((await client.send(request('session'))).kind).toBe('offline')
    expect(toasts).toHaveLength(1)
  })

  it("a listener's failure does not fail the call; it is rethrown on its own", async () => {
    const rethrown: (() => void)[] = []
    vi.stubGlobal('queueMicrotask', (task: () => void) => rethrown.push(task))
    const client = createApiClient({ baseUrl, isOnline: () => false })
    client.on('offline', () => {
      throw new Error('toast failed')
    })

    const result = await client.send(request('session'))

    expect(result.kind).toBe('offline')
    expect(rethrown).toHaveLength(1)
    expect(() => rethrown[0]?.()).toThrow('toast failed')
  })

  it('stops telling a listener once it unsubscribed', async () => {
    const client = createApiClient({ baseUrl, isOnline: () => false })
    const listener = vi.fn()
    const off = client.on('offline', listener)

    off()
    await client.send(request('session'))

    expect(listener).not.toHaveBeenCalled()
  })

  it('the toast is the spec text: "No internet connection", title Connection, 3 s, bottom', () => {
    expect(OFFLINE_TOAST).toEqual({
      message: 'No internet connection',
      title: 'Connection',
      duration: 3000,
      position: 'bottom',
    })
  })
})

describe('cancellation', () => {
  it('returns the canceled marker, without a request, for a signal already aborted', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const controller = new AbortController()
    controller.abort()

    const result = await createApiClient({ baseUrl, fetch }).send(request('session'), {
      signal: controller.signal,
    })

    expect(result).toEqual({ kind: 'canceled', error: true })
    expect(requests).toHaveLength(0)
  })

  it('returns the canceled marker when the signal fires while waiting', async () => {
    const fake = fakeFetch(
      (r) =>
        new Promise<Response>((_resolve, reject) =>
          r.signal.addEventListener('abort', () => reject(r.signal.reason)),
        ),
    )
    const controller = new AbortController()
    const pending = createApiClient({ baseUrl, fetch: fake.fetch }).send(request('session'), {
      signal: controller.signal,
    })

    await vi.waitFor(() => expect(fake.requests).toHaveLength(1))
    controller.abort()

    expect(await pending).toEqual({ kind: 'canceled', error: true })
  })

  it('throws the abort reason itself with throwOnError (what TanStack Query expects)', async () => {
    const controller = new AbortController()
    const reason = new DOMException('left the page', 'AbortError')
    controller.abort(reason)

    await expect(
      createApiClient({ baseUrl }).send(request('session'), {
        signal: controller.signal,
        throwOnError: true,
      }),
    ).rejects.toBe(reason)
  })
})

describe('other answers', () => {
  it('returns the error flag with the status, the body and the response', async () => {
    const body = { statusCode: 422, code: 'VALIDATION_ERROR', message: 'Invalid', details: [] }
    const { fetch } = fakeFetch(() => jsonResponse(body, 422))

    const result = await createApiClient({ baseUrl, fetch }).send(request('session'))

    expect(result).toMatchObject({ kind: 'http-error', error: true, status: 422, body, raw: body })
    expect(result.kind === 'http-error' && result.response.status).toBe(422)
  })

  it('keeps the message of an error body of another shape ({ message })', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ message: 'OTP expired' }, 400))

    const result = await createApiClient({ baseUrl, fetch }).send(request('none', 'POST'))

    expect(result).toMatchObject({
      kind: 'http-error',
      body: { statusCode: 400, code: 'HTTP_ERROR', message: 'OTP expired' },
      raw: { message: 'OTP expired' },
    })
  })

  it('throws ApiError with the status, body and response with throwOnError', async () => {
    const body = { statusCode: 500, code: 'INTERNAL', message: 'Boom' }
    const { fetch } = fakeFetch(() => jsonResponse(body, 500))

    const error = await createApiClient({ baseUrl, fetch })
      .send(request('session'), { throwOnError: true })
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 500, body })
    expect((error as ApiError).response?.status).toBe(500)
  })

  it('resolves with the data with throwOnError', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ a: 1 }))

    await expect(
      createApiClient({ baseUrl, fetch }).send(request('session'), { throwOnError: true }),
    ).resolves.toEqual({ a: 1 })
  })

  it('gives null data for an empty success (204)', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }))

    expect(await createApiClient({ baseUrl, fetch }).send(request('session', 'POST'))).toMatchObject({
      kind: 'ok',
      status: 204,
      data: null,
    })
  })

  it('treats a 2xx page that is not JSON (a captive portal) as no answer from the API', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Login to Wi-Fi</html>', { status: 200 }))

    expect((await createApiClient({ baseUrl, fetch }).send(request('session'))).kind).toBe('unreachable')
  })

  it('returns unreachable for a network failure, and throws ApiUnreachableError with throwOnError', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('fetch failed')
    })
    const client = createApiClient({ baseUrl, fetch })

    expect((await client.send(request('session'))).kind).toBe('unreachable')
    await expect(client.send(request('session'), { throwOnError: true })).rejects.toBeInstanceOf(
      ApiUnreachableError,
    )
  })

  it('sends search params without empty values and repeats list values', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))

    await createApiClient({ baseUrl, fetch }).send({
      method: 'GET',
      path: '/submissions/submissions/',
      searchParams: { status: ['active', 'expired'], cursor: undefined, q: '', n: null, limit: 10 },
      auth: 'advertiser',
    })

    expect(new URL(requests[0]!.url).search).toBe('?status=active&status=expired&limit=10')
  })
})
