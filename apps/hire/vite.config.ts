import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { basePath } from './src/base-path.ts'

// The dev server proxies /api to the standalone API (`./run dev`), so the browser keeps one origin.
const apiPort = process.env.API_PORT ?? '3001'

// Vite's dev server only serves under '/base/'; the app's home is also reachable as '/base' (see src/server.ts).
const bareBasePath: Plugin = {
  name: 'localjobs:bare-base-path',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url === basePath || req.url?.startsWith(`${basePath}?`))
        req.url = `${basePath}/${req.url.slice(basePath.length)}`
      next()
    })
  },
}

export default defineConfig({
  // Vite's base also becomes the router's basepath: pages and assets live under /hire.
  base: `${basePath}/`,
  server: {
    port: 5174,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  plugins: [bareBasePath, tanstackStart(), viteReact(), vanillaExtractPlugin()],
})
