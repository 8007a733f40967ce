import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { buildTestApp } from './helpers/app.ts'
import { createTestDatabase } from './helpers/database.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.close()
})

describe('the per-IP request ceiling (RATE_LIMIT_PER_IP_PER_MINUTE)', () => {
  it('answers 429 with Retry-After past the ceiling, per address, and never counts health checks', async () => {
    const { app } = await buildTestApp(database, { env: { RATE_LIMIT_PER_IP_PER_MINUTE: '3' } })
    try {
      const from = (remoteAddress: string, url = '/api/common/public/v1/states/') =>
        app.inject({ url, remoteAddress })
      for (let i = 0; i < 3; i++) expect((await from('10.9.0.1')).statusCode).toBe(200)
      const over = await from('10.9.0.1')
      expect(over.statusCode).toBe(429)
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
      expect(over.json()).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Too many tries/),
      })
      expect((await from('10.9.0.2')).statusCode).toBe(200)
      for (let i = 0; i < 5; i++) expect((await from('10.9.0.1', '/api/health')).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('reads the client address from X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const trusting = await buildTestApp(database, {
      env: { RATE_LIMIT_PER_IP_PER_MINUTE: '1', TRUST_PROXY: 'true' },
    })
    try {
      const from = (client: string) =>
        trusting.app.inject({ url: '/api/common/public/v1/states/', headers: { 'x-forwarded-for': client } })
      expect((await from('203.0.113.1')).statusCode).toBe(200)
      expect((await from('203.0.113.2')).statusCode).toBe(200)
      expect((await from('203.0.113.1')).statusCode).toBe(429)
    } finally {
      await trusting.app.close()
    }
  })
})
