import { fileURLToPath } from 'node:url'
import { resolveRelease } from '@localjobs/error-reporting/release'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import type { Plugin, UserConfig } from 'vite'
import { precompress } from './precompress.ts'

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
  /**
   * Whether the app defines TanStack Start server functions (`createServerFn`). Without any, the browser
   * build leaves out Start's client side of them (see `withoutServerFunctions`).
   */
  serverFunctions?: boolean
  /**
   * More named chunks beside the entry (Rolldown `codeSplitting.groups`), e.g. the modules every job-list page
   * shows with, as one file. The entry itself always holds everything every page loads (framework, router,
   * shell: the `$initial` modules): lazy pages would otherwise split it into several files that share
   * modules, and gzip compresses one file better than many small ones.
   */
  chunkGroups?: readonly { name: string; test: RegExp }[]
  /**
   * The release id error reports carry (decision 042): SENTRY_RELEASE at build time (the app's
   * vite.config.ts passes it), else `localjobs@<commit>` of the checkout being built.
   */
  release?: string | undefined
}

/** The module of TanStack Start's client that turns a server function reference into an RPC caller. */
const SERVER_FUNCTION_ADAPTER = /[\\/]start-client-core[\\/].*ServerFunctionSerializationAdapter\.js$/
const STUB_ID = '\0localjobs:no-server-functions'

/**
 * For an app with no server functions: TanStack Start's browser entry always registers the adapter that
 * rebuilds server function references as RPC callers, and with it the RPC client (request framing and
 * seroval's serializer), about 15 KB minified in every page's first load. This swaps that module, in the
 * browser build only, for an adapter that never matches and refuses to decode one (the server sends none:
 * the app has no server function to send).
 */
export function withoutServerFunctions(): Plugin {
  return {
    name: 'localjobs:without-server-functions',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!source.endsWith('ServerFunctionSerializationAdapter.js') || !importer) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && SERVER_FUNCTION_ADAPTER.test(resolved.id) ? STUB_ID : null
    },
    load(id) {
      if (id !== STUB_ID) return null
      return `export const ServerFunctionSerializationAdapter = {
  key: '$TSS/serverfn',
  test: () => false,
  toSerializable: () => {
    throw new Error('this app defines no server functions')
  },
  fromSerializable: () => {
    throw new Error('this app defines no server functions (appViteConfig({ serverFunctions: false }))')
  },
}
`
    },
  }
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
  serverFunctions = true,
  chunkGroups = [],
  release,
}: AppViteConfigOptions): UserConfig {
  return {
    // Read by @localjobs/web-app/app-env on the server, which hands it to the browser with the page.
    define: {
      __LOCALJOBS_RELEASE__: JSON.stringify(
        resolveRelease(release, fileURLToPath(new URL('.', import.meta.url))),
      ),
    },
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }, ...chunkGroups] },
        },
      },
    },
    // Sentry's SDKs (decision 042) stay packages the server imports at run time (each app depends on them),
    // not 1.6 MB bundled into each server build: the Node SDK loads files of its own, and one copy per
    // process is shared by the API and both apps in the one-origin gateway; the browser's is never run there.
    ssr: { external: ['@sentry/node', '@sentry/react'] },
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
      ...(serverFunctions ? [] : [withoutServerFunctions()]),
      // .br and .gz beside each static file, served as they are (decision 040)
      precompress(),
    ],
  }
}
