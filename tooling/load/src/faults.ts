/**
 * `./run --filter @localjobs/load faults [-- --duration 90 --outage 10 --connections 4 --writers 3]`: faults
 * under load (decision 043). Not a test: it prints counts for people and exits 1 when a check fails.
 *
 * It builds nothing: run `./run build` first. On the one-origin server and a throw-away PostgreSQL:
 *
 * 1. **Database restart.** A light read load (lists, the feed, job pages: autocannon on --connections
 *    connections, a --timeout second client timeout) and --writers advertisers who each create posts
 *    (multipart, an Idempotency-Key each) and pay for them in the Razorpay sandbox (order, checkout,
 *    validate), one after another. A third of the way in, PostgreSQL stops (`pg_ctl stop -m fast`, as a restart
 *    does), stays away --outage seconds and starts again. Writers do what a client should: on a 503 or no
 *    answer they wait (Retry-After) and send the same request again with the same key. Counted by phase
 *    (before, outage: from the stop until /api/ready answers 200 again, after): answers, 503 with and without
 *    Retry-After, any other 5xx, no answer (socket error or timeout: a hang). Then, straight from the database
 *    (`pg`): every post and payment acknowledged (2xx) is there, and none twice.
 * 2. **Graceful shutdown.** Readers on fresh connections (one request each) for a few seconds, then SIGTERM to
 *    the server under that load. The readers stand behind a load balancer, as in production: it polls
 *    /api/ready every 250 ms and sends no new request once that answers 503 (the server drains for 2 s,
 *    SHUTDOWN_GRACE_MS, before its listener closes; decision 044). Every request sent must be answered;
 *    after the listener closes, new connections are refused (not dropped: they were never in flight).
 *
 * Goal: no 500, no hang, only 503 with Retry-After while the database is away, no error once it is back,
 * every acknowledged post and payment found exactly once, 0 requests dropped by the shutdown.
 */
import http from 'node:http'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import {
  createOrder,
  createSubmission,
  expectOk,
  fullPost,
  HttpError,
  payInSandbox,
  type ReferencePost,
  referencePost,
  signIn,
  uniqueTitle,
  Visitor,
  validatePayment,
} from './client.ts'
import {
  assertBuilt,
  cleanUpOnExit,
  type Postgres,
  postgresDown,
  postgresUp,
  type Server,
  startPostgres,
  startServer,
  stopPostgres,
  stopServer,
} from './harness.ts'
import { headerOf, Recorder, routeTable, type Sink, statusCounts } from './stats.ts'
import { BROWSING, loadPools, type Pools, visitRequests } from './workload.ts'

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    duration: { type: 'string', default: '90' },
    outage: { type: 'string', default: '10' },
    connections: { type: 'string', default: '4' },
    writers: { type: 'string', default: '3' },
    jobs: { type: 'string', default: '2000' },
    port: { type: 'string', default: '3261' },
    timeout: { type: 'string', default: '10' },
    'shutdown-readers': { type: 'string', default: '8' },
  },
})
const duration = Number(values.duration)
const outage = Number(values.outage)
const timeoutSeconds = Number(values.timeout)
/** writers stop retrying here: the database never came back */
const giveUpAt = Date.now() + (duration + outage + 300) * 1000

type Phase = 'before' | 'outage' | 'after'
const PHASES: Phase[] = ['before', 'outage', 'after']
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Answers counted by phase: per route, and 503s with and without Retry-After. */
class Phases implements Sink {
  phase: Phase = 'before'
  readonly recorders = new Map<Phase, Recorder>(PHASES.map((phase) => [phase, new Recorder()]))
  readonly retryAfter = new Map<Phase, { with: number; without: number }>(
    PHASES.map((phase) => [phase, { with: 0, without: 0 }]),
  )
  readonly noAnswer = new Map<Phase, { timeouts: number; errors: number }>(
    PHASES.map((phase) => [phase, { timeouts: 0, errors: 0 }]),
  )

  record(route: string, status: number, ms: number, headers?: Record<string, string | string[]>) {
    this.recorders.get(this.phase)?.record(route, status, ms)
    if (status === 503) {
      const counts = this.retryAfter.get(this.phase)
      if (counts) {
        if (headerOf(headers, 'retry-after')) counts.with++
        else counts.without++
      }
    }
  }

