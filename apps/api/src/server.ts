import { buildApp } from '#src/app.ts'
import { prepareDatabase } from '#src/db/setup.ts'
import { InvalidEnvError, loadEnv } from '#src/env.ts'
import { prepareGracefulShutdown } from '#src/lib/graceful-shutdown.ts'

// Only starts and stops the API; everything else lives in app.ts and db/setup.ts.
let env: ReturnType<typeof loadEnv>
try {
  env = loadEnv()
} catch (error) {
  if (!(error instanceof InvalidEnvError)) throw error
  console.error(error.message)
  process.exit(1)
}

const database = await prepareDatabase({ env }).catch((error: unknown) => {
  console.error(`could not prepare the database: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
const app = buildApp({ db: database, env, logger: { level: env.LOG_LEVEL } })

// SIGTERM (a deployment, a scale-in): drain, then close (lib/graceful-shutdown.ts, decision 044). SIGINT (a
// person at the terminal) skips the grace period.
const shutDown = prepareGracefulShutdown(app, {
  graceMs: env.SHUTDOWN_GRACE_MS,
  timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  after: () => database.close(),
  log: (message) => app.log.info(message),
})

let stopping = false
const stop = async (signal: NodeJS.Signals) => {
  if (stopping) {
    app.log.warn({ signal }, 'second signal: exiting now')
    process.exit(1)
  }
  stopping = true
  app.log.info({ signal }, 'closing: finishing requests in flight')
  try {
    await shutDown(signal === 'SIGTERM' ? undefined : { graceMs: 0 })
    process.exit(0)
  } catch (error) {
    app.log.error({ err: error }, 'error while closing')
    process.exit(1)
  }
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

try {
  await app.listen({ port: env.API_PORT, host: env.HOST })
} catch (error) {
  app.log.error({ err: error }, 'could not start listening')
  await database.close()
  process.exit(1)
}
