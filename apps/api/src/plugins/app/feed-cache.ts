import fp from 'fastify-plugin'
import { AnswerCache } from '#src/lib/answer-cache.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The job feed's answers for a few seconds (FEED_CACHE_SECONDS, decision 041). Whatever publishes a job,
     * takes one off the lists or changes a live one calls `feedCache.purgeAll()` once its change is
     * committed.
     */
    feedCache: AnswerCache
  }
}

/** A feed page of 20 jobs is 18-23 KB, and 3-4 KB gzipped: room for about 1,300 pages (languages, filters, cursors). */
export const FEED_CACHE_MAX_BYTES = 32 * 1024 * 1024

export default fp<{ seconds: number }>(
  (fastify, { seconds }) => {
    fastify.decorate(
      'feedCache',
      new AnswerCache({
        ttlMs: seconds * 1000,
        maxBytes: FEED_CACHE_MAX_BYTES,
        onRefreshError: (error) => fastify.log.warn({ err: error }, 'feed cache: a refresh ahead failed'),
      }),
    )
  },
  { name: 'feed-cache' },
)
