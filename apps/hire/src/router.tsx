import { localStorageTokenStore } from '@localjobs/api-client/token-store'
import { readPageSettings } from '@localjobs/web-app/page-settings'
import { createAppRouter } from '@localjobs/web-app/router'
import { lazyRouteComponent } from '@tanstack/react-router'
import { basePath } from './base-path.ts'
import { readEnv } from './env.ts'
import { createTranslations, type Translations } from './i18n/translations.ts'
import { ADVERTISER_SESSION_KEY, setAdvertiserSession } from './lib/advertiser-session.ts'
import { signInFrom } from './lib/redirect.ts'
import { routeTree } from './routeTree.gen.ts'

/** Called once per request on the server and once in the browser. */
export function getRouter() {
  let i18n: Translations | undefined
  const inBrowser = typeof window !== 'undefined'
  const router = createAppRouter({
    routeTree,
    basePath,
    env: readEnv(),
    page: readPageSettings(),
    // Loaded when a page fails, not before (as the seeker's): it is in no page's first load.
    errorComponent: lazyRouteComponent(() => import('./app/hire-error-page.tsx'), 'HireErrorPage'),
    extendContext: ({ site }) => {
      i18n = createTranslations(site)
      return { i18n }
    },
    // The messages the server rendered with, before React compares its markup with the server's.
    beforeHydrate: (site) => i18n?.load(site.namespaces as never),
    // In the browser: the advertiser's tokens in local storage beside the session, which a failed refresh
    // clears with them; then sign-in, coming back to this page (decision 021). A web view asks its app
    // instead (the api-client calls the bridge). A server render keeps the client's memory store.
    apiClient: inBrowser
      ? {
          tokenStore: localStorageTokenStore({ alsoClear: [ADVERTISER_SESSION_KEY] }),
          onAuthFailure: () => {
            const signIn = signInFrom(router.latestLocation)
            if (signIn) void router.navigate({ href: signIn, replace: true })
          },
        }
      : undefined,
  })
  // However auth ended (the web or a web view), nobody is signed in any more: the header says so at once.
  if (inBrowser) router.options.context.api.on('auth-failure', () => setAdvertiserSession(null))
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
