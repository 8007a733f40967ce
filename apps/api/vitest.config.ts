import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // need a Redis: `test:redis` (vitest.redis.config.ts) runs them
    exclude: ['**/node_modules/**', 'test/redis/**'],
    // Each file opens its own database (a PGlite instance takes a few seconds to boot).
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
})
