import { ErrorPage } from '@localjobs/web-app/error-page'
import { createAppRouter } from '@localjobs/web-app/router'
import { readEnv } from './env.ts'
import { routeTree } from './routeTree.gen.ts'

/** Called once per request on the server and once in the browser. */
export function getRouter() {
  return createAppRouter({
    routeTree,
    env: readEnv(),
    errorComponent: (props) => <ErrorPage {...props} title="Jobs could not be loaded" />,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
