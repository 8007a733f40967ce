import type { AddressInfo } from 'node:net'
import { createApiClient } from '@localjobs/api-client/client'
import { createSubmission } from '@localjobs/api-client/submissions/create'
import type { PostJobFormValues } from '@localjobs/api-client/submissions/form-mapping'
import {
  getFirstTimeAdvertiser,
  getSubmissionFilters,
  getSubmissions,
} from '@localjobs/api-client/submissions/list'
import { logAdvertiserParameters } from '@localjobs/api-client/submissions/parameters-log'
import { memoryTokenStore } from '@localjobs/api-client/token-store'
import { translate } from '@localjobs/validation/messages'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { signInAdvertiser } from '../helpers/advertisers.ts'
import { buildTestApp, csrfCookie, type TestApp } from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'
import { referencePost } from '../helpers/submissions.ts'

/**
 * The api-client's create, list and log calls against the API listening on a free port: the multipart body
 * createSubmission builds (form version 3, a logo Blob, the Idempotency-Key) is the one the API reads, and
 * the post then shows in the client's list.
 */
let database: Database
let test: TestApp
let baseUrl = ''
let FORM: PostJobFormValues

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 5 })
  test = await buildTestApp(database)
  await test.app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}/api`
  const ref = await referencePost(test)
  // The form as the post-job form's code holds it: numbers and booleans, not text.
  FORM = {
    job_category: ref.categoryId,
    job_title_id: ref.titleId,
    primary_job_role: ref.roleId,
    job_type: 1,
    constituency: 9,
    job_location_city: 9,
    preferred_location: 147,
    openings_count: 3,
    salary_min: 15000,
    salary_max: 20000,
    shift_timing: 1,
    fees_charged: 87,
    qualification: 2,
    experience: 0,
    preferred_gender: 3,
    preferred_languages: [1, 3],
    mobile_no: '9876543210',
    is_whatsapp_number: true,
    contact_preference: 1,
    poster_role: 'FROM_COMPANY',
    advertiser_company_name: 'Krishna Traders',
    company_size: 1,
    company_type: 2,
    is_consultancy_name: false,
    plan: 2,
    title: 'Shop assistant',
  }
})

afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

function clientFor(tokens: { access: string; refresh: string }, locale: 'en' | 'hi' | 'te' = 'en') {
  return createApiClient({
    baseUrl,
    locale,
    bridge: null,
    headers: { cookie: csrfCookie },
    cookies: () => csrfCookie,
    tokenStore: memoryTokenStore({ access: tokens.access, refresh: tokens.refresh }),
    isOnline: () => true,
    fetch: (input, init) => fetch(new Request(input, init)),
  })
}

describe('the api-client creates posts the API understands, then lists them', () => {
  it('createSubmission (version 3, with a logo) creates once per key; getSubmissions lists it', async () => {
    const advertiser = await signInAdvertiser(test)
    const client = clientFor(advertiser)
    expect(await getFirstTimeAdvertiser(client, {})).toMatchObject({
      kind: 'ok',
      data: { first_time_advertiser: true },
    })
    const logo = new Blob(
      [
        new Uint8Array(
          await sharp({ create: { width: 80, height: 80, channels: 3, background: '#0a0' } })
            .png()
            .toBuffer(),
        ),
      ],
      { type: 'image/png' },
    )
    const idempotencyKey = crypto.randomUUID()
    const input = { version: 3 as const, form: { ...FORM, job_company_logo: logo }, idempotencyKey }
    const created = await createSubmission(client, input)
    expect(created.kind, JSON.stringify(created)).toBe('ok')
    if (created.kind !== 'ok') return
    expect(created.data).toMatchObject({
      status: 'approval_pending',
      message: expect.stringContaining('in review'),
    })
    // a retry of the same submit (the network dropped the answer) answers the same post
    const retried = await createSubmission(client, input)
    expect(retried).toMatchObject({ kind: 'ok', data: { id: created.data.id } })

    const page = await getSubmissions(client, {})
    expect(page.kind).toBe('ok')
    if (page.kind !== 'ok') return
    expect(page.data.results).toHaveLength(1)
    expect(page.data.results[0]).toMatchObject({
      id: created.data.id,
      title: 'Shop assistant',
      status: 'approval_pending',
      openings_count: 3,
      location: { id: 9 },
      payment_type: 'pay_later',
    })
    const pending = await getSubmissions(client, { status: ['approval_pending'], limit: 5 })
    expect(pending).toMatchObject({ kind: 'ok', data: { hasMore: false } })
    const filters = await getSubmissionFilters(client, {})
    expect(filters.kind === 'ok' && filters.data.filters.find((filter) => filter.key === 'all')?.count).toBe(
      1,
    )
    expect(await getFirstTimeAdvertiser(client, {})).toMatchObject({ data: { first_time_advertiser: false } })
    const logged = await logAdvertiserParameters(client, {
      event_name: 'job_posted',
      platform: 'web',
      utm: { utm_source: 'whatsapp' },
      extra: {},
    })
    expect(logged.kind, JSON.stringify(logged)).toBe('ok')
  })

  it("a refusal comes back as the client's error with each field, in the client's language", async () => {
    const advertiser = await signInAdvertiser(test)
    const refused = await createSubmission(clientFor(advertiser, 'te'), {
      version: 3,
      form: { ...FORM, salary_max: 9000 },
      idempotencyKey: crypto.randomUUID(),
    })
    expect(refused.kind).toBe('http-error')
    if (refused.kind !== 'http-error') return
    expect(refused.status).toBe(400)
    expect(refused.body.details).toEqual([
      { path: 'salary_max', message: translate('salaryMaxBelowMin', 'te') },
    ])
  })
})
