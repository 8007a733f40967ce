import type { FastifyInstance } from 'fastify'

/** The prefix spec section 2 gives the advertiser shell besides /hire; pages there live under /hire. */
const RECRUIT = '/recruit'

/**
 * Where a request under /recruit moves: the same path and query string under /hire, byte for byte
 * (`/recruit/signin?utm_source=sms` → `/hire/signin?utm_source=sms`). `url` is the request target as sent.
 */
export function recruitToHire(url: string): string {
  return `/hire${url.slice(RECRUIT.length)}`
}

/**
 * Permanent redirects outside the apps' prefixes (decision 004: a path outside /jobs, /hire and /api needs a
 * rule here and in the production router). Pages, so GET and HEAD only; anything else under /recruit is a 404.
 */
export function mountRedirects(app: FastifyInstance): void {
  const toHire = (request: { url: string }, reply: { redirect(url: string, code: number): unknown }) =>
    reply.redirect(recruitToHire(request.url), 301)
  app.get(RECRUIT, toHire)
  app.get(`${RECRUIT}/*`, toHire)
}
