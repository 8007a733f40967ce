import {
  type AppEnv,
  browserEnv,
  type PageCacheSettings,
  parsePageCacheEnv,
  parseServerEnv,
} from '@localjobs/web-app/app-env'
import { createIsomorphicFn } from '@tanstack/react-start'

/**
 * The only module that reads process.env or import.meta.env. Values are read per request, not at import,
 * so a host process (the one-origin gateway) may set them after loading the app.
 */
export const readEnv = createIsomorphicFn()
  .server((): AppEnv => parseServerEnv(process.env, { app: 'seeker', dev: import.meta.env.DEV }))
  .client(browserEnv)

/** The server's page cache settings (decision 040); only src/server.ts calls it, at its first request. */
export const readPageCacheEnv = (): PageCacheSettings =>
  parsePageCacheEnv(process.env, { app: 'seeker', dev: import.meta.env.DEV })
