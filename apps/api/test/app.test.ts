import { PassThrough } from 'node:stream'
import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#src/app.ts'
import type { Database } from '#src/db/database.ts'
import { csrfHeaders } from './helpers/app.ts'
import { createTestDatabase } from './helpers/database.ts'

let database: Database
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.close()
})
afterEach(async () => {
  await app?.close()
})

describe('request ids', () => {
  it('echoes a well-formed x-request-id', async () => {
    app = buildApp({ db: database })
    const response = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.42:1' } })
    expect(response.headers['x-request-id']).toBe('lb-7f3a.42:1')
  })

  it('replaces a missing or unsafe one with a fresh UUID', async () => {
    app = buildApp({ db: database })
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    for (const headers of [
      {},
      { 'x-request-id': 'has spaces and <html>' },
      { 'x-request-id': 'x'.repeat(200) },
    ]) {
      const response = await app.inject({ url: '/api/health', headers })
      expect(response.headers['x-request-id']).toMatch(uuid)
    }
  })

  it('echoes it on errors too', async () => {
    app = buildApp({ db: database })
    const response = await app.inject({ url: '/api/nowhere', headers: { 'x-request-id': 'abc-123' } })
    expect(response.statusCode).toBe(404)
    expect(response.headers['x-request-id']).toBe('abc-123')
  })

  it('logs structured JSON lines carrying the request id', async () => {
    const stream = new PassThrough()
    const lines: string[] = []
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)))
    app = buildApp({ db: database, logger: { level: 'info', stream } })
    await app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-me' } })
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
    expect(entries.some((entry) => entry.reqId === 'trace-me' && entry.msg === 'request completed')).toBe(
      true,
    )
  })
})

describe('errors', () => {
  it('answers an unknown route under /api with a JSON 404', async () => {
    app = buildApp({ db: database })
    const response = await app.inject({ method: 'GET', url: '/api/classifieds/nothing-here/' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'No API route matches GET /api/classifieds/nothing-here/',
    })
  })

  it('points at the spec path when only the trailing slash is missing', async () => {
    app = buildApp({ db: database })
    const response = await app.inject({ url: '/api/classifieds/classifieds/feed_v2?limit=2' })
    expect(response.statusCode).toBe(404)
    expect((response.json() as ApiErrorBody).message).toBe(
      'No API route matches GET /api/classifieds/classifieds/feed_v2; did you mean /api/classifieds/classifieds/feed_v2/ ?',
    )
  })

  it('answers a malformed URL with 400, not a crash', async () => {
    app = buildApp({ db: database })
    const response = await app.inject({ url: '/api/%E0%A4%A' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' })
  })

  describe('on a route that takes a JSON body', () => {
    const withJsonRoute = () => {
      app = buildApp({ db: database })
      app.post('/api/test-echo/', async (request) => ({ received: request.body }))
      app.get('/api/test-failure/', async () => {
        throw new Error('secret connection string postgres://user:pw@db')
      })
      return app
    }

    it('answers malformed JSON with 400', async () => {
      const response = await withJsonRoute().inject({
        method: 'POST',
        url: '/api/test-echo/',
        headers: { ...csrfHeaders(), 'content-type': 'application/json' },
        payload: '{"mobile_no": ',
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' })
    })

    it('answers a body of an unsupported type with 415', async () => {
      const response = await withJsonRoute().inject({
        method: 'POST',
        url: '/api/test-echo/',
        headers: { ...csrfHeaders(), 'content-type': 'application/xml' },
        payload: '<a/>',
      })
      expect(response.statusCode).toBe(415)
      expect(response.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' })
    })

    it('answers an unexpected failure with a generic 500 that reveals nothing', async () => {
      const response = await withJsonRoute().inject({ url: '/api/test-failure/' })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({
        statusCode: 500,
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again in a moment.',
      })
      expect(response.body).not.toContain('postgres://')
    })
  })
})

describe('host plugins', () => {
  it('runs beforeRoutes at the root, so its hooks cover the API routes', async () => {
    app = buildApp({
      db: database,
      beforeRoutes: (root) => {
        root.addHook('onSend', async (_request, reply) => {
          reply.header('x-served-by', 'gateway')
        })
      },
    })
    const response = await app.inject({ url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-served-by']).toBe('gateway')
  })
})

describe('OpenAPI', () => {
  it('documents the feed from its schemas at /api/docs/json', async () => {
    app = buildApp({ db: database })
    const response = await app.inject({ url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const document = response.json() as {
      openapi: string
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>
    }
    expect(document.openapi).toMatch(/^3\.1/)
    const feed = document.paths['/api/classifieds/classifieds/feed_v2/']
    expect(feed?.get?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['location_id', 'category_slug', 'cursor', 'limit']),
    )
    expect(document.paths['/api/health']).toBeDefined()
  })

  it('serves the UI at /api/docs', async () => {
    app = buildApp({ db: database })
    const response = await app.inject({ url: '/api/docs/' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
  })
})
