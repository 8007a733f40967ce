import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#src/app.ts'
import type { Database } from '#src/db/database.ts'
import { loadEnv } from '#src/env.ts'
import { newPrivateKeyPem } from '#src/lib/access-token.ts'
import { LogSmsSender } from '#src/services/sms.ts'
import { csrfHeaders, freshMobile, testEnv } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, queryWith } from '../../../helpers/fuzz.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.close()
})

const OUTBOX = '/api/dev/sms-outbox/'

describe('GET /api/dev/sms-outbox/ (development and tests only)', () => {
  it('reads the last SMS the log provider wrote, code included, and the outbox file has it too', async () => {
    const env = testEnv({ DEV_SMS_OUTBOX: 'true' })
    const app = buildApp({ db: database, env })
    try {
      const mobile = freshMobile()
      expect((await app.inject({ url: `${OUTBOX}?mobile_no=${mobile}` })).statusCode).toBe(404)
      await app.inject({
        method: 'POST',
        url: '/api/login/otp/generate/',
        headers: csrfHeaders(),
        payload: { mobile_no: mobile },
      })
      const response = await app.inject({ url: `${OUTBOX}?mobile_no=${mobile}` })
      expect(response.statusCode).toBe(200)
      const sms = response.json() as { to: string; kind: string; otp: string; text: string }
      expect(sms).toMatchObject({ to: mobile, kind: 'otp', otp: expect.stringMatching(/^\d{4}$/) })
      const verified = await app.inject({
        method: 'POST',
        url: '/api/login/otp/verify/',
        headers: csrfHeaders(),
        payload: { mobile_no: mobile, otp: sms.otp },
      })
      expect(verified.statusCode).toBe(200)
      const lines = (await readFile(join(env.SMS_OUTBOX_DIR, 'sms.jsonl'), 'utf8')).trim().split('\n')
      expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ to: mobile, text: sms.text })
      expect((await app.inject({ url: `${OUTBOX}?mobile_no=12` })).statusCode).toBe(400)
    } finally {
      await app.close()
    }
  })

  it('waits up to wait_ms for a text that goes out after the call (a queued code), and no longer', async () => {
    const app = buildApp({ db: database, env: testEnv({ DEV_SMS_OUTBOX: 'true' }) })
    try {
      await app.ready()
      const mobile = freshMobile()
      const started = Date.now()
      const none = await app.inject({ url: `${OUTBOX}?mobile_no=${mobile}&wait_ms=300` })
      expect(none.statusCode).toBe(404)
      expect(Date.now() - started).toBeGreaterThanOrEqual(300)
      setTimeout(() => void app.sms.send({ to: mobile, text: '4821 is your code', kind: 'otp' }), 200)
      const later = await app.inject({ url: `${OUTBOX}?mobile_no=${mobile}&wait_ms=5000` })
      expect(later.statusCode).toBe(200)
      expect(later.json()).toMatchObject({ to: mobile, otp: '4821' })
      expect((await app.inject({ url: `${OUTBOX}?mobile_no=${mobile}&wait_ms=5001` })).statusCode).toBe(400)
    } finally {
      await app.close()
    }
  })

  it('is absent unless DEV_SMS_OUTBOX=true', async () => {
    const app = buildApp({ db: database, env: testEnv() })
    try {
      const response = await app.inject({ url: `${OUTBOX}?mobile_no=9876543210` })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: expect.stringContaining('No API route matches'),
      })
    } finally {
      await app.close()
    }
  })

  it('is absent in production even when DEV_SMS_OUTBOX is set (which env.ts refuses anyway)', async () => {
    const production = loadEnv({
      NODE_ENV: 'production',
      OTP_SECRET: 'p'.repeat(40),
      ALTCHA_HMAC_KEY: 'a'.repeat(40),
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.test/send',
      SMS_HTTP_TOKEN: 'token',
      JWT_PRIVATE_KEY: newPrivateKeyPem(),
      SIGNED_URL_SECRET: 's'.repeat(40),
      PAYMENTS_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_Abcdef01234567',
      RAZORPAY_KEY_SECRET: 'live-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
      GST_SELLER_NAME: 'LocalJobs Private Limited',
      GST_SELLER_ADDRESS: '1 Main Road, Hyderabad, Telangana 500001',
      GST_SELLER_GSTIN: '36ABCDE1234F1Z5',
    })
    const app = buildApp({
      db: database,
      env: { ...production, DEV_SMS_OUTBOX: true },
      services: { sms: new LogSmsSender(testEnv().SMS_OUTBOX_DIR, { info: () => undefined }) },
    })
    try {
      expect((await app.inject({ url: `${OUTBOX}?mobile_no=9876543210` })).statusCode).toBe(404)
      expect(app.hasRoute({ method: 'GET', url: OUTBOX })).toBe(false)
    } finally {
      await app.close()
    }
  })
})

describe('fuzzing: no input gets a 5xx', () => {
  it('GET /api/dev/sms-outbox/', async () => {
    const app = buildApp({ db: database, env: testEnv({ DEV_SMS_OUTBOX: 'true' }) })
    try {
      await assertNo5xx(
        app,
        queryWith(['mobile_no']).map((query) => ({ method: 'GET' as const, url: `${OUTBOX}?${query}` })),
        60,
      )
    } finally {
      await app.close()
    }
  })
})
