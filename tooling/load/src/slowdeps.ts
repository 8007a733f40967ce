/**
 * `./run --filter @localjobs/load slowdeps [-- --duration 40 --connections 2 --otp 2 --orders 2]`: a slow SMS
 * gateway and a Razorpay that does not answer, under a light mixed load (decision 045). Not a test: it prints
 * numbers for people and exits 1 when a goal is missed.
 *
 * It builds nothing: run `./run build` first. On the one-origin server and a throw-away PostgreSQL, with
 * SMS_PROVIDER=http and PAYMENTS_PROVIDER=razorpay pointed at a local stub (this process) that plays both:
 *
 * - **healthy** (the first half of --duration): the stub answers the SMS gateway's and Razorpay's calls after
 *   50 ms (an order create answers an order);
 * - **hanging** (the second half): the stub takes every request and never answers.
 *
 * After --warmup seconds of reading (not counted), throughout: a read load (lists, the feed, job pages, job details: autocannon on --connections
 * connections), --otp clients asking for sign-in codes one after another (a fresh number and address each),
 * and --orders advertisers creating a post and its payment order one after another. Printed per phase: p50/p99
 * of the unaffected routes, the OTP and order answers (by status, p50/p99/max), and, after the stub answers
 * again, what the job queue did with the texts the hanging gateway held: tried again, sent, still waiting.
 *
 * Goal: unaffected routes keep their p99 (within 2x and +50 ms of the healthy phase), every OTP request
 * answers 200 within OTP_SMS_WAIT_MS + 1 s, every order create answers (201/200, or 503 with Retry-After
 * within RAZORPAY_TIMEOUT_MS + 1 s), no request hangs, and every code the hanging gateway held is sent by
 * the queue once the gateway answers (unless it expired or was used meanwhile).
 */
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import {
  createOrder,
  createSubmission,
  expectOk,
  freshNumber,
  fullPost,
  type ReferencePost,
  referencePost,
  uniqueTitle,
  Visitor,
} from './client.ts'
import {
  assertBuilt,
  cleanUpOnExit,
  type Postgres,
  type Server,
  startPostgres,
  startServer,
  stopPostgres,
  stopServer,
} from './harness.ts'
import { percentile, Recorder, routeTable, type Sink, statusCounts } from './stats.ts'
import { BROWSING, loadPools, type Pools, visitRequests } from './workload.ts'

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    duration: { type: 'string', default: '40' },
    /** seconds of the read load first, not counted (caches, pools, the JIT) */
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '2' },
    otp: { type: 'string', default: '2' },
    orders: { type: 'string', default: '2' },
    jobs: { type: 'string', default: '2000' },
    port: { type: 'string', default: '3262' },
    timeout: { type: 'string', default: '15' },
    /** seconds the queue gets to send the held texts once the gateway answers again (its backoff: 30 s) */
    recovery: { type: 'string', default: '45' },
  },
})
const duration = Number(values.duration)
const half = Math.round(duration / 2)
const timeoutSeconds = Number(values.timeout)
/** the server's bounds: its defaults (env.ts), stated here to check the answers against */
const OTP_SMS_WAIT_MS = 1000
const RAZORPAY_TIMEOUT_MS = 8000
const STUB_DELAY_MS = 50

