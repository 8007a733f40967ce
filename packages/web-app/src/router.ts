import type { AppType } from '@localjobs/api-client/app-context'
import type { Locale } from '@localjobs/api-client/classifieds/types'
import { type ApiClient, type ApiClientOptions, createApiClient } from '@localjobs/api-client/client'
import { createQueryClient } from '@localjobs/api-client/query-client'
import type { ErrorReportingSettings } from '@localjobs/error-reporting/options'
import type { QueryClient } from '@tanstack/react-query'
import {
  type AnyRoute,
  createRouter,
  type ErrorRouteComponent,
  type Router,
  type RouterHistory,
} from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { AnalyticsSettings, AppEnv, SupportContact } from './app-env.ts'

/**
 * Per-request facts the server decides and the browser must reuse while hydrating, so both render the
 * same markup: the public origin (canonical URLs), the language, where the page runs, the clock
 * ("2 days ago") and the configuration people see (support contact) or the browser needs (analytics, error
 * reporting).
 */
export interface SiteContext {
  publicOrigin: string
  locale: Locale
  /** plain web or one of the apps' web views (`detectAppType` in `@localjobs/api-client/app-context`) */
  appType: AppType
  /** ms since the epoch at which the server rendered the page */
  renderedAt: number
  support: SupportContact
  analytics: AnalyticsSettings
  /** Sentry's settings for the browser (decision 042), null when error reporting is off */
  errorReporting: ErrorReportingSettings | null
  /** the message namespaces the server rendered with; the browser loads them before hydrating */
  namespaces: string[]
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

/** The language and app type of the page being rendered (see `requestLocale` and `detectAppType`). */
export interface PageSettings {
  locale: Locale
  appType: AppType
  /**
   * On the server: headers the render's API calls carry, such as the request's X-Forwarded-For (the
   * reader's address, as the host in front added it), so the API's per-address limits count the reader,
   * not the render server. Left out in the browser.
   */
  apiHeaders?: Record<string, string> | undefined
  /**
   * On the server: this render's Content-Security-Policy nonce (decision 038), which the router puts on
   * every script and style it renders. The browser's router reads it back from the page itself.
   */
  nonce?: string | undefined
}

export interface AppRouterOptions<TRouteTree extends AnyRoute> {
  routeTree: TRouteTree
  /** the app's readEnv() */
  env: AppEnv
  /** from the request on the server; from the page (`<html lang>`, user agent) in the browser */
  page?: PageSettings
  /**
   * Shown in place of a route that failed. Replaces the router's default, which prints the error (and
   * internal URLs) into the page.
   */
  errorComponent: ErrorRouteComponent
  /** More router context beside queryClient, api and site, e.g. the app's translations. */
  extendContext?: (base: RouterContext) => object
  /** Awaited in the browser once the server's `site` has arrived and before the page hydrates. */
  beforeHydrate?: (site: SiteContext) => Promise<unknown> | undefined
  /**
   * Where the app is mounted ('/jobs'). In the browser, the bare base path with a query ('/jobs?lang=te',
   * '/jobs?utm_source=wa') is read as the home page the server rendered ('/jobs/?…', see `withHomeSlash`).
   */
  basePath?: string
  /**
   * The app's choices for its API client: where an advertiser's tokens live (`tokenStore`, e.g.
   * `localStorageTokenStore({ alsoClear: [...] })`), what the web does when a refresh fails
   * (`onAuthFailure`, `signInPath`) and what a web view asks its app for (`webViewAuthFailure`).
   */
  apiClient?: AppApiClientOptions
}

/** The API client options an app may choose; the rest (base URL, language, app type) come from the page. */
export type AppApiClientOptions = Pick<
  ApiClientOptions,
  'tokenStore' | 'onAuthFailure' | 'signInPath' | 'webViewAuthFailure'
>

/**
 * The server renders the bare base path as the home page ('/jobs' as '/jobs/', `withHomeSlash`). The browser
 * must start from the same address: otherwise the router takes '/jobs?utm_source=wa' (every shared link
 * with campaign tags, every language switch) for a page other than the one the server rendered, and loads
 * the home page again, with its loader's code and words, while hydrating.
 */
export function addHomeSlash(
  basePath: string,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState' | 'state'>,
): void {
  // Without a query the router already takes '/jobs' for the home page, and the address people share stays bare.
  if (location.pathname !== basePath || location.search === '') return
  history.replaceState(history.state, '', `${basePath}/${location.search}${location.hash}`)
}

/**
 * The router of an app, with a fresh QueryClient, API client and site context. Call it once per request on
 * the server and once in the browser (the app's `getRouter`). The query cache and the site context travel
 * from the server render to the browser with the page, so hydration makes no API call and renders the same
 * text. The API client sends the page's language as Accept-Language and its app type as app-type.
 */
export function createAppRouter<TRouteTree extends AnyRoute>({
  routeTree,
  env,
  page = { locale: 'en', appType: 'web' },
  errorComponent,
  extendContext,
  beforeHydrate,
  basePath,
  apiClient,
}: AppRouterOptions<TRouteTree>): AppRouter<TRouteTree> {
  if (basePath && typeof window !== 'undefined') addHomeSlash(basePath, window.location, window.history)
  const site: SiteContext = {
    publicOrigin: env.publicOrigin,
    locale: page.locale,
    appType: page.appType,
    renderedAt: Date.now(),
    support: env.support,
    analytics: env.analytics,
    errorReporting: env.errorReporting,
    namespaces: [],
  }
  const queryClient = createQueryClient()
  const api = createApiClient({
    baseUrl: env.apiBaseUrl,
    locale: page.locale,
    appType: page.appType,
    headers: page.apiHeaders,
    ...apiClient,
  })
  const base: RouterContext = { queryClient, api, site }
  const context = extendContext ? { ...base, ...extendContext(base) } : base

  const router = createRouter({
    routeTree,
    context,
    scrollRestoration: restoreScrollAfterFirstRender(),
    defaultPreload: 'intent',
    // Query decides freshness; the router's own preload cache would hide it.
    defaultPreloadStaleTime: 0,
    // A page shown again (Back, a link to it) runs its loader before it renders, as on the first visit.
    // Loaders prepare what the page draws in the browser (translations, lazy parts; the query cache makes
    // the data itself instant), and the router restores the scroll position only once the page is drawn.
    defaultStaleReloadMode: 'blocking',
    defaultErrorComponent: errorComponent,
    ...(page.nonce ? { ssr: { nonce: page.nonce } } : {}),
    dehydrate: () => ({ site }),
    hydrate: async (dehydrated: { site: SiteContext }) => {
      Object.assign(site, dehydrated.site)
      await beforeHydrate?.(site)
    },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

/**
 * The router's scroll restoration (back to where a page was on Back, to the top on a new page), except on
 * the page's first render. The server-rendered page was readable, and scrollable, before its scripts ran:
 * on a slow phone a reader may be halfway down the list when the scripts arrive, and the router would
 * scroll them back to the top on hydrating (and move a button away under their finger). The browser's
 * own restoration (reload, Back to another site) and `#anchors` already apply on the first render. On the
 * server this also leaves out the router's inline restoration script, which does the same mid-page.
 */
function restoreScrollAfterFirstRender(): () => boolean {
  let rendered = false
  return () => {
    if (typeof window === 'undefined') return false
    if (rendered) return true
    rendered = true
    // The router remembers the position of what scrolled after it started (for Back); tell it the
    // reader already has, or Back from the next page would return to the top.
    if (window.scrollY !== 0 || window.scrollX !== 0) document.dispatchEvent(new Event('scroll'))
    return false
  }
}
