import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '#src/db/schema.ts'
import { appPerFile, buildTestApp, cookiesOf, freshMobile, login } from '../../../helpers/app.ts'
import { assertNo5xx, bodyWith, jsonRequest } from '../../../helpers/fuzz.ts'

const suite = appPerFile()

const post = (url: string, payload: unknown) => suite.post(url, payload)
const sendCode = async (mobile: string) => {
  await post('/api/login/otp/generate/', { mobile_no: mobile })
  return suite.test.sms.codeFor(mobile)
}
const reset = (mobile: string, otp: string, password: string, confirm = password) =>
  post('/api/login/password/reset/', { mobile_no: mobile, otp, password, confirm_password: confirm })
const passwordLogin = (mobile: string, password: string) =>
  post('/api/login/password/', { mobile_no: mobile, password })

describe('POST /api/login/password/reset/', () => {
  it('sets the password with a code from /login/otp/generate/ and logs in', async () => {
    const mobile = freshMobile()
    const response = await reset(mobile, await sendCode(mobile), 'correct horse')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      mobile_no: mobile,
      message: 'Your password is changed and you are logged in.',
    })
    expect(cookiesOf(response)).toMatch(/session=.*user_id=/)
    const [row] = await suite.database.db.select().from(users).where(eq(users.mobile, mobile))
    expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(row?.passwordHash).not.toContain('correct horse')
    expect((await passwordLogin(mobile, 'correct horse')).statusCode).toBe(200)
  })

  it('checks the password pair before the code, so a typo does not use the code up', async () => {
    const mobile = freshMobile()
    const code = await sendCode(mobile)
    const mismatch = await reset(mobile, code, 'secret123', 'secret124')
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'confirm_password', message: 'Passwords do not match.' }],
    })
    const short = await reset(mobile, code, 'abc')
    expect((short.json() as ApiErrorBody).details?.[0]).toEqual({
      path: 'password',
      message: 'Password must have at least 8 characters.',
    })
    expect((await reset(mobile, code, 'secret123')).statusCode).toBe(200)
  })

  it('refuses a wrong code like a login does', async () => {
    const mobile = freshMobile()
    const code = await sendCode(mobile)
    const response = await reset(mobile, code === '0000' ? '0001' : '0000', 'secret123')
    expect(response.statusCode).toBe(400)
    expect((response.json() as ApiErrorBody).code).toBe('OTP_INCORRECT')
  })

  it('ends the other sessions of the account', async () => {
    const { mobile, cookie, userId } = await login(suite.test)
    expect((await reset(mobile, await sendCode(mobile), 'new password')).statusCode).toBe(200)
    const old = await suite.test.app.inject({
      url: `/api/classifieds/job_seeker/${userId}/status/`,
      headers: { cookie },
    })
    expect(old.statusCode).toBe(401)
  })
})

describe('POST /api/login/password/', () => {
  let mobile: string
  beforeAll(async () => {
    mobile = freshMobile()
    await reset(mobile, await sendCode(mobile), 'my password 1')
  })

  it('logs in with the right password', async () => {
    const response = await passwordLogin(mobile, 'my password 1')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ mobile_no: mobile, message: 'Logged in successfully.' })
    expect(response.cookies.find((cookie) => cookie.name === 'session')?.httpOnly).toBe(true)
  })

  it("answers 'Incorrect credentials' the same for a wrong password, an unknown number and a number without one", async () => {
    const { mobile: withoutPassword } = await login(suite.test)
    const answers = await Promise.all([
      passwordLogin(mobile, 'my password 2'),
      passwordLogin(freshMobile(), 'my password 1'),
      passwordLogin(withoutPassword, 'my password 1'),
    ])
    for (const response of answers) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({
        statusCode: 401,
        code: 'INCORRECT_CREDENTIALS',
        message: 'Incorrect credentials',
      })
      expect(response.cookies.find((cookie) => cookie.name === 'session')).toBeUndefined()
    }
  })

  it('limits tries per number (10 an hour) with 429', async () => {
    const target = freshMobile()
    for (let i = 0; i < 10; i++) expect((await passwordLogin(target, `guess ${i}`)).statusCode).toBe(401)
    const over = await passwordLogin(target, 'guess 11')
    expect(over.statusCode).toBe(429)
    expect(over.headers['retry-after']).toBeDefined()
  })

  it('refuses a missing password with the form message', async () => {
    const response = await post('/api/login/password/', { mobile_no: mobile })
    expect(response.statusCode).toBe(400)
    expect((response.json() as ApiErrorBody).details).toEqual([
      { path: 'password', message: 'This field is required.' },
    ])
  })
})

describe('fuzzing: no input gets a 5xx', () => {
  it.each([
    ['/api/login/password/', ['mobile_no', 'password']],
    ['/api/login/password/reset/', ['mobile_no', 'otp', 'password', 'confirm_password']],
  ])('POST %s', async (url, keys) => {
    const fuzzed = await buildTestApp(suite.database)
    try {
      await assertNo5xx(fuzzed.app, bodyWith(keys).map(jsonRequest('POST', url)), 60)
    } finally {
      await fuzzed.app.close()
    }
  })
})
