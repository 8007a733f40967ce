import fp from 'fastify-plugin'
import type { Env } from '#src/env.ts'
import { type FileStorage, LocalFileStorage } from '#src/services/file-storage.ts'
import {
  createRateLimiter,
  MemoryRateLimitStore,
  type RateLimiter,
  type RateLimitStore,
} from '#src/services/rate-limit.ts'
import { HttpSmsSender, LogSmsSender, type SmsSender } from '#src/services/sms.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** the parsed environment: env.ts is the one reader of the process environment */
    env: Env
    sms: SmsSender
    files: FileStorage
    rateLimiter: RateLimiter
  }
}

/** Implementations a host or a test may hand in instead of the ones the environment names. */
export interface Services {
  sms?: SmsSender
  files?: FileStorage
  rateLimitStore?: RateLimitStore
}

/**
 * The things outside us, behind interfaces and chosen by configuration (ARCHITECTURE.md): SMS (log +
 * outbox, or an HTTP gateway), private files (a local directory; S3 later) and rate-limit counters (in
 * process; Redis later).
 */
export default fp<{ env: Env; services?: Services }>(
  (fastify, { env, services = {} }) => {
    fastify.decorate('env', env)
    fastify.decorate<SmsSender>(
      'sms',
      services.sms ??
        (env.SMS_PROVIDER === 'http'
          ? new HttpSmsSender({ url: env.SMS_HTTP_URL ?? '', token: env.SMS_HTTP_TOKEN ?? '' })
          : new LogSmsSender(env.SMS_OUTBOX_DIR, fastify.log)),
    )
    fastify.decorate<FileStorage>('files', services.files ?? new LocalFileStorage(env.UPLOAD_DIR))
    fastify.decorate('rateLimiter', createRateLimiter(services.rateLimitStore ?? new MemoryRateLimitStore()))
  },
  { name: 'services' },
)
