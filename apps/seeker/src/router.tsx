import { readPageSettings } from '@localjobs/web-app/page-settings'
import { createAppRouter } from '@localjobs/web-app/router'
import { lazyRouteComponent } from '@tanstack/react-router'
import { NO_FOOTER_LINKS } from './app/footer-links.ts'
import { basePath } from './base-path.ts'
import { readEnv } from './env.ts'
import { createTranslations, type Translations } from './i18n/translations.ts'
import { routeTree } from './routeTree.gen.ts'

/** Called once per request on the server and once in the browser. */
export function getRouter() {
  let i18n: Translations | undefined
  const router = createAppRouter({
    routeTree,
    basePath,
    env: readEnv(),
    page: readPageSettings(),
    // Loaded when a page fails, not before.
    errorComponent: lazyRouteComponent(() => import('./app/seeker-error-page.tsx'), 'SeekerErrorPage'),
    extendContext: ({ site }) => {
      i18n = createTranslations(site)
      return { i18n, serverOnly: { footerLinks: NO_FOOTER_LINKS } }
    },
    // The messages the server rendered with, before React compares its markup with the server's.
    beforeHydrate: (site) => i18n?.load(site.namespaces as never),
  })
  // The query client's offline defaults (spec section 8) are `createQueryClient`'s own.
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
