import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRateLimiter } from '#src/services/rate-limit.ts'
import { COMMAND_TIMEOUT_MS, closeRedis, connectRedis, whenReady } from '#src/services/redis.ts'
import { RETRY_REDIS_AFTER_MS, RedisRateLimitStore } from '#src/services/redis-rate-limit.ts'

const redisUrl = process.env.TEST_REDIS_URL ?? ''

/** What the store and the connection logged. */
const logged: { level: string; message: string }[] = []
const log = {
  warn: (_details: object, message: string) => logged.push({ level: 'warn', message }),
  info: (_details: object, message: string) => logged.push({ level: 'info', message }),
}

const opened: Redis[] = []
function open(url = redisUrl) {
  const redis = connectRedis(url, log)
  opened.push(redis)
  return redis
}

/** A namespace of its own for each test, as REDIS_KEY_PREFIX gives each deployment. */
const freshPrefix = () => `lj-test:${randomBytes(4).toString('hex')}:`

let raw: Redis
beforeAll(async () => {
  raw = open()
  expect(await whenReady(raw)).toBe(true)
})
afterAll(async () => {
  await Promise.all(opened.map(closeRedis))
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the Redis rate-limit store (decision 039)', () => {
  it('counts a fixed window under <prefix>rl:<key>, which Redis expires with the window', async () => {
    const prefix = freshPrefix()
    const store = new RedisRateLimitStore(raw, { prefix, log })
    const started = Date.now()
    const first = await store.increment('otp-send-number-10m:9876543210', 400)
    expect(first.count).toBe(1)
    expect(first.resetAt).toBeGreaterThan(started + 300)
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 400)
    const second = await store.increment('otp-send-number-10m:9876543210', 400)
    expect(second.count).toBe(2)
    // the same window: its end does not move with later hits
    expect(Math.abs(second.resetAt - first.resetAt)).toBeLessThan(50)
    expect(await raw.get(`${prefix}rl:otp-send-number-10m:9876543210`)).toBe('2')
    const ttl = await raw.pttl(`${prefix}rl:otp-send-number-10m:9876543210`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(400)
    await sleep(450)
    expect(await raw.exists(`${prefix}rl:otp-send-number-10m:9876543210`)).toBe(0)
    expect((await store.peek('otp-send-number-10m:9876543210')).count).toBe(0)
    expect((await store.increment('otp-send-number-10m:9876543210', 400)).count).toBe(1)
  })

  it('peeks without counting, and answers 0 for a key it never saw', async () => {
    const store = new RedisRateLimitStore(raw, { prefix: freshPrefix(), log })
    const before = Date.now()
    expect(await store.peek('never')).toEqual({ count: 0, resetAt: expect.any(Number) })
    expect((await store.peek('never')).resetAt).toBeGreaterThanOrEqual(before)
    await store.increment('peeked', 60_000)
    const { resetAt } = await store.increment('peeked', 60_000)
    const peeked = await store.peek('peeked')
    expect(peeked.count).toBe(2)
    expect(Math.abs(peeked.resetAt - resetAt)).toBeLessThan(50)
    expect((await store.peek('peeked')).count).toBe(2)
    expect((await store.increment('peeked', 60_000)).count).toBe(3)
  })

  it('reset forgets a key, and only that key', async () => {
    const store = new RedisRateLimitStore(raw, { prefix: freshPrefix(), log })
    await store.increment('password-number-1h:9876543210', 60_000)
    await store.increment('password-number-1h:9876543211', 60_000)
    await store.reset('password-number-1h:9876543210')
    expect((await store.peek('password-number-1h:9876543210')).count).toBe(0)
    expect((await store.peek('password-number-1h:9876543211')).count).toBe(1)
  })

  it('counts exactly under concurrent hits from two connections (two replicas)', async () => {
    const prefix = freshPrefix()
    const [one, two] = [open(), open()]
    expect(await whenReady(one)).toBe(true)
    expect(await whenReady(two)).toBe(true)
    const stores = [one, two].map((redis) => new RedisRateLimitStore(redis, { prefix, log }))
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) => stores[i % 2]?.increment('apply-user-1h:42', 60_000)),
    )
    expect(results.map((result) => result?.count).sort((a = 0, b = 0) => a - b)).toEqual(
      Array.from({ length: 300 }, (_, i) => i + 1),
    )
    expect((await stores[0]?.peek('apply-user-1h:42'))?.count).toBe(300)
  })

  it('a limit of 5 lets exactly 5 of 40 concurrent requests through across two replicas', async () => {
    const prefix = freshPrefix()
    const connections = [open(), open()]
    for (const redis of connections) expect(await whenReady(redis)).toBe(true)
    const limiters = connections.map((redis) =>
      createRateLimiter(new RedisRateLimitStore(redis, { prefix, log })),
    )
    const rule = { name: 'otp-send-number-10m', limit: 5, windowMs: 60_000 }
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        limiters[i % 2]?.enforce([{ rule, subject: '9876543210' }], () => 'too many'),
      ),
    )
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5)
  })

  it('gives a key that was left without an expiry one at its next hit, so it cannot count forever', async () => {
    const prefix = freshPrefix()
    await raw.set(`${prefix}rl:lead-number-1d:9876543210`, '7')
    const store = new RedisRateLimitStore(raw, { prefix, log })
    expect((await store.increment('lead-number-1d:9876543210', 60_000)).count).toBe(8)
    const ttl = await raw.pttl(`${prefix}rl:lead-number-1d:9876543210`)
    expect(ttl).toBeGreaterThan(59_000)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })
})

