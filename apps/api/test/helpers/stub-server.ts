import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface StubRequest {
  method: string
  url: string
  body: string
}

/** What the stub does with a request: no answer at all, or this status and JSON body. */
export type StubBehaviour = 'hang' | { status: number; json: unknown }

/**
 * A local HTTP server standing in for a dependency (the SMS gateway, Razorpay's API): it records every
 * request and answers as `behave` says, by default never (a gateway that hangs). `close` ends the hung
 * connections too.
 */
export interface StubServer {
  url: string
  readonly requests: StubRequest[]
  behave: (request: StubRequest) => StubBehaviour
  close(): Promise<void>
}

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })

export async function startStubServer(): Promise<StubServer> {
  const sockets = new Set<Socket>()
  const stub: StubServer = {
    url: '',
    requests: [],
    behave: () => 'hang',
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
  const server = createServer(async (request, response) => {
    const seen: StubRequest = { method: request.method ?? 'GET', url: request.url ?? '/', body: '' }
    seen.body = await bodyOf(request)
    stub.requests.push(seen)
    const behaviour = stub.behave(seen)
    if (behaviour === 'hang') return
    response.writeHead(behaviour.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(behaviour.json))
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return stub
}

/** Milliseconds `run` took, with its result. */
export async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now()
  const value = await run()
  return { ms: performance.now() - start, value }
}
