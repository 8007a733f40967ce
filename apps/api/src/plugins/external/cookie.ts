import cookie from '@fastify/cookie'
import fp from 'fastify-plugin'

/** Parses cookies on every request (the session, the CSRF token) and lets replies set them. */
export default fp(
  async (fastify) => {
    await fastify.register(cookie, { hook: 'onRequest' })
  },
  { name: 'cookie' },
)
