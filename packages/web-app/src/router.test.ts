import { getAdvertiserProfile } from '@localjobs/api-client/advertisers/profile'
import { getStates } from '@localjobs/api-client/common/states'
import { ApiError } from '@localjobs/api-client/errors'
import { memoryTokenStore } from '@localjobs/api-client/token-store'
import { createMemoryHistory, createRootRoute, createRoute } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseServerEnv } from './app-env.ts'
import {
  addHomeSlash,
  createAppRouter,
  type PageSettings,
  type RouterContext,
  type SiteContext,
} from './router.ts'
import { failureOf, type RenderOutcome, watchOutcome } from './server-entry.ts'

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

/** What the server sends the browser with the page (the router's dehydrate). */
const dehydrated = async (router: { options: { dehydrate?: () => unknown } }) =>
  ((await router.options.dehydrate?.()) ?? {}) as { site: SiteContext }

describe("a server render's outcome (decision 044)", () => {
  const down = new ApiError(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' })
  const routerWith = (outcome: RenderOutcome, loader: () => unknown) => {
    const rootRoute = createRootRoute()
    const jobRoute = createRoute({ getParentRoute: () => rootRoute, path: '/jobs/$id', loader })
    const router = createAppRouter({
      routeTree: rootRoute.addChildren([jobRoute]),
      env: parseServerEnv({}, { app: 'test' }),
      page: { locale: 'en', appType: 'web', onRouter: (router) => watchOutcome(router, outcome) },
      errorComponent: () => null,
    })
    router.update({ history: createMemoryHistory({ initialEntries: ['/jobs/7'] }) })
    return router
  }

  it("names what the page's failed route threw, for the server entry to answer an outage as 503", async () => {
    const outcome: RenderOutcome = {}
    await routerWith(outcome, () => {
      throw down
    }).load()
    expect(failureOf(outcome)).toBe(down)
  })

  it('tells the browser the render failed for an outage, so the page hydrates with the same words', async () => {
    const outcome: RenderOutcome = {}
    const failed = routerWith(outcome, () => {
      throw down
    })
    await failed.load()
    expect((await dehydrated(failed)).site.unavailable).toBe(true)

    const broken = routerWith(outcome, () => {
      throw new TypeError('x is undefined')
    })
    await broken.load()
    expect((await dehydrated(broken)).site.unavailable).toBeUndefined()
  })

  it('names nothing when every route loaded', async () => {
    const outcome: RenderOutcome = {}
    await routerWith(outcome, () => ({ id: 7 })).load()
    expect(failureOf(outcome)).toBeUndefined()
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
