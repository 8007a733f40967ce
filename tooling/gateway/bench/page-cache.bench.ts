/**
 * `./run --filter @localjobs/gateway bench`: public pages against a static file, in one run (decision 040).
 * Not a test: it builds nothing, takes about a minute and prints numbers for people (a Markdown table).
 *
 *   ./run build && ./run --filter @localjobs/gateway bench [-- --duration 10 --connections 10 --port 3231]
 *
 * It starts the one-origin server on its own port with a temporary database, then loads, each with
 * `Accept-Encoding: gzip`:
 * - the biggest script of the seeker build, served from its precompressed .gz;
 * - a job list, answered from the page cache (warmed first);
 * - the same list, a cold miss every time (a new query string per request: render, store, gzip once);
 * - the same addresses as before the page cache: rendered and gzipped for every request (a session cookie
 *   makes the cache step aside, as for anyone signed in).
 * Then, without the load generator, the seeker's handler in this process: a cold miss against rendering and
 * gzipping as before, one request at a time, in turns (what a miss costs the app server, apart from noise).
 * Goal: the cached list serves at least 50% of the static file's requests per second, and a cold miss is no
 * slower than rendering every time (CPU per request within 5%). It exits 1 when either is missed.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs, promisify } from 'node:util'
import { gzip } from 'node:zlib'
import autocannon from 'autocannon'

const { values } = parseArgs({
  // `pnpm bench -- --duration 20` passes the `--` on
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3231' },
    list: { type: 'string', default: '/jobs/jobs-in-hyderabad' },
  },
})
const duration = Number(values.duration)
const connections = Number(values.connections)

const repo = fileURLToPath(new URL('../../../', import.meta.url))
const seekerClient = join(repo, 'apps/seeker/dist/client')
if (!existsSync(join(repo, 'apps/seeker/dist/server/server.js'))) {
  console.error('The seeker app is not built: run ./run build first.')
  process.exit(1)
}

/** The biggest script of the build that has its .gz beside it: the entry bundle. */
function biggestScript(): string {
  const assets = join(seekerClient, 'assets')
  const scripts = readdirSync(assets)
    .filter((name) => name.endsWith('.js') && existsSync(join(assets, `${name}.gz`)))
    .map((name) => ({ name, size: statSync(join(assets, name)).size }))
    .sort((a, b) => b.size - a.size)
  const [biggest] = scripts
  if (!biggest) throw new Error(`no precompressed script in ${assets}: was the build made with precompress?`)
  return `/jobs/assets/${biggest.name}`
}

const dataDir = mkdtempSync(join(tmpdir(), 'localjobs-page-cache-bench-'))

function startServer(): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, [join(repo, 'tooling/gateway/src/serve.ts')], {
    env: {
      ...process.env,
      PORT: values.port,
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      APP_ENV: 'development',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // one load generator on one address: the API's per-address ceiling (which counts the renders' calls)
      // would measure itself
      RATE_LIMIT_PER_IP_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) resolve({ child, origin: match[1] })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)))
  })
}

interface Row {
  name: string
  rps: number
  p50: number
  p99: number
  kb: number
  errors: number
}

interface Target {
  name: string
  url: string
  headers?: Record<string, string>
  /** a new `[<id>]` in the URL for every request */
  idReplacement?: boolean
}

async function loadOnce({ url, headers = {}, idReplacement = false }: Target, seconds: number) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    workers: 1,
    headers: { 'accept-encoding': 'gzip', ...headers },
    idReplacement,
  })
}

/**
 * Loads two targets in turns, A B B A A B B A, `duration` seconds each in all: on a shared machine
 * the load of others changes within a minute, and turns give both targets the same share of it. Answers
 * each target's requests per second over its turns, and its p50 and p99 as the mean of its turns'.
 */
async function inTurns(a: Target, b: Target, rounds = 4): Promise<[Row, Row]> {
  const seconds = Math.max(1, Math.round(duration / rounds))
  const runs = new Map<Target, autocannon.Result[]>([
    [a, []],
    [b, []],
  ])
  for (let round = 0; round < rounds; round++)
    for (const target of round % 2 === 0 ? [a, b] : [b, a])
      runs.get(target)?.push(await loadOnce(target, seconds))
  const row = (target: Target): Row => {
    const results = runs.get(target) ?? []
    const sum = (pick: (result: autocannon.Result) => number) =>
      results.reduce((total, each) => total + pick(each), 0)
    const requests = sum((each) => each.requests.total)
    return {
      name: target.name,
      rps: requests / sum((each) => each.duration),
      p50: Math.round(sum((each) => each.latency.p50) / results.length),
      p99: Math.round(sum((each) => each.latency.p99) / results.length),
      kb: sum((each) => each.throughput.total) / requests / 1024,
      errors: sum((each) => each.errors + each.timeouts + each.non2xx),
    }
  }
  return [row(a), row(b)]
}

/**
 * The app server's own cost of a cold miss against rendering and gzipping as before, without the load
 * generator or other processes' noise: the seeker's built handler in this process, one request at a time,
 * the two in turns, each on a new address; wall time and this process's CPU time per request.
 */
