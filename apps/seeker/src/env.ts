import { createIsomorphicFn } from '@tanstack/react-start'
import { z } from 'zod'

/**
 * The only module that reads process.env or import.meta.env. Values are read per request, not at import,
 * so a host process (the one-origin gateway) may set them after loading the app.
 */

export interface AppEnv {
  /** Root of the jobs API as this side of the app reaches it. */
  apiBaseUrl: string
  /** Scheme and host people use, for canonical URLs, e.g. 'https://example.in'. */
  publicOrigin: string
}

/** Reads and checks the server's settings; throws one readable error listing every bad variable. */
export function parseServerEnv(source: Record<string, string | undefined>, dev = false): AppEnv {
  // In `vite dev` the API runs on its own port (API_PORT); in production the gateway serves it on 3000.
  const defaultApi = dev ? `http://127.0.0.1:${source.API_PORT ?? '3001'}/api` : 'http://127.0.0.1:3000/api'
  const schema = z.object({
    API_INTERNAL_URL: z.url().default(defaultApi),
    PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
  })
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n')
    throw new Error(`Invalid seeker app configuration:\n${problems}`)
  }
  return {
    apiBaseUrl: parsed.data.API_INTERNAL_URL.replace(/\/$/, ''),
    publicOrigin: new URL(parsed.data.PUBLIC_ORIGIN).origin,
  }
}

export const readEnv = createIsomorphicFn()
  .server((): AppEnv => parseServerEnv(process.env, import.meta.env.DEV))
  // The browser calls the API on its own origin; the server's publicOrigin arrives with the hydration data.
  .client((): AppEnv => ({ apiBaseUrl: '/api', publicOrigin: window.location.origin }))
