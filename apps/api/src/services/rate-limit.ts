import { tooManyRequests } from '#src/lib/api-error.ts'

/**
 * Counters for limits on costly actions (sending an OTP or an SMS, guessing passwords, uploads, ...).
 * The in-process store below serves one API process; the Redis store (redis-rate-limit.ts: INCR with
 * PEXPIRE on the first hit in one Lua script; GET and PTTL to peek) lets replicas share them, with REDIS_URL
 * (ARCHITECTURE.md, "Things outside us"; decision 039).
 */
export interface RateLimitStore {
  /** Counts one hit on `key` in its current window: how many so far, and when the window ends (ms). */
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>
  /** The hits on `key` in its current window, without counting one (0 when it has none). */
  peek(key: string): Promise<{ count: number; resetAt: number }>
  /** Forgets `key` (e.g. after a successful login). */
  reset(key: string): Promise<void>
}

export interface RateLimitRule {
  /** names the counter: 'otp-send-number-10m' */
  name: string
  limit: number
  windowMs: number
}

export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS

/** Fixed windows in a Map; expired entries are swept as the map grows, so memory stays bounded. */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #entries = new Map<string, { count: number; resetAt: number }>()
  readonly #now: () => number
  readonly #maxEntries: number

  constructor(options: { now?: () => number; maxEntries?: number } = {}) {
    this.#now = options.now ?? Date.now
    this.#maxEntries = options.maxEntries ?? 100_000
  }

  async increment(key: string, windowMs: number) {
    const now = this.#now()
    let entry = this.#entries.get(key)
    if (!entry || entry.resetAt <= now) {
      if (this.#entries.size >= this.#maxEntries) this.#sweep(now)
      entry = { count: 0, resetAt: now + windowMs }
      this.#entries.set(key, entry)
    }
    entry.count++
    return { count: entry.count, resetAt: entry.resetAt }
  }

  async peek(key: string) {
    const now = this.#now()
    const entry = this.#entries.get(key)
    return entry && entry.resetAt > now
      ? { count: entry.count, resetAt: entry.resetAt }
      : { count: 0, resetAt: now }
  }

  async reset(key: string) {
    this.#entries.delete(key)
  }

  get size() {
    return this.#entries.size
  }

  #sweep(now: number) {
    for (const [key, entry] of this.#entries) if (entry.resetAt <= now) this.#entries.delete(key)
    // Still full of live windows (a flood of distinct keys): drop the oldest rather than grow forever.
    const excess = this.#entries.size - Math.floor(this.#maxEntries * 0.9)
    if (excess > 0) {
      let dropped = 0
      for (const key of this.#entries.keys()) {
        if (dropped++ >= excess) break
        this.#entries.delete(key)
      }
    }
  }
}

export interface RateLimitCheck {
  rule: RateLimitRule
  /** who is counted: a mobile number, an IP address, a user id */
  subject: string
}

export interface RateLimiter {
  /**
   * Counts one hit on each check, in order, and throws a 429 (with Retry-After) at the first one over
   * its limit; later checks are then not counted. Put the per-IP check first, so one address cannot
   * use up a mobile number's allowance.
   */
  enforce(checks: readonly RateLimitCheck[], message: (retryAfterSeconds: number) => string): Promise<void>
  /** How many hits `check` has in its current window, without counting one. */
  peek(check: RateLimitCheck): Promise<{ count: number; resetAt: number }>
  reset(check: RateLimitCheck): Promise<void>
  store: RateLimitStore
}

const keyOf = ({ rule, subject }: RateLimitCheck) => `${rule.name}:${subject}`

export function createRateLimiter(store: RateLimitStore, now: () => number = Date.now): RateLimiter {
  return {
    store,
    async enforce(checks, message) {
      for (const check of checks) {
        const { count, resetAt } = await store.increment(keyOf(check), check.rule.windowMs)
        if (count > check.rule.limit) {
          const seconds = Math.max(1, Math.ceil((resetAt - now()) / 1000))
          throw tooManyRequests(message(seconds), seconds)
        }
      }
    },
    peek: (check) => store.peek(keyOf(check)),
    reset: (check) => store.reset(keyOf(check)),
  }
}
