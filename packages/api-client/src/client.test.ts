import { describe, expect, it } from 'vitest'
import { ApiError, ApiUnreachableError, createApiClient, isApiError, preloadHttp } from './client.ts'
import { fakeFetch, jsonResponse } from './testing/fake-fetch.ts'

describe('createApiClient', () => {
  it('sends the language, the app type and cookies with every request', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({ ok: true }))
    const client = createApiClient({
      baseUrl: 'http://api.test/api',
      locale: 'hi',
      appType: 'jobs_wbv',
      fetch,
    })

    await (await client.http()).get('classifieds/classifieds/feed_v2/').json()

    const [request] = requests
    expect(request?.headers.get('accept-language')).toBe('hi')
    expect(request?.headers.get('app-type')).toBe('jobs_wbv')
    expect(request?.credentials).toBe('include')
  })

  it('defaults to English and the plain web app type', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch })

    await (await client.http()).get('anything/').json()

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

    await (await client.http()).get('anything/').json()
    expect(requests).toHaveLength(1)
  })

  it('configures the HTTP client once and reuses it', async () => {
    const client = createApiClient({ baseUrl: 'http://api.test/api' })

    expect(await client.http()).toBe(await client.http())
  })

  it('puts paths under the API root and keeps their trailing slash', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}))
    const client = createApiClient({ baseUrl: 'http://api.test/api/', fetch })

    await (await client.http()).get('login/otp/generate/').json()

    expect(requests[0]?.url).toBe('http://api.test/api/login/otp/generate/')
  })

  it('turns an error answer into an ApiError with the status and the body the API sent', async () => {
    const body = { statusCode: 404, code: 'NOT_FOUND', message: 'No such location: atlantis' }
    const { fetch } = fakeFetch(() => jsonResponse(body, 404))
    const client = createApiClient({ baseUrl: 'http://api.test/api', fetch })

    const error = await (await client.http())
      .get('classifieds/classifieds/feed_v2/')
      .json()
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

    const error = await (await client.http())
      .get('x/')
      .json()
      .catch((e: unknown) => e)

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

    await (await client.http())
      .get('x/')
      .json()
      .catch(() => undefined)

    expect(requests).toHaveLength(1)
  })

  it('reports a failed connection without the internal address it tried', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('fetch failed')
    })
    const client = createApiClient({ baseUrl: 'http://10.0.0.7:3000/api', fetch })

    const error = await (await client.http())
      .get('classifieds/classifieds/feed_v2/')
      .json()
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

    const error = await (await client.http())
      .get('x/')
      .json()
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiUnreachableError)
  })
})
