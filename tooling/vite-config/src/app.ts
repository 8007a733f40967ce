import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import type { Plugin, UserConfig } from 'vite'

export interface AppViteConfigOptions {
  /** where the app is mounted on the one origin, without a trailing slash, e.g. '/jobs' */
  basePath: string
  /** the `vite dev` port, one per app so both can run at once */
  port: number
  /** the standalone API's port in development (`API_PORT`, read by the app's vite.config.ts) */
  apiPort?: string | undefined
  /**
   * Put the page's stylesheets into its HTML (TanStack Start's `server.build.inlineCss`): no render-blocking
   * request before the first paint on a slow network, at the price of CSS not cached between pages.
   */
  inlineCss?: boolean
}

/**
 * The address Vite's dev server should see for `url`: the bare base path ('/jobs', '/jobs?x=1') gets its
 * slash, because Vite only serves under '/jobs/'. Anything else is returned as it is.
 */
export function withBasePathSlash(url: string, basePath: string): string {
  if (url === basePath || url.startsWith(`${basePath}?`)) return `${basePath}/${url.slice(basePath.length)}`
  return url
}

/** In `vite dev`, answers the app's home at its bare base path as the built server entry does. */
export function bareBasePath(basePath: string): Plugin {
  return {
    name: 'localjobs:bare-base-path',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url) req.url = withBasePathSlash(req.url, basePath)
        next()
      })
    },
  }
}

/** The Vite config of a TanStack Start app: `defineConfig(appViteConfig({ basePath, port, apiPort }))`. */
export function appViteConfig({
  basePath,
  port,
  apiPort = '3001',
  inlineCss = false,
}: AppViteConfigOptions): UserConfig {
  return {
    // Vite's base also becomes the router's basepath: pages and assets live under the base path.
    base: `${basePath}/`,
    server: {
      port,
      // `./run dev` starts the API on its own port; the proxy keeps the browser on one origin.
      proxy: { '/api': `http://127.0.0.1:${apiPort}` },
    },
    plugins: [
      bareBasePath(basePath),
      tanstackStart({ server: { build: { inlineCss } } }),
      viteReact(),
      vanillaExtractPlugin(),
    ],
  }
}
