import { Redis } from 'ioredis'

/**
 * The API's connection to Redis (REDIS_URL), which holds the counters that API replicas share (decision 039).
 * It is built never to hold a request up: a command that gets no answer in COMMAND_TIMEOUT_MS fails, and
 * while the connection is down commands fail at once instead of queueing (the caller then counts in
 * process); in the background it reconnects forever, at most RECONNECT_MAX_MS apart.
 */
export const COMMAND_TIMEOUT_MS = 500
export const CONNECT_TIMEOUT_MS = 2000
export const RECONNECT_MAX_MS = 2000

/** What the connection logs: that Redis went away (once per outage) and that it came back. */
export interface RedisLog {
  warn: (details: object, message: string) => void
  info: (details: object, message: string) => void
}

/** The connection, opening in the background; `whenReady` and `closeRedis` below. */
export function connectRedis(url: string, log: RedisLog): Redis {
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Fail at once while disconnected, and fail what was in flight when the connection dropped.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 100, RECONNECT_MAX_MS),
    connectionName: 'localjobs-api',
  })
  let down = false
  // Without a listener ioredis prints every failed reconnect; say it once per outage instead.
  redis.on('error', (error: Error) => {
    if (down) return
    down = true
    log.warn({ err: { message: error.message } }, 'Redis is unreachable: counting limits in this process')
  })
  redis.on('ready', () => {
    if (!down) return
    down = false
    log.info({}, 'Redis answers again: limits are shared')
  })
  return redis
}

/** Resolves true once `redis` is ready, false after `timeoutMs` without (it keeps trying in the background). */
export function whenReady(redis: Redis, timeoutMs = CONNECT_TIMEOUT_MS): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer)
      redis.off('ready', onReady)
      resolve(ready)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), timeoutMs)
    redis.on('ready', onReady)
  })
}

/** Closes the connection: QUIT when Redis answers (at most COMMAND_TIMEOUT_MS), else drops it and stops reconnecting. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    const quit = redis.quit().then(
      () => true,
      () => false,
    )
    const late = new Promise<false>((resolve) => setTimeout(resolve, COMMAND_TIMEOUT_MS, false).unref())
    if (await Promise.race([quit, late])) return
  }
  redis.disconnect(false)
}
