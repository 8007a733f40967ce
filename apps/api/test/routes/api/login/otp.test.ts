import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import { translate } from '@localjobs/validation/messages'
import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { beforeEach, describe, expect, it } from 'vitest'
import { otpCodes, users } from '#src/db/schema.ts'
import { hashOtp } from '#src/lib/otp-code.ts'
import { MemoryRateLimitStore } from '#src/services/rate-limit.ts'
import {
  appPerFile,
  buildTestApp,
  CSRF_TOKEN,
  cookiesOf,
  csrfHeaders,
  freshMobile,
  login,
} from '../../../helpers/app.ts'
import { assertNo5xx, bodyWith, jsonRequest } from '../../../helpers/fuzz.ts'

const suite = appPerFile({ env: { TEST_OTP_NUMBERS: '9999999999:4321' } })

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  suite.post(url, payload, { headers, ...(remoteAddress ? { remoteAddress } : {}) })
const generate = (mobile: string, remoteAddress?: string) =>
  post('/api/login/otp/generate/', { mobile_no: mobile }, {}, remoteAddress)
const verify = (mobile: string, otp: string, extra: Record<string, unknown> = {}) =>
  post('/api/login/otp/verify/', { mobile_no: mobile, otp, ...extra })
const errorOf = (response: LightMyRequestResponse) => response.json() as ApiErrorBody

/** A code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0')

/** What an observer sees of an answer: status, body and the headers that are not per-request. */
const visible = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.body,
  headers: Object.fromEntries(
    Object.entries(response.headers).filter(
      ([name]) => !['date', 'x-request-id', 'set-cookie'].includes(name),
    ),
  ),
})

describe('POST /api/login/otp/generate/ and /resend/', () => {
  it('texts a 4-digit code and answers the same for a known and an unknown number', async () => {
    const known = await login(suite.test)
    const unknown = freshMobile()
    const forKnown = await generate(known.mobile)
    const forUnknown = await generate(unknown)
    expect(forKnown.statusCode).toBe(200)
    expect(visible(forKnown)).toEqual(visible(forUnknown))
    expect(forKnown.json()).toEqual({ message: 'OTP sent. It is valid for 10 minutes.' })
    expect(suite.test.sms.codeFor(unknown)).toMatch(/^\d{4}$/)
    expect(suite.test.sms.lastTo(unknown)?.kind).toBe('otp')
  })

  it('stores only an HMAC of the code, never the code', async () => {
    const mobile = freshMobile()
    await generate(mobile)
    const code = suite.test.sms.codeFor(mobile)
    const [row] = await suite.database.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile))
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.codeHash).not.toContain(code)
    expect(row?.codeHash).toBe(hashOtp(suite.test.env.OTP_SECRET, mobile, code))
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000)
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000)
  })

  it('resend replaces the code: the earlier one stops working', async () => {
    const mobile = freshMobile()
    await generate(mobile)
    const first = suite.test.sms.codeFor(mobile)
    const resent = await post('/api/login/otp/resend/', { mobile_no: mobile })
    expect(resent.statusCode).toBe(200)
    const second = suite.test.sms.codeFor(mobile)
    if (first !== second) expect(errorOf(await verify(mobile, first)).code).toBe('OTP_INCORRECT')
    expect((await verify(mobile, second)).statusCode).toBe(200)
  })

  it.each([
    ['12345', 'en'],
    ['5876543210', 'hi'],
    [98765, 'en'],
  ])('refuses the number %j with a 400 in the request language (%s)', async (mobile, language) => {
    const response = await post(
      '/api/login/otp/generate/',
      { mobile_no: mobile },
      { 'accept-language': language },
    )
    expect(response.statusCode).toBe(400)
    const body = errorOf(response)
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.details?.[0]?.path).toBe('mobile_no')
    expect(body.message).toBe(body.details?.[0]?.message)
    expect(body.message).toBe(
      language === 'en' ? 'Enter a valid 10-digit mobile number.' : translate('invalidMobileNumber', 'hi'),
    )
  })

  it('answers a gateway failure with the same 200: the text is queued and sent once the gateway is back', async () => {
    const mobile = freshMobile()
    suite.test.sms.failing = true
    try {
      const response = await generate(mobile)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ message: 'OTP sent. It is valid for 10 minutes.' })
      expect(() => suite.test.sms.codeFor(mobile)).toThrow()
    } finally {
      suite.test.sms.failing = false
    }
    // the worker's next try, after the queue's first backoff (30 s)
    await suite.test.app.jobWorker.runDue(new Date(Date.now() + 31_000))
    expect((await verify(mobile, suite.test.sms.codeFor(mobile))).statusCode).toBe(200)
  })

  it('does not send a code that has ended by the time the queue tries again', async () => {
    const mobile = freshMobile()
    suite.test.sms.failing = true
    try {
      expect((await generate(mobile)).statusCode).toBe(200)
    } finally {
      suite.test.sms.failing = false
    }
    // eleven minutes later: the code expired (10 minutes), so its text is not worth sending
    await suite.test.app.jobWorker.runDue(new Date(Date.now() + 11 * 60_000))
    expect(() => suite.test.sms.codeFor(mobile)).toThrow()
  })
})

