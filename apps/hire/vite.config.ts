import { appViteConfig } from '@localjobs/vite-config/app'
import { defineConfig } from 'vite'
import { basePath } from './src/base-path.ts'

// The pages' CSS is small; in the HTML it costs no request before the first paint (decision 020).
export default defineConfig(
  appViteConfig({
    basePath,
    port: 5174,
    apiPort: process.env.API_PORT,
    release: process.env.SENTRY_RELEASE,
    inlineCss: true,
    serverFunctions: false,
  }),
)
