import { createApiClient } from '@localjobs/api-client/client'
import { createQueryClient } from '@localjobs/api-client/query-client'
import { QueryClientProvider } from '@tanstack/react-query'
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router'
import { type RenderResult, render } from '@testing-library/react'
import type { Locale } from '../locale.ts'
import type { RouterContext } from '../router.ts'

export interface RenderInRouterOptions {
  /** what the root route renders; give it an <Outlet /> to render `routes` inside it */
  root: RouteComponent
  /** routes under the root, for components that link to them or read their params */
  routes?: ReadonlyArray<{ path: string; component: RouteComponent }>
  /** the app's base path, e.g. '/jobs' */
  basepath?: string
  /** where the router starts, base path included; the app's home by default */
  path?: string
  /**
   * Answers the API calls the components make, e.g. `fakeFetch(...).fetch` from
   * `@localjobs/api-client/testing/fake-fetch`. Without it a call goes to an address that does not exist.
   */
  fetch?: typeof globalThis.fetch
  /** the page's language; English by default */
  locale?: Locale
  /** more router context, as the app's `extendContext` adds it (e.g. its translations) */
  extendContext?: (base: RouterContext) => object
}

/**
 * Renders components as an app's routes render them: inside a router and a QueryClient, with the router
 * context an app's routes get (an API client on `fetch`, a site rendered now on http://localhost).
 */
export function renderInRouter({
  root,
  routes = [],
  basepath = '/',
  path = basepath,
  fetch,
  locale = 'en',
  extendContext,
}: RenderInRouterOptions): RenderResult & { router: AnyRouter; context: RouterContext } {
  const queryClient = createQueryClient()
  const base: RouterContext = {
    queryClient,
    api: createApiClient({ baseUrl: 'http://api.test/api', locale, ...(fetch ? { fetch } : {}) }),
    site: {
      publicOrigin: 'http://localhost',
      locale,
      appType: 'web',
      renderedAt: Date.now(),
      support: { email: 'support@localjobs.example', phone: '+91 00000 00000' },
      analytics: { console: false, seeker: {}, advertiser: {} },
      errorReporting: null,
      namespaces: [],
    },
  }
  const context: RouterContext = extendContext ? { ...base, ...extendContext(base) } : base
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: root })
  const children = routes.map(({ path: routePath, component }) =>
    createRoute({ getParentRoute: () => rootRoute, path: routePath, component }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    basepath,
    history: createMemoryHistory({ initialEntries: [path] }),
    context,
  })
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...rendered, router, context }
}