  /** a visitor's answer: status 0 is no answer */
  answer(
    route: string,
    status: number,
    ms: number,
    retryAfter: string | null,
    failure?: 'timeout' | 'error',
  ) {
    if (status === 0) {
      this.failed({ message: failure === 'timeout' ? 'timed out' : 'socket error' })
      return
    }
    this.record(route, status, ms, retryAfter === null ? {} : { 'retry-after': retryAfter })
  }

  failed(error: { message?: string }) {
    const counts = this.noAnswer.get(this.phase)
    if (!counts) return
    if (/timed out/.test(error.message ?? '')) counts.timeouts++
    else counts.errors++
  }
}

interface Acknowledged {
  posts: { key: string; title: string; id: number; phase: Phase }[]
  payments: { orderRowId: number; paymentId: string; submissionId: number; phase: Phase }[]
  /** every post sent, acknowledged or not: its Idempotency-Key and title */
  tried: { key: string; title: string }[]
}

/**
 * One advertiser after another (a new one every 10 posts: the hourly order limit is 30), each creating a post
 * and paying for it, until `stop()`. A 503 or no answer: wait (Retry-After, else 1 s) and send the same again.
 */
async function writer(
  origin: string,
  ref: ReferencePost,
  phases: Phases,
  acknowledged: Acknowledged,
  stopped: () => boolean,
) {
  const again = async <T>(call: () => Promise<T>): Promise<T> => {
    for (;;) {
      try {
        return await call()
      } catch (error) {
        const status = error instanceof HttpError ? error.status : 0
        if (status !== 0 && status !== 503) throw error
        if ((stopped() && phases.phase === 'after') || Date.now() > giveUpAt) throw error
        const wait = error instanceof HttpError && error.retryAfter ? error.retryAfter * 1000 : 1000
        await sleep(wait)
      }
    }
  }
  let visitor: Visitor | undefined
  let posts = 0
  while (!stopped()) {
    if (!visitor || posts >= 10) {
      const fresh = new Visitor(origin, timeoutSeconds * 1000)
      fresh.onAnswer = (route, status, ms, retryAfter, failure) =>
        phases.answer(`write: ${route}`, status, ms, retryAfter, failure)
      await again(() => signIn(fresh, 'advertiser'))
      visitor = fresh
      posts = 0
    }
    const signedIn = visitor
    const title = uniqueTitle('Load run delivery partner')
    const key = crypto.randomUUID()
    acknowledged.tried.push({ key, title })
    const saved = await again(async () =>
      expectOk<{ id: number }>(await createSubmission(signedIn, fullPost(ref, title), key), 'create post'),
    )
    posts++
    acknowledged.posts.push({ key, title, id: saved.id, phase: phases.phase })
    const orderKey = crypto.randomUUID()
    const order = await again(async () =>
      expectOk<{ id: string; order_row_id: number; checkout: { key: string } }>(
        await createOrder(signedIn, ref, saved.id, orderKey),
        'payment order',
      ),
    )
    const paid = await again(() => payInSandbox(signedIn, order.checkout.key, order.id))
    const validated = await again(async () =>
      expectOk<{ status: number }>(await validatePayment(signedIn, order.order_row_id, paid), 'validate'),
    )
    if (validated.status === 2)
      acknowledged.payments.push({
        orderRowId: order.order_row_id,
        paymentId: paid.razorpay_payment_id,
        submissionId: saved.id,
        phase: phases.phase,
      })
  }
}

function readLoad(origin: string, pools: Pools, sink: Phases, seconds: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: Number(values.connections),
        duration: seconds,
        timeout: timeoutSeconds,
        requests: visitRequests(BROWSING, pools, sink),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('reqError', (error: { message?: string }) => sink.failed(error))
  })
}

/** Waits until /api/ready answers 200 (the database is back for the API); answers the seconds it took. */
async function untilReady(origin: string, since: number, gone: () => boolean) {
  for (;;) {
    if (gone()) throw new Error('the server exited while the database was away')
    if (Date.now() - since > 120_000) throw new Error('/api/ready did not answer 200 within 120 s')
    const answer = await fetch(`${origin}/api/ready`, { signal: AbortSignal.timeout(2000) }).catch(
      () => undefined,
    )
    if (answer?.status === 200) return (Date.now() - since) / 1000
    await sleep(200)
  }
}

