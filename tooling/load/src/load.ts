/**
 * `./run --filter @localjobs/load load [-- --duration 600 --warmup 60 --connections 8 --knee]`: the mixed
 * workload of decision 043 against the one-origin server on a throw-away PostgreSQL. Not a test: it prints
 * numbers for people (a Markdown table per route) and exits 1 when a request failed or the server's RSS grew
 * by 10% or more after the warm-up.
 *
 * It builds nothing: run `./run build` first. It starts PostgreSQL (tooling/scripts/pg-throwaway.sh), the
 * server (seeded with --jobs jobs), reads lists and jobs from the sitemap API, then runs the visit
 * (src/workload.ts) on --connections connections: --warmup seconds not counted, then --duration seconds
 * counted. --knee first runs short steps at 1, 2, 4, 8, 16 and 32 connections and takes the knee: the fewest
 * connections that reach 90% of the best throughput (more only adds latency).
 */
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import {
  assertBuilt,
  cleanUpOnExit,
  type Postgres,
  rssMb,
  type Server,
  startPostgres,
  startServer,
  stopPostgres,
  stopServer,
} from './harness.ts'
import { percentile, Recorder, routeTable } from './stats.ts'
import { loadPools, VISIT, visitRequests } from './workload.ts'

const { values } = parseArgs({
  // `pnpm load -- --duration 60` passes the `--` on
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    duration: { type: 'string', default: '600' },
    warmup: { type: 'string', default: '60' },
    connections: { type: 'string', default: '8' },
    knee: { type: 'boolean', default: false },
    'knee-seconds': { type: 'string', default: '15' },
    jobs: { type: 'string', default: '20000' },
    port: { type: 'string', default: '3260' },
    timeout: { type: 'string', default: '10' },
  },
})
const duration = Number(values.duration)
const warmup = Number(values.warmup)
const timeout = Number(values.timeout)

assertBuilt()
let pg: Postgres | undefined
let server: Server | undefined
const cleanUp = cleanUpOnExit(async () => {
  if (server) await stopServer(server)
  if (pg) await stopPostgres(pg)
})

async function run(origin: string, connections: number, seconds: number, recorder: Recorder) {
  const pools = await poolsOnce(origin)
  return autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout,
    requests: visitRequests(VISIT, pools, recorder),
  })
}

let cachedPools: Awaited<ReturnType<typeof loadPools>> | undefined
async function poolsOnce(origin: string) {
  cachedPools ??= await loadPools(origin)
  return cachedPools
}

const failuresOf = (result: autocannon.Result) => result.errors + result.timeouts

try {
  const started = Date.now()
  pg = await startPostgres()
  console.info(`PostgreSQL: ${pg.url}`)
  server = await startServer({
    port: Number(values.port),
    databaseUrl: pg.url,
    seedJobs: Number(values.jobs),
    name: 'load',
  })
  console.info(
    `server: ${server.origin} (pid ${server.pid}), ready in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  )
  const pools = await poolsOnce(server.origin)
  console.info(`${pools.lists.length} list pages, ${pools.jobPages.length} job pages in the pool`)

  let connections = Number(values.connections)
  if (values.knee) {
    const seconds = Number(values['knee-seconds'])
    console.info(`\nFinding the knee (${seconds} s a step):\n`)
    console.info('| connections | requests/s | p99 ms | errors |\n| ---: | ---: | ---: | ---: |')
    const steps: { connections: number; rps: number }[] = []
    for (const each of [1, 2, 4, 8, 16, 32]) {
      const recorder = new Recorder()
      const result = await run(server.origin, each, seconds, recorder)
      const all = [...recorder.routes.values()].flatMap((r) => r.latencies).sort((a, b) => a - b)
      const rps = recorder.requests / seconds
      steps.push({ connections: each, rps })
      console.info(
        `| ${each} | ${rps.toFixed(1)} | ${percentile(all, 99).toFixed(0)} | ${recorder.errors + failuresOf(result)} |`,
      )
    }
    const best = Math.max(...steps.map((step) => step.rps))
    connections = steps.find((step) => step.rps >= 0.9 * best)?.connections ?? connections
    console.info(`\nthe knee: ${connections} connections (90% of the best ${best.toFixed(1)} requests/s)`)
  }

  console.info(`\nWarm-up: ${warmup} s on ${connections} connections`)
  const warm = new Recorder()
  const warmResult = await run(server.origin, connections, warmup, warm)
  const rssWarm = rssMb(server.pid)
  console.info(
    `warm-up: ${warm.requests} requests, ${warm.errors} answered with an error, ${failuresOf(warmResult)} failed (socket errors and timeouts); RSS ${rssWarm.toFixed(0)} MB`,
  )

  console.info(`\nLoad: ${duration} s on ${connections} connections`)
  const recorder = new Recorder()
  let rssMax = rssWarm
  const sampler = setInterval(() => {
    try {
      if (server) rssMax = Math.max(rssMax, rssMb(server.pid))
    } catch {
      // the server is gone: the run's errors say so
    }
  }, 5_000)
  const result = await run(server.origin, connections, duration, recorder)
  clearInterval(sampler)
  const rssEnd = rssMb(server.pid)
  const growth = ((rssEnd - rssWarm) / rssWarm) * 100
  const failed = failuresOf(result)

  console.info(`\n${routeTable(recorder, duration)}\n`)
  console.info(`requests:            ${recorder.requests} (${(recorder.requests / duration).toFixed(1)}/s)`)
  console.info(`errors (not 2xx/3xx): ${recorder.errors}`)
  console.info(
    `failed (no answer):   ${failed} (${result.errors} socket errors, ${result.timeouts} timeouts after ${timeout} s)`,
  )
  console.info(
    `server RSS:           ${rssWarm.toFixed(0)} MB after the warm-up, ${rssEnd.toFixed(0)} MB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%; highest ${rssMax.toFixed(0)} MB)`,
  )
  const server500 = server.output().match(/"level":50/g)?.length ?? 0
  if (server500 > 0) console.info(`the server logged ${server500} errors (level 50)`)
  const ok = recorder.errors === 0 && failed === 0 && growth < 10
  console.info(ok ? '\nPASS: no errors, RSS growth under 10%' : '\nFAIL: see above')
  process.exitCode = ok ? 0 : 1
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  if (server) console.error(server.output().slice(-4000))
  process.exitCode = 1
} finally {
  await cleanUp()
  // writers and load generators still running after a failure must not keep the process alive
  process.exit(process.exitCode ?? 0)
}
