import { type ApiClient, createApiClient } from '@localjobs/api-client/client'
import { createQueryClient } from '@localjobs/api-client/query-client'
import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { ErrorPage } from './components/error-page.tsx'
import { readEnv } from './env.ts'
import type { SiteContext } from './lib/site.ts'
import { routeTree } from './routeTree.gen.ts'

export interface RouterContext {
  queryClient: QueryClient
  api: ApiClient
  site: SiteContext
}

/** Called once per request on the server and once in the browser. */
export function getRouter() {
  const env = readEnv()
  const site: SiteContext = { publicOrigin: env.publicOrigin, locale: 'en', renderedAt: Date.now() }
  const queryClient = createQueryClient()
  const api = createApiClient({ baseUrl: env.apiBaseUrl, locale: site.locale })

  const router = createRouter({
    routeTree,
    context: { queryClient, api, site },
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Query decides freshness; the router's own preload cache would hide it.
    defaultPreloadStaleTime: 0,
    // Replaces the router's default, which prints the error (and internal URLs) into the page.
    defaultErrorComponent: ErrorPage,
    dehydrate: () => ({ site }),
    hydrate: (dehydrated: { site: SiteContext }) => {
      Object.assign(site, dehydrated.site)
    },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
