import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#src/app.ts'
import type { Database } from '#src/db/database.ts'
import { ACCESS_LEVELS, type AccessLevel } from '#src/plugins/app/access.ts'
import { MemoryRateLimitStore } from '#src/services/rate-limit.ts'
import { bearer, createEnterprise, signInAdvertiser, signInEnterprise } from '../helpers/advertisers.ts'
import {
  csrfHeaders,
  freshMobile,
  login,
  MemoryFiles,
  RecordingSms,
  type TestApp,
  testEnv,
} from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'
import { multipart } from '../helpers/files.ts'

const OPS_MOBILE = freshMobile()
const AGENT_MOBILE = freshMobile()

/**
 * One probe route per access level, so that every level is checked even before the product has a route
 * of it (an enterprise-only route, an agent's). They are declared exactly as the product's routes are.
 */
const PROBE = '/api/test-access'
const probes = async (root: FastifyInstance) => {
  for (const level of ACCESS_LEVELS)
    root.get(`${PROBE}/${level}`, { config: { access: level } }, async () => ({ level }))
  root.get(`${PROBE}/staff`, { config: { access: ['agent', 'ops'] } }, async () => ({ level: 'staff' }))
}

let database: Database
let test: TestApp

beforeAll(async () => {
  database = await createTestDatabase()
  const env = testEnv({ OPS_MOBILE_NUMBERS: OPS_MOBILE, AGENT_MOBILE_NUMBERS: AGENT_MOBILE })
  const sms = new RecordingSms()
  const files = new MemoryFiles()
  const app = buildApp({
    db: database,
    env,
    beforeRoutes: probes,
    services: { sms, files, rateLimitStore: new MemoryRateLimitStore() },
  })
  await app.ready()
  test = { app, sms, files, env }
})

afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

