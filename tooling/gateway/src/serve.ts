// The local one-origin server (decision 004): /api in process, /jobs and /hire from the apps' builds.
import compress from '@fastify/compress'
import { buildApp } from '@localjobs/api/app'
import { prepareDatabase } from '@localjobs/api/db/setup'
import { InvalidEnvError, loadEnv } from '@localjobs/api/env'
import { prepareGracefulShutdown } from '@localjobs/api/graceful-shutdown'
import { exposeApiInternalUrl, loadGatewayEnv, providePagePurgeSecret } from './env.ts'
import { mountRedirects } from './redirects.ts'
import { isBuilt, type MountedApp, mountMissingApp, mountStartApp } from './start-app.ts'

let env: { gateway: ReturnType<typeof loadGatewayEnv>; api: ReturnType<typeof loadEnv> }
try {
  const gateway = loadGatewayEnv()
  const api = loadEnv()
  // The Razorpay sandbox's short links must name this server: the API's own port is not listened on here
  // (decision 036). Only for the sandbox outside production, and only when not configured.
  const host = gateway.HOST === '0.0.0.0' || gateway.HOST === '::' ? '127.0.0.1' : gateway.HOST
  const sandboxHere =
    api.PAYMENTS_PROVIDER === 'sandbox' && api.APP_ENV !== 'production' && !api.RAZORPAY_API_BASE
  env = {
    gateway,
    api: sandboxHere ? { ...api, RAZORPAY_API_BASE: `http://${host}:${gateway.PORT}/api/dev/razorpay` } : api,
  }
} catch (error) {
  if (!(error instanceof Error)) throw error
  console.error(error instanceof InvalidEnvError ? error.message : `invalid configuration: ${error.message}`)
  process.exit(1)
}

const database = await prepareDatabase({ env: env.api }).catch((error: unknown) => {
  console.error(`could not prepare the database: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})

// A job's change purges the apps' stored pages (decision 040): here in process, through each app's purge
// endpoint, instead of over HTTP to PAGE_PURGE_URLS as separate deployments do.
const purgeSecret = providePagePurgeSecret()
const mounted: MountedApp[] = []
const app = buildApp({
  db: database,
  env: env.api,
  logger: env.api.LOG_LEVEL,
  beforeRoutes: async (root) => {
    // never recompresses an answer that has a Content-Encoding (precompressed files, stored pages)
    await root.register(compress, { threshold: 1024 })
  },
  services: {
    pagePurger: {
      purge: async (tags) => {
        await Promise.all(mounted.map((each) => each.purge(tags, purgeSecret)))
      },
    },
  },
})

app.get('/', (_request, reply) => reply.redirect('/jobs', 302))
// /recruit/... → /hire/..., query string kept (spec section 2 gives /recruit the advertiser shell).
mountRedirects(app)

// robots.txt lives at the origin's root; the seeker app writes it (it knows the sitemap's address).
app.get('/robots.txt', async (request, reply) => {
  const answer = await app.inject({
    method: 'GET',
    url: '/jobs/robots.txt',
    headers: { host: request.headers.host ?? 'localhost' },
  })
  return reply
    .code(answer.statusCode)
    .header('content-type', answer.headers['content-type'] ?? 'text/plain; charset=utf-8')
    .header('cache-control', answer.headers['cache-control'] ?? 'public, max-age=3600')
    .send(answer.body)
})

const apps = [
  { name: 'seeker', base: '/jobs', distDir: env.gateway.SEEKER_DIST_DIR },
  { name: 'hire', base: '/hire', distDir: env.gateway.HIRE_DIST_DIR },
]
const loaders = apps.map((spec) => {
  if (isBuilt(spec.distDir)) {
    const each = mountStartApp(app, spec)
    mounted.push(each)
    return each.load
  }
  console.warn(`${spec.name}: no build in ${spec.distDir}; ${spec.base} answers 503 until it is built`)
  mountMissingApp(app, spec)
  return undefined
})

// SIGTERM (a deployment, a scale-in): drain, then close the apps' server, the API, the queue worker and the
// database pool (decision 044). SIGINT (a person at the terminal) skips the grace period.
const shutDown = prepareGracefulShutdown(app, {
  graceMs: env.api.SHUTDOWN_GRACE_MS,
  timeoutMs: env.api.SHUTDOWN_TIMEOUT_MS,
  after: () => database.close(),
  log: (message) => console.info(message),
})
let stopping = false
const stop = async (signal: NodeJS.Signals) => {
  if (stopping) process.exit(1)
  stopping = true
  console.info(`${signal}: finishing requests in flight, then closing the database`)
  try {
    const { cut, tookMs } = await shutDown(signal === 'SIGTERM' ? undefined : { graceMs: 0 })
    console.info(`closed in ${tookMs} ms${cut ? `, ${cut} request(s) cut at the deadline` : ''}`)
    process.exit(0)
  } catch (error) {
    console.error('error while closing', error)
    process.exit(1)
  }
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

try {
  await app.listen({ port: env.gateway.PORT, host: env.gateway.HOST })
} catch (error) {
  console.error(`could not listen on ${env.gateway.HOST}:${env.gateway.PORT}: ${(error as Error).message}`)
  await database.close()
  process.exit(1)
}

const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : env.gateway.PORT
exposeApiInternalUrl(env.gateway.API_INTERNAL_URL ?? `http://127.0.0.1:${port}/api`)
await Promise.all(loaders.map((load) => load?.()))

const anyInterface = env.gateway.HOST === '0.0.0.0' || env.gateway.HOST === '::'
const origin = `http://${anyInterface ? 'localhost' : env.gateway.HOST}:${port}`
console.info(`listening on http://${anyInterface ? '127.0.0.1' : env.gateway.HOST}:${port}`)
console.info(`
  seeker  ${origin}/jobs
  hire    ${origin}/hire
  api     ${origin}/api   (docs: ${origin}/api/docs)
`)
