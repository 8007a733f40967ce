// The system under test: a throw-away PostgreSQL (tooling/scripts/pg-throwaway.sh) and the one-origin server
// (tooling/gateway/src/serve.ts with the built apps) in a child process whose RSS can be read.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { serverBaseEnv } from './env.ts'

const run = promisify(execFile)
export const repo = fileURLToPath(new URL('../../../', import.meta.url))
const pgScript = join(repo, 'tooling/scripts/pg-throwaway.sh')

export interface Postgres {
  url: string
  dir: string
}

export async function startPostgres(): Promise<Postgres> {
  const { stdout } = await run('bash', [pgScript, 'start'])
  const [url, dir] = stdout.trim().split(/\s+/)
  if (!url || !dir) throw new Error(`pg-throwaway.sh start printed no URL and directory: ${stdout}`)
  return { url, dir }
}

/** Stops PostgreSQL the way a restart does (`pg_ctl stop -m fast`: open sessions are ended), keeping the data. */
export async function postgresDown(pg: Postgres) {
  await run('bash', [pgScript, 'down', pg.dir])
}

export async function postgresUp(pg: Postgres) {
  await run('bash', [pgScript, 'up', pg.dir])
}

export async function stopPostgres(pg: Postgres) {
  await run('bash', [pgScript, 'stop', pg.dir]).catch(() => undefined)
}

export interface Server {
  child: ChildProcess
  origin: string
  pid: number
  /** what the server printed (its warnings and errors: LOG_LEVEL=warn) */
  output: () => string
  /** resolves with the exit code once the process has exited */
  exited: Promise<number | null>
  tmp: string
}

export function assertBuilt() {
  for (const app of ['seeker', 'hire'])
    if (!existsSync(join(repo, `apps/${app}/dist/server/server.js`))) {
      console.error(`The ${app} app is not built: run ./run build first.`)
      process.exit(1)
    }
}

/**
 * Starts the one-origin server on `port` against `databaseUrl` (migrated and, when empty, seeded with
 * `seedJobs` jobs on this first start). The real rate limits stay on: every virtual user names an address of
 * its own in X-Forwarded-For, which the server believes from loopback (decision 011).
 */
export async function startServer({
  port,
  databaseUrl,
  seedJobs,
  name,
  env = {},
}: {
  port: number
  databaseUrl: string
  seedJobs: number
  name: string
  /** more settings, over the ones below (the slow-dependency run points SMS and Razorpay at its stub) */
  env?: Record<string, string>
}): Promise<Server> {
  const tmp = mkdtempSync(join(tmpdir(), `localjobs-${name}-`))
  const child = spawn(process.execPath, [join(repo, 'tooling/gateway/src/serve.ts')], {
    env: {
      ...serverBaseEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_JOBS: String(seedJobs),
      APP_ENV: 'development',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // logins read their codes from the development outbox, as the e2e journeys do
      DEV_SMS_OUTBOX: 'true',
      SMS_OUTBOX_DIR: join(tmp, 'sms'),
      UPLOAD_DIR: join(tmp, 'uploads'),
      PAYMENTS_PROVIDER: 'sandbox',
      // after SIGTERM, /api/ready answers 503 for 2 s before the listener closes (decision 044): the fault
      // run's load balancer (it polls every 250 ms) stops sending in that time
      SHUTDOWN_GRACE_MS: '2000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const origin = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.length > 200_000) output = output.slice(-100_000)
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    void exited.then((code) => reject(new Error(`the server exited with ${code}:\n${output.slice(-4000)}`)))
  })
  // the apps' handlers load after listening: wait until a page answers
  for (let i = 0; i < 120; i++) {
    const answer = await fetch(`${origin}/jobs`, { redirect: 'manual' }).catch(() => undefined)
    if (answer && answer.status < 500) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  if (child.pid === undefined) throw new Error('the server has no pid')
  return { child, origin, pid: child.pid, output: () => output, exited, tmp }
}

/** The server's resident set (VmRSS of /proc/<pid>/status), in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1])
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS for ${pid}`)
  return kb / 1024
}

export async function stopServer(server: Server) {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM')
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000)
    await server.exited
    clearTimeout(timer)
  }
  rmSync(server.tmp, { recursive: true, force: true })
}

/** Stops what was started when the run ends early (Ctrl-C, an exception). */
export function cleanUpOnExit(cleanUp: () => Promise<void>) {
  let done = false
  const once = async () => {
    if (done) return
    done = true
    await cleanUp()
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      void once().finally(() => process.exit(130))
    })
  return once
}
