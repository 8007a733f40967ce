import { localeFrom } from '@localjobs/validation/locale'
import fp from 'fastify-plugin'
import { say, waitIn } from '#src/lib/messages.ts'
import { MINUTE_MS } from '#src/services/rate-limit.ts'

/**
 * A ceiling on requests per IP address and minute across the whole API (RATE_LIMIT_PER_IP_PER_MINUTE,
 * 0 turns it off), on top of the tighter limits of costly actions. Behind a proxy or CDN, set
 * TRUST_PROXY so the address is the client's, not the proxy's.
 */
export default fp<{ perMinute: number }>(
  (fastify, { perMinute }) => {
    if (perMinute === 0) return
    const rule = { name: 'requests-ip-1m', limit: perMinute, windowMs: MINUTE_MS }
    fastify.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.probe) return
      const locale = localeFrom(request.headers['accept-language'])
      await fastify.rateLimiter.enforce([{ rule, subject: request.ip }], (seconds) =>
        say('tooManyTries', locale, waitIn(seconds, locale)),
      )
    })
  },
  { name: 'request-limit', dependencies: ['services', 'error-handler'] },
)
