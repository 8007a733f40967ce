import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '#src/env.ts'
import type { PaymentGateway } from '#src/payments/gateway.ts'
import { createRazorpayGateway, RAZORPAY_CHECKOUT_SCRIPT } from '#src/payments/razorpay-gateway.ts'
import { RazorpaySandbox, SANDBOX_PREFIX } from '#src/payments/sandbox/sandbox.ts'
import { type FileStorage, LocalFileStorage } from '#src/services/file-storage.ts'
import { HttpPagePurger, noPagePurger, type PagePurger } from '#src/services/page-purge.ts'
import {
  createRateLimiter,
  MemoryRateLimitStore,
  type RateLimiter,
  type RateLimitStore,
} from '#src/services/rate-limit.ts'
import { closeRedis, connectRedis, whenReady } from '#src/services/redis.ts'
import { RedisRateLimitStore } from '#src/services/redis-rate-limit.ts'
import { HttpSmsSender, LogSmsSender, type SmsSender } from '#src/services/sms.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** the parsed environment: env.ts is the one reader of the process environment */
    env: Env
    sms: SmsSender
    files: FileStorage
    rateLimiter: RateLimiter
    /** the payment provider (Razorpay through its SDK, or the sandbox through the same SDK), decision 036 */
    payments: PaymentGateway
    /**
     * The in-memory Razorpay sandbox this API mounts at /api/dev/razorpay/ (PAYMENTS_PROVIDER=sandbox
     * outside production), or null. Tests read its deliveries and await `settled()`.
     */
    razorpaySandbox: RazorpaySandbox | null
    /** who drops the apps' stored pages when a job changes (decision 040) */
    pagePurger: PagePurger
  }
}

/** Implementations a host or a test may hand in instead of the ones the environment names. */
export interface Services {
  sms?: SmsSender
  files?: FileStorage
  rateLimitStore?: RateLimitStore
  payments?: PaymentGateway
  /** the one-origin gateway purges its apps in process */
  pagePurger?: PagePurger
}

/**
 * The rate-limit counters the environment names: in Redis with REDIS_URL (connected before the app is ready,
 * closed with it), else in this process. A Redis that does not answer at start does not stop the start: the
 * counters are kept in process until it does (decision 039).
 */
function counters(fastify: FastifyInstance, env: Env): RateLimitStore {
  if (!env.REDIS_URL) return new MemoryRateLimitStore()
  const log = fastify.log.child({ service: 'redis' })
  const redis = connectRedis(env.REDIS_URL, log)
  fastify.addHook('onReady', async () => {
    if (!(await whenReady(redis)))
      log.error({}, 'Redis did not answer at start: counting limits in this process until it does')
  })
  fastify.addHook('onClose', () => closeRedis(redis))
  return new RedisRateLimitStore(redis, { prefix: env.REDIS_KEY_PREFIX, log })
}

/** Where the SDK finds the sandbox mounted in this API unless RAZORPAY_API_BASE says otherwise. */
export const sandboxBaseUrl = (env: Env) =>
  env.RAZORPAY_API_BASE ??
  `http://${env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST}:${env.API_PORT}${SANDBOX_PREFIX}`

/** The webhook route the sandbox delivers to (the orders' part of #10). */
export const WEBHOOK_PATH = '/api/payments/razorpay/webhook/'

/**
 * The things outside us, behind interfaces and chosen by configuration (ARCHITECTURE.md): SMS (log +
 * outbox, or an HTTP gateway), private files (a local directory; S3 later) and rate-limit counters (in
 * process, or in Redis with REDIS_URL so that replicas share them: decision 039).
 */
export default fp<{ env: Env; services?: Services }>(
  (fastify, { env, services = {} }) => {
    fastify.decorate('env', env)
    fastify.decorate<SmsSender>(
      'sms',
      services.sms ??
        (env.SMS_PROVIDER === 'http'
          ? new HttpSmsSender({
              url: env.SMS_HTTP_URL ?? '',
              token: env.SMS_HTTP_TOKEN ?? '',
              timeoutMs: env.SMS_HTTP_TIMEOUT_MS,
            })
          : new LogSmsSender(env.SMS_OUTBOX_DIR, fastify.log)),
    )
    fastify.decorate<FileStorage>('files', services.files ?? new LocalFileStorage(env.UPLOAD_DIR))
    fastify.decorate<PagePurger>(
      'pagePurger',
      services.pagePurger ??
        (env.PAGE_PURGE_URLS.length > 0 && env.PAGE_PURGE_SECRET
          ? new HttpPagePurger({ urls: env.PAGE_PURGE_URLS, secret: env.PAGE_PURGE_SECRET })
          : noPagePurger),
    )
    fastify.decorate('rateLimiter', createRateLimiter(services.rateLimitStore ?? counters(fastify, env)))

    // Payments. The sandbox lives in this API (outside production): the SDK reaches it through
    // fastify.inject (listening or not, behind the one-origin gateway or not), and it delivers its webhooks
    // the same way. RAZORPAY_API_BASE in sandbox mode only names the sandbox's public address (short links).
    const mountsSandbox = env.PAYMENTS_PROVIDER === 'sandbox' && env.APP_ENV !== 'production'
    const sandboxUrl = sandboxBaseUrl(env)
    const sandbox = mountsSandbox
      ? new RazorpaySandbox({
          keyId: env.RAZORPAY_KEY_ID,
          keySecret: env.RAZORPAY_KEY_SECRET,
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
          publicUrl: sandboxUrl,
          deliver: async (rawBody, headers) =>
            (await fastify.inject({ method: 'POST', url: WEBHOOK_PATH, headers, payload: rawBody }))
              .statusCode,
        })
      : null
    fastify.decorate('razorpaySandbox', sandbox)
    fastify.decorate<PaymentGateway>(
      'payments',
      services.payments ??
        createRazorpayGateway({
          provider: env.PAYMENTS_PROVIDER,
          keyId: env.RAZORPAY_KEY_ID,
          keySecret: env.RAZORPAY_KEY_SECRET,
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
          timeoutMs: env.RAZORPAY_TIMEOUT_MS,
          ...(env.PAYMENTS_PROVIDER === 'sandbox' || env.RAZORPAY_API_BASE ? { apiBase: sandboxUrl } : {}),
          // the browser loads the sandbox's script from this origin (one-origin gateway) or the API's
          checkoutScriptUrl:
            env.PAYMENTS_PROVIDER === 'sandbox'
              ? `${mountsSandbox ? SANDBOX_PREFIX : sandboxUrl}/checkout.js`
              : RAZORPAY_CHECKOUT_SCRIPT,
          ...(mountsSandbox
            ? {
                transport: async ({ method, url, headers, body }) => {
                  const target = new URL(url)
                  const answer = await fastify.inject({
                    method: method as 'GET' | 'POST',
                    url: `${target.pathname}${target.search}`,
                    headers: { ...headers, host: target.host },
                    ...(body === undefined ? {} : { payload: body }),
                  })
                  return { status: answer.statusCode, body: answer.body }
                },
              }
            : {}),
        }),
    )
  },
  { name: 'services' },
)
