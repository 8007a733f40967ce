// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { PageHeadersEnv } from './app-env.ts'
import {
  contentSecurityPolicy,
  createNonce,
  type PageSecurity,
  permissionsPolicy,
  securityHeaders,
  type ThirdPartySources,
  withSecurityHeaders,
} from './security-headers.ts'

const NONCE = 'cmFuZG9tLW5vbmNlLTEyMw=='

const env = (changes: Partial<PageHeadersEnv> = {}): PageHeadersEnv => ({
  deployment: 'development',
  dev: false,
  analytics: { console: false, seeker: {}, advertiser: {} },
  ...changes,
})

const page = (changes: Partial<PageSecurity> = {}): PageSecurity => ({
  basePath: '/jobs',
  env: env(),
  nonce: NONCE,
  ...changes,
})

/** The policy's directives, by name. */
function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ')
      return [name, sources.join(' ')]
    }),
  )
}

describe('contentSecurityPolicy', () => {
  it("allows the origin and the page's nonce, and nothing else, with no analytics, Sentry or third party", () => {
    expect(directives(contentSecurityPolicy(page()))).toEqual({
      'default-src': "'self'",
      'script-src': `'self' 'nonce-${NONCE}'`,
      'style-src': "'self' 'unsafe-inline'",
      'style-src-elem': `'self' 'nonce-${NONCE}'`,
      'style-src-attr': "'unsafe-inline'",
      'img-src': "'self' data:",
      'font-src': "'self'",
      'worker-src': "'self' blob:",
      'connect-src': "'self'",
      'frame-src': "'none'",
      'form-action': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-ancestors': "'none'",
    })
  })

  it("adds the hosts of the analytics the app's shell has configured, and only those", () => {
    const analytics = {
      console: false,
      seeker: { tagManagerContainerId: 'GTM-JOBS' },
      advertiser: { socialPixelId: '200000000000000' },
    }

    const seeker = directives(contentSecurityPolicy(page({ env: env({ analytics }) })))
    expect(seeker['script-src']).toBe(`'self' 'nonce-${NONCE}' https://www.googletagmanager.com`)
    expect(seeker['connect-src']).toContain('https://*.google-analytics.com')
    expect(seeker['connect-src']).not.toContain('facebook')

    const hire = directives(contentSecurityPolicy(page({ basePath: '/hire', env: env({ analytics }) })))
    expect(hire['script-src']).toBe(`'self' 'nonce-${NONCE}' https://connect.facebook.net`)
    expect(hire['img-src']).toBe("'self' data: https://www.facebook.com")
    expect(hire['connect-src']).not.toContain('google')
  })

  it("lets the browser report to Sentry's host only when a DSN is configured, without its key", () => {
    const without = directives(contentSecurityPolicy(page()))
    const withDsn = directives(
      contentSecurityPolicy(page({ env: env({ sentryDsn: 'https://abc123@o42.ingest.sentry.io/7' }) })),
    )

    expect(without['connect-src']).toBe("'self'")
    expect(withDsn['connect-src']).toBe("'self' https://o42.ingest.sentry.io")
    expect(withDsn['script-src']).toBe(`'self' 'nonce-${NONCE}'`)
  })

  it("adds a third party's hosts; its own <style> elements turn the style nonce into 'unsafe-inline'", () => {
    const checkout: ThirdPartySources = {
      script: ['https://checkout.example'],
      frame: ['https://api.example'],
      connect: ['https://api.example'],
      form: ['https://api.example'],
      inlineStyles: true,
    }

    const policy = directives(contentSecurityPolicy(page({ thirdParties: [checkout] })))

    expect(policy['script-src']).toBe(`'self' 'nonce-${NONCE}' https://checkout.example`)
    expect(policy['frame-src']).toBe('https://api.example')
    expect(policy['connect-src']).toBe("'self' https://api.example")
    expect(policy['form-action']).toBe("'self' https://api.example")
    expect(policy['style-src-elem']).toBe("'self' 'unsafe-inline'")
  })

  it('upgrades insecure requests in production only', () => {
    expect(contentSecurityPolicy(page())).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy(page({ env: env({ deployment: 'production' }) }))).toMatch(
      /; upgrade-insecure-requests$/,
    )
  })
})

describe('securityHeaders', () => {
  it('sends nosniff, the referrer policy, the permissions policy and the CSP; HSTS only in production', () => {
    const development = securityHeaders(page())
    expect(development).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': permissionsPolicy(),
      'content-security-policy': contentSecurityPolicy(page()),
    })
    expect(securityHeaders(page({ env: env({ deployment: 'test' }) }))['strict-transport-security']).toBe(
      undefined,
    )

    const production = securityHeaders(page({ env: env({ deployment: 'production' }) }))
    expect(production['strict-transport-security']).toBe('max-age=31536000')
  })

  it('sends no CSP under vite dev, whose own scripts carry no nonce, and keeps the rest', () => {
    const headers = securityHeaders(page({ env: env({ dev: true }) }))

    expect(headers['content-security-policy']).toBeUndefined()
    expect(headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('permissionsPolicy', () => {
  it('allows geolocation for the site only, turns off what the apps never use', () => {
    const policy = permissionsPolicy().split(', ')

    expect(policy).toContain('geolocation=(self)')
    for (const feature of ['camera', 'microphone', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`)
  })

  it("lets the site and a checkout's frames use the Payment Request API", () => {
    expect(permissionsPolicy([{ payment: ['https://api.example'] }]).split(', ')).toContain(
      'payment=(self "https://api.example")',
    )
  })
})

describe('createNonce and withSecurityHeaders', () => {
  it('makes a fresh 128-bit nonce each time', () => {
    const nonces = Array.from({ length: 50 }, createNonce)

    expect(new Set(nonces).size).toBe(50)
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16)
  })

  it('sets the headers on a copy of the answer, keeping its status, body and other headers', async () => {
    const rendered = new Response('<p>hi</p>', {
      status: 404,
      headers: { 'content-type': 'text/html', 'x-content-type-options': 'sniff-me' },
    })

    const answer = withSecurityHeaders(rendered, { 'x-content-type-options': 'nosniff', 'x-extra': 'yes' })

    expect(answer.status).toBe(404)
    expect(answer.headers.get('content-type')).toBe('text/html')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('x-extra')).toBe('yes')
    expect(await answer.text()).toBe('<p>hi</p>')
  })
})
