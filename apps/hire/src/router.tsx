import { ErrorPage } from '@localjobs/web-app/error-page'
import { createAppRouter } from '@localjobs/web-app/router'
import { basePath } from './base-path.ts'
import { readEnv } from './env.ts'
import { routeTree } from './routeTree.gen.ts'

/** Called once per request on the server and once in the browser. */
export function getRouter() {
  return createAppRouter({
    routeTree,
    basePath,
    env: readEnv(),
    errorComponent: (props) => <ErrorPage {...props} title="Something went wrong" />,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