describe('send limits (429 with Retry-After, the same for known and unknown numbers)', () => {
  it('3 codes per number in 10 minutes', async () => {
    const known = await login(suite.test) // one code sent already
    const unknown = freshMobile()
    await generate(unknown)
    for (let i = 0; i < 2; i++) {
      expect((await generate(known.mobile)).statusCode).toBe(200)
      expect((await generate(unknown)).statusCode).toBe(200)
    }
    const overKnown = await generate(known.mobile)
    const overUnknown = await post('/api/login/otp/resend/', { mobile_no: unknown })
    expect(overKnown.statusCode).toBe(429)
    expect(visible(overKnown)).toEqual(visible(overUnknown))
    expect(Number(overKnown.headers['retry-after'])).toBeGreaterThan(500)
    expect(Number(overKnown.headers['retry-after'])).toBeLessThanOrEqual(600)
    expect(errorOf(overKnown)).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many OTP requests. Please try again in 10 minutes.',
    })
  })

  it('10 codes per number a day, and exempts test numbers from the per-number ones', async () => {
    let now = Date.now()
    const store = new MemoryRateLimitStore({ now: () => now })
    const limited = await buildTestApp(suite.database, {
      env: { TEST_OTP_NUMBERS: '9999999999:4321' },
      services: { rateLimitStore: store },
    })
    try {
      const send = (mobile: string, remoteAddress = '10.0.0.1') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login/otp/generate/',
          headers: csrfHeaders(),
          payload: { mobile_no: mobile },
          remoteAddress,
        })
      const mobile = freshMobile()
      for (let i = 0; i < 10; i++) {
        if (i > 0 && i % 3 === 0) now += 11 * 60_000
        expect((await send(mobile)).statusCode).toBe(200)
      }
      now += 11 * 60_000
      const eleventh = await send(mobile)
      expect(eleventh.statusCode).toBe(429)
      expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(3600)
      for (let i = 0; i < 15; i++) expect((await send('9999999999')).statusCode).toBe(200)
      expect(limited.sms.sent.filter((sms) => sms.to === '9999999999')).toEqual([])
    } finally {
      await limited.app.close()
    }
    // Per address: free sends, then challenges, then a hard ceiling (otp-challenge.test.ts).
  })
})