describe('when Redis does not answer (decision 039: count in process, never hang)', () => {
  it('a Redis nobody listens on: every hit is counted in process at once', async () => {
    const nobody = createServer()
    await new Promise<void>((resolve) => nobody.listen(0, '127.0.0.1', resolve))
    const { port } = nobody.address() as AddressInfo
    await new Promise((resolve) => nobody.close(resolve))
    const redis = open(`redis://127.0.0.1:${port}`)
    const store = new RedisRateLimitStore(redis, { prefix: freshPrefix(), log })
    const limiter = createRateLimiter(store)
    const rule = { name: 'otp-send-number-10m', limit: 3, windowMs: 60_000 }
    const started = Date.now()
    for (let i = 0; i < 3; i++) await limiter.enforce([{ rule, subject: '9876543210' }], () => 'too many')
    await expect(limiter.enforce([{ rule, subject: '9876543210' }], () => 'too many')).rejects.toMatchObject({
      statusCode: 429,
      message: 'too many',
    })
    // none of them waited for a timeout
    expect(Date.now() - started).toBeLessThan(COMMAND_TIMEOUT_MS)
    expect(store.shared).toBe(false)
  })

  it('a Redis that stops answering: one command waits the timeout, the store counts in process a while, then shares again', async () => {
    const proxy = await freezableProxy(new URL(redisUrl))
    try {
      const redis = open(`redis://127.0.0.1:${proxy.port}`)
      expect(await whenReady(redis)).toBe(true)
      let skipped = 0
      const now = () => Date.now() + skipped
      const store = new RedisRateLimitStore(redis, { prefix: freshPrefix(), log, now })
      expect((await store.increment('apply-user-1h:7', 60_000)).count).toBe(1)
      expect(store.shared).toBe(true)

      proxy.frozen = true
      logged.length = 0
      let started = Date.now()
      // Redis counted 1; this hit goes to the process's own counters after the command timeout
      expect((await store.increment('apply-user-1h:7', 60_000)).count).toBe(1)
      expect(Date.now() - started).toBeGreaterThanOrEqual(COMMAND_TIMEOUT_MS - 50)
      expect(Date.now() - started).toBeLessThan(COMMAND_TIMEOUT_MS + 1500)
      // said once per outage (other connections of this file may log about themselves meanwhile)
      const failed = { level: 'warn', message: 'a Redis command failed: counting limits in this process' }
      expect(logged.filter((line) => line.message === failed.message)).toEqual([failed])
      // and the next ones do not wait for Redis at all
      started = Date.now()
      expect((await store.increment('apply-user-1h:7', 60_000)).count).toBe(2)
      expect((await store.peek('apply-user-1h:7')).count).toBe(2)
      expect(Date.now() - started).toBeLessThan(COMMAND_TIMEOUT_MS / 2)
      expect(store.shared).toBe(false)

      // Redis answers again (the timed-out INCR had reached it: it counted 2); after the pause the store uses it
      proxy.frozen = false
      skipped = RETRY_REDIS_AFTER_MS
      expect(store.shared).toBe(true)
      expect((await store.increment('apply-user-1h:7', 60_000)).count).toBe(3)
      expect(logged).toContainEqual({
        level: 'info',
        message: 'Redis commands work again: limits are shared',
      })
      expect(logged.filter((line) => line.message === failed.message)).toHaveLength(1)
    } finally {
      proxy.frozen = false
      await proxy.close()
    }
  })
})

/**
 * A TCP proxy in front of the test's Redis that can stop passing Redis's answers on (held, not dropped, as
 * on a network that hangs), so a connection that is up gets no reply.
 */
async function freezableProxy(target: URL) {
  const sockets = new Set<Socket>()
  const held: (() => void)[] = []
  const state = { frozen: false }
  const server: Server = createServer((client) => {
    const upstream = tcpConnect(Number(target.port), target.hostname)
    sockets.add(client).add(upstream)
    client.pipe(upstream)
    upstream.on('data', (chunk: Buffer) => {
      if (state.frozen) held.push(() => client.write(chunk))
      else client.write(chunk)
    })
    const end = () => {
      client.destroy()
      upstream.destroy()
    }
    client.on('error', end).on('close', end)
    upstream.on('error', end).on('close', end)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    get frozen() {
      return state.frozen
    },
    set frozen(value: boolean) {
      state.frozen = value
      if (!value) for (const release of held.splice(0)) release()
    },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
