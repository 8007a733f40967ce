import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

export interface OwnServer {
  /** where it listens, e.g. http://127.0.0.1:41234 */
  origin: string
  /** SIGTERM, waits for the exit, removes its data */
  stop(): Promise<void>
}

/**
 * A one-origin server of a spec's own (tests tagged @own-server): the built apps and the API on a PGlite of
 * its own with nothing seeded, no queue worker, on a free port; `env` adds to or overrides that (e.g.
 * SENTRY_DSN, API_INTERNAL_URL). `name` names its data folder under the system's temporary folder.
 */
export async function startOwnServer(name: string, env: Record<string, string>): Promise<OwnServer> {
  const dataDir = join(tmpdir(), `localjobs-e2e-${name}-${process.pid}`)
  const server: ChildProcess = spawn(process.execPath, [join(repoRoot, 'tooling/gateway/src/serve.ts')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      // its own PGlite, whatever the environment names
      DATABASE_URL: '',
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      SMS_OUTBOX_DIR: join(dataDir, 'outbox'),
      UPLOAD_DIR: join(dataDir, 'uploads'),
      SEED_JOBS: '0',
      APP_ENV: 'development',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JOBS_WORKER: 'false',
      CLEANUP_INTERVAL_MINUTES: '0',
      SHUTDOWN_GRACE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const origin = await new Promise<string>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (listening?.[1]) resolve(listening[1])
    })
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk))
    server.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)))
  })
  return {
    origin,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