describe('POST /api/login/otp/verify/', () => {
  it('logs in: the login details, an httpOnly session cookie and a readable user cookie', async () => {
    const mobile = freshMobile()
    await generate(mobile)
    const response = await verify(mobile, suite.test.sms.codeFor(mobile), { wa_optin: 1 })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({
      id: expect.any(Number),
      jobs_user_id: body.id,
      mobile_no: mobile,
      name: null,
      wa_optin: 1,
      advertiser_id: null,
      message: 'Logged in successfully.',
    })
    expect(response.headers['cache-control']).toBe('no-store')
    const session = response.cookies.find((cookie) => cookie.name === 'session')
    const user = response.cookies.find((cookie) => cookie.name === 'user_id')
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session?.maxAge).toBe(30 * 24 * 3600)
    expect(user).toMatchObject({ value: String(body.id), path: '/', sameSite: 'Lax' })
    expect(user?.httpOnly).toBeFalsy()
    const [row] = await suite.database.db.select().from(users).where(eq(users.mobile, mobile))
    expect(row?.waOptin).toBe(true)
    const status = await suite.test.app.inject({
      url: `/api/classifieds/job_seeker/${body.id}/status/`,
      headers: { cookie: cookiesOf(response) },
    })
    expect(status.statusCode).toBe(200)
  })

  it('marks the session cookie Secure when COOKIE_SECURE is on', async () => {
    const secure = await buildTestApp(suite.database, { env: { COOKIE_SECURE: 'true' } })
    try {
      const { cookie } = await login(secure)
      expect(cookie).toContain('session=')
      const mobile = freshMobile()
      await secure.app.inject({
        method: 'POST',
        url: '/api/login/otp/generate/',
        headers: csrfHeaders(),
        payload: { mobile_no: mobile },
      })
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/login/otp/verify/',
        headers: csrfHeaders(),
        payload: { mobile_no: mobile, otp: secure.sms.codeFor(mobile) },
      })
      for (const cookie of response.cookies) expect(cookie.secure).toBe(true)
    } finally {
      await secure.app.close()
    }
  })

  it('stops guessing after 3 wrong tries: the 4th fails even with the right code', async () => {
    const mobile = freshMobile()
    await generate(mobile)
    const code = suite.test.sms.codeFor(mobile)
    const first = await verify(mobile, wrong(code))
    expect(first.statusCode).toBe(400)
    expect(errorOf(first)).toMatchObject({ code: 'OTP_INCORRECT', message: 'Incorrect OTP. Tries left: 2.' })
    expect(errorOf(await verify(mobile, wrong(code))).message).toBe('Incorrect OTP. Tries left: 1.')
    expect(errorOf(await verify(mobile, wrong(code)))).toMatchObject({
      code: 'OTP_ATTEMPTS_EXCEEDED',
      message: 'Too many wrong tries. Please request a new OTP.',
    })
    const fourth = await verify(mobile, code)
    expect(fourth.statusCode).toBe(400)
    expect(errorOf(fourth).code).toBe('OTP_EXPIRED')
    expect(fourth.cookies.find((cookie) => cookie.name === 'session')).toBeUndefined()
  })

  it('a code works once', async () => {
    const mobile = freshMobile()
    await generate(mobile)
    const code = suite.test.sms.codeFor(mobile)
    expect((await verify(mobile, code)).statusCode).toBe(200)
    expect(errorOf(await verify(mobile, code)).code).toBe('OTP_EXPIRED')
  })

  it('a code lives 10 minutes', async () => {
    const mobile = freshMobile()
    await generate(mobile)
    await suite.database.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.mobile, mobile))
    expect(errorOf(await verify(mobile, suite.test.sms.codeFor(mobile))).code).toBe('OTP_EXPIRED')
  })

  it('answers a number that never got a code exactly as an expired code', async () => {
    const response = await verify(freshMobile(), '1234')
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toEqual({
      statusCode: 400,
      code: 'OTP_EXPIRED',
      message: 'This OTP has expired or was already used. Please request a new OTP.',
    })
  })

  it('speaks the request language', async () => {
    const response = await post(
      '/api/login/otp/verify/',
      { mobile_no: freshMobile(), otp: '1234' },
      { 'accept-language': 'te' },
    )
    expect(errorOf(response).message).toBe('ఈ OTP గడువు ముగిసింది లేదా ఇప్పటికే వాడారు. దయచేసి కొత్త OTP అడగండి.')
  })

  it.each([
    ['123', 'Please enter OTP'],
    ['12.3', 'Please enter valid OTP'],
    ['abcd', 'Please enter valid OTP'],
  ])('refuses the code %j with the spec message', async (otp, message) => {
    const response = await verify(freshMobile(), otp)
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_ERROR', message })
  })

  it('logs in test numbers with their fixed code, without sending anything', async () => {
    const sent = suite.test.sms.sent.length
    expect((await generate('9999999999')).statusCode).toBe(200)
    expect(suite.test.sms.sent.length).toBe(sent)
    expect((await verify('9999999999', '4321')).statusCode).toBe(200)
  })
})

describe('POST /api/login/otp/logout/', () => {
  it('ends the session and clears both cookies', async () => {
    const { cookie, userId } = await login(suite.test)
    const response = await post('/api/login/otp/logout/', {}, csrfHeaders(cookie))
    expect(response.statusCode).toBe(200)
    const cleared = response.cookies.filter((each) => each.name === 'session' || each.name === 'user_id')
    expect(cleared.map((each) => each.name).sort()).toEqual(['session', 'user_id'])
    for (const each of cleared) expect(each.value).toBe('')
    const after = await suite.test.app.inject({
      url: `/api/classifieds/job_seeker/${userId}/status/`,
      headers: { cookie },
    })
    expect(after.statusCode).toBe(401)
    expect(errorOf(after).code).toBe('NOT_LOGGED_IN')
  })

  it('answers 200 without a session too', async () => {
    expect((await post('/api/login/otp/logout/', {})).statusCode).toBe(200)
  })
})

