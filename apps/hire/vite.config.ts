import { appViteConfig } from '@localjobs/vite-config/app'
import { defineConfig } from 'vite'
import { basePath } from './src/base-path.ts'

// The pages' CSS is small; in the HTML it costs no request before the first paint (decision 020).
const config = appViteConfig({
  basePath,
  port: 5174,
  apiPort: process.env.API_PORT,
  inlineCss: true,
  serverFunctions: false,
})

export default defineConfig({
  ...config,
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything every page loads (framework, router, shell), in the entry file, as the seeker's:
          // the pages the hire app adds lazily (sign-in, dashboard) would otherwise split it into several
          // files that share modules, and gzip compresses one file better than many small ones.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
})
