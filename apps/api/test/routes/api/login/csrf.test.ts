import { describe, expect, it } from 'vitest'
import { appPerFile, CSRF_TOKEN, freshMobile } from '../../../helpers/app.ts'

const suite = appPerFile()
const fetchToken = (cookie?: string) =>
  suite.test.app.inject({ url: '/api/login/csrf/', headers: cookie ? { cookie } : {} })

describe('GET /api/login/csrf/', () => {
  it('answers 204, never cached, with a readable csrftoken cookie that lets the first POST through', async () => {
    const response = await fetchToken()
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expect(response.headers['cache-control']).toBe('no-store')
    const cookie = response.cookies.find((each) => each.name === 'csrftoken')
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' })
    expect(cookie?.httpOnly).toBeFalsy()

    const token = cookie?.value ?? ''
    const first = await suite.test.app.inject({
      method: 'POST',
      url: '/api/login/otp/generate/',
      headers: { cookie: `csrftoken=${token}`, 'x-csrftoken': token },
      payload: { mobile_no: freshMobile() },
    })
    expect(first.statusCode).toBe(200)
  })

  it('keeps a token the browser already has (no new cookie)', async () => {
    const response = await fetchToken(`csrftoken=${CSRF_TOKEN}`)
    expect(response.statusCode).toBe(204)
    expect(response.headers['set-cookie']).toBeUndefined()
  })

  it('replaces a malformed token', async () => {
    const response = await fetchToken('csrftoken=short')
    expect(response.statusCode).toBe(204)
    expect(response.cookies.find((each) => each.name === 'csrftoken')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})