async function checkDatabase(url: string, acknowledged: Acknowledged) {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    // a post by its Idempotency-Key (the row the answer named), and by its title, which no other post has
    const byKey = await db.query<{ key: string; n: number; id: number }>(
      `SELECT idempotency_key AS key, count(*)::int AS n, min(id) AS id FROM submissions
        WHERE idempotency_key = ANY($1::text[]) GROUP BY idempotency_key`,
      [acknowledged.tried.map((post) => post.key)],
    )
    const byTitle = await db.query<{ title: string; n: number }>(
      'SELECT title, count(*)::int AS n FROM submissions WHERE title = ANY($1::text[]) GROUP BY title',
      [acknowledged.tried.map((post) => post.title)],
    )
    const rows = new Map(byKey.rows.map((row) => [row.key, row]))
    const postsFound = acknowledged.posts.filter((post) => rows.get(post.key)?.id === post.id).length
    const postDuplicates = Math.max(
      byKey.rows.filter((row) => row.n > 1).length,
      byTitle.rows.filter((row) => row.n > 1).length,
    )
    const orders = await db.query<{ id: number; status: string; payment_id: string | null }>(
      'SELECT id, status, payment_id FROM payment_orders WHERE id = ANY($1::int[])',
      [acknowledged.payments.map((payment) => payment.orderRowId)],
    )
    const byId = new Map(orders.rows.map((row) => [row.id, row]))
    const paymentsFound = acknowledged.payments.filter((payment) => {
      const row = byId.get(payment.orderRowId)
      return row?.status === 'paid' && row.payment_id === payment.paymentId
    }).length
    const twice = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT submission_id FROM payment_orders WHERE submission_id = ANY($1::int[]) AND status = 'paid'
         GROUP BY submission_id HAVING count(*) > 1
         UNION ALL
         SELECT submission_id FROM payment_orders WHERE payment_id = ANY($2::text[])
         GROUP BY payment_id, submission_id HAVING count(*) > 1) AS doubled`,
      [acknowledged.posts.map((post) => post.id), acknowledged.payments.map((payment) => payment.paymentId)],
    )
    return { postsFound, postDuplicates, paymentsFound, paymentDuplicates: twice.rows[0]?.n ?? 0 }
  } finally {
    await db.end()
  }
}

/** One request on a connection of its own: answered, refused (never connected) or dropped (no answer). */
function oneRequest(origin: string, path: string, address: string) {
  return new Promise<{ outcome: 'answered' | 'refused' | 'dropped'; status?: number }>((resolve) => {
    let connected = false
    const request = http.get(
      `${origin}${path}`,
      { agent: false, timeout: 30_000, headers: { 'x-forwarded-for': address, 'accept-encoding': 'gzip' } },
      (response) => {
        response.on('data', () => undefined)
        response.on('end', () =>
          resolve(
            response.complete ? { outcome: 'answered', status: response.statusCode } : { outcome: 'dropped' },
          ),
        )
        response.on('error', () => resolve({ outcome: 'dropped' }))
      },
    )
    request.on('socket', (socket) => socket.on('connect', () => (connected = true)))
    request.on('timeout', () => request.destroy(new Error('timed out')))
    request.on('error', () => resolve({ outcome: connected ? 'dropped' : 'refused' }))
  })
}

async function shutdownUnderLoad(server: Server, pools: Pools) {
  const counts = { answered: 0, answeredAfterSignal: 0, refused: 0, dropped: 0 }
  const statuses = new Map<number, number>()
  let signalled = 0
  let exited = false
  void server.exited.then(() => {
    exited = true
  })
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T
  const paths = () =>
    pick([
      pick(pools.lists),
      pick(pools.jobPages),
      `/api/classifieds/classifieds/feed_v2/?location_slug=${pick(pools.locationSlugs)}`,
      `/api/classifieds/classifieds/${pick(pools.jobIds)}/`,
    ])
  // The load balancer: takes the server out of its pool once /api/ready answers anything but 200 (or
  // nothing). Without one, connections still arriving when the listener closes sit in the kernel's listen
  // backlog and are reset by it: the client saw them connect, and counts them dropped (decision 044).
  let routed = true
  let outOfPoolAfter: number | undefined
  const loadBalancer = async () => {
    while (!exited && routed) {
      const { outcome, status } = await oneRequest(server.origin, '/api/ready', '2001:db8:ffff::1')
      if (outcome !== 'answered' || status !== 200) {
        routed = false
        if (signalled) outOfPoolAfter = Date.now() - signalled
      } else await sleep(250)
    }
  }
  const reader = async () => {
    const address = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}::1`
    while (!exited && routed) {
      const sent = Date.now()
      const { outcome, status } = await oneRequest(server.origin, paths(), address)
      counts[outcome]++
      if (status !== undefined) statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (outcome === 'answered' && signalled && sent < signalled) counts.answeredAfterSignal++
      if (outcome === 'refused') await sleep(50)
    }
  }
  const balancing = loadBalancer()
  const readers = Array.from({ length: Number(values['shutdown-readers']) }, reader)
  await sleep(5_000)
  signalled = Date.now()
  server.child.kill('SIGTERM')
  const code = await server.exited
  const stoppedIn = (Date.now() - signalled) / 1000
  await Promise.all([...readers, balancing])
  return { ...counts, statuses, code, stoppedIn, outOfPoolAfter }
}

