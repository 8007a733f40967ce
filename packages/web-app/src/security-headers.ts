/**
 * The security headers of every answer of both apps (decision 038), in one place: a Content-Security-Policy
 * with a fresh nonce per rendered page, nosniff, the referrer policy, the permissions policy and, in
 * production, HSTS. `createAppServerEntry` adds them to the same Response whose HTML carries the nonce, so a
 * cached copy of a whole answer (headers and body together) stays consistent.
 */
import { adTrackingSources } from '@localjobs/analytics/content-security'
import { shellForPath } from '@localjobs/api-client/shell'
import type { PageHeadersEnv } from './app-env.ts'

/**
 * What a third party an app loads (a payment checkout) needs beyond the origin, by directive. Everything
 * else the pages load is on the origin, or is an inline script or style carrying the page's nonce.
 */
export interface ThirdPartySources {
  /** script-src: its script */
  script?: string[]
  /** connect-src: what it calls */
  connect?: string[]
  /** img-src: its images */
  img?: string[]
  /** frame-src: the frames it opens */
  frame?: string[]
  /** form-action: where its forms post (a redirect-mode checkout) */
  form?: string[]
  /** Permissions-Policy `payment`: its frames that may use the Payment Request API */
  payment?: string[]
  /**
   * It adds `<style>` elements of its own, which cannot carry the page's nonce: inline styles are then
   * allowed by 'unsafe-inline' instead (a nonce beside it would switch 'unsafe-inline' off).
   */
  inlineStyles?: boolean
}

export interface PageSecurity {
  /** the app's base path ('/jobs', '/hire'): which shell's analytics ids apply */
  basePath: string
  env: PageHeadersEnv
  /** the page's nonce (`createNonce`), the one its inline scripts and styles carry */
  nonce: string
  /** what the app's third parties need (the hire app's checkout) */
  thirdParties?: ThirdPartySources[]
}

/** A fresh nonce: 128 random bits, base64. Made once per rendered page, never reused across renders. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** The origin the browser's error reports go to: the DSN's scheme and host (its key and project stay out). */
export function sentryOrigin(dsn: string): string {
  return new URL(dsn).origin
}

/** A year; subdomains are left to their own servers (no includeSubDomains). */
const HSTS = 'max-age=31536000'

/** Powerful features: geolocation for the site itself (jobs near me), the rest off. */
const FEATURES_OFF = [
  'accelerometer',
  'camera',
  'display-capture',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'usb',
] as const

const unique = (values: string[]) => [...new Set(values)]

/** The Content-Security-Policy of one rendered page. */
export function contentSecurityPolicy({ basePath, env, nonce, thirdParties = [] }: PageSecurity): string {
  const analytics = adTrackingSources(env.analytics[shellForPath(basePath)])
  const from = (pick: (sources: ThirdPartySources) => string[] | undefined) =>
    thirdParties.flatMap((sources) => pick(sources) ?? [])
  const sentry = env.sentryDsn ? [sentryOrigin(env.sentryDsn)] : []
  const nonceSource = `'nonce-${nonce}'`
  const inlineStyles = thirdParties.some((sources) => sources.inlineStyles)
  const frames = from((sources) => sources.frame)
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", nonceSource, ...analytics.script, ...from((sources) => sources.script)]],
    // CSP level 3 browsers: <style> elements by nonce; style="" attributes (React's style prop, server
    // rendered) cannot carry one. Older browsers read only style-src, and keep today's inline styles.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['style-src-elem', ["'self'", inlineStyles ? "'unsafe-inline'" : nonceSource]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...analytics.img, ...from((sources) => sources.img)]],
    ['font-src', ["'self'"]],
    // The login challenge's widget (ALTCHA, our own bundled script) starts its solvers as workers from blob:
    // URLs it makes itself; only script the page already runs can make one.
    ['worker-src', ["'self'", 'blob:']],
    ['connect-src', ["'self'", ...analytics.connect, ...sentry, ...from((sources) => sources.connect)]],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['form-action', ["'self'", ...from((sources) => sources.form)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  const policy = directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
  if (env.deployment === 'production') policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/** The Permissions-Policy: geolocation for the site, payment for the checkout's frames, the rest off. */
export function permissionsPolicy(thirdParties: ThirdPartySources[] = []): string {
  const paymentFrames = thirdParties.flatMap((sources) => sources.payment ?? [])
  const payment =
    paymentFrames.length > 0 ? `payment=(self ${paymentFrames.map((o) => `"${o}"`).join(' ')})` : 'payment=()'
  return ['geolocation=(self)', payment, ...FEATURES_OFF.map((feature) => `${feature}=()`)].join(', ')
}

/** Every security header of a page of the app. */
export function securityHeaders(page: PageSecurity): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy(page.thirdParties),
  }
  // Under `vite dev` Vite's own inline scripts (its client, React refresh) carry no nonce.
  if (!page.env.dev) headers['content-security-policy'] = contentSecurityPolicy(page)
  if (page.env.deployment === 'production') headers['strict-transport-security'] = HSTS
  return headers
}

/** `response` with `headers` set on it (a new Response: a rendered one's headers may be immutable). */
export function withSecurityHeaders(response: Response, headers: Record<string, string>): Response {
  const merged = new Headers(response.headers)
  for (const [name, value] of Object.entries(headers)) merged.set(name, value)
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: merged,
  })
}
