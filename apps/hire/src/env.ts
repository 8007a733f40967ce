import {
  type AppEnv,
  browserEnv,
  type PageCacheSettings,
  type PageHeadersEnv,
  parsePageCacheEnv,
  parsePageHeadersEnv,
  parseServerEnv,
} from '@localjobs/web-app/app-env'
import { createIsomorphicFn, createServerOnlyFn } from '@tanstack/react-start'

/**
 * The only module that reads process.env or import.meta.env. Values are read per request, not at import,
 * so a host process (the one-origin gateway) may set them after loading the app.
 */
export const readEnv = createIsomorphicFn()
  .server((): AppEnv => parseServerEnv(process.env, { app: 'hire', dev: import.meta.env.DEV }))
  .client(browserEnv)

/** Server only: what the pages' security headers depend on (decision 038), read per request as readEnv. */
export const readHeadersEnv = createServerOnlyFn(
  (): PageHeadersEnv => parsePageHeadersEnv(process.env, { app: 'hire', dev: import.meta.env.DEV }),
)

/** Server only: the page cache's settings (decision 040), read by src/server.ts at its first request. */
export const readPageCacheEnv = createServerOnlyFn(
  (): PageCacheSettings => parsePageCacheEnv(process.env, { app: 'hire', dev: import.meta.env.DEV }),
)
