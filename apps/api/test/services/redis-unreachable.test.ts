import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { CONNECT_TIMEOUT_MS } from '#src/services/redis.ts'
import { buildTestApp, csrfHeaders, freshMobile } from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.close()
})

describe('REDIS_URL naming a Redis that does not answer (decision 039)', () => {
  it('the API starts, keeps every limit in process, answers at once, and closes at once', async () => {
    const nobody = createServer()
    await new Promise<void>((resolve) => nobody.listen(0, '127.0.0.1', resolve))
    const { port } = nobody.address() as AddressInfo
    await new Promise((resolve) => nobody.close(resolve))

    let started = Date.now()
    const { app } = await buildTestApp(database, {
      env: { REDIS_URL: `redis://127.0.0.1:${port}` },
      // no store handed in: the one REDIS_URL names
      services: { rateLimitStore: undefined },
    })
    // it waited for Redis a little, not forever
    expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 3000)
    try {
      const mobile = freshMobile()
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/login/otp/generate/',
          headers: csrfHeaders(),
          payload: { mobile_no: mobile },
        })
      started = Date.now()
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200)
      const fourth = await send()
      expect(Date.now() - started).toBeLessThan(3000)
      expect(fourth.statusCode).toBe(429)
      expect(fourth.json()).toMatchObject({
        message: 'Too many OTP requests. Please try again in 10 minutes.',
      })
    } finally {
      started = Date.now()
      await app.close()
      expect(Date.now() - started).toBeLessThan(2000)
    }
  })
})
