import { basePath } from '#src/base-path.ts'
import { DASHBOARD_PATH, SIGN_IN_PATH } from './paths.ts'

/**
 * The page to open after signing in, from `?redirect=`: a path of this app (under /hire) on this origin,
 * else nothing (another origin, `//host`, `\\host`, a scheme, a path outside /hire: all ignored, so a link
 * cannot send someone elsewhere after they signed in). Answers the path with its query and hash.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return undefined
  // `//evil.example` and `/\evil.example` are other origins to a browser; control characters hide them.
  if (value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return undefined
  const origin = 'http://same.invalid'
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return undefined
  }
  if (url.origin !== origin) return undefined
  if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return undefined
  // Back to the sign-in page would only bounce.
  if (url.pathname === SIGN_IN_PATH) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/** The page after signing in: `?redirect=` when it is safe, else the dashboard. */
export const afterSignIn = (redirect: unknown): string => safeRedirect(redirect) ?? DASHBOARD_PATH

/** The sign-in page that comes back to `path` (this app's page the visitor was on). */
export const signInFor = (path: string): string => `${SIGN_IN_PATH}?redirect=${encodeURIComponent(path)}`

/**
 * Where to send someone who is not (or no longer) signed in, from the router's latest location (its path
 * inside the app and its query, as `router.latestLocation` has them): sign-in, coming back there; nothing
 * when that is the sign-in page already (a failed refresh and the page that saw the session end both ask;
 * the first one wins).
 */
export function signInFrom(location: { pathname: string; searchStr: string }): string | undefined {
  const path = `${basePath}${location.pathname === '/' ? '' : location.pathname}`
  if (path === SIGN_IN_PATH) return undefined
  return signInFor(`${path}${location.searchStr}`)
}
