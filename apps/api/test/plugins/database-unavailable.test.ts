import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from '#src/lib/database-unavailable.ts'
import errorHandler from '#src/plugins/app/error-handler.ts'

/** An app whose one route fails as the database driver fails while PostgreSQL restarts. */
async function failingWith(error: Error) {
  const app = Fastify()
  app.decorate('reportError', () => undefined)
  await app.register(errorHandler)
  app.get('/boom', async () => {
    throw error
  })
  return app
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('while the database is away the API answers 503 with Retry-After, never a 500 (issue #11)', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['PostgreSQL shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL starting up', withCode('the database system is starting up', '57P03')],
    ['a broken connection (class 08)', withCode('connection failure', '08006')],
    ['the pool timing out', new Error('timeout exceeded when trying to connect')],
    [
      'a driver error wrapped by Drizzle',
      new Error('Failed query: select 1', { cause: withCode('Connection terminated unexpectedly', '') }),
    ],
  ])('%s', async (_name, error) => {
    const app = await failingWith(error)
    const answer = await app.inject({ url: '/boom' })
    expect(answer.statusCode).toBe(503)
    expect(answer.headers['retry-after']).toBe('5')
    expect(answer.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' })
    await app.close()
  })

  it('a bug, or a query the database refuses, stays a 500', async () => {
    for (const error of [new Error('x is undefined'), withCode('duplicate key value', '23505')]) {
      expect(isDatabaseUnavailable(error)).toBe(false)
      const app = await failingWith(error)
      const answer = await app.inject({ url: '/boom' })
      expect(answer.statusCode).toBe(500)
      expect(answer.headers['retry-after']).toBeUndefined()
      await app.close()
    }
  })
})
