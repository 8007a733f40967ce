import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import { describe, expect, it } from 'vitest'
import { appPerFile, buildTestApp, csrfHeaders, freshMobile } from '../../../helpers/app.ts'
import { challengeRequired, solve } from '../../../helpers/challenge.ts'
import { assertNo5xx, bodyWith, jsonRequest } from '../../../helpers/fuzz.ts'

const SEND_SMS = '/api/notifications/send_sms/'
const suite = appPerFile({
  env: { APP_DOWNLOAD_URL: 'https://apps.example.test/localjobs', ALTCHA_COST: '10' },
})

const send = (payload: unknown, remoteAddress = '10.1.0.1', headers = csrfHeaders()) =>
  suite.test.app.inject({
    method: 'POST',
    url: SEND_SMS,
    headers,
    payload: payload as Record<string, unknown>,
    remoteAddress,
  })

describe('POST /api/notifications/send_sms/ (send app link)', () => {
  it("texts the app's download link through the SMS provider", async () => {
    const mobile = freshMobile()
    const response = await send({ mobile_no: mobile })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'We have sent the app link to your phone.' })
    expect(suite.test.sms.lastTo(mobile)).toMatchObject({
      kind: 'app_link',
      text: expect.stringContaining('https://apps.example.test/localjobs'),
    })
  })

  it('limits texts to 3 per number a day (429 with Retry-After)', async () => {
    const mobile = freshMobile()
    for (let i = 0; i < 3; i++) expect((await send({ mobile_no: mobile }, '10.1.0.2')).statusCode).toBe(200)
    const overNumber = await send({ mobile_no: mobile }, '10.1.0.3')
    expect(overNumber.statusCode).toBe(429)
    expect(Number(overNumber.headers['retry-after'])).toBeGreaterThan(3600)
  })

  it('past 10 texts an hour from one address, each needs a solved challenge (decision 011)', async () => {
    for (let i = 0; i < 10; i++)
      expect((await send({ mobile_no: freshMobile() }, '10.1.1.4')).statusCode).toBe(200)
    const mobile = freshMobile()
    const { challenge, reason } = challengeRequired(await send({ mobile_no: mobile }, '10.1.1.4'))
    expect(reason).toBe('missing')
    expect(suite.test.sms.lastTo(mobile)).toBeUndefined()
    const answered = await send({ mobile_no: mobile, altcha: await solve(challenge) }, '10.1.1.4')
    expect(answered.statusCode).toBe(200)
    expect(suite.test.sms.lastTo(mobile)?.kind).toBe('app_link')

    // The hard ceiling (100) is the same mechanism as the OTP one, tested in login/otp-challenge.test.ts.
  })

  it('refuses a malformed number with 400, a missing CSRF header with 403, a gateway outage with 503', async () => {
    expect((await send({ mobile_no: '12345' }, '10.1.0.5')).statusCode).toBe(400)
    expect(
      (await send({ mobile_no: freshMobile() }, '10.1.0.5', {} as ReturnType<typeof csrfHeaders>)).statusCode,
    ).toBe(403)
    suite.test.sms.failing = true
    try {
      const response = await send({ mobile_no: freshMobile() }, '10.1.0.5')
      expect(response.statusCode).toBe(503)
      expect((response.json() as ApiErrorBody).code).toBe('SMS_UNAVAILABLE')
    } finally {
      suite.test.sms.failing = false
    }
  })

  it('fuzzing: no input gets a 5xx', async () => {
    const fuzzed = await buildTestApp(suite.database)
    try {
      await assertNo5xx(
        fuzzed.app,
        bodyWith(['mobile_no', 'altcha', 'text']).map(jsonRequest('POST', SEND_SMS)),
        100,
      )
    } finally {
      await fuzzed.app.close()
    }
  })
})
