import { appViteConfig } from '@localjobs/vite-config/app'
import { defineConfig } from 'vite'
import { basePath } from './src/base-path.ts'

export default defineConfig(
  appViteConfig({ basePath, port: 5174, apiPort: process.env.API_PORT, serverFunctions: false }),
)
