import type { AddressInfo } from 'node:net'
import { createApiClient } from '@localjobs/api-client/client'
import { getDraft, saveDraft } from '@localjobs/api-client/submissions/draft'
import { fromWire } from '@localjobs/api-client/submissions/form-mapping'
import { memoryTokenStore } from '@localjobs/api-client/token-store'
import { translate } from '@localjobs/validation/messages'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { signInAdvertiser } from '../helpers/advertisers.ts'
import { buildTestApp, csrfCookie, type TestApp } from '../helpers/app.ts'
import { createTestDatabase } from '../helpers/database.ts'

/**
 * The api-client's getDraft and saveDraft against the API listening on a free port: the multipart body the
 * client builds is the one the API reads, in every form version, and a save survives a token refresh.
 */
const ACCESS_TTL_SECONDS = 3
let database: Database
let test: TestApp
let baseUrl = ''

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 20 })
  test = await buildTestApp(database, { env: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL_SECONDS) } })
  await test.app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}/api`
})

afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

function clientFor(tokens: { access: string; refresh: string }, locale: 'en' | 'hi' | 'te' = 'en') {
  const requests: string[] = []
  const client = createApiClient({
    baseUrl,
    locale,
    bridge: null,
    headers: { cookie: csrfCookie },
    cookies: () => csrfCookie,
    tokenStore: memoryTokenStore({ access: tokens.access, refresh: tokens.refresh }),
    isOnline: () => true,
    fetch: async (input, init) => {
      const request = new Request(input, init)
      requests.push(`${request.method} ${new URL(request.url).pathname}`)
      return fetch(request)
    },
  })
  return { client, requests }
}

/** The form as the post-job form's code holds it: numbers and booleans, not text. */
const STEP_1 = {
  job_category: 3,
  job_title_id: 41,
  primary_job_role: 7,
  job_type: 1,
  constituency: 31,
  job_location_city: 31,
  preferred_location: 148,
  posting_locations: [31],
  openings_count: 2,
  salary_min: 15000,
  salary_max: 20000,
  shift_timing: 1,
  fees_charged: 87,
}
const STEP_2 = {
  qualification: 2,
  experience: 1,
  preferred_gender: 3,
  preferred_languages: [1, 3],
  assets: [5],
  mobile_no: '9876543210',
  is_whatsapp_number: true,
  contact_preference: 1,
  poster_role: 'EMPLOYER',
}

describe('the api-client saves and reads drafts the API understands', () => {
  it.each([1, 2, 3] as const)(
    'form version %i: two steps saved, read back, mapped back to the form',
    async (version) => {
      const advertiser = await signInAdvertiser(test)
      const { client } = clientFor(advertiser)
      const base = { location: 9, version, user: advertiser.userId, phone_number: advertiser.mobile }
      const first = await saveDraft(client, { ...base, step: 1, form: STEP_1, experiment_payment: 1 })
      expect(first.kind, JSON.stringify(first)).toBe('ok')
      const second = await saveDraft(client, { ...base, step: 2, form: STEP_2 })
      expect(second.kind, JSON.stringify(second)).toBe('ok')
      const read = await getDraft(client, { location_id: 9 })
      expect(read.kind).toBe('ok')
      if (read.kind !== 'ok') return
      const draft = read.data.data.draft
      expect(draft).toMatchObject({ step: 2, form_version: version, submission_type: 'web' })
      expect(fromWire(draft?.values ?? {}, version)).toEqual({ ...STEP_1, ...STEP_2 })
      expect(read.data.data.context.locations.states.length).toBeGreaterThan(0)
    },
  )

  it("a refusal comes back as the client's error with each field, in the client's language", async () => {
    const advertiser = await signInAdvertiser(test)
    const { client } = clientFor(advertiser, 'hi')
    const refused = await saveDraft(client, {
      step: 1,
      location: 9,
      user: advertiser.userId,
      phone_number: advertiser.mobile,
      form: { ...STEP_1, salary_max: 9000 },
    })
    expect(refused.kind).toBe('http-error')
    if (refused.kind !== 'http-error') return
    expect(refused.status).toBe(400)
    expect(refused.body.details).toEqual([
      { path: 'salary_max', message: translate('salaryMaxBelowMin', 'hi') },
    ])
  })

  it('a save after the access token expired is refreshed once and sent again, whole', async () => {
    const advertiser = await signInAdvertiser(test)
    const { client, requests } = clientFor(advertiser)
    await new Promise((resolve) => setTimeout(resolve, ACCESS_TTL_SECONDS * 1000 + 1100))
    const saved = await saveDraft(client, {
      step: 2,
      location: 9,
      user: advertiser.userId,
      phone_number: advertiser.mobile,
      form: STEP_2,
    })
    expect(saved.kind, JSON.stringify(saved)).toBe('ok')
    expect(requests).toEqual([
      'POST /api/submissions/draft/',
      'POST /api/user/token/refresh/',
      'POST /api/submissions/draft/',
    ])
    if (saved.kind === 'ok') expect(fromWire(saved.data.draft.values, 3)).toEqual(STEP_2)
  })
})
