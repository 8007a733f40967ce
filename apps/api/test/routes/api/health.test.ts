import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#src/app.ts'
import type { Database } from '#src/db/database.ts'
import { createTestDatabase, testEngine } from '../../helpers/database.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.close()
})

describe('GET /api/health', () => {
  it('answers ok without touching the database', async () => {
    const app = buildApp({ db: { ...database, db: undefined as never } })
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
    expect(response.headers['cache-control']).toBe('no-store')
    await app.close()
  })
})

describe('GET /api/ready', () => {
  it('answers ready and names the database engine when the database answers', async () => {
    const app = buildApp({ db: database })
    const response = await app.inject({ method: 'GET', url: '/api/ready' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ready', database: testEngine })
    await app.close()
  })

  it('answers 503 while the server drains after SIGTERM, though the database answers (decision 044)', async () => {
    const app = buildApp({ db: database })
    await app.ready()
    app.shutdown.draining = true
    const response = await app.inject({ method: 'GET', url: '/api/ready' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'unavailable', database: testEngine })
    expect(response.headers['cache-control']).toBe('no-store')
    await app.close()
  })

  it('answers 503 when the database does not', async () => {
    const broken = await createTestDatabase({ migrate: false })
    const app = buildApp({ db: broken })
    await app.ready()
    await broken.close()
    const response = await app.inject({ method: 'GET', url: '/api/ready' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'unavailable', database: testEngine })
    await app.close()
  })
})
