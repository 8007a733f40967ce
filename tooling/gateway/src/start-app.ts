import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import { PAGE_PURGE_PATH, type PagePurgeBody } from '@localjobs/api-client/page-purge'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** What a TanStack Start build exports from dist/server/server.js. */
interface FetchHandler {
  fetch(request: Request): Promise<Response> | Response
}

export interface StartAppOptions {
  /** URL prefix, e.g. '/jobs' */
  base: string
  /** the app's dist folder (with client/ and server/server.js) */
  distDir: string
}

/** true when the folder holds a built app */
export const isBuilt = (distDir: string) => existsSync(join(distDir, 'server', 'server.js'))

export interface MountedApp {
  /** imports the app's handler (once) */
  load: () => Promise<unknown>
  /**
   * Drops the app's stored pages under `tags` through its purge endpoint, in process (decision 040), with
   * the PAGE_PURGE_SECRET the gateway gave the apps. An app not loaded yet has stored nothing.
   */
  purge: (tags: readonly string[], secret: string) => Promise<void>
}

/**
 * Mounts a built TanStack Start app under its base path: hashed assets from dist/client with long-lived
 * caching, every other request to the app's own fetch handler (SSR, server functions).
 * The handler is imported on first use (call the returned `load` to warm it up): the app's env.ts reads
 * API_INTERNAL_URL when imported, and the gateway knows its own port only once it listens.
 */
export function mountStartApp(app: FastifyInstance, { base, distDir }: StartAppOptions): MountedApp {
  const serverEntry = pathToFileURL(join(distDir, 'server', 'server.js')).href
  let handler: Promise<FetchHandler> | undefined
  const load = () => {
    handler ??= import(serverEntry).then((module: { default: FetchHandler }) => module.default)
    return handler
  }

  app.register(async (scope) => {
    // The app reads request bodies itself (server functions); hand it the raw stream.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload))

    await scope.register(fastifyStatic, {
      root: join(distDir, 'client'),
      prefix: `${base}/`,
      // one route per built file, so the catch-all below gets everything else
      wildcard: false,
      index: false,
      // the .br and .gz the build wrote beside each file (decision 040), chosen by Accept-Encoding; they
      // carry Content-Encoding, so the compression the gateway adds leaves them alone
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        // No browser reads a script or style as anything else, whatever its type says (decision 038).
        reply.header('x-content-type-options', 'nosniff')
        reply.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        )
      },
    })

    const render = async (request: FastifyRequest, reply: FastifyReply) =>
      forward(await load(), request, reply)
    scope.all(base, render)
    scope.all(`${base}/*`, render)
  })

  const purge = async (tags: readonly string[], secret: string) => {
    if (!handler) return
    const answer = await (await handler).fetch(
      new Request(`http://127.0.0.1${base}${PAGE_PURGE_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags: [...tags] } satisfies PagePurgeBody),
      }),
    )
    if (!answer.ok) throw new Error(`${base}: the page purge answered ${answer.status}`)
  }
  return { load, purge }
}

/** Stands in for an app that has not been built, with the command that builds it. */
export function mountMissingApp(app: FastifyInstance, { base, name }: { base: string; name: string }): void {
  const answer = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send(`The ${name} app is not built. Run ./run start (or ./run build) and reload.`)
  app.all(base, answer)
  app.all(`${base}/*`, answer)
}

/**
 * The X-Forwarded-For a proxy passes on: the chain it was given, then the address that connected to it. The
 * apps' server rendering sends it with its API calls, so the API counts the reader, not the render server
 * (decision 011); the API believes the chain only from addresses TRUST_PROXY names (loopback by default).
 */
export function forwardedFor(
  given: string | string[] | undefined,
  peer: string | undefined,
): string | undefined {
  const chain = [given ?? []].flat().flatMap((value) => value.split(','))
  const hops = [...chain, peer ?? ''].map((hop) => hop.trim()).filter((hop) => hop !== '')
  return hops.length > 0 ? hops.join(', ') : undefined
}

async function forward(handler: FetchHandler, request: FastifyRequest, reply: FastifyReply) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'x-forwarded-for') continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  const chain = forwardedFor(request.headers['x-forwarded-for'], request.socket.remoteAddress)
  if (chain) headers.set('x-forwarded-for', chain)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const url = `${request.protocol}://${request.host}${request.url}`
  const response = await handler.fetch(
    new Request(url, {
      method: request.method,
      headers,
      body: hasBody ? (Readable.toWeb(request.body as Readable) as ReadableStream) : null,
      // @ts-expect-error Node's undici needs duplex for streamed request bodies; DOM types lack it
      duplex: 'half',
    }),
  )

  reply.status(response.status)
  // An answer already encoded (a stored page, decision 040) goes out byte for byte, with its length; any
  // other may still be compressed here, which changes its length.
  const encoded = (response.headers.get('content-encoding') ?? 'identity') !== 'identity'
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || (name === 'content-length' && !encoded)) continue
    reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  if (!response.body) return reply.send()
  // A body of known length (a stored page) is sent whole: cheaper than a stream for a few kilobytes.
  if (encoded && response.headers.has('content-length'))
    return reply.send(Buffer.from(await response.arrayBuffer()))
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream))
}
