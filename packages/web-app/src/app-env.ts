import { z } from 'zod'

/** What an app needs to know about where it runs, the same on the server and in the browser. */
export interface AppEnv {
  /** Root of the jobs API as this side of the app reaches it. */
  apiBaseUrl: string
  /** Scheme and host people use, for canonical URLs, e.g. 'https://example.in'. */
  publicOrigin: string
}

export interface ServerEnvOptions {
  /** the app's name in the error message, e.g. 'seeker' */
  app: string
  /** true under `vite dev` */
  dev?: boolean
}

/**
 * Reads and checks a server's settings from `source`, the process environment the app's env.ts passes;
 * throws one readable error listing every bad variable. Call it per request, not at import, so a host
 * process (the one-origin gateway) may set the variables after loading the app.
 */
export function parseServerEnv(
  source: Record<string, string | undefined>,
  { app, dev = false }: ServerEnvOptions,
): AppEnv {
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
    throw new Error(`Invalid ${app} app configuration:\n${problems}`)
  }
  return {
    apiBaseUrl: parsed.data.API_INTERNAL_URL.replace(/\/$/, ''),
    publicOrigin: new URL(parsed.data.PUBLIC_ORIGIN).origin,
  }
}

/**
 * The browser's settings: the API on its own origin. The server's publicOrigin replaces this one when the
 * page hydrates (see createAppRouter), so canonical URLs match the server's.
 */
export function browserEnv(): AppEnv {
  return { apiBaseUrl: '/api', publicOrigin: window.location.origin }
}
