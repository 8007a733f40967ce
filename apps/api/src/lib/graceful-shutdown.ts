import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import net, { type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'

/**
 * Graceful shutdown of a server under load (decision 044), for the API's own server and the one-origin
 * gateway. On SIGTERM:
 *
 * 1. **Draining** for `graceMs`: `/api/ready` answers 503 (`fastify.shutdown.draining`, the health route),
 *    so a load balancer stops sending; everything else is served as before, each answer with
 *    `Connection: close` so that keep-alive clients reconnect elsewhere.
 * 2. **Stop accepting** once no request is in flight (a render's calls to the server's own /api need the
 *    listener), at the latest at the deadline (`timeoutMs` after the grace). Only the listener is closed:
 *    Node's `server.close()` also ends "idle" connections, among them connections just accepted whose
 *    request has not been read yet, which their clients see as dropped.
 * 3. **In-flight requests finish**: a connection is ended once it has no request in flight (one accepted
 *    without a request yet is given a moment to send it); at the deadline the rest are cut (and counted).
 * 4. Fastify's close (its onClose hooks: the queue worker, cleanup, Redis, Sentry's flush), then `after`
 *    (the database pool).
 *
 * Not ours to fix: connections still in the kernel's listen backlog when the listener closes are reset by
 * the kernel (the client saw it connect, then a reset). A load balancer that follows /api/ready sends
 * none by then; the grace period is there for it.
 */

/** The state the health route reads: `fastify.shutdown.draining` is true from the signal on. */
export interface ShutdownState {
  draining: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    shutdown: ShutdownState
  }
}

export interface GracefulShutdownOptions {
  /** ms of draining (ready answers 503) before the listener closes (SHUTDOWN_GRACE_MS) */
  graceMs: number
  /** ms after the grace for in-flight requests to finish; the rest are cut (SHUTDOWN_TIMEOUT_MS) */
  timeoutMs: number
  /** closed after the server, e.g. the database pool */
  after?: () => Promise<void>
  /** progress lines for people (the server's log) */
  log?: (message: string) => void
}

export interface ShutdownOutcome {
  /** connections cut at the deadline with a request still in flight */
  cut: number
  /** ms from the call to the end */
  tookMs: number
}

/** How long a connection accepted without a request yet is given to send one once the listener is closed. */
const FIRST_REQUEST_MS = 1000
/** How often the drain looks at its connections. */
const TICK_MS = 20

interface Connection {
  /** asked to close (after what it was sent has been flushed) */
  ending: boolean
  /** requests in flight */
  active: number
  /** requests answered */
  served: number
  acceptedAt: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Prepares `app` (built, not yet listening) for a graceful shutdown, and answers the function that runs it
 * (`{ graceMs: 0 }` skips the grace: SIGINT, a person at the terminal). It follows every connection from
 * here on: call it before `listen`.
 */
export function prepareGracefulShutdown(
  app: FastifyInstance,
  { graceMs, timeoutMs, after, log = () => undefined }: GracefulShutdownOptions,
): (now?: { graceMs: number }) => Promise<ShutdownOutcome> {
  const server: Server = app.server
  const connections = new Map<Socket, Connection>()
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { ending: false, active: 0, served: 0, acceptedAt: Date.now() })
    socket.once('close', () => connections.delete(socket))
  })
  // Before Fastify's own listener, so that the header is there before any answer starts.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket)
    if (connection) connection.active++
    if (app.shutdown.draining) response.setHeader('connection', 'close')
    response.once('close', () => {
      if (!connection) return
      connection.active--
      connection.served++
    })
  })
  const inFlight = () => [...connections.values()].reduce((sum, each) => sum + each.active, 0)

  return async ({ graceMs: grace } = { graceMs }) => {
    const started = Date.now()
    app.shutdown.draining = true
    log(`draining: /api/ready answers 503; the listener closes in ${grace} ms`)
    await sleep(grace)
    const deadline = Date.now() + timeoutMs

    while (inFlight() > 0 && Date.now() < deadline) await sleep(TICK_MS)
    if (server.listening) net.Server.prototype.close.call(server)
    log(`stopped accepting; ${inFlight()} request(s) in flight, ${connections.size} connection(s) open`)

    let cut = 0
    for (;;) {
      const now = Date.now()
      for (const [socket, connection] of connections) {
        if (now >= deadline) {
          if (connection.active > 0) cut++
          socket.destroy()
        } else if (connection.active === 0 && !connection.ending) {
          if (connection.served > 0 || now - connection.acceptedAt >= FIRST_REQUEST_MS) {
            connection.ending = true
            socket.end()
          }
        }
      }
      if (connections.size === 0 || now >= deadline) break
      await sleep(TICK_MS)
    }
    if (cut > 0) log(`cut ${cut} request(s) still in flight after ${timeoutMs} ms`)

    await app.close()
    await after?.()
    return { cut, tookMs: Date.now() - started }
  }
}