describe('the route walk: every API route declares who may call it', () => {
  it('an app with an undeclared route refuses to start, naming the route', async () => {
    const app = buildApp({
      db: database,
      env: testEnv(),
      beforeRoutes: async (root) => {
        root.get('/api/forgotten/', async () => ({ secret: true }))
      },
    })
    await expect(app.ready()).rejects.toThrow('GET /api/forgotten/ declares no access')
    await app.close().catch(() => undefined)
  })

  it('a declaration that is not a known level (or public in a list) is refused too', async () => {
    for (const access of ['admin', [], ['public'], ['seeker', 'root']])
      await expect(
        (async () => {
          const app = buildApp({
            db: database,
            env: testEnv(),
            beforeRoutes: async (root) => {
              root.get('/api/odd/', { config: { access: access as never } }, async () => ({}))
            },
          })
          try {
            await app.ready()
          } finally {
            await app.close().catch(() => undefined)
          }
        })(),
      ).rejects.toThrow('GET /api/odd/ declares no access')
  })

  it('a host page beside the API (the gateway mounts the apps) needs no declaration', async () => {
    const app = buildApp({
      db: database,
      env: testEnv(),
      beforeRoutes: async (root) => {
        root.get('/jobs/some-page', async () => 'page')
      },
    })
    await app.ready()
    expect((await app.inject({ url: '/jobs/some-page' })).body).toBe('page')
    await app.close()
  })

  it('every route in the OpenAPI document is in the declarations, each with a known level', () => {
    const declared = new Set(test.app.routeAccess.map((route) => `${route.method} ${route.url}`))
    const document = test.app.swagger() as { paths: Record<string, Record<string, unknown>> }
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    )
    expect(documented.length).toBeGreaterThan(35)
    for (const route of documented) expect(declared, route).toContain(route)
    for (const { access } of test.app.routeAccess)
      for (const level of typeof access === 'string' ? [access] : access)
        expect(ACCESS_LEVELS).toContain(level)
  })

  it.each([
    ['POST', '/api/login/otp/verify/', 'public'],
    ['POST', '/api/login/otp/verify-enterprise/', 'public'],
    ['POST', '/api/user/token/refresh/', 'public'],
    ['GET', '/api/user/jwt-tokens/advertiser/me', 'advertiser'],
    ['GET', '/api/advertisers/v1/profile/', 'advertiser'],
    ['PATCH', '/api/advertisers/v1/profile/', 'advertiser'],
    ['GET', '/api/submissions/draft/', 'advertiser'],
    ['POST', '/api/submissions/draft/', 'advertiser'],
    ['POST', '/api/submissions/v3/create_submission/', 'advertiser'],
    ['POST', '/api/submissions/v4/submissions/', 'advertiser'],
    ['POST', '/api/submissions/v5/submission/', 'advertiser'],
    ['GET', '/api/submissions/submissions/', 'advertiser'],
    ['GET', '/api/submissions/submissions/v2/filters', 'advertiser'],
    ['GET', '/api/submissions/submissions/first_time_advertiser', 'advertiser'],
    ['POST', '/api/submissions/advertisers_parameters_log/', 'advertiser'],
    ['GET', '/api/submissions/form-context/', 'public'],
    ['POST', '/api/ops/advertisers/enterprise/', 'ops'],
    ['POST', '/api/ops/review/submissions/:id/decision/', 'ops'],
    ['GET', '/api/ops/review/submissions/', 'ops'],
    ['GET', '/api/ops/review/leads/', 'ops'],
    ['PATCH', '/api/ops/review/leads/:id/', 'ops'],
    ['GET', '/api/submissions/submissions/:id/', 'advertiser'],
    ['PUT', '/api/submissions/submissions/:id/', 'advertiser'],
    ['POST', '/api/submissions/submissions/:id/close/', 'advertiser'],
    ['POST', '/api/submissions/submissions/:id/renew/', 'advertiser'],
    ['GET', '/api/ops/review/submissions/:id/', 'ops'],
    ['GET', '/api/classifieds/v2/packages/', 'advertiser'],
    ['POST', '/api/common/public/v1/lead/', 'public'],
    ['GET', '/api/classifieds/classifieds/:id/apply/', 'seeker'],
    ['POST', '/api/classifieds/classifieds/:id/report/', 'seeker'],
    ['GET', '/api/ops/review/reports/', 'ops'],
    ['POST', '/api/ops/review/submissions/:id/fraud/', 'ops'],
    ['POST', '/api/ops/review/advertisers/:id/unblock/', 'ops'],
    ['PUT', '/api/classifieds/job_seeker/profile/', 'seeker'],
    ['PUT', '/api/classifieds/job_seeker/profile/visibility/', 'seeker'],
    ['GET', '/api/classifieds/classifieds/:classifiedId/leads/', 'advertiser'],
    ['GET', '/api/classifieds/classifieds/:classifiedId/leads/:leadId/', 'advertiser'],
    ['PATCH', '/api/classifieds/classifieds/:classifiedId/leads/:leadId/update_review_status/', 'advertiser'],
    ['POST', '/api/classifieds/classifieds/:classifiedId/candidates/:userId/contact/', 'advertiser'],
    ['GET', '/api/classifieds/classifieds/feed_v2/', 'public'],
    // public with a signature: the desk's <img> sends no token; a link the API did not sign is 403 LINK_INVALID
    ['GET', '/api/ops/review/logos/:name', 'public'],
    // issue #9's resumes: the owner of the job asks for a link; the link's signature is its own authority
    ['POST', '/api/classifieds/classifieds/:classifiedId/leads/:leadId/resume_link/', 'advertiser'],
    ['GET', '/api/classifieds/resumes/:token/', 'public'],
    ['GET', '/api/classifieds/job_seeker/resume/views/', 'seeker'],
    // issue #10's payments: the advertiser's orders; the web view's return and Razorpay's webhook are public,
    // the one settling only from a signature or from what the provider says, the other signed
    ['POST', '/api/payments/razorpay/order/', 'advertiser'],
    ['POST', '/api/payments/razorpay/validate/', 'advertiser'],
    ['GET', '/api/payments/razorpay/orders/', 'advertiser'],
    ['GET', '/api/payments/razorpay/orders/:id/', 'advertiser'],
    ['GET', '/api/payments/razorpay/wbv/callback/validate/', 'public'],
    ['POST', '/api/payments/razorpay/wbv/callback/validate/', 'public'],
    ['POST', '/api/payments/razorpay/webhook/', 'public'],
    // the agent checkout: an agent's links; the link's return is public (signed, or asks the provider)
    ['POST', '/api/advertisers/v1/payment/link/checkout/', 'agent'],
    ['GET', '/api/advertisers/v1/payment/link/checkout/', 'agent'],
    ['GET', '/api/payments/razorpay/link/callback/', 'public'],
  ])('%s %s is %s', (method, url, access) => {
    expect(test.app.routeAccess.find((route) => route.method === method && route.url === url)?.access).toBe(
      access,
    )
  })
})