async function missAlone(origin: string, requests = 60) {
  process.env.API_INTERNAL_URL = `${origin}/api`
  // as the server runs it (React's production build)
  process.env.NODE_ENV = 'production'
  const seeker = (
    (await import(pathToFileURL(join(repo, 'apps/seeker/dist/server/server.js')).href)) as {
      default: { fetch(request: Request): Promise<Response> }
    }
  ).default
  const gzipAsync = promisify(gzip)
  const totals = { miss: { wall: 0, cpu: 0 }, today: { wall: 0, cpu: 0 } }
  const measure = async (kind: 'miss' | 'today', index: number) => {
    const url = `${origin}${values.list}?bench=alone-${kind}-${index}`
    const headers: Record<string, string> = { 'accept-encoding': 'gzip' }
    if (kind === 'today') headers.cookie = 'session=bench-not-a-session'
    const start = performance.now()
    const cpu = process.cpuUsage()
    const answer = await seeker.fetch(new Request(url, { headers }))
    const body = Buffer.from(await answer.arrayBuffer())
    // as before, the gateway's compression gzipped every rendered page (level 6, its default)
    if (kind === 'today') await gzipAsync(body, { level: 6 })
    else if (answer.headers.get('x-page-cache') !== 'miss') throw new Error('expected a cold miss')
    const used = process.cpuUsage(cpu)
    totals[kind].wall += performance.now() - start
    totals[kind].cpu += (used.user + used.system) / 1000
  }
  // warm both paths first
  await measure('miss', -1)
  await measure('today', -1)
  totals.miss = { wall: 0, cpu: 0 }
  totals.today = { wall: 0, cpu: 0 }
  for (let index = 0; index < requests; index++)
    for (const kind of index % 2 === 0 ? (['miss', 'today'] as const) : (['today', 'miss'] as const))
      await measure(kind, index)
  const mean = ({ wall, cpu }: { wall: number; cpu: number }) => ({
    wall: wall / requests,
    cpu: cpu / requests,
  })
  return { requests, miss: mean(totals.miss), today: mean(totals.today) }
}

/** What the server says it did with one request: the encoding and the page cache's verdict. */
async function probe(url: string, headers: Record<string, string> = {}) {
  const answer = await fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } })
  await answer.arrayBuffer()
  return `${answer.status} ${answer.headers.get('content-encoding') ?? 'identity'} ${answer.headers.get('x-page-cache') ?? '-'}`
}

const server = await startServer()
let failed = false
try {
  const asset = `${server.origin}${biggestScript()}`
  const list = `${server.origin}${values.list}`
  const signedIn = { cookie: 'session=bench-not-a-session' }
  console.info(`static: ${await probe(asset)}`)
  console.info(`list:   ${await probe(list)} then ${await probe(list)}`)
  console.info(`miss:   ${await probe(`${list}?bench=probe`)}`)
  console.info(`render: ${await probe(list, signedIn)}`)

  const [staticRow, hit] = await inTurns(
    { name: 'static script, precompressed .gz', url: asset },
    { name: 'job list, page cache hit', url: list },
  )
  const [miss, rendered] = await inTurns(
    { name: 'job list, cold miss (new key each request)', url: `${list}?bench=[<id>]`, idReplacement: true },
    // the same addresses: a query string alone changes what a render costs
    {
      name: 'job list, rendered every time (as before)',
      url: `${list}?bench=[<id>]`,
      headers: signedIn,
      idReplacement: true,
    },
  )
  const rows = [staticRow, hit, miss, rendered]
  console.info(
    `\n${connections} connections, ${duration} s per target in turns with its pair, Node ${process.version}, one run\n`,
  )
  console.info('| target | req/s | p50 ms | p99 ms | KB/req | non-2xx/errors |')
  console.info('| --- | ---: | ---: | ---: | ---: | ---: |')
  for (const row of rows)
    console.info(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.kb.toFixed(1)} | ${row.errors} |`,
    )
  const ratio = hit.rps / staticRow.rps
  const missVsRender = miss.rps / rendered.rps
  const alone = await missAlone(server.origin)
  console.info(
    `\nin this process, one request at a time, ${alone.requests} of each in turns (the render's API calls go to the server):` +
      `\n  cold miss: ${alone.miss.wall.toFixed(1)} ms, ${alone.miss.cpu.toFixed(1)} ms CPU; rendered and gzipped as before: ${alone.today.wall.toFixed(1)} ms, ${alone.today.cpu.toFixed(1)} ms CPU`,
  )
  const cpuRatio = alone.miss.cpu / alone.today.cpu
  console.info(
    `\ncached list / static file: ${(ratio * 100).toFixed(0)}% of the req/s (goal: at least 50%)` +
      `\ncold miss / rendered every time: ${(missVsRender * 100).toFixed(0)}% of the req/s under load, p99 ${miss.p99} vs ${rendered.p99} ms;` +
      ` one at a time ${(cpuRatio * 100).toFixed(0)}% of the CPU (goal: no slower)`,
  )
  // "no slower": the CPU a miss costs the app server, within 5% (the load of others moves req/s far more)
  failed = ratio < 0.5 || cpuRatio > 1.05 || rows.some((row) => row.errors > 0)
  if (failed) console.error('\nthe goal was missed (or requests failed)')
} finally {
  server.child.removeAllListeners('exit')
  server.child.kill('SIGTERM')
  await new Promise((resolve) => server.child.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
