import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The gateway's graceful shutdown (decision 044), on the process itself: requests kept in flight by the
 * development slow route, then SIGTERM.
 */
const serveEntry = fileURLToPath(new URL('../src/serve.ts', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'localjobs-gateway-shutdown-'))

interface Running {
  child: ChildProcess
  origin: string
  exited: Promise<number | null>
  output: () => string
}

function startGateway(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, [serveEntry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      SMS_OUTBOX_DIR: join(dataDir, 'outbox'),
      SEED_JOBS: '0',
      APP_ENV: 'development',
      LOG_LEVEL: 'warn',
      JOBS_WORKER: 'false',
      CLEANUP_INTERVAL_MINUTES: '0',
      // the development helpers, the slow route among them
      DEV_SMS_OUTBOX: 'true',
      SEEKER_DIST_DIR: join(dataDir, 'no-seeker-build'),
      HIRE_DIST_DIR: join(dataDir, 'no-hire-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) resolve({ child, origin: match[1], exited, output: () => output })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    void exited.then((code) => reject(new Error(`gateway exited with ${code} before listening:\n${output}`)))
  })
}

interface Answer {
  status: number
  body: string
  connection: string | undefined
}

/** One GET on a connection of its own; rejects when the connection fails or the answer is cut. */
function get(origin: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${path}`, { agent: false }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () =>
        response.complete
          ? resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection })
          : reject(new Error(`${path}: the answer was cut`)),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('SIGTERM', () => {
  it('answers every request in flight in full, stops being ready first, and exits 0', async () => {
    const running = await startGateway({ SHUTDOWN_GRACE_MS: '1000', SHUTDOWN_TIMEOUT_MS: '10000' })
    const before = await get(running.origin, '/api/ready')
    expect(before.status).toBe(200)

    // ten requests that take 1.5 s each, in flight when the signal comes
    const inFlight = Array.from({ length: 10 }, () => get(running.origin, '/api/dev/slow/?ms=1500'))
    await sleep(300)
    running.child.kill('SIGTERM')
    await sleep(200)

    // draining: not ready (a load balancer stops sending), still serving, and telling clients to reconnect
    const ready = await get(running.origin, '/api/ready')
    expect(ready.status).toBe(503)
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'unavailable' })
    const during = await get(running.origin, '/api/health')
    expect(during.status).toBe(200)
    expect(during.connection).toBe('close')

    const answers = await Promise.all(inFlight)
    expect(answers.map((answer) => [answer.status, JSON.parse(answer.body)])).toEqual(
      Array.from({ length: 10 }, () => [200, { waited: 1500 }]),
    )
    expect(await running.exited).toBe(0)
    // and then it is gone: no connection is accepted
    await expect(get(running.origin, '/api/health')).rejects.toThrow(/ECONNREFUSED/)
  }, 60_000)

  it('cuts what is still in flight at the deadline, and still exits 0', async () => {
    const running = await startGateway({ SHUTDOWN_GRACE_MS: '0', SHUTDOWN_TIMEOUT_MS: '300' })
    const stuck = get(running.origin, '/api/dev/slow/?ms=5000')
    await sleep(300)
    const signalled = Date.now()
    running.child.kill('SIGTERM')

    await expect(stuck).rejects.toThrow()
    expect(await running.exited).toBe(0)
    expect(Date.now() - signalled).toBeLessThan(4000)
    expect(running.output()).toMatch(/cut 1 request/)
  }, 60_000)
})
