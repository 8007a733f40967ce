import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { mountRedirects, recruitToHire } from '../src/redirects.ts'

describe('pages under /recruit move to the same path under /hire (spec section 2)', () => {
  it.each([
    ['/recruit', '/hire'],
    ['/recruit/', '/hire/'],
    ['/recruit/signin', '/hire/signin'],
    ['/recruit/advertiserPostJob?step=2', '/hire/advertiserPostJob?step=2'],
    // the query string as sent: repeated keys, encoded characters, campaign tags
    [
      '/recruit?utm_source=sms&utm_source=wa&q=%22a%20b%22',
      '/hire?utm_source=sms&utm_source=wa&q=%22a%20b%22',
    ],
    ['/recruit/a%2Fb/?lang=te', '/hire/a%2Fb/?lang=te'],
  ])('%s → %s', (from, to) => {
    expect(recruitToHire(from)).toBe(to)
  })

  it('answers a permanent redirect for GET and HEAD, and leaves other paths alone', async () => {
    const app = Fastify()
    mountRedirects(app)

    const get = await app.inject({ method: 'GET', url: '/recruit/signin?lang=hi&utm_campaign=x' })
    expect(get.statusCode).toBe(301)
    expect(get.headers.location).toBe('/hire/signin?lang=hi&utm_campaign=x')

    const head = await app.inject({ method: 'HEAD', url: '/recruit' })
    expect(head.statusCode).toBe(301)
    expect(head.headers.location).toBe('/hire')

    // A protocol-relative target cannot come out of it: the redirect always starts with /hire.
    const sneaky = await app.inject({ method: 'GET', url: '/recruit//evil.example/x' })
    expect(sneaky.headers.location).toBe('/hire//evil.example/x')

    for (const url of ['/recruiters', '/recruitment/signin', '/hire/recruit']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    }
    expect((await app.inject({ method: 'POST', url: '/recruit/signin' })).statusCode).toBe(404)
    await app.close()
  })
})
