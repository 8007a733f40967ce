import { describe, expect, it } from 'vitest'
import type { ApiRequest } from './call.ts'
import { ApiError, ApiUnreachableError, createApiClient, isApiError, preloadHttp } from './client.ts'
import { fakeFetch, jsonResponse } from './testing/fake-fetch.ts'

const get = (path: string): ApiRequest => ({ method: 'GET', path, auth: 'none' })

describe('createApiClient', () => {
  it('sends the language, the app type and cookies with every request', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({ ok: true }))
    const client = createApiClient({
      baseUrl: 'http://api.test/api',
      locale: 'hi',
      appType: 'jobs_wbv',
      fetch,
    })

    await client.send(get('classifieds/classifieds/feed_v2/'), { throwOnError: true })

    const [request] = requests
    expect(request?.headers.get('accept-language')).toBe('hi')
    expect(request?.headers.get('app-type')).toBe('jobs_wbv')
    expect(request?.credentials).toBe('include')
  })

  it('defaults to English and the plain web app type', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch })

    await client.send(get('anything/'), { throwOnError: true })

    expect(requests[0]?.headers.get('accept-language')).toBe('en')
    expect(requests[0]?.headers.get('app-type')).toBe('web')
    expect(client.locale).toBe('en')
  })

  it('preloads the HTTP client without sending anything; the first call then goes out as usual', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({ ok: true }))
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch })

    preloadHttp()
    preloadHttp()
    expect(requests).toHaveLength(0)

    await client.send(get('anything/'), { throwOnError: true })
    expect(requests).toHaveLength(1)
  })

  it('puts paths under the API root and keeps their trailing slash', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({ baseUrl: 'http://api.test/api/', fetch })

    await client.send(get('login/otp/generate/'), { throwOnError: true })

    expect(requests[0]?.url).toBe('http://api.test/api/login/otp/generate/')
  })

  it('turns an error answer into an ApiError with the status and the body the API sent', async () => {
    const body = { statusCode: 404, code: 'NOT_FOUND', message: 'No such location: atlantis' }
    const { fetch } = fakeFetch(() => jsonResponse(body, 404))
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch })

    const error = await client
      .send(get('classifieds/classifieds/feed_v2/'), { throwOnError: true })
      .catch((e: unknown) => e)

    expect(isApiError(error)).toBe(true)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(404)
    expect((error as ApiError).body).toEqual(body)
    expect((error as ApiError).message).toBe('No such location: atlantis')
  })

  it('gives a generic ApiError body when a proxy answers with something other than the API error shape', async () => {
    const { fetch } = fakeFetch(
      () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
    )
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch })

    const error = await client.send(get('x/'), { throwOnError: true }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(502)
    expect((error as ApiError).body.code).toBe('HTTP_ERROR')
    expect((error as ApiError).body.statusCode).toBe(502)
  })

  it('does not retry on its own, so a failed call costs one request', async () => {
    const { fetch, requests } = fakeFetch(() =>
      jsonResponse({ statusCode: 503, code: 'X', message: 'down' }, 503),
    )
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch })

    await client.send(get('x/'), { throwOnError: true }).catch(() => undefined)

    expect(requests).toHaveLength(1)
  })

  it('reports a failed connection without the internal address it tried', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('fetch failed')
    })
    const client = createApiClient({ baseUrl: 'http://10.0.0.7:3000/api', fetch })

    const error = await client
      .send(get('classifieds/classifieds/feed_v2/'), { throwOnError: true })
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiUnreachableError)
    expect((error as Error).message).not.toContain('10.0.0.7')
    expect(isApiError(error)).toBe(false)
  })

  it('gives up after the timeout with the same error', async () => {
    const { fetch } = fakeFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    )
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch, timeout: 20 })

    const error = await client.send(get('x/'), { throwOnError: true }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiUnreachableError)
  })

  it('joins the API root and a path written with a leading slash with exactly one slash', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch })

    await client.send(get('/login/otp/verify/'), { throwOnError: true })
    await client.send({ ...get('/x/'), searchParams: { page: 2, q: 'driver jobs', ids: [1, 2] } })

    expect(requests.map((r) => r.url)).toEqual([
      'http://api.test/api/login/otp/verify/',
      'http://api.test/api/x/?page=2&q=driver+jobs&ids=1&ids=2',
    ])
  })

  it('sends a JSON body as JSON, unless the call named another content type', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch, csrf: false })

    await client.send({ method: 'POST', path: 'a/', auth: 'none', json: { mobile: '9100000001' } })
    await client.send({
      method: 'POST',
      path: 'b/',
      auth: 'none',
      json: { a: 1 },
      headers: { 'Content-Type': 'application/merge-patch+json' },
    })

    expect(requests[0]?.headers.get('content-type')).toBe('application/json')
    expect(await requests[0]?.json()).toEqual({ mobile: '9100000001' })
    expect(requests[1]?.headers.get('content-type')).toBe('application/merge-patch+json')
  })

  it('sends a form as multipart with its boundary, and a GET without a body', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch, csrf: false })
    const form = new FormData()
    form.append('title', 'Driver')

    await client.send({ method: 'POST', path: 'a/', auth: 'none', form })
    await client.send(get('b/'))

    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    expect((await requests[0]?.formData())?.get('title')).toBe('Driver')
    expect(requests[1]?.body).toBeNull()
  })

  it('lets a default header given in any case be replaced by the client or by a call', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({
      baseUrl: 'http://api.test/api',
      fetch,
      appType: 'jobs_wbv',
      headers: { 'APP-TYPE': 'ignored', Cookie: 'sessionid=abc', Accept: 'text/plain' },
    })

    await client.send(get('a/'))
    await client.send({ ...get('b/'), headers: { 'app-type': 'web', ACCEPT: 'application/json' } })

    expect(requests[0]?.headers.get('app-type')).toBe('jobs_wbv')
    expect(requests[0]?.headers.get('cookie')).toBe('sessionid=abc')
    expect(requests[0]?.headers.get('accept')).toBe('text/plain')
    expect(requests[1]?.headers.get('app-type')).toBe('web')
    expect(requests[1]?.headers.get('accept')).toBe('application/json')
  })

  it('returns the 204 of an action as ok with no data', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }))
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch })

    const result = await client.send({ method: 'DELETE', path: 'x/', auth: 'none' })

    expect(result).toMatchObject({ kind: 'ok', status: 204, data: null })
  })

  it('keeps an error body that is not JSON as the raw text, with the generic error shape', async () => {
    const { fetch } = fakeFetch(
      () => new Response('upstream timed out', { status: 504, statusText: 'Gateway Timeout' }),
    )
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch })

    const result = await client.send(get('x/'))

    expect(result).toMatchObject({
      kind: 'http-error',
      status: 504,
      raw: 'upstream timed out',
      body: { statusCode: 504, code: 'HTTP_ERROR', message: 'Gateway Timeout' },
    })
  })

  it('times out as unreachable (not canceled), and the timeout ends once the answer arrived', async () => {
    const hanging = fakeFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    )
    const slowBody = fakeFetch(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              setTimeout(() => {
                controller.enqueue(new TextEncoder().encode('{"ok":true}'))
                controller.close()
              }, 60)
            },
          }),
          { status: 200 },
        ),
    )

    const timedOut = await createApiClient({
      baseUrl: 'http://api.test/api',
      fetch: hanging.fetch,
      timeout: 20,
    }).send(get('x/'))
    const slow = await createApiClient({
      baseUrl: 'http://api.test/api',
      fetch: slowBody.fetch,
      timeout: 20,
    }).send(get('x/'))

    expect(timedOut.kind).toBe('unreachable')
    expect(slow).toMatchObject({ kind: 'ok', data: { ok: true } })
  })

  it('cancels the reading of a slow body when the caller aborts, and reports canceled', async () => {
    const controller = new AbortController()
    const { fetch } = fakeFetch(
      (request) =>
        new Response(
          new ReadableStream({
            start(stream) {
              stream.enqueue(new TextEncoder().encode('{"ok":'))
              request.signal.addEventListener('abort', () => stream.error(request.signal.reason))
            },
          }),
          { status: 200 },
        ),
    )
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch })

    const pending = client.send(get('x/'), { signal: controller.signal })
    setTimeout(() => controller.abort(), 10)

    expect((await pending).kind).toBe('canceled')
  })

  it('reports an answer cut off while its body was read as unreachable', async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response(
          new ReadableStream({
            start(stream) {
              stream.enqueue(new TextEncoder().encode('{"ok":'))
              stream.error(new TypeError('terminated'))
            },
          }),
          { status: 200 },
        ),
    )
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch })

    const result = await client.send(get('x/'))

    expect(result.kind).toBe('unreachable')
  })
})
