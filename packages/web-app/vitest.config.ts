import { componentTestConfig } from '@localjobs/vite-config/vitest'
import { defineConfig, mergeConfig } from 'vitest/config'

export default defineConfig(
  mergeConfig(componentTestConfig(), { test: { setupFiles: ['./vitest.setup.ts'] } }),
)
