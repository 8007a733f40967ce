import { describe, expect, it } from 'vitest'
import { holdsNul } from '#src/plugins/app/no-nul.ts'
import { appPerFile, csrfHeaders, freshMobile, login } from '../helpers/app.ts'

describe('input holding U+0000 is a 400 on every route, never a 500 (PostgreSQL stores no U+0000)', () => {
  const suite = appPerFile()

  it('in a JSON body: the seeker profile save', async () => {
    const { cookie } = await login(suite.test, freshMobile())
    const answer = await suite.test.app.inject({
      method: 'PUT',
      url: '/api/classifieds/job_seeker/profile/',
      headers: csrfHeaders(cookie),
      payload: { user_name: 'Ravi\u0000Kumar' },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST' })
  })

  it('in a query string and in a key', async () => {
    const query = await suite.test.app.inject({
      url: '/api/classifieds/classifieds/feed_v2/?category=%00',
      headers: csrfHeaders(),
    })
    expect(query.statusCode).toBe(400)
    const key = await suite.test.app.inject({
      method: 'POST',
      url: '/api/login/otp/generate/',
      headers: { ...csrfHeaders(), 'content-type': 'application/json' },
      payload: '{"mobile\\u0000":"9876543210"}',
    })
    expect(key.statusCode).toBe(400)
    expect(key.json()).toMatchObject({ code: 'BAD_REQUEST' })
  })

  it('holdsNul searches strings, arrays and plain objects, not bytes', () => {
    expect(holdsNul({ a: [{ b: 'x\u0000' }] })).toBe(true)
    expect(holdsNul({ 'k\u0000': 1 })).toBe(true)
    expect(holdsNul({ a: ['x', 1, null, { b: 'y' }] })).toBe(false)
    expect(holdsNul({ file: Buffer.from([0, 1, 2]) })).toBe(false)
    expect(holdsNul('\\u0000')).toBe(false)
  })
})
