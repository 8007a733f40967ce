// Runs the README examples that readme-examples.ts generates: a browser-like window (happy-dom) and
// vanilla-extract, as the apps have them.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['**/*.example.test.ts'],
    environment: 'happy-dom',
    testTimeout: 10_000,
    // a README example must not reach the network
    environmentOptions: { happyDOM: { settings: { disableJavaScriptFileLoading: true } } },
  },
})
