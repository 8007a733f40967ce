import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SEEKER_DIST_DIR: z.string().default(`${repoRoot}apps/seeker/dist`),
  HIRE_DIST_DIR: z.string().default(`${repoRoot}apps/hire/dist`),
  /** the address the apps' server-side rendering uses to reach the API; defaults to this server */
  API_INTERNAL_URL: z.url().optional(),
})

export type GatewayEnv = z.output<typeof schema>

/** The gateway's own settings; the API reads the rest (DATABASE_URL, PGLITE_DATA_DIR, ...) itself. */
export function loadGatewayEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid gateway configuration:\n${problems}`)
  }
  return parsed.data
}

/**
 * The apps' SSR code reads API_INTERNAL_URL from the environment when it is first imported; the
 * gateway points it at itself so that the port stays configurable in one place.
 */
export function exposeApiInternalUrl(url: string, target: NodeJS.ProcessEnv = process.env): void {
  target.API_INTERNAL_URL = url
}

/**
 * The secret the API's purges carry to the apps' page caches (decision 040). The gateway purges its apps in
 * process, so unless PAGE_PURGE_SECRET is set it makes one at each start and gives it to the apps (which read
 * it from the environment at their first request).
 */
export function providePagePurgeSecret(target: NodeJS.ProcessEnv = process.env): string {
  target.PAGE_PURGE_SECRET ||= randomBytes(32).toString('hex')
  return target.PAGE_PURGE_SECRET
}
