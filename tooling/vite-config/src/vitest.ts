import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import type { ViteUserConfig } from 'vitest/config'

/** Vitest for React components styled with vanilla-extract: `defineConfig(componentTestConfig())`. */
export function componentTestConfig(): ViteUserConfig {
  return {
    plugins: [viteReact(), vanillaExtractPlugin()],
    test: { environment: 'happy-dom' },
  }
}
