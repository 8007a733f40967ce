import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import type { ViteUserConfig } from 'vitest/config'

/** Vitest for React components styled with vanilla-extract: `defineConfig(componentTestConfig())`. */
export function componentTestConfig(): ViteUserConfig {
  return {
    plugins: [viteReact(), vanillaExtractPlugin()],
    // A form test types and waits for retries: 3.5 s when CI's two cores are busy, so the 5 s default would
    // fail a correct test on a slow run.
    test: { environment: 'happy-dom', testTimeout: 15_000 },
  }
}
