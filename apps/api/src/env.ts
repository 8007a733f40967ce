import { fileURLToPath } from 'node:url'
import { z } from 'zod'

/** `<repo root>/.data/pglite`: git ignores .data/, and the path does not depend on the working directory. */
export const DEFAULT_PGLITE_DATA_DIR = fileURLToPath(new URL('../../../.data/pglite', import.meta.url))

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'], { error: 'must be development, test or production' })
    .default('development'),
  API_PORT: z
    .string()
    .regex(/^\d{1,5}$/, { error: 'must be a port number' })
    .transform(Number)
    .pipe(z.number().min(1, { error: 'must be 1 to 65535' }).max(65_535, { error: 'must be 1 to 65535' }))
    .default(3001),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  PGLITE_DATA_DIR: z.string().default(DEFAULT_PGLITE_DATA_DIR),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  SEED_JOBS: z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().max(1_000_000, { error: 'must be at most 1000000' }))
    .default(5000),
})

export type Env = z.output<typeof envSchema>

export class InvalidEnvError extends Error {
  override name = 'InvalidEnvError'
}

/**
 * Reads the API's settings from `source` (the process environment unless a caller such as a test or
 * the gateway passes its own). An empty value counts as unset, as `.env` files and CI often write them.
 * Throws InvalidEnvError naming every bad variable, so a misconfigured start fails at once and clearly.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const keys = Object.keys(envSchema.shape) as (keyof Env)[]
  const present = Object.fromEntries(
    keys.flatMap((key) => {
      const value = source[key]?.trim()
      return value ? [[key, value]] : []
    }),
  )
  const result = envSchema.safeParse(present)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const key = String(issue.path[0])
    return `  ${key} ${issue.message} (got ${JSON.stringify(present[key])})`
  })
  throw new InvalidEnvError(`Invalid API environment:\n${problems.join('\n')}`)
}
