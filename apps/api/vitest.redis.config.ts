import { defineConfig } from 'vitest/config'
import base from './vitest.config.ts'

/**
 * The limit tests a second time, their counters in a real Redis (`pnpm test:redis`, run by ./run test with a
 * throw-away redis-server: decision 039). TEST_REDIS_URL names the server; the test helpers then build every
 * app with REDIS_URL. Here: the Redis store itself, two API processes on one Redis, and the files whose tests
 * count each kind of hit the store keeps: requests (the per-address ceiling), OTP sends per number and per
 * address (increment, peek), and used challenges. Every other limit is the same store with another rule name.
 */
export const LIMIT_TESTS = [
  'test/redis/**/*.test.ts',
  'test/plugins.test.ts',
  'test/routes/api/login/otp.test.ts',
  'test/routes/api/login/otp-challenge.test.ts',
]

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: LIMIT_TESTS,
    exclude: ['**/node_modules/**'],
    setupFiles: ['test/redis/setup.ts'],
  },
})
