import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { describe, expect, it } from 'vitest'
import responseHeaders from '#src/plugins/app/response-headers.ts'
import { appPerFile, csrfHeaders, freshMobile, login } from '../helpers/app.ts'

describe('the API answers nosniff everywhere and no-store on private data (decision 038)', () => {
  const suite = appPerFile()

  it('a public, cacheable answer: nosniff, and its public Cache-Control kept', async () => {
    const feed = await suite.test.app.inject({
      url: '/api/classifieds/classifieds/feed_v2/',
      headers: csrfHeaders(),
    })

    expect(feed.statusCode).toBe(200)
    expect(feed.headers['x-content-type-options']).toBe('nosniff')
    expect(feed.headers['cache-control']).toMatch(/^public\b/)
    expect(feed.headers['set-cookie']).toBeUndefined()
  })

  it('an answer behind authentication: nosniff and no-store', async () => {
    const { cookie } = await login(suite.test, freshMobile())

    const profile = await suite.test.app.inject({
      url: '/api/classifieds/job_seeker/profile/',
      headers: csrfHeaders(cookie),
    })

    expect(profile.statusCode).toBe(404) // PROFILE_NOT_FOUND: still the seeker's own answer
    expect(profile.headers['x-content-type-options']).toBe('nosniff')
    expect(profile.headers['cache-control']).toMatch(/\bno-store\b/)
  })

  it('an answer that sets a cookie (a sign-in) is not stored, though its route is public', async () => {
    const mobile = freshMobile()
    const post = (url: string, payload: object) =>
      suite.test.app.inject({ method: 'POST', url, headers: csrfHeaders(), payload })
    expect((await post('/api/login/otp/generate/', { mobile_no: mobile })).statusCode).toBe(200)

    const verified = await post('/api/login/otp/verify/', {
      mobile_no: mobile,
      otp: suite.test.sms.codeFor(mobile),
    })

    expect(verified.statusCode).toBe(200)
    expect(verified.headers['set-cookie']).toBeDefined()
    expect(verified.headers['x-content-type-options']).toBe('nosniff')
    expect(verified.headers['cache-control']).toBe('no-store')
  })
})

describe('the response-headers plugin on its own', () => {
  async function appWith(
    routes: Record<string, { access?: string; cacheControl?: string; cookie?: boolean }>,
  ) {
    const app = Fastify()
    // stands in for the CSRF plugin it must run after
    await app.register(fp(async () => undefined, { name: 'csrf' }))
    await app.register(responseHeaders, { prefix: '/api' })
    for (const [url, { access, cacheControl, cookie }] of Object.entries(routes))
      app.get(url, { config: access ? ({ access } as never) : {} }, async (_request, reply) => {
        if (cacheControl) reply.header('cache-control', cacheControl)
        if (cookie) reply.header('set-cookie', 'a=b; Path=/')
        return { ok: true }
      })
    await app.ready()
    return app
  }

  it('adds no-store where a private answer chose nothing or chose to be shared, and keeps a private choice', async () => {
    const app = await appWith({
      '/api/public': { access: 'public' },
      '/api/public-cached': { access: 'public', cacheControl: 'public, max-age=60' },
      '/api/public-cookie': { access: 'public', cookie: true },
      '/api/mine': { access: 'seeker' },
      '/api/mine-shared': { access: 'advertiser', cacheControl: 'public, s-maxage=60' },
      '/api/mine-for-a-while': { access: 'ops', cacheControl: 'private, max-age=600' },
      '/jobs/page': { cookie: true },
    })
    const answer = async (url: string) => (await app.inject({ url })).headers
    try {
      for (const url of [
        '/api/public',
        '/api/public-cached',
        '/api/public-cookie',
        '/api/mine',
        '/api/mine-shared',
        '/api/mine-for-a-while',
        '/jobs/page',
      ])
        expect((await answer(url))['x-content-type-options'], url).toBe('nosniff')
      expect((await answer('/api/public'))['cache-control']).toBeUndefined()
      expect((await answer('/api/public-cached'))['cache-control']).toBe('public, max-age=60')
      expect((await answer('/api/public-cookie'))['cache-control']).toBe('no-store')
      expect((await answer('/api/mine'))['cache-control']).toBe('no-store')
      expect((await answer('/api/mine-shared'))['cache-control']).toBe('no-store')
      expect((await answer('/api/mine-for-a-while'))['cache-control']).toBe('private, max-age=600')
      // a page of a host beside the API decides its own caching
      expect((await answer('/jobs/page'))['cache-control']).toBeUndefined()
    } finally {
      await app.close()
    }
  })
})
