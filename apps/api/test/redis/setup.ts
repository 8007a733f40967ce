// The Redis run (vitest.redis.config.ts) means nothing without a Redis: refuse rather than count in process.
if (!process.env.TEST_REDIS_URL)
  throw new Error(
    'TEST_REDIS_URL is unset: start a Redis with `bash tooling/scripts/redis-throwaway.sh start` and pass its URL',
  )
