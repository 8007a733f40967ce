// Run by error-reporting.test.ts as a process of its own: the API's error reporting (SENTRY_DSN and
// SENTRY_RELEASE from this process's environment) in a Fastify server whose route leaves a promise
// rejection unhandled. Sentry reports it, then the process exits as Node's default would (code 1).
// No database: the test is about the process, and booting one would only make it slower.
import Fastify from 'fastify'
import { loadEnv } from '#src/env.ts'
import errorReporting from '#src/plugins/app/error-reporting.ts'

const app = Fastify()
await app.register(errorReporting, { env: loadEnv() })
app.get('/api/test-rejection/', async () => {
  void Promise.reject(new Error('the SMS gateway dropped the code for 9876543210'))
  return { ok: true }
})
const response = await app.inject({ url: '/api/test-rejection/' })
console.info(`answered ${response.statusCode}`)
// Sentry's handler exits the process once the report is sent; this only keeps it alive until then.
setTimeout(() => {
  console.error('still running 10 s after an unhandled rejection')
  process.exit(3)
}, 10_000)