type CallerName =
  | 'anonymous'
  | 'seeker 1'
  | 'seeker 2'
  | 'advertiser 1'
  | 'advertiser 2'
  | 'enterprise'
  | 'agent'
  | 'ops'

/** Who passes each level: staff sign in with the seeker session, so they pass seeker routes too. */
const ALLOWED: Record<AccessLevel, readonly CallerName[]> = {
  public: ['anonymous', 'seeker 1', 'seeker 2', 'advertiser 1', 'advertiser 2', 'enterprise', 'agent', 'ops'],
  seeker: ['seeker 1', 'seeker 2', 'agent', 'ops'],
  advertiser: ['advertiser 1', 'advertiser 2', 'enterprise'],
  enterprise: ['enterprise'],
  agent: ['agent'],
  ops: ['ops'],
}

const REFUSALS = new Set(['NOT_LOGGED_IN', 'TOKEN_INVALID', 'ACCESS_DENIED'])

describe('the role-by-route matrix', () => {
  const callers = new Map<CallerName, Record<string, string>>()
  let seekerOneId = 0
  const advertiserUserIds: number[] = []

  beforeAll(async () => {
    callers.set('anonymous', {})
    const one = await login(test)
    seekerOneId = one.userId
    callers.set('seeker 1', { cookie: one.cookie })
    callers.set('seeker 2', { cookie: (await login(test)).cookie })
    const advertiserOne = await signInAdvertiser(test)
    const advertiserTwo = await signInAdvertiser(test)
    advertiserUserIds.push(advertiserOne.userId, advertiserTwo.userId)
    callers.set('advertiser 1', bearer(advertiserOne.access))
    callers.set('advertiser 2', bearer(advertiserTwo.access))
    const { mobile } = await createEnterprise(test)
    callers.set('enterprise', bearer((await signInEnterprise(test, mobile)).access))
    callers.set('agent', { cookie: (await login(test, AGENT_MOBILE)).cookie })
    callers.set('ops', { cookie: (await login(test, OPS_MOBILE)).cookie })
  })

  const allowedFor = (access: AccessLevel | readonly AccessLevel[]) =>
    new Set((typeof access === 'string' ? [access] : access).flatMap((level) => ALLOWED[level]))

  it('every route answers each caller as its declaration says: 401/403 for the others, never for these', async () => {
    const checked: string[] = []
    for (const route of test.app.routeAccess) {
      // HEAD runs the GET's handler behind the same check, and its answer has no body to read a code from
      if (route.url.startsWith('/api/docs') || route.method === 'HEAD') continue
      const allowed = allowedFor(route.access)
      const url = route.url.replace(':userId', String(seekerOneId)).replace(/:(\w+)/g, '1')
      for (const [name, headers] of callers) {
        // Signing out would end the caller's sign-in for the rest of the walk: anonymous shows it is public.
        if (route.url === '/api/login/otp/logout/' && name !== 'anonymous') continue
        const cookie = headers.cookie
        const response = await test.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...headers, ...csrfHeaders(cookie) },
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
        })
        // (the Razorpay sandbox's pages answer HTML: a page's 404 carries no code)
        const code =
          response.statusCode >= 400 && String(response.headers['content-type']).includes('json')
            ? response.json<ApiErrorBody>().code
            : undefined
        const where = `${route.method} ${route.url} as ${name}: ${response.statusCode} ${code ?? ''}`
        if (allowed.has(name)) {
          expect(REFUSALS.has(code ?? ''), where).toBe(false)
        } else {
          expect([401, 403], where).toContain(response.statusCode)
          expect(['NOT_LOGGED_IN', 'ACCESS_DENIED'], where).toContain(code)
        }
        checked.push(where)
      }
    }
    // every product route and the probes, with all eight callers (logout with one)
    expect(checked.length).toBeGreaterThan(8 * 40)
    // The routes walked, with who may call each, in the test's output (issue #11): a new route shows here, and
    // one without a declaration stops the app from starting (the walk above).
    const walked = test.app.routeAccess
      .filter((route) => !route.url.startsWith('/api/docs') && route.method !== 'HEAD')
      .map((route) => `  ${route.method.padEnd(6)} ${route.url}  ${[route.access].flat().join(', ')}`)
    console.info(
      `authorization matrix: ${walked.length} routes x ${callers.size} callers\n${walked.join('\n')}`,
    )
  })

  it.each([
    ['seeker', ['seeker 1', 'seeker 2', 'agent', 'ops']],
    ['advertiser', ['advertiser 1', 'advertiser 2', 'enterprise']],
    ['enterprise', ['enterprise']],
    ['agent', ['agent']],
    ['ops', ['ops']],
    ['staff', ['agent', 'ops']],
  ] as const)('the %s probe lets exactly %j through', async (level, expected) => {
    const through: string[] = []
    for (const [name, headers] of callers) {
      const response = await test.app.inject({ url: `${PROBE}/${level}`, headers })
      if (response.statusCode === 200) through.push(name)
      else expect(response.statusCode).toBe(name === 'anonymous' ? 401 : response.statusCode)
    }
    expect(through).toEqual(expected)
  })

  it("two seekers: one cannot read the other's profile status (403), the owner can", async () => {
    const url = `/api/classifieds/job_seeker/${seekerOneId}/status/`
    expect((await test.app.inject({ url, headers: callers.get('seeker 1') })).statusCode).toBe(200)
    expect((await test.app.inject({ url, headers: callers.get('seeker 2') })).statusCode).toBe(403)
  })

  it('two advertisers: each sees only their own profile, whatever they send', async () => {
    const first = await test.app.inject({
      url: '/api/advertisers/v1/profile/',
      headers: callers.get('advertiser 1'),
    })
    const second = await test.app.inject({
      url: '/api/advertisers/v1/profile/',
      headers: callers.get('advertiser 2'),
    })
    expect(first.json().mobile_no).not.toBe(second.json().mobile_no)
  })

  it('the post-job draft: every advertiser saves their own, each reads only their own; nobody else can', async () => {
    const body = multipart([
      { field: 'page-no', data: '4' },
      { field: 'plan', data: '2' },
    ])
    const saved: CallerName[] = []
    for (const [name, headers] of callers) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/submissions/draft/',
        headers: { ...headers, ...csrfHeaders(headers.cookie), 'content-type': body.contentType },
        payload: body.payload,
      })
      if (response.statusCode === 200) saved.push(name)
      else expect([401, 403], name).toContain(response.statusCode)
    }
    expect(saved).toEqual(ALLOWED.advertiser)
    // advertiser 2 then saves another plan: advertiser 1's draft is untouched
    const other = multipart([
      { field: 'page-no', data: '4' },
      { field: 'plan', data: '3' },
    ])
    await test.app.inject({
      method: 'POST',
      url: '/api/submissions/draft/',
      headers: { ...callers.get('advertiser 2'), 'content-type': other.contentType },
      payload: other.payload,
    })
    const plans = await Promise.all(
      advertiserUserIds.map(async (userId) => {
        const advertiser = (await test.app.identity.identityOf(userId))?.advertiser
        return advertiser && (await test.app.submissions.draft(advertiser.id, 'web'))?.values
      }),
    )
    expect(plans).toEqual([{ plan: 2 }, { plan: 3 }])
  })

  it('ops creates enterprise accounts; nobody else can', async () => {
    const body = {
      mobile_no: freshMobile(),
      name: 'Ravi Teja',
      company_name: 'Godavari Foods',
      email: 'jobs@godavarifoods.example',
      company_address: 'Rajahmundry, Andhra Pradesh',
    }
    for (const name of ['advertiser 1', 'enterprise', 'agent', 'seeker 1'] as const) {
      const refused = await test.app.inject({
        method: 'POST',
        url: '/api/ops/advertisers/enterprise/',
        headers: { ...callers.get(name), ...csrfHeaders(callers.get(name)?.cookie) },
        payload: body,
      })
      expect(refused.statusCode, name).toBe(403)
    }
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/ops/advertisers/enterprise/',
      headers: csrfHeaders(callers.get('ops')?.cookie),
      payload: body,
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ advertiser_type: 'b2b', company_name: 'Godavari Foods' })
    const twice = await test.app.inject({
      method: 'POST',
      url: '/api/ops/advertisers/enterprise/',
      headers: csrfHeaders(callers.get('ops')?.cookie),
      payload: body,
    })
    expect(twice.statusCode).toBe(409)
    // and the number now signs in on the enterprise path
    const signedIn = await signInEnterprise(test, body.mobile_no)
    expect(signedIn.login.company_name).toBe('Godavari Foods')
  })
})
