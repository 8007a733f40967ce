import type { Locale } from '@localjobs/api-client/classifieds/types'
import { type ApiClient, createApiClient } from '@localjobs/api-client/client'
import { createQueryClient } from '@localjobs/api-client/query-client'
import type { QueryClient } from '@tanstack/react-query'
import {
  type AnyRoute,
  createRouter,
  type ErrorRouteComponent,
  type Router,
  type RouterHistory,
} from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { AppEnv } from './app-env.ts'

/**
 * Per-request facts the server decides and the browser must reuse while hydrating, so both render the
 * same markup: the public origin (canonical URLs), the language, and the clock ("2 days ago").
 */
export interface SiteContext {
  publicOrigin: string
  locale: Locale
  /** ms since the epoch at which the server rendered the page */
  renderedAt: number
}

/** What every route's loader, head and component find in `context`. */
export interface RouterContext {
  queryClient: QueryClient
  api: ApiClient
  site: SiteContext
}

/** The router createAppRouter makes, typed by the app's route tree. */
export type AppRouter<TRouteTree extends AnyRoute> = Router<
  TRouteTree,
  'never',
  false,
  RouterHistory,
  { site: SiteContext }
>

export interface AppRouterOptions<TRouteTree extends AnyRoute> {
  routeTree: TRouteTree
  /** the app's readEnv() */
  env: AppEnv
  /**
   * Shown in place of a route that failed. Replaces the router's default, which prints the error (and
   * internal URLs) into the page.
   */
  errorComponent: ErrorRouteComponent
}

/**
 * The router of an app, with a fresh QueryClient, API client and site context. Call it once per request on
 * the server and once in the browser (the app's `getRouter`). The query cache and the site context travel
 * from the server render to the browser with the page, so hydration makes no API call and renders the same
 * text.
 */
export function createAppRouter<TRouteTree extends AnyRoute>({
  routeTree,
  env,
  errorComponent,
}: AppRouterOptions<TRouteTree>): AppRouter<TRouteTree> {
  const site: SiteContext = { publicOrigin: env.publicOrigin, locale: 'en', renderedAt: Date.now() }
  const queryClient = createQueryClient()
  const api = createApiClient({ baseUrl: env.apiBaseUrl, locale: site.locale })
  const context: RouterContext = { queryClient, api, site }

  const router = createRouter({
    routeTree,
    context,
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Query decides freshness; the router's own preload cache would hide it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: errorComponent,
    dehydrate: () => ({ site }),
    hydrate: (dehydrated: { site: SiteContext }) => {
      Object.assign(site, dehydrated.site)
    },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}
