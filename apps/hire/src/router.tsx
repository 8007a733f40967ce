import { ErrorPage } from '@localjobs/web-app/error-page'
import { readPageSettings } from '@localjobs/web-app/page-settings'
import { createAppRouter } from '@localjobs/web-app/router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { basePath } from './base-path.ts'
import { readEnv } from './env.ts'
import { createTranslations, type Translations, useMessages } from './i18n/translations.ts'
import { routeTree } from './routeTree.gen.ts'

function HireErrorPage(props: ErrorComponentProps) {
  const t = useMessages('common')
  return <ErrorPage {...props} title={t.errorTitle} />
}

/** Called once per request on the server and once in the browser. */
export function getRouter() {
  let i18n: Translations | undefined
  return createAppRouter({
    routeTree,
    basePath,
    env: readEnv(),
    page: readPageSettings(),
    errorComponent: HireErrorPage,
    extendContext: ({ site }) => {
      i18n = createTranslations(site)
      return { i18n }
    },
    // The messages the server rendered with, before React compares its markup with the server's.
    beforeHydrate: (site) => i18n?.load(site.namespaces as never),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
