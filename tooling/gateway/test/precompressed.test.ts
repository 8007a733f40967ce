import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib'
import compress from '@fastify/compress'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mountStartApp } from '../src/start-app.ts'

// A built app as the gateway finds it: dist/client with the .br and .gz the build wrote beside each file
// (tooling/vite-config's precompress), and a server entry that answers pages (here a stand-in).
const dist = mkdtempSync(join(tmpdir(), 'localjobs-gateway-precompressed-'))
const asset = join(dist, 'client', 'assets', 'main-abc123.js')
const script = `export const jobs = ${JSON.stringify(Array.from({ length: 400 }, (_, id) => ({ id, title: 'Driver' })))}\n`
const page = `<!doctype html><html><body>${'<li>Driver, Hyderabad</li>'.repeat(200)}</body></html>`

let app: FastifyInstance
let purge: ReturnType<typeof mountStartApp>['purge']
let load: ReturnType<typeof mountStartApp>['load']

beforeAll(async () => {
  mkdirSync(join(dist, 'client', 'assets'), { recursive: true })
  mkdirSync(join(dist, 'server'), { recursive: true })
  writeFileSync(asset, script)
  writeFileSync(`${asset}.br`, brotliCompressSync(script))
  writeFileSync(`${asset}.gz`, gzipSync(script, { level: 9 }))
  writeFileSync(join(dist, 'purges.json'), '[]')
  // /jobs/stored answers as the page cache does: gzip bytes with their length; /jobs/plain as a render does;
  // a purge is written down.
  writeFileSync(
    join(dist, 'server', 'server.js'),
    `import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
const page = ${JSON.stringify(page)}
export default {
  async fetch(request) {
    const url = new URL(request.url)
    if (url.pathname === '/jobs/_page-cache/purge') {
      const file = ${JSON.stringify(join(dist, 'purges.json'))}
      const seen = JSON.parse(readFileSync(file, 'utf8'))
      seen.push({ method: request.method, authorization: request.headers.get('authorization'), body: await request.json() })
      writeFileSync(file, JSON.stringify(seen))
      return Response.json({ purged: 1 })
    }
    if (url.pathname === '/jobs/stored') {
      const body = gzipSync(page)
      return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'content-length': String(body.byteLength), vary: 'Accept-Language, Cookie, Accept-Encoding', 'x-page-cache': 'hit' } })
    }
    if (url.pathname === '/jobs/plain') return new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    return new Response('not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  },
}
`,
  )
  app = Fastify()
  // as serve.ts does
  await app.register(compress, { threshold: 1024 })
  ;({ purge, load } = mountStartApp(app, { base: '/jobs', distDir: dist }))
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  rmSync(dist, { recursive: true, force: true })
})

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

describe('static files, compressed once at build time', () => {
  it('answers the .br file to a browser that accepts Brotli, with its length, Vary and the long cache', async () => {
    const answer = await get('/jobs/assets/main-abc123.js', 'gzip, deflate, br, zstd')

    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toMatch(/javascript/)
    expect(answer.rawPayload.equals(readFileSync(`${asset}.br`))).toBe(true)
    expect(Number(answer.headers['content-length'])).toBe(readFileSync(`${asset}.br`).byteLength)
    expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers the .gz file to gzip alone: the bytes written at build time, not compressed again', async () => {
    const answer = await get('/jobs/assets/main-abc123.js', 'gzip')

    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.rawPayload.equals(readFileSync(`${asset}.gz`))).toBe(true)
    expect(Number(answer.headers['content-length'])).toBe(readFileSync(`${asset}.gz`).byteLength)
    expect(gunzipSync(answer.rawPayload).toString()).toBe(script)
    expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding')
  })

  it('answers the file itself without Accept-Encoding, still varying on it', async () => {
    const answer = await get('/jobs/assets/main-abc123.js')

    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body).toBe(script)
    expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding')
  })

  it('does not serve the compressed files under their own names', async () => {
    const answer = await get('/jobs/assets/main-abc123.js.br', 'br')
    expect(answer.statusCode).toBe(404)
  })
})

describe('pages from the app', () => {
  it('passes an answer that is already encoded (a stored page) through byte for byte, with its length', async () => {
    for (const accepts of ['gzip', 'gzip, deflate, br']) {
      const answer = await get('/jobs/stored', accepts)

      expect(answer.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(answer.rawPayload).toString()).toBe(page)
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.byteLength)
      expect(answer.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding')
    }
  })

  it('still compresses a page rendered without an encoding', async () => {
    const answer = await get('/jobs/plain', 'gzip')

    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(answer.rawPayload).toString()).toBe(page)
  })

  it("purges the app's stored pages in process, with the secret, once the app is loaded", async () => {
    // an app that has answered nothing has stored nothing: nothing to tell it
    const idle = Fastify()
    await mountStartApp(idle, { base: '/jobs', distDir: dist }).purge(['job:1'], 'not-loaded-yet')
    await idle.close()
    expect(JSON.parse(readFileSync(join(dist, 'purges.json'), 'utf8'))).toEqual([])

    await load()
    await purge(['job:1', 'job-lists'], 's'.repeat(40))

    expect(JSON.parse(readFileSync(join(dist, 'purges.json'), 'utf8'))).toEqual([
      { method: 'POST', authorization: `Bearer ${'s'.repeat(40)}`, body: { tags: ['job:1', 'job-lists'] } },
    ])
  })
})