describe('POST /api/login/otp/verify-enterprise/ (more in test/routes/api/user/tokens.test.ts)', () => {
  it('checks the code first: a wrong code is the same 400 as on /verify/, whoever the number is', async () => {
    const response = await post('/api/login/otp/verify-enterprise/', { mobile_no: '9876543210', otp: '1234' })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).code).toBe('OTP_EXPIRED')
  })
})

describe('CSRF (double submit)', () => {
  it('sets a readable csrftoken cookie on a private answer to a request without one', async () => {
    const response = await suite.test.app.inject({ url: '/api/classifieds/job_seeker/applications/' })
    expect(response.statusCode).toBe(401)
    const cookie = response.cookies.find((each) => each.name === 'csrftoken')
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' })
    expect(cookie?.httpOnly).toBeFalsy()
    const again = await suite.test.app.inject({
      url: '/api/classifieds/job_seeker/applications/',
      headers: { cookie: `csrftoken=${cookie?.value}` },
    })
    expect(again.cookies.find((each) => each.name === 'csrftoken')).toBeUndefined()
  })

  it('never sets it on a public, cacheable answer (a CDN would share it) nor on health probes', async () => {
    for (const url of ['/api/common/public/v1/states/', '/api/health', '/api/ready']) {
      const response = await suite.test.app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['set-cookie']).toBeUndefined()
    }
  })

  it('sets it on the refusal, so the client can retry once with it', async () => {
    const refused = await suite.test.app.inject({ method: 'POST', url: '/api/login/otp/logout/' })
    expect(refused.statusCode).toBe(403)
    const token = refused.cookies.find((each) => each.name === 'csrftoken')?.value ?? ''
    const retried = await suite.test.app.inject({
      method: 'POST',
      url: '/api/login/otp/logout/',
      headers: { cookie: `csrftoken=${token}`, 'x-csrftoken': token },
    })
    expect(retried.statusCode).toBe(200)
  })

  it.each([
    ['no cookie and no header', {}],
    ['a cookie but no header', { cookie: `csrftoken=${CSRF_TOKEN}` }],
    ['a header but no cookie', { 'x-csrftoken': CSRF_TOKEN }],
    [
      'a header that differs from the cookie',
      { cookie: `csrftoken=${CSRF_TOKEN}`, 'x-csrftoken': `${CSRF_TOKEN.slice(1)}x` },
    ],
  ])(
    'refuses a state-changing request with %s: 403 CSRF_FAILED, and nothing is sent',
    async (_name, headers) => {
      const sent = suite.test.sms.sent.length
      const response = await suite.test.app.inject({
        method: 'POST',
        url: '/api/login/otp/generate/',
        headers,
        payload: { mobile_no: freshMobile() },
      })
      expect(response.statusCode).toBe(403)
      expect(errorOf(response)).toMatchObject({
        code: 'CSRF_FAILED',
        message: expect.stringContaining('CSRF'),
      })
      expect(suite.test.sms.sent.length).toBe(sent)
    },
  )

  it('exempts requests that carry a bearer token (advertisers, the web view app token)', async () => {
    for (const headers of [
      { authorization: 'Bearer abc.def.ghi' },
      { 'jwt-authorization': 'Bearer abc.def.ghi' },
    ]) {
      const response = await suite.test.app.inject({ method: 'POST', url: '/api/login/otp/logout/', headers })
      expect(response.statusCode).toBe(200)
    }
  })
})

describe('fuzzing: no input gets a 5xx', () => {
  beforeEach(() => {
    suite.test.sms.failing = false
  })

  it.each([
    ['/api/login/otp/generate/', ['mobile_no']],
    ['/api/login/otp/resend/', ['mobile_no']],
    ['/api/login/otp/verify/', ['mobile_no', 'otp', 'wa_optin']],
    ['/api/login/otp/verify-enterprise/', ['mobile_no', 'otp', 'wa_optin']],
    ['/api/login/otp/logout/', []],
  ])('POST %s', async (url, keys) => {
    await assertNo5xx(suite.test.app, bodyWith(keys).map(jsonRequest('POST', url)), 80)
  })

  it('raw bodies and content types', async () => {
    const requests = fc
      .tuple(
        fc.constantFrom('/api/login/otp/generate/', '/api/login/otp/verify/'),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
        ),
        fc.string({ maxLength: 200 }),
      )
      .map(([url, type, payload]) => ({
        method: 'POST' as const,
        url,
        headers: { ...csrfHeaders(), 'content-type': type },
        payload,
      }))
    await assertNo5xx(suite.test.app, requests, 80)
  })
})
