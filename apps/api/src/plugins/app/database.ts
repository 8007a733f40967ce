import fp from 'fastify-plugin'
import type { Database } from '#src/db/database.ts'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
  }
}

/** Shares the caller's database with the repositories. The caller opened it, so the caller closes it. */
export default fp<{ database: Database }>(
  (fastify, options) => {
    fastify.decorate('database', options.database)
  },
  { name: 'database' },
)
