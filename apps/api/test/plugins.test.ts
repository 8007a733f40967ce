import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#src/app.ts'
import type { Database } from '#src/db/database.ts'
import { buildTestApp, testEnv } from './helpers/app.ts'
import { createTestDatabase } from './helpers/database.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.close()
})

describe('the per-IP request ceiling of the API (RATE_LIMIT_PER_IP_PER_MINUTE)', () => {
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

  it('never counts pages or static files a host serves from the same instance (decision 011)', async () => {
    // As the one-origin gateway does: the seeker app's pages and assets beside the API.
    const app = buildApp({
      db: database,
      env: testEnv({ RATE_LIMIT_PER_IP_PER_MINUTE: '2' }),
      beforeRoutes: (root) => {
        root.get('/jobs/*', async () => 'a page')
      },
    })
    try {
      const from = (url: string) => app.inject({ url, remoteAddress: '10.9.1.1' })
      for (let i = 0; i < 20; i++) {
        expect((await from('/jobs/driver-jobs-in-hyderabad')).statusCode).toBe(200)
        expect((await from('/jobs/assets/entry-abc123.js')).statusCode).toBe(200)
      }
      expect((await from('/api/common/public/v1/states/')).statusCode).toBe(200)
      expect((await from('/api/common/public/v1/states/')).statusCode).toBe(200)
      expect((await from('/api/common/public/v1/states/')).statusCode).toBe(429)
    } finally {
      await app.close()
    }
  })

  it('counts the reader a server render names from loopback, not the render server (TRUST_PROXY default)', async () => {
    const { app } = await buildTestApp(database, { env: { RATE_LIMIT_PER_IP_PER_MINUTE: '2' } })
    try {
      // The apps' server rendering calls the API from 127.0.0.1, naming the reader in X-Forwarded-For.
      const rendered = (reader: string) =>
        app.inject({
          url: '/api/common/public/v1/states/',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': reader },
        })
      for (let reader = 1; reader <= 10; reader++)
        expect((await rendered(`203.0.113.${reader}`)).statusCode).toBe(200)
      expect((await rendered('203.0.113.1')).statusCode).toBe(200)
      expect((await rendered('203.0.113.1')).statusCode).toBe(429)
      // The header is believed from loopback only: a client elsewhere cannot pick its own address.
      const direct = (forged: string) =>
        app.inject({
          url: '/api/common/public/v1/states/',
          remoteAddress: '198.51.100.20',
          headers: { 'x-forwarded-for': forged },
        })
      expect((await direct('192.0.2.1')).statusCode).toBe(200)
      expect((await direct('192.0.2.2')).statusCode).toBe(200)
      expect((await direct('192.0.2.3')).statusCode).toBe(429)
      // An IPv4 client on a dual-stack socket is the same address.
      expect(
        (await app.inject({ url: '/api/common/public/v1/states/', remoteAddress: '::ffff:198.51.100.20' }))
          .statusCode,
      ).toBe(429)
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
    const distrusting = await buildTestApp(database, {
      env: { RATE_LIMIT_PER_IP_PER_MINUTE: '1', TRUST_PROXY: 'false' },
    })
    try {
      const from = (client: string) =>
        distrusting.app.inject({
          url: '/api/common/public/v1/states/',
          headers: { 'x-forwarded-for': client },
        })
      expect((await from('203.0.113.1')).statusCode).toBe(200)
      expect((await from('203.0.113.2')).statusCode).toBe(429)
    } finally {
      await distrusting.app.close()
    }
  })
})
