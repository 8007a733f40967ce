import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import fp from 'fastify-plugin'

export const REQUEST_ID_HEADER = 'x-request-id'

/** What a proxy or client may pass as a request id: short, printable, safe to log and echo. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * Keeps the caller's x-request-id when it looks like one (so a trace spans the load balancer, the
 * gateway and us), otherwise makes a fresh one. Fastify's own header option would accept any value.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER]
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID()
}

/** Echoes the request id on every answer, errors and 404s included, so a report can quote it. */
export default fp(
  (fastify) => {
    fastify.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id)
    })
  },
  { name: 'request-id' },
)
