import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, inflateSync } from 'node:zlib'

/** An error event as Sentry's SDKs send it (the fields tests read; the rest as sent). */
export interface ReceivedEvent {
  event_id: string
  release?: string
  environment?: string
  platform?: string
  message?: string
  exception?: { values?: { type?: string; value?: string; mechanism?: { type?: string } }[] }
  request?: { url?: string; method?: string; headers?: Record<string, string> }
  tags?: Record<string, string>
  [field: string]: unknown
}

/** A local stand-in for Sentry's ingestion endpoint, for tests: point SENTRY_DSN at `dsn`. */
export interface SentryEndpoint {
  /** `http://public@127.0.0.1:<port>/<project>` */
  dsn: string
  /** every error event received so far (envelope items of type "event"), oldest first */
  events: ReceivedEvent[]
  /** the envelope item types received so far, e.g. ['event', 'client_report'] */
  itemTypes: string[]
  /** Resolves once `count` events whose text matches `match` have arrived; rejects after `timeoutMs`. */
  waitForEvents(match: RegExp, count?: number, timeoutMs?: number): Promise<ReceivedEvent[]>
  close(): Promise<void>
}

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const body = Buffer.concat(chunks)
  const encoding = request.headers['content-encoding']
  if (encoding === 'gzip') return gunzipSync(body)
  if (encoding === 'deflate') return inflateSync(body)
  return body
}

/**
 * The items of a Sentry envelope: a header line, then per item a header line and a payload, which is
 * `length` bytes when the item header says so and one line otherwise.
 */
export function parseEnvelope(body: Uint8Array): { type: string; payload: unknown }[] {
  const items: { type: string; payload: unknown }[] = []
  const text = (start: number, end: number) => new TextDecoder().decode(body.subarray(start, end))
  let offset = body.indexOf(10) + 1
  if (offset === 0) return items
  while (offset < body.length) {
    const headerEnd = body.indexOf(10, offset)
    const headerLine = text(offset, headerEnd === -1 ? body.length : headerEnd)
    if (headerLine.trim() === '') break
    const header = JSON.parse(headerLine) as { type: string; length?: number }
    const start = headerEnd === -1 ? body.length : headerEnd + 1
    let end: number
    if (typeof header.length === 'number') end = start + header.length
    else {
      const newline = body.indexOf(10, start)
      end = newline === -1 ? body.length : newline
    }
    const raw = text(start, end)
    let payload: unknown = raw
    try {
      payload = JSON.parse(raw)
    } catch {
      // an attachment or a payload that is not JSON: kept as text
    }
    items.push({ type: header.type, payload })
    offset = end + 1
  }
  return items
}

/**
 * Starts the endpoint on a free loopback port. It answers `POST /api/<project>/envelope/` (the path
 * Sentry's SDKs post to) with 200 and the CORS headers a browser needs, and records what arrives.
 */
export async function startSentryEndpoint({ project = 1 } = {}): Promise<SentryEndpoint> {
  const events: ReceivedEvent[] = []
  const itemTypes: string[] = []
  const waiters = new Set<() => void>()
  const server = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', '*')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    const path = new URL(request.url ?? '/', 'http://x').pathname
    if (request.method !== 'POST' || path !== `/api/${project}/envelope/`) {
      response.writeHead(404).end()
      return
    }
    try {
      for (const item of parseEnvelope(await readBody(request))) {
        itemTypes.push(item.type)
        if (item.type === 'event') events.push(item.payload as ReceivedEvent)
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    } catch {
      response.writeHead(400).end()
    }
    for (const wake of waiters) wake()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const matching = (match: RegExp) => events.filter((event) => match.test(JSON.stringify(event)))
  return {
    dsn: `http://public@127.0.0.1:${port}/${project}`,
    events,
    itemTypes,
    waitForEvents: (match, count = 1, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = matching(match)
          if (found.length < count) return
          clearTimeout(timer)
          waiters.delete(check)
          resolve(found)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`expected ${count} event(s) matching ${match}, got ${matching(match).length}`))
        }, timeoutMs)
        waiters.add(check)
        check()
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