type Phase = 'healthy' | 'hanging'
const PHASES: Phase[] = ['healthy', 'hanging']
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The SMS gateway and Razorpay's API in one local server: answers after 50 ms, or never. */
class Stub {
  hanging = false
  /** the codes texted to each number (read from the request, answered or not) */
  readonly codes = new Map<string, string>()
  /** SMS requests by phase (and 'recovery': after the hanging phase) */
  readonly smsRequests = new Map<string, number>()
  readonly razorpayRequests = new Map<string, number>()
  phase = 'healthy'
  url = ''
  #orders = 0
  readonly #sockets = new Set<Socket>()
  readonly #server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const isSms = request.url === '/sms'
      const counts = isSms ? this.smsRequests : this.razorpayRequests
      counts.set(this.phase, (counts.get(this.phase) ?? 0) + 1)
      if (isSms) {
        const sms = JSON.parse(body) as { to: string; text: string }
        const code = /\b(\d{4})\b/.exec(sms.text)?.[1]
        if (code) this.codes.set(sms.to.replace(/^\+91/, ''), code)
      }
      if (this.hanging) return
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify(isSms ? { ok: true } : this.#answer(request, body)))
      }, STUB_DELAY_MS)
    })
  })

  #answer(request: http.IncomingMessage, body: string) {
    if (request.method === 'POST' && request.url === '/v1/orders') {
      const { amount, receipt, notes } = JSON.parse(body) as {
        amount: number
        receipt: string
        notes: object
      }
      this.#orders++
      return {
        id: `order_stub${String(this.#orders).padStart(10, '0')}`,
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: 'INR',
        receipt,
        status: 'created',
        notes,
        created_at: Math.floor(Date.now() / 1000),
      }
    }
    // reconciliation and anything else: an order with no payments yet
    return { entity: 'collection', count: 0, items: [] }
  }

  async start() {
    this.#server.on('connection', (socket) => {
      this.#sockets.add(socket)
      socket.on('close', () => this.#sockets.delete(socket))
    })
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`
  }

  async stop() {
    for (const socket of this.#sockets) socket.destroy()
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }
}

/** Answers per phase: one Recorder per phase, and 503s with and without Retry-After. */
class ByPhase implements Sink {
  phase: Phase = 'healthy'
  readonly recorders = new Map<Phase, Recorder>(PHASES.map((phase) => [phase, new Recorder()]))
  noAnswer = 0
  unavailableWithoutRetryAfter = 0
  record(route: string, status: number, ms: number) {
    this.recorders.get(this.phase)?.record(route, status, ms)
  }
  /** a client's answer, counted in the phase the request was sent in */
  answer(phase: Phase, route: string, status: number, ms: number, retryAfter: string | null) {
    if (status === 0) {
      this.noAnswer++
      return
    }
    if (status === 503 && retryAfter === null) this.unavailableWithoutRetryAfter++
    this.recorders.get(phase)?.record(route, status, ms)
  }
}

const stub = new Stub()

/** The code texted to `mobile`, as the stub saw it (the gateway need not have answered). */
async function codeFor(mobile: string) {
  for (let i = 0; i < 100; i++) {
    const code = stub.codes.get(mobile)
    if (code) return code
    await sleep(50)
  }
  throw new Error(`no code texted to ${mobile}`)
}

async function signInAdvertiser(origin: string) {
  const visitor = new Visitor(origin, timeoutSeconds * 1000)
  const mobile = freshNumber()
  await visitor.ok('POST', '/api/login/otp/generate/', { json: { mobile_no: mobile } })
  const body = (await visitor.ok('POST', '/api/login/otp/verify/', {
    json: { mobile_no: mobile, otp: await codeFor(mobile), candidateType: 'advertiser' },
  })) as { access?: string }
  if (!body.access) throw new Error('the advertiser login answered no access token')
  visitor.access = body.access
  return visitor
}

/** Asks for sign-in codes, one after another: a fresh number and address each (the real limits stay on). */
async function otpClient(origin: string, sink: ByPhase, stopped: () => boolean) {
  while (!stopped()) {
    const visitor = new Visitor(origin, timeoutSeconds * 1000)
    const phase = sink.phase
    visitor.onAnswer = (route, status, ms, retryAfter) => sink.answer(phase, route, status, ms, retryAfter)
    await visitor
      .request('POST', '/api/login/otp/generate/', {
        json: { mobile_no: freshNumber() },
        route: 'otp generate',
      })
      .catch(() => undefined)
  }
}

/** An advertiser creating a post and its payment order, one after another (a new advertiser every 10). */
async function orderClient(
  origin: string,
  ref: ReferencePost,
  sink: ByPhase,
  stopped: () => boolean,
  prepared: Visitor,
) {
  let visitor = prepared
  let posts = 0
  while (!stopped()) {
    if (posts >= 10) {
      // signed in while the gateway may hang: the code is read from the stub, which saw the request
      visitor = await signInAdvertiser(origin)
      posts = 0
    }
    // each answer counts in the phase its request was sent in
    const counted = (client: Visitor) => {
      const phase = sink.phase
      client.onAnswer = (route, status, ms, retryAfter) =>
        sink.answer(
          phase,
          route === 'POST /api/payments/razorpay/order/' ? 'order create' : route,
          status,
          ms,
          retryAfter,
        )
    }
    counted(visitor)
    const saved = await expectOk<{ id: number }>(
      await createSubmission(visitor, fullPost(ref, uniqueTitle('Slow dependency run')), crypto.randomUUID()),
      'create post',
    )
    posts++
    counted(visitor)
    await createOrder(visitor, ref, saved.id, crypto.randomUUID()).catch(() => undefined)
  }
}

function readLoad(origin: string, pools: Pools, sink: Sink, seconds: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections: Number(values.connections),
        duration: seconds,
        timeout: timeoutSeconds,
        requests: visitRequests(BROWSING, pools, sink),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

const latencies = (recorder: Recorder, route: string) =>
  [...(recorder.routes.get(route)?.latencies ?? [])].sort((a, b) => a - b)

/** p50 / p99 / max of the routes other than `except`, together. */
function unaffected(recorder: Recorder, except: readonly string[]) {
  const all = [...recorder.routes]
    .filter(([route]) => !except.includes(route))
    .flatMap(([, stats]) => stats.latencies)
    .sort((a, b) => a - b)
  return { n: all.length, p50: percentile(all, 50), p99: percentile(all, 99) }
}

async function queueCounts(url: string) {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    const { rows } = await db.query<{
      jobs: number
      done: number
      retried: number
      waiting: number
      failed: number
      attempts: number
    }>(
      `SELECT count(*)::int AS jobs,
              count(*) FILTER (WHERE done_at IS NOT NULL)::int AS done,
              count(*) FILTER (WHERE attempts > 1)::int AS retried,
              count(*) FILTER (WHERE done_at IS NULL AND failed_at IS NULL)::int AS waiting,
              count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed,
              coalesce(sum(attempts), 0)::int AS attempts
         FROM scheduled_jobs WHERE kind = 'otp_sms'`,
    )
    return rows[0]
  } finally {
    await db.end()
  }
}

assertBuilt()
let pgServer: Postgres | undefined
let server: Server | undefined
const cleanUp = cleanUpOnExit(async () => {
  if (server) await stopServer(server)
  if (pgServer) await stopPostgres(pgServer)
  await stub.stop().catch(() => undefined)
})

try {
  await stub.start()
  pgServer = await startPostgres()
  const database = pgServer
  server = await startServer({
    port: Number(values.port),
    databaseUrl: database.url,
    seedJobs: Number(values.jobs),
    name: 'slowdeps',
    env: {
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `${stub.url}/sms`,
      SMS_HTTP_TOKEN: 'slowdeps-stub-token',
      DEV_SMS_OUTBOX: 'false',
      PAYMENTS_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_SlowDepsStub01',
      RAZORPAY_KEY_SECRET: 'slowdeps-stub-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'slowdeps-stub-webhook-secret',
      RAZORPAY_API_BASE: stub.url,
    },
  })
  const origin = server.origin
  console.info(`server: ${origin} (pid ${server.pid}) on ${database.url}; SMS and Razorpay: ${stub.url}`)
  const pools = await loadPools(origin)
  const db = new pg.Client({ connectionString: database.url })
  await db.connect()
  const ref = await referencePost(db)
  await db.end()
  const advertisers = await Promise.all(
    Array.from({ length: Number(values.orders) }, () => signInAdvertiser(origin)),
  )

  await readLoad(origin, pools, new Recorder(), Number(values.warmup))
  const sink = new ByPhase()
  let stop = false
  const clients = [
    ...Array.from({ length: Number(values.otp) }, () => otpClient(origin, sink, () => stop)),
    ...advertisers.map((visitor) => orderClient(origin, ref, sink, () => stop, visitor)),
  ].map((client) =>
    client.catch((error: unknown) => {
      console.error(`a client stopped: ${error instanceof Error ? error.message : String(error)}`)
      return 'failed' as const
    }),
  )
  console.info(`\n${half} s with the dependencies answering in ${STUB_DELAY_MS} ms, then ${half} s hanging`)
  const reads = readLoad(origin, pools, sink, half * 2)
  await sleep(half * 1000)
  sink.phase = 'hanging'
  stub.phase = 'hanging'
  stub.hanging = true
  const readResult = await reads
  stop = true
  const outcomes = await Promise.all(clients)
  const heldCodes = stub.smsRequests.get('hanging') ?? 0

  // the gateway answers again: the queue sends what it held (backoff 30 s, the worker's poll 5 s)
  stub.hanging = false
  stub.phase = 'recovery'
  const recovery = Number(values.recovery)
  console.info(`the stub answers again; ${recovery} s for the queue to send the held texts`)
  await sleep(recovery * 1000)
  const queue = await queueCounts(database.url)

  const special = ['otp generate', 'order create']
  console.info('\n## Unaffected routes (pages and API reads, post create), by phase\n')
  console.info('| phase | requests | p50 ms | p99 ms | errors |')
  console.info('| ----- | -------: | -----: | -----: | -----: |')
  const summary = new Map<Phase, ReturnType<typeof unaffected>>()
  for (const phase of PHASES) {
    const recorder = sink.recorders.get(phase) ?? new Recorder()
    const row = unaffected(recorder, special)
    summary.set(phase, row)
    const errors = [...recorder.routes]
      .filter(([route]) => !special.includes(route))
      .reduce((sum, [, stats]) => sum + [...stats.errors.values()].reduce((a, b) => a + b, 0), 0)
    console.info(`| ${phase} | ${row.n} | ${row.p50.toFixed(0)} | ${row.p99.toFixed(0)} | ${errors} |`)
  }
  console.info('\n## OTP and order requests, by phase\n')
  console.info('| phase | route | answered | by status | p50 ms | p99 ms | max ms |')
  console.info('| ----- | ----- | -------: | --------- | -----: | -----: | -----: |')
  for (const phase of PHASES)
    for (const route of special) {
      const recorder = sink.recorders.get(phase) ?? new Recorder()
      const sorted = latencies(recorder, route)
      console.info(
        `| ${phase} | ${route} | ${sorted.length} | ${statusCounts(recorder.routes.get(route)?.statuses ?? new Map())} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ${(sorted.at(-1) ?? 0).toFixed(0)} |`,
      )
    }
  for (const phase of PHASES) {
    console.info(`\n### ${phase}, every route\n`)
    console.info(routeTable(sink.recorders.get(phase) ?? new Recorder(), half))
  }
  console.info('\n## The queued OTP texts (otp_sms jobs)\n')
  console.info(
    `texts the gateway was asked for: healthy ${stub.smsRequests.get('healthy') ?? 0}, hanging ${heldCodes}, ` +
      `after it answered again ${stub.smsRequests.get('recovery') ?? 0}`,
  )
  console.info(
    `jobs ${queue?.jobs}: done ${queue?.done}, tried more than once ${queue?.retried}, still waiting ${queue?.waiting}, failed ${queue?.failed} (${queue?.attempts} attempts)`,
  )
  console.info(
    `Razorpay calls: healthy ${stub.razorpayRequests.get('healthy') ?? 0}, hanging ${stub.razorpayRequests.get('hanging') ?? 0}`,
  )

  const healthy = summary.get('healthy')
  const hanging = summary.get('hanging')
  const hangingRecorder = sink.recorders.get('hanging') ?? new Recorder()
  const otpMax = latencies(hangingRecorder, 'otp generate').at(-1) ?? 0
  const orderMax = latencies(hangingRecorder, 'order create').at(-1) ?? 0
  const orderStatuses = [
    ...(hangingRecorder.routes.get('order create')?.statuses ?? new Map<number, number>()),
  ]
  const otpStatuses = [...(hangingRecorder.routes.get('otp generate')?.statuses ?? new Map<number, number>())]
  const problems = [
    healthy &&
      hanging &&
      hanging.p99 > Math.max(2 * healthy.p99, healthy.p99 + 50) &&
      `the unaffected routes' p99 went from ${healthy.p99.toFixed(0)} to ${hanging.p99.toFixed(0)} ms`,
    otpStatuses.some(([status]) => status !== 200) && 'an OTP request answered other than 200',
    otpMax > OTP_SMS_WAIT_MS + 1000 && `an OTP request took ${otpMax.toFixed(0)} ms`,
    orderStatuses.some(([status]) => status !== 503) &&
      'an order create did not answer 503 while Razorpay hung',
    orderMax > RAZORPAY_TIMEOUT_MS + 1000 && `an order create took ${orderMax.toFixed(0)} ms`,
    sink.unavailableWithoutRetryAfter > 0 && 'a 503 came without Retry-After',
    sink.noAnswer > 0 && `${sink.noAnswer} requests got no answer within ${timeoutSeconds} s`,
    readResult.errors > 0 && `${readResult.errors} read requests got no answer`,
    (queue?.waiting ?? 0) > 0 && `${queue?.waiting} texts still wait in the queue`,
    (queue?.failed ?? 0) > 0 && `${queue?.failed} texts failed for good`,
    outcomes.includes('failed') && 'a client stopped on an error',
  ].filter(Boolean)
  console.info(problems.length === 0 ? '\nPASS' : `\nFAIL:\n- ${problems.join('\n- ')}`)
  process.exitCode = problems.length === 0 ? 0 : 1
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  if (server) console.error(server.output().slice(-4000))
  process.exitCode = 1
} finally {
  await cleanUp()
  process.exit(process.exitCode ?? 0)
}