assertBuilt()
let pgServer: Postgres | undefined
let server: Server | undefined
const cleanUp = cleanUpOnExit(async () => {
  if (server) await stopServer(server)
  if (pgServer) await stopPostgres(pgServer)
})

try {
  pgServer = await startPostgres()
  const database = pgServer
  server = await startServer({
    port: Number(values.port),
    databaseUrl: database.url,
    seedJobs: Number(values.jobs),
    name: 'faults',
  })
  const origin = server.origin
  let shuttingDown = false
  let crashed = false
  const running = server
  void running.exited.then((code) => {
    if (shuttingDown) return
    crashed = true
    console.error(
      `\nthe server exited with ${code} during the run; its last output:\n${running.output().slice(-6000)}`,
    )
  })
  console.info(`server: ${origin} (pid ${server.pid}) on ${database.url}`)
  const pools = await loadPools(origin)
  const db = new pg.Client({ connectionString: database.url })
  await db.connect()
  const ref = await referencePost(db)
  await db.end()

  const phases = new Phases()
  const acknowledged: Acknowledged = { posts: [], payments: [], tried: [] }
  let stopWriters = false
  const writers = Array.from({ length: Number(values.writers) }, () =>
    writer(origin, ref, phases, acknowledged, () => stopWriters).catch((error: unknown) => {
      console.error(`a writer stopped: ${error instanceof Error ? error.message : String(error)}`)
      return 'failed' as const
    }),
  )
  const reads = readLoad(origin, pools, phases, duration)

  const restartAt = Math.round(duration / 3)
  console.info(`\nLoad for ${duration} s; PostgreSQL goes down at ${restartAt} s for ${outage} s`)
  await sleep(restartAt * 1000)
  const postsBefore = acknowledged.posts.length
  const paymentsBefore = acknowledged.payments.length
  const down = Date.now()
  phases.phase = 'outage'
  await postgresDown(database)
  await sleep(outage * 1000)
  await postgresUp(database)
  const upAfter = (Date.now() - down) / 1000
  const recovered = await untilReady(origin, down, () => crashed)
  phases.phase = 'after'
  console.info(
    `PostgreSQL was away ${upAfter.toFixed(1)} s; /api/ready answered 200 after ${recovered.toFixed(1)} s`,
  )

  const readResult = await reads
  stopWriters = true
  const writerOutcomes = await Promise.all(writers)
  const afterSeconds = duration - restartAt - recovered

  console.info('\n## Answers by phase\n')
  console.info(
    '| phase | seconds | answers | by status | 503 with Retry-After | 503 without | no answer (timeouts, errors) |',
  )
  console.info(
    '| ----- | ------: | ------: | --------- | -------------------: | ----------: | ---------------------------- |',
  )
  for (const phase of PHASES) {
    const recorder = phases.recorders.get(phase) ?? new Recorder()
    const statuses = new Map<number, number>()
    for (const route of recorder.routes.values())
      for (const [status, n] of route.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n)
    const seconds = phase === 'before' ? restartAt : phase === 'outage' ? recovered : afterSeconds
    const retry = phases.retryAfter.get(phase)
    const none = phases.noAnswer.get(phase)
    console.info(
      `| ${phase} | ${seconds.toFixed(0)} | ${recorder.requests} | ${statusCounts(statuses)} | ${retry?.with} | ${retry?.without} | ${none?.timeouts}, ${none?.errors} |`,
    )
  }
  for (const phase of PHASES) {
    const recorder = phases.recorders.get(phase)
    if (recorder && recorder.requests > 0) {
      console.info(`\n### ${phase}\n`)
      console.info(
        routeTable(recorder, phase === 'before' ? restartAt : phase === 'outage' ? recovered : afterSeconds),
      )
    }
  }

  const check = await checkDatabase(database.url, acknowledged)
  console.info('\n## Acknowledged writes, read back from PostgreSQL\n')
  console.info('| | acknowledged (before the restart) | found after | duplicates |')
  console.info('| - | ---: | ---: | ---: |')
  console.info(
    `| posts | ${acknowledged.posts.length} (${postsBefore}) | ${check.postsFound} | ${check.postDuplicates} |`,
  )
  console.info(
    `| payments | ${acknowledged.payments.length} (${paymentsBefore}) | ${check.paymentsFound} | ${check.paymentDuplicates} |`,
  )

  console.info('\n## Graceful shutdown under load\n')
  shuttingDown = true
  const shutdown = await shutdownUnderLoad(server, pools)
  console.info(
    `SIGTERM under load: the server exited with ${shutdown.code} after ${shutdown.stoppedIn.toFixed(1)} s; ` +
      `${shutdown.answered} requests answered (${statusCounts(shutdown.statuses)}; ${shutdown.answeredAfterSignal} of them sent before the signal and answered after it), ` +
      `${shutdown.refused} refused (new connections after the listener closed), ${shutdown.dropped} dropped (accepted, never answered); ` +
      `the load balancer took the server out after ${shutdown.outOfPoolAfter ?? '?'} ms`,
  )

  const all = PHASES.map((phase) => phases.recorders.get(phase) ?? new Recorder())
  const fiveHundreds = all.reduce(
    (sum, recorder) =>
      sum +
      [...recorder.routes.values()].reduce(
        (n, route) =>
          n + [...route.statuses].filter(([s]) => s >= 500 && s !== 503).reduce((a, [, c]) => a + c, 0),
        0,
      ),
    0,
  )
  const hangs = PHASES.reduce((sum, phase) => sum + (phases.noAnswer.get(phase)?.timeouts ?? 0), 0)
  const problems = [
    fiveHundreds > 0 && `${fiveHundreds} answers were a 5xx other than 503`,
    hangs > 0 && `${hangs} requests got no answer within ${timeoutSeconds} s`,
    PHASES.some((phase) => (phases.retryAfter.get(phase)?.without ?? 0) > 0) &&
      'a 503 came without Retry-After',
    (phases.recorders.get('before')?.errors ?? 0) > 0 && 'errors before the restart',
    (phases.recorders.get('after')?.errors ?? 0) > 0 && 'errors after recovery',
    check.postsFound !== acknowledged.posts.length && 'an acknowledged post is missing',
    check.paymentsFound !== acknowledged.payments.length && 'an acknowledged payment is missing',
    check.postDuplicates + check.paymentDuplicates > 0 && 'a write is there twice',
    writerOutcomes.includes('failed') && 'a writer stopped on an error',
    shutdown.dropped > 0 && 'the shutdown dropped requests in flight',
    [...shutdown.statuses].some(([status]) => status >= 500 && status !== 503) &&
      'a 5xx other than 503 during the shutdown',
    shutdown.code !== 0 && 'the server did not exit 0 after SIGTERM',
    readResult.errors - readResult.timeouts > 0 &&
      `${readResult.errors - readResult.timeouts} read requests ended in a socket error`,
  ].filter(Boolean)
  console.info(problems.length === 0 ? '\nPASS' : `\nFAIL:\n- ${problems.join('\n- ')}`)
  process.exitCode = problems.length === 0 ? 0 : 1
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  if (server) console.error(server.output().slice(-4000))
  process.exitCode = 1
} finally {
  await cleanUp()
  // writers and load generators still running after a failure must not keep the process alive
  process.exit(process.exitCode ?? 0)
}
