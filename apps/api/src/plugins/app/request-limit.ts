import { localeFrom } from '@localjobs/validation/locale'
import fp from 'fastify-plugin'
import { addressOf } from '#src/lib/client-address.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import { MINUTE_MS } from '#src/services/rate-limit.ts'

/**
 * A ceiling on API requests per address and minute (RATE_LIMIT_PER_IP_PER_MINUTE, 0 turns it off), on top
 * of the tighter limits of costly actions. It counts only requests under `prefix`: a host that serves pages
 * and static files from the same instance (the one-origin gateway) never has them counted, and the ceiling
 * is generous, because many people share one address on mobile data (decision 011). Behind a proxy set
 * TRUST_PROXY so the address is the client's; the apps' server rendering names the reader's address in
 * X-Forwarded-For from loopback, which is trusted by default.
 */
export default fp<{ perMinute: number; prefix: string }>(
  (fastify, { perMinute, prefix }) => {
    if (perMinute === 0) return
    const rule = { name: 'requests-ip-1m', limit: perMinute, windowMs: MINUTE_MS }
    fastify.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.probe) return
      if (request.url !== prefix && !request.url.startsWith(`${prefix}/`)) return
      const locale = localeFrom(request.headers['accept-language'])
      await fastify.rateLimiter.enforce([{ rule, subject: addressOf(request.ip) }], (seconds) =>
        say('tooManyTries', locale, waitIn(seconds, locale)),
      )
    })
  },
  { name: 'request-limit', dependencies: ['services', 'error-handler'] },
)
