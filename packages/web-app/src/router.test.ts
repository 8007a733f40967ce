import { getAdvertiserProfile } from '@localjobs/api-client/advertisers/profile'
import { getStates } from '@localjobs/api-client/common/states'
import { memoryTokenStore } from '@localjobs/api-client/token-store'
import { createRootRoute } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseServerEnv } from './app-env.ts'
import { addHomeSlash, createAppRouter, type PageSettings, type RouterContext } from './router.ts'

/** The API calls a router's client makes, answered with an empty list. */
function recordCalls() {
  const calls: Request[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init))
    return new Response('{"results":[]}', { headers: { 'content-type': 'application/json' } })
  })
  return calls
}

/** The API client of the router an app makes for a page with these settings. */
const apiFor = (page: PageSettings) =>
  (
    createAppRouter({
      routeTree: createRootRoute(),
      env: parseServerEnv({ API_INTERNAL_URL: 'http://api.test/api' }, { app: 'test' }),
      page,
      errorComponent: () => null,
    }).options.context as RouterContext
  ).api

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("a server render's API calls (decision 011)", () => {
  it("name the reader's address, so the API's per-address limits count the reader", async () => {
    const calls = recordCalls()
    const api = apiFor({
      locale: 'te',
      appType: 'web',
      apiHeaders: { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' },
    })
    await getStates(api, {})
    expect(calls[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.9, 127.0.0.1')
    expect(calls[0]?.headers.get('accept-language')).toBe('te')
  })

  it('send no X-Forwarded-For of their own when the request had none (the browser)', async () => {
    const calls = recordCalls()
    await getStates(apiFor({ locale: 'en', appType: 'web' }), {})
    expect(calls[0]?.headers.has('x-forwarded-for')).toBe(false)
  })
})

describe("a server render's CSP nonce (decision 038)", () => {
  const routerFor = (page: PageSettings) =>
    createAppRouter({
      routeTree: createRootRoute(),
      env: parseServerEnv({}, { app: 'test' }),
      page,
      errorComponent: () => null,
    })

  it('reaches the router, which puts it on every script and style it renders', () => {
    expect(routerFor({ locale: 'en', appType: 'web', nonce: 'bm9uY2U=' }).options.ssr).toEqual({
      nonce: 'bm9uY2U=',
    })
  })

  it('is absent without one (the browser reads it back from the page)', () => {
    expect(routerFor({ locale: 'en', appType: 'web' }).options.ssr).toBeUndefined()
  })
})

describe("an app's API client options", () => {
  it("sign advertiser calls with the app's token store and hand a failed refresh to the app", async () => {
    const calls: Request[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Request(input, init))
      return new Response('{"message":"Unauthorized"}', {
        status: 401,
        headers: { 'content-type': 'application/json' },
      })
    })
    const tokenStore = memoryTokenStore({ access: 'stored-access', refresh: 'stored-refresh' })
    const failures: unknown[] = []
    const router = createAppRouter({
      routeTree: createRootRoute(),
      env: parseServerEnv({ API_INTERNAL_URL: 'http://api.test/api' }, { app: 'test' }),
      page: { locale: 'en', appType: 'web' },
      errorComponent: () => null,
      apiClient: { tokenStore, onAuthFailure: (failure) => failures.push(failure) },
    })
    const { api } = router.options.context as RouterContext

    const result = await getAdvertiserProfile(api, {})

    expect(result.kind).toBe('http-error')
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer stored-access')
    // The refresh was refused: the tokens are gone and the app decides where the person goes.
    expect(calls.map((call) => new URL(call.url).pathname)).toContain('/api/user/token/refresh/')
    expect(tokenStore.get()).toBeNull()
    expect(failures).toEqual([{ reason: 'refresh-rejected', action: 'sign-in' }])
  })
})

describe('addHomeSlash: the browser reads the bare base path as the home page the server rendered', () => {
  const replaced = (pathname: string, search = '', hash = '') => {
    const calls: string[] = []
    addHomeSlash(
      '/jobs',
      { pathname, search, hash },
      {
        state: { key: 'k' },
        replaceState: (_state: unknown, _unused: string, url?: string | URL | null) => {
          calls.push(String(url))
        },
      },
    )
    return calls
  }

  it.each([
    ['/jobs', '?utm_source=wa', '', '/jobs/?utm_source=wa'],
    ['/jobs', '?lang=te', '#faq', '/jobs/?lang=te#faq'],
  ])('%s%s%s becomes %s', (pathname, search, hash, url) => {
    expect(replaced(pathname, search, hash)).toEqual([url])
  })

  it.each(['/jobs/', '/jobs/jobs-in-hyderabad', '/jobsearch', '/hire'])('%s is left alone', (pathname) => {
    expect(replaced(pathname, '?lang=te')).toEqual([])
  })

  it('leaves the bare address without a query as people share it', () => {
    expect(replaced('/jobs')).toEqual([])
  })
})
