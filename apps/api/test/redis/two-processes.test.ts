import { type ChildProcess, spawn } from 'node:child_process'
import { randomInt } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AltchaChallenge, SenderRefusalBody } from '@localjobs/api-client/auth/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csrfHeaders } from '../helpers/app.ts'
import { solve } from '../helpers/challenge.ts'
import { createSharedTestDatabase } from '../helpers/database.ts'

/**
 * Two API processes, as two replicas behind a load balancer, each started as production starts it
 * (src/server.ts), on one Redis (TEST_REDIS_URL): a limit counts the hits on both (decision 039). They share
 * the throw-away PostgreSQL database when the run has one (TEST_DATABASE_URL); otherwise each has a PGlite of
 * its own, which changes nothing here: the counters under test live in Redis.
 */

const redisUrl = process.env.TEST_REDIS_URL ?? ''
const serverScript = fileURLToPath(new URL('../../src/server.ts', import.meta.url))
const scratch = mkdtempSync(join(tmpdir(), 'localjobs-two-processes-'))

interface Replica {
  name: string
  url: string
  outbox: string
  process: ChildProcess
  output: string[]
}

const replicas: Replica[] = []
let database: Awaited<ReturnType<typeof createSharedTestDatabase>>

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function startReplica(name: string, prefix: string): Promise<Replica> {
  const port = await freePort()
  const dir = join(scratch, name)
  const child = spawn(process.execPath, [serverScript], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_JOBS: '0',
      JOBS_WORKER: 'false',
      CLEANUP_INTERVAL_MINUTES: '0',
      ...(database ? { DATABASE_URL: database.url } : { PGLITE_DATA_DIR: join(dir, 'pglite') }),
      SMS_OUTBOX_DIR: join(dir, 'outbox'),
      UPLOAD_DIR: join(dir, 'uploads'),
      JWT_KEY_FILE: join(dir, 'jwt.pem'),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      // 2 codes an hour per address as they come, then a challenge (cheap ones: 10 iterations an attempt)
      OTP_FREE_SENDS_PER_IP_PER_HOUR: '2',
      ALTCHA_COST: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const replica: Replica = {
    name,
    url: `http://127.0.0.1:${port}`,
    outbox: join(dir, 'outbox', 'sms.jsonl'),
    process: child,
    output: [],
  }
  child.stdout?.on('data', (chunk: Buffer) => replica.output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => replica.output.push(chunk.toString()))
  replicas.push(replica)
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const ready = await fetch(`${replica.url}/api/ready`).catch(() => undefined)
    if (ready?.ok) return replica
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`API process ${name} did not become ready:\n${replica.output.join('')}`)
}

beforeAll(async () => {
  database = await createSharedTestDatabase()
  const prefix = `lj-test:${process.pid}:two-processes:`
  // at once (migrations take an advisory lock on PostgreSQL); the order of `replicas` is a, b
  const [a, b] = await Promise.all([startReplica('a', prefix), startReplica('b', prefix)])
  replicas.splice(0, replicas.length, a, b)
}, 120_000)

afterAll(async () => {
  await Promise.all(
    replicas.map(
      ({ process: child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
        }),
    ),
  )
  await database?.drop()
  rmSync(scratch, { recursive: true, force: true })
})

/** Asks `replica` for a code for `mobile`, from the reader `address` (named as a proxy on loopback would). */
async function askForCode(replica: Replica, mobile: string, address: string, altcha?: string) {
  const response = await fetch(`${replica.url}/api/login/otp/generate/`, {
    method: 'POST',
    headers: { ...csrfHeaders(), 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(altcha === undefined ? { mobile_no: mobile } : { mobile_no: mobile, altcha }),
  })
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as SenderRefusalBody,
  }
}

/** How many texts `replica` sent to `mobile` (its log SMS provider's outbox). */
function textsTo(replica: Replica, mobile: string): number {
  let lines: string[]
  try {
    lines = readFileSync(replica.outbox, 'utf8').trim().split('\n')
  } catch {
    return 0
  }
  return lines.filter((line) => (JSON.parse(line) as { to: string }).to === mobile).length
}

const aMobile = () => `9${String(randomInt(100_000_000, 1_000_000_000))}`

describe('two API processes on one Redis (decision 039)', () => {
  it('share the per-number OTP limit: sends alternate between them and the 4th in 10 minutes is refused', async () => {
    const [a, b] = replicas as [Replica, Replica]
    const mobile = aMobile()
    // four readers, so only the number's limit (3 in 10 minutes) is at stake
    expect((await askForCode(a, mobile, '203.0.113.1')).status).toBe(200)
    expect((await askForCode(b, mobile, '203.0.113.2')).status).toBe(200)
    expect((await askForCode(a, mobile, '203.0.113.3')).status).toBe(200)
    const fourth = await askForCode(b, mobile, '203.0.113.4')
    expect(fourth.status).toBe(429)
    expect(fourth.body).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many OTP requests. Please try again in 10 minutes.',
    })
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(Number(fourth.headers.get('retry-after'))).toBeLessThanOrEqual(600)
    // and the processes really sent them: two texts from one, one from the other, none refused sent
    expect([textsTo(a, mobile), textsTo(b, mobile)]).toEqual([2, 1])
    // also the other way round: once refused on one, refused on both
    expect((await askForCode(a, mobile, '203.0.113.5')).status).toBe(429)
  })

  it('share an address’s free sends and the memory of used challenges', async () => {
    const [a, b] = replicas as [Replica, Replica]
    const address = '198.51.100.77'
    expect((await askForCode(a, aMobile(), address)).status).toBe(200)
    expect((await askForCode(b, aMobile(), address)).status).toBe(200)
    // the address's 2 free sends are used up across both: A, which sent one, asks for work now
    const mobile = aMobile()
    const refused = await askForCode(a, mobile, address)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'CHALLENGE_REQUIRED', reason: 'missing' })
    const answer = await solve(refused.body.challenge as AltchaChallenge)
    expect((await askForCode(a, mobile, address, answer)).status).toBe(200)
    // the answer worked once: the other process knows it was used
    const replayed = await askForCode(b, aMobile(), address, answer)
    expect(replayed.status).toBe(403)
    expect(replayed.body).toMatchObject({ code: 'CHALLENGE_REQUIRED', reason: 'replayed' })
  })
})
