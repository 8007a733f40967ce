import type { Redis } from 'ioredis'
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit.ts'
import type { RedisLog } from './redis.ts'

/**
 * One hit, atomically: INCR, and PEXPIRE when the key has no expiry (its first hit; or a key some crash or
 * hand left without one, which would otherwise count forever). Answers the count and the window's rest in ms.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`

/** The count and the window's rest in ms, without counting ({0, 0} for a key that has no window). */
const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
return {tonumber(count), redis.call('PTTL', KEYS[1])}
`

interface Scripts {
  rateLimitHit(key: string, windowMs: number): Promise<[number, number]>
  rateLimitPeek(key: string): Promise<[number, number]>
}

/** After a command failed, how long the store counts in process before it asks Redis again. */
export const RETRY_REDIS_AFTER_MS = 5000

export interface RedisRateLimitStoreOptions {
  /** namespaces the keys: `<prefix>rl:<rule>:<subject>` (REDIS_KEY_PREFIX, 'lj:' by default) */
  prefix: string
  log: RedisLog
  /** where hits are counted while Redis does not answer (decision 039) */
  fallback?: RateLimitStore
  now?: () => number
}

/**
 * The counters of `RateLimitStore` in Redis, so that every API replica counts the same hits (decision 039):
 * fixed windows, one key per rule and subject, expiring with its window.
 *
 * When Redis does not answer (down, or slower than the connection's command timeout), the hit is counted in
 * this process instead (`fallback`, a MemoryRateLimitStore): every limit still holds per replica, as it did
 * before Redis, so an outage neither lifts the limits nor locks everyone out. The store then leaves Redis
 * alone for RETRY_REDIS_AFTER_MS, so a Redis that hangs costs one timeout, not one per request.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly #redis: Redis & Scripts
  readonly #prefix: string
  readonly #log: RedisLog
  readonly #fallback: RateLimitStore
  readonly #now: () => number
  #bypassUntil = 0
  #failing = false

  constructor(redis: Redis, { prefix, log, fallback, now = Date.now }: RedisRateLimitStoreOptions) {
    redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT })
    redis.defineCommand('rateLimitPeek', { numberOfKeys: 1, lua: PEEK, readOnly: true })
    this.#redis = redis as Redis & Scripts
    this.#prefix = `${prefix}rl:`
    this.#log = log
    this.#fallback = fallback ?? new MemoryRateLimitStore({ now })
    this.#now = now
  }

  increment(key: string, windowMs: number) {
    return this.#either(
      async (redis) => {
        const [count, ttl] = await redis.rateLimitHit(this.#prefix + key, windowMs)
        return { count, resetAt: this.#now() + ttl }
      },
      (store) => store.increment(key, windowMs),
    )
  }

  peek(key: string) {
    return this.#either(
      async (redis) => {
        const [count, ttl] = await redis.rateLimitPeek(this.#prefix + key)
        return { count, resetAt: this.#now() + Math.max(0, ttl) }
      },
      (store) => store.peek(key),
    )
  }

  async reset(key: string) {
    // Both: a key counted in process during an outage must be forgotten too.
    await this.#fallback.reset(key)
    await this.#either(
      async (redis) => {
        await redis.del(this.#prefix + key)
      },
      async () => {},
    )
  }

  /** Whether hits go to Redis now (false while it is away or being left alone after a failure). */
  get shared(): boolean {
    return this.#redis.status === 'ready' && this.#now() >= this.#bypassUntil
  }

  async #either<T>(
    shared: (redis: Redis & Scripts) => Promise<T>,
    local: (store: RateLimitStore) => Promise<T>,
  ): Promise<T> {
    if (!this.shared) return local(this.#fallback)
    try {
      const result = await shared(this.#redis)
      if (this.#failing) this.#log.info({}, 'Redis commands work again: limits are shared')
      this.#failing = false
      return result
    } catch (error) {
      if (!this.#failing)
        this.#log.warn(
          { err: { message: error instanceof Error ? error.message : String(error) } },
          'a Redis command failed: counting limits in this process',
        )
      this.#failing = true
      this.#bypassUntil = this.#now() + RETRY_REDIS_AFTER_MS
      return local(this.#fallback)
    }
  }
}
