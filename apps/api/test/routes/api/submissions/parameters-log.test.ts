import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import type { AdvertiserParametersLogBody } from '@localjobs/api-client/submissions/types'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { advertiserParameterLogs } from '#src/db/schema.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { bearer, signInAdvertiser } from '../../../helpers/advertisers.ts'
import { buildTestApp, csrfHeaders, login, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { assertNo5xx, bodyWith, jsonValue } from '../../../helpers/fuzz.ts'

const LOG = '/api/submissions/advertisers_parameters_log/'

let database: Database
let test: TestApp

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 0 })
  test = await buildTestApp(database)
})

afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const BODY: AdvertiserParametersLogBody = {
  event_name: 'job_posted',
  platform: 'web',
  utm: { utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'hyd-delivery' },
  extra: { google_client_id: 'GA1.1.123.456', meta_browser_id: 'fb.1.1700000000.987', click_id: 'gclid-abc' },
}

const send = (access: string, body: unknown) =>
  test.app.inject({
    method: 'POST',
    url: LOG,
    headers: { ...bearer(access), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })

const logsOf = async (userId: number) => {
  const advertiserId = (await test.app.identity.identityOf(userId))?.advertiser?.id ?? 0
  return test.app.database.db
    .select()
    .from(advertiserParameterLogs)
    .where(eq(advertiserParameterLogs.advertiserId, advertiserId))
}

describe('POST /api/submissions/advertisers_parameters_log/', () => {
  it('appends one row with the advertiser and the time (204)', async () => {
    const advertiser = await signInAdvertiser(test)
    const response = await send(advertiser.access, BODY)
    expect(response.statusCode, response.body).toBe(204)
    expect(await send(advertiser.access, { ...BODY, utm: {}, extra: {} })).toMatchObject({ statusCode: 204 })
    const rows = await logsOf(advertiser.userId)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({
      eventName: 'job_posted',
      platform: 'web',
      utmSource: 'facebook',
      utmMedium: 'cpc',
      utmCampaign: 'hyd-delivery',
      googleClientId: 'GA1.1.123.456',
      metaBrowserId: 'fb.1.1700000000.987',
      clickId: 'gclid-abc',
      createdAt: expect.any(Date),
    })
    expect(rows[1]).toMatchObject({ utmSource: null, clickId: null })
  })

  it.each([
    ['an unknown key', { ...BODY, ip: '1.2.3.4' }],
    ['a utm key other than the three', { ...BODY, utm: { utm_term: 'x' } }],
    ['an unknown platform', { ...BODY, platform: 'ios' }],
    ['a long event name', { ...BODY, event_name: 'e'.repeat(65) }],
    ['a huge click id', { ...BODY, extra: { click_id: 'x'.repeat(5000) } }],
    ['a number for a text', { ...BODY, utm: { utm_source: 5 } }],
    ['no extra', { event_name: 'job_posted', platform: 'web', utm: {} }],
  ])('%s is a 400 and logs nothing', async (_name, body) => {
    const advertiser = await signInAdvertiser(test)
    const response = await send(advertiser.access, body)
    expect(response.statusCode).toBe(400)
    expect(response.json<ApiErrorBody>().code).toBe('VALIDATION_ERROR')
    expect(await logsOf(advertiser.userId)).toHaveLength(0)
  })

  it('no token and a seeker session are refused (401)', async () => {
    const seeker = await login(test)
    for (const headers of [csrfHeaders(seeker.cookie), csrfHeaders()]) {
      const response = await test.app.inject({
        method: 'POST',
        url: LOG,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(BODY),
      })
      expect(response.statusCode).toBe(401)
    }
  })

  it(`more than ${LIMITS.parametersLogPerAdvertiserHour.limit} an hour: 429`, async () => {
    const advertiser = await signInAdvertiser(test)
    for (let i = 0; i < LIMITS.parametersLogPerAdvertiserHour.limit; i++)
      expect((await send(advertiser.access, BODY)).statusCode).toBe(204)
    const limited = await send(advertiser.access, BODY)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('fuzzing: no body makes it answer a 5xx', async () => {
    const advertiser = await signInAdvertiser(test)
    const body = fc.oneof(
      bodyWith(['event_name', 'platform', 'utm', 'extra']),
      fc.record({
        event_name: fc.constantFrom('job_posted', '', 'x'.repeat(100)),
        platform: fc.constantFrom('web', 'jobs_wbv', 'x'),
        utm: bodyWith(['utm_source', 'utm_medium', 'utm_campaign']),
        extra: bodyWith(['google_client_id', 'meta_browser_id', 'click_id']),
      }),
      jsonValue,
    )
    await assertNo5xx(
      test.app,
      body.map((payload) => ({
        method: 'POST' as const,
        url: LOG,
        headers: { ...bearer(advertiser.access), 'content-type': 'application/json' },
        payload: JSON.stringify(payload) ?? 'null',
      })),
      50,
    )
  })
})
