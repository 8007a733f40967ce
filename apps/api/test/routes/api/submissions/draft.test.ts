import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import {
  type FormVersion,
  fromWire,
  type PostJobFormValues,
  toFormData,
  toWire,
} from '@localjobs/api-client/submissions/form-mapping'
import type { DraftResponse, DraftSaved } from '@localjobs/api-client/submissions/types'
import {
  CONTACT_PREFERENCE_WHATSAPP,
  FEE_REASON_OTHER,
  FEES_CHARGED_YES_ID,
  type Locale,
  POSTER_ROLE_AGENCY,
  PREFERRED_LOCATION_IN_DISTRICT_ID,
} from '@localjobs/validation/constants'
import { type MessageKey, translate } from '@localjobs/validation/messages'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { bearer, createEnterprise, signInAdvertiser, signInEnterprise } from '../../../helpers/advertisers.ts'
import { buildTestApp, csrfHeaders, login, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { multipart } from '../../../helpers/files.ts'
import { assertNo5xx, queryWith } from '../../../helpers/fuzz.ts'

const DRAFT = '/api/submissions/draft/'
const CONTEXT_QUERY = '?location_id=9&en=0'

let database: Database
let test: TestApp

beforeAll(async () => {
  // The reference data (states, cities, categories) the form's context is read from.
  database = await createTestDatabase({ jobs: 20 })
  test = await buildTestApp(database)
})

afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

/** A multipart body exactly as the api-client's saveDraft builds it (toWire, then toFormData). */
async function draftBody(
  step: number,
  form: PostJobFormValues,
  extra: Record<string, string | number> = {},
  version: FormVersion = 3,
) {
  const request = new Request('http://localhost/', {
    method: 'POST',
    body: toFormData({ ...toWire(form, version), 'page-no': step, form_version: version, ...extra }),
  })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  }
}

async function save(
  access: string,
  step: number,
  form: PostJobFormValues,
  options: { extra?: Record<string, string | number>; version?: FormVersion; locale?: Locale } = {},
) {
  const body = await draftBody(step, form, options.extra, options.version)
  return test.app.inject({
    method: 'POST',
    url: `${DRAFT}?location=9&en=0&locale=${options.locale ?? 'en'}`,
    headers: { ...bearer(access), 'app-type': 'web', 'content-type': body.contentType },
    payload: body.payload,
  })
}

const read = (access: string, query = CONTEXT_QUERY, language = 'en') =>
  test.app.inject({ url: `${DRAFT}${query}`, headers: { ...bearer(access), 'accept-language': language } })

/** Step 1 as a person fills it in: text from the inputs. */
const JOB_DETAILS: PostJobFormValues = {
  job_category: '3',
  job_title_id: '41',
  job_title: 'Delivery Executive',
  primary_job_role: '7',
  job_type: '1',
  constituency: '9',
  job_location_city: '9',
  job_location_locality: '120',
  preferred_location: '148',
  posting_locations: ['9', '31'],
  openings_count: '4',
  salary_min: '12000',
  salary_max: '18000',
  shift_timing: '2',
  fees_charged: '86',
  fee_amount: '500',
  fee_reason: ['UNIFORM', 'OTHER_REASON'],
  fee_reason_other: 'ID card',
}

const REQUIREMENTS: PostJobFormValues = {
  qualification: '2',
  experience: '1',
  preferred_gender: '3',
  min_preferred_age: '18',
  max_preferred_age: '35',
  preferred_languages: [1, 2],
  assets: [5],
  mobile_no: '9876543210',
  is_whatsapp_number: 'true',
  contact_preference: '1',
  poster_role: 'FROM_JOB_AGENCY',
}

const COMPANY: PostJobFormValues = {
  advertiser_company_name: 'Godavari Foods',
  company_size: '2',
  company_type: '1',
  is_consultancy_name: 'false',
  agency_name: 'Sri Sai Placements',
  company_email: 'jobs@godavarifoods.example',
}

const errorsOf = (body: ApiErrorBody) =>
  Object.fromEntries((body.details ?? []).map((detail) => [detail.path, detail.message]))

describe('GET /api/submissions/draft/: the form context and the saved draft', () => {
  let access = ''
  beforeAll(async () => {
    access = (await signInAdvertiser(test)).access
  })

  it('answers the option lists from the database and no draft yet, privately', async () => {
    const response = await read(access)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const { data } = response.json<DraftResponse>()
    expect(data.draft).toBeNull()
    const reference = await test.app.referenceData.get()
    expect(data.context.job_category.content_value.map((value) => value.id).sort((a, b) => a - b)).toEqual(
      [...reference.categoriesById.keys()].sort((a, b) => a - b),
    )
    expect(data.context.salary.content_value[0]).toEqual({
      id: expect.any(Number),
      title: expect.stringContaining('₹'),
    })
    expect(data.context.locations.states).toContainEqual({
      id: 91,
      title: 'Telangana',
      state: 'Telangana',
      short_name: 'TS',
    })
  })

  it('answers every other option list, with the ids the rules name among them', async () => {
    const { options } = (await read(access)).json<DraftResponse>().data.context
    const ids = (list: readonly { id: number | string }[]) => list.map((option) => option.id)
    expect(ids(options.fees_charged)).toContain(FEES_CHARGED_YES_ID)
    expect(ids(options.preferred_location)).toContain(PREFERRED_LOCATION_IN_DISTRICT_ID)
    expect(ids(options.contact_preference)).toContain(CONTACT_PREFERENCE_WHATSAPP)
    expect(ids(options.fee_reason)).toContain(FEE_REASON_OTHER)
    expect(ids(options.poster_role)).toContain(POSTER_ROLE_AGENCY)
    for (const [field, list] of Object.entries(options)) {
      expect(list.length, field).toBeGreaterThan(1)
      expect(new Set(ids(list)).size, field).toBe(list.length)
      for (const option of list) expect(option.title.trim(), field).not.toBe('')
    }
    const telugu = (await read(access, CONTEXT_QUERY, 'te')).json<DraftResponse>().data.context.options
    expect(telugu.contact_preference.find((option) => option.id === 2)?.title).toBe('ఫోన్ కాల్')
    expect(telugu.job_type.map((option) => option.id)).toEqual(ids(options.job_type))
  })

  it('titles come in Accept-Language (state keeps the English name); en=1 asks for English', async () => {
    const telugu = (await read(access, CONTEXT_QUERY, 'te')).json<DraftResponse>()
    expect(telugu.data.context.locations.states).toContainEqual({
      id: 91,
      title: 'తెలంగాణ',
      state: 'Telangana',
      short_name: 'TS',
    })
    const english = (await read(access, '?location_id=9&en=1', 'te')).json<DraftResponse>()
    expect(english.data.context.locations.states.find((state) => state.id === 91)?.title).toBe('Telangana')
  })

  it.each([
    ['?location_id=999999', 404],
    ['?location_id=9&state_id=999999', 404],
    ['?location_id=9&state_id=91', 200],
    ['?en=0', 400],
    ['?location_id=abc', 400],
    ['?location_id=9&page=2', 400],
    ['?location_id=9&submission_type=web', 400],
  ])('%s answers %i', async (query, status) => {
    const response = await read(access, query)
    expect(response.statusCode).toBe(status)
    if (status !== 200) expect(response.json<ApiErrorBody>().code).toEqual(expect.any(String))
  })

  it('refuses callers without an advertiser token: anonymous 401, a seeker 401', async () => {
    expect((await test.app.inject({ url: `${DRAFT}${CONTEXT_QUERY}` })).statusCode).toBe(401)
    const seeker = await login(test)
    const response = await test.app.inject({
      url: `${DRAFT}${CONTEXT_QUERY}`,
      headers: { cookie: seeker.cookie },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('POST /api/submissions/draft/: saving step by step', () => {
  let access = ''
  let userId = 0
  beforeAll(async () => {
    const advertiser = await signInAdvertiser(test)
    access = advertiser.access
    userId = advertiser.userId
  })

  it('round trip in wire names: step 1 is saved as the form version names it and read back the same', async () => {
    const saved = await save(access, 1, JOB_DETAILS, {
      extra: { user: userId, phone_number: '9876543210', submission_type: 'web', experiment_payment: 0 },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.headers['cache-control']).toBe('private, no-store')
    const { draft, message } = saved.json<DraftSaved>()
    expect(message).toBe('Draft saved.')
    expect(draft).toMatchObject({ step: 1, form_version: 3, submission_type: 'web' })
    // version 3 renames the table's fields; values come back parsed (numbers, lists)
    expect(draft.values).toEqual({
      job_category: 3,
      job_title_id: 41,
      job_title: 'Delivery Executive',
      primary_job_role: 7,
      job_type: 1,
      job_place: 9,
      job_location_city: 9,
      job_location_locality: 120,
      job_candidate_location_preference: 148,
      posting_locations: [9, 31],
      openings_count: 4,
      job_monthly_salary_min: 12000,
      job_monthly_salary_max: 18000,
      job_shift: 2,
      job_fee: 86,
      job_fee_amount: 500,
      job_fee_reason: ['UNIFORM', 'OTHER_REASON'],
      fee_reason_other: 'ID card',
    })
    const again = (await read(access)).json<DraftResponse>()
    expect(again.data.draft).toEqual(draft)
    expect(fromWire(again.data.draft?.values ?? {}, 3)).toMatchObject({ constituency: 9, salary_min: 12000 })
  })

  it('the next steps add their fields; the step reached is kept; JSON-text lists travel as JSON text', async () => {
    const second = await save(access, 2, REQUIREMENTS)
    expect(second.statusCode, second.body).toBe(200)
    const { draft } = second.json<DraftSaved>()
    expect(draft.step).toBe(2)
    expect(draft.values).toMatchObject({
      job_monthly_salary_min: 12000,
      job_candidate_minimum_education: 2,
      preferred_languages: '[1,2]',
      assets: '[5]',
      mobile_no: '9876543210',
      is_whatsapp_number: true,
      job_poster_contact_preference: 1,
      poster_role: 'FROM_JOB_AGENCY',
    })
    expect(fromWire(draft.values, 3)).toMatchObject({ preferred_languages: [1, 2], assets: [5] })
    const third = await save(access, 3, COMPANY)
    expect(third.statusCode, third.body).toBe(200)
    expect(third.json<DraftSaved>().draft.values).toMatchObject({
      advertiser_company_name: 'Godavari Foods',
      job_agency_name: 'Sri Sai Placements',
      is_consultancy_name: false,
    })
  })

  it('saving an earlier step again replaces its fields: a fee typed before "no fee" is dropped; the step stays', async () => {
    const { fee_amount, fee_reason, fee_reason_other, ...rest } = JOB_DETAILS
    const resaved = await save(access, 1, { ...rest, fees_charged: '87', fee_amount, fee_reason })
    expect(resaved.statusCode, resaved.body).toBe(200)
    const { draft } = resaved.json<DraftSaved>()
    expect(draft.step).toBe(3)
    expect(draft.values).toMatchObject({ job_fee: 87, job_candidate_minimum_education: 2 })
    expect(draft.values).not.toHaveProperty('job_fee_amount')
    expect(draft.values).not.toHaveProperty('job_fee_reason')
    expect(draft.values).not.toHaveProperty('fee_reason_other')
  })

  it('saves of two steps at once (two tabs, a phone replaying its saves) both land, even as the first save', async () => {
    const fresh = await signInAdvertiser(test)
    const [first, second, third] = await Promise.all([
      save(fresh.access, 1, JOB_DETAILS),
      save(fresh.access, 2, REQUIREMENTS),
      save(fresh.access, 4, { plan: '2' }),
    ])
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200])
    const { draft } = (await read(fresh.access)).json<DraftResponse>().data
    expect(draft?.step).toBe(4)
    expect(draft?.values).toMatchObject({ job_place: 9, mobile_no: '9876543210', plan: 2 })
  })

  it('version 2 keeps the form names and sends the city as job_city; the draft is then named so', async () => {
    const other = await signInAdvertiser(test)
    const saved = await save(other.access, 1, JOB_DETAILS, { version: 2 })
    expect(saved.statusCode, saved.body).toBe(200)
    const { draft } = saved.json<DraftSaved>()
    expect(draft.form_version).toBe(2)
    expect(draft.values).toMatchObject({ job_city: 9, salary_min: 12000, fees_charged: 86 })
    expect(draft.values).not.toHaveProperty('constituency')
    // a later save in version 3 renames the whole draft
    const next = (await save(other.access, 2, REQUIREMENTS)).json<DraftSaved>().draft
    expect(next.form_version).toBe(3)
    expect(next.values).toMatchObject({ job_place: 9, job_monthly_salary_min: 12000, job_fee: 86 })
  })
})

describe('each step is checked with its rules (spec section 5), row by row, and a refusal saves nothing', () => {
  let access = ''
  beforeAll(async () => {
    access = (await signInAdvertiser(test)).access
    expect((await save(access, 2, REQUIREMENTS)).statusCode).toBe(200)
  })

  const rows: [string, number, PostJobFormValues, Record<string, MessageKey>][] = [
    [
      'salary_max below salary_min',
      1,
      { ...JOB_DETAILS, salary_max: '11000' },
      { salary_max: 'salaryMaxBelowMin' },
    ],
    ['salary_min below 1000', 1, { ...JOB_DETAILS, salary_min: '500' }, { salary_min: 'salaryOutOfRange' }],
    [
      'salary_max above 100000',
      1,
      { ...JOB_DETAILS, salary_max: '150000' },
      { salary_max: 'salaryOutOfRange' },
    ],
    ['openings_count 0', 1, { ...JOB_DETAILS, openings_count: '0' }, { openings_count: 'openingsAboveZero' }],
    [
      'salary that is not a whole number',
      1,
      { ...JOB_DETAILS, salary_min: '12000.5' },
      { salary_min: 'enterWholeNumber' },
    ],
    [
      'a fee (86) without amount or reason',
      1,
      { ...JOB_DETAILS, fee_amount: '', fee_reason: [], fee_reason_other: '' },
      { fee_amount: 'required', fee_reason: 'required' },
    ],
    [
      'OTHER_REASON without the other reason',
      1,
      { ...JOB_DETAILS, fee_reason_other: '' },
      { fee_reason_other: 'required' },
    ],
    [
      'in-district (148) without posting_locations',
      1,
      { ...JOB_DETAILS, posting_locations: [] },
      { posting_locations: 'required' },
    ],
    [
      'every required field of step 1 missing',
      1,
      {},
      {
        job_category: 'required',
        job_title_id: 'required',
        primary_job_role: 'required',
        job_type: 'required',
        constituency: 'required',
        job_location_city: 'required',
        preferred_location: 'required',
        openings_count: 'required',
        salary_min: 'required',
        salary_max: 'required',
        shift_timing: 'required',
        fees_charged: 'required',
      },
    ],
    [
      'a mobile number of 5 digits',
      2,
      { ...REQUIREMENTS, mobile_no: '98765' },
      { mobile_no: 'invalidMobileNumber' },
    ],
    [
      'WhatsApp contact, the mobile not on WhatsApp, no WhatsApp number',
      2,
      { ...REQUIREMENTS, is_whatsapp_number: 'false' },
      { whatsapp_no: 'required' },
    ],
    [
      'a company e-mail with spaces',
      3,
      { ...COMPANY, company_email: 'jobs @godavari.example' },
      { company_email: 'emailHasSpaces' },
    ],
    [
      'a company e-mail without a domain',
      3,
      { ...COMPANY, company_email: 'jobs@godavari' },
      { company_email: 'emailInvalid' },
    ],
    // poster_role FROM_JOB_AGENCY was saved with step 2: step 3 then asks for the agency's name
    [
      'an agency poster without the agency name',
      3,
      { ...COMPANY, agency_name: '' },
      { agency_name: 'required' },
    ],
    ['no plan', 4, {}, { plan: 'required' }],
  ]

  it.each(rows)('%s', async (_name, step, form, expected) => {
    for (const locale of ['en', 'te'] as const) {
      const before = (await read(access)).json<DraftResponse>().data.draft
      const response = await save(access, step, form, { locale })
      expect(response.statusCode, response.body).toBe(400)
      const body = response.json<ApiErrorBody>()
      expect(body.code).toBe('VALIDATION_ERROR')
      expect(errorsOf(body)).toEqual(
        Object.fromEntries(Object.entries(expected).map(([field, key]) => [field, translate(key, locale)])),
      )
      expect((await read(access)).json<DraftResponse>().data.draft).toEqual(before)
    }
  })

  it('an employer (not an agency) is not asked for the agency name', async () => {
    expect((await save(access, 2, { ...REQUIREMENTS, poster_role: 'EMPLOYER' })).statusCode).toBe(200)
    const saved = await save(access, 3, { ...COMPANY, agency_name: '' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<DraftSaved>().draft.values).not.toHaveProperty('job_agency_name')
  })

  it.each([
    ['page-no missing', {}, 'page-no'],
    ['page-no 5', { 'page-no': '5' }, 'page-no'],
    ['form_version 4', { 'page-no': '1', form_version: '4' }, 'form_version'],
    ['submission_type other', { 'page-no': '1', submission_type: 'mobile' }, 'submission_type'],
    [
      'experiment_payment too long',
      { 'page-no': '1', experiment_payment: 'x'.repeat(40) },
      'experiment_payment',
    ],
  ])('the control fields are checked: %s', async (_name, fields, path) => {
    const body = multipart(Object.entries(fields).map(([field, data]) => ({ field, data })))
    const response = await test.app.inject({
      method: 'POST',
      url: DRAFT,
      headers: { ...bearer(access), 'content-type': body.contentType },
      payload: body.payload,
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(errorsOf(response.json<ApiErrorBody>())).toHaveProperty(path)
  })

  it('a single field sent twice is refused, not read as one of its values', async () => {
    const body = multipart([
      { field: 'page-no', data: '4' },
      { field: 'plan', data: '1' },
      { field: 'plan', data: '2' },
    ])
    const response = await test.app.inject({
      method: 'POST',
      url: DRAFT,
      headers: { ...bearer(access), 'content-type': body.contentType },
      payload: body.payload,
    })
    expect(response.statusCode).toBe(400)
    expect(errorsOf(response.json<ApiErrorBody>())).toHaveProperty('plan')
  })
})

describe('what a draft save refuses outright', () => {
  let access = ''
  beforeAll(async () => {
    access = (await signInAdvertiser(test)).access
  })

  it('a JSON body: 415', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: DRAFT,
      headers: { ...bearer(access), 'content-type': 'application/json' },
      payload: JSON.stringify({ 'page-no': 4, plan: 1 }),
    })
    expect(response.statusCode).toBe(415)
  })

  it('a logo file or a logo reference: 400 FILES_NOT_ACCEPTED (the logo comes with the post)', async () => {
    const withFile = multipart([
      { field: 'page-no', data: '3' },
      {
        field: 'job_company_logo',
        fileName: 'logo.png',
        contentType: 'image/png',
        data: Buffer.alloc(64, 1),
      },
    ])
    const withText = multipart([
      { field: 'page-no', data: '3' },
      { field: 'job_company_logo', data: 'uploads/someone-elses.png' },
    ])
    for (const body of [withFile, withText]) {
      const response = await test.app.inject({
        method: 'POST',
        url: DRAFT,
        headers: { ...bearer(access), 'content-type': body.contentType },
        payload: body.payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json<ApiErrorBody>()).toMatchObject({
        code: 'FILES_NOT_ACCEPTED',
        details: [{ path: 'job_company_logo' }],
      })
    }
  })

  it('a value longer than any field: 413', async () => {
    const body = multipart([
      { field: 'page-no', data: '2' },
      { field: 'other_details', data: 'क'.repeat(5000) },
    ])
    const response = await test.app.inject({
      method: 'POST',
      url: DRAFT,
      headers: { ...bearer(access), 'content-type': body.contentType },
      payload: body.payload,
    })
    expect(response.statusCode).toBe(413)
  })

  it(`more than ${LIMITS.draftSavePerAdvertiserHour.limit} saves an hour: 429 with Retry-After`, async () => {
    const own = await signInAdvertiser(test)
    const body = multipart([{ field: 'page-no', data: '9' }])
    const send = () =>
      test.app.inject({
        method: 'POST',
        url: DRAFT,
        headers: { ...bearer(own.access), 'content-type': body.contentType },
        payload: body.payload,
      })
    for (let i = 0; i < LIMITS.draftSavePerAdvertiserHour.limit; i++)
      expect((await send()).statusCode).toBe(400)
    const limited = await send()
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('each advertiser reads and writes only their own draft', () => {
  it("another advertiser sees no draft, and cannot save into someone else's by naming their user", async () => {
    const owner = await signInAdvertiser(test)
    const other = await signInAdvertiser(test)
    expect((await save(owner.access, 1, JOB_DETAILS)).statusCode).toBe(200)
    expect((await read(other.access)).json<DraftResponse>().data.draft).toBeNull()
    const forged = await save(other.access, 1, JOB_DETAILS, { extra: { user: owner.userId } })
    expect(forged.statusCode).toBe(403)
    expect((await read(other.access)).json<DraftResponse>().data.draft).toBeNull()
    expect((await read(owner.access)).json<DraftResponse>().data.draft?.step).toBe(1)
  })

  it('a seeker session is refused (401) and so is no token', async () => {
    const seeker = await login(test)
    const body = await draftBody(1, JOB_DETAILS)
    for (const headers of [{ ...csrfHeaders(seeker.cookie) }, csrfHeaders()]) {
      const response = await test.app.inject({
        method: 'POST',
        url: DRAFT,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      })
      expect(response.statusCode).toBe(401)
    }
  })
})

describe('the enterprise form (submission_type=enterprise)', () => {
  it('a b2c advertiser may not read or save it (403)', async () => {
    const b2c = await signInAdvertiser(test)
    expect((await read(b2c.access, `${CONTEXT_QUERY}&submission_type=enterprise`)).statusCode).toBe(403)
    const saved = await save(b2c.access, 3, COMPANY, { extra: { submission_type: 'enterprise' } })
    expect(saved.statusCode).toBe(403)
  })

  it('an enterprise account skips the company step, and keeps its web draft apart', async () => {
    const { mobile } = await createEnterprise(test)
    const enterprise = await signInEnterprise(test, mobile)
    const { advertiser_company_name, company_email, ...rest } = COMPANY
    const saved = await save(
      enterprise.access,
      3,
      { ...rest, agency_name: '' },
      { extra: { submission_type: 'enterprise' } },
    )
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<DraftSaved>().draft).toMatchObject({ step: 3, submission_type: 'enterprise' })
    const asEnterprise = (
      await read(enterprise.access, `${CONTEXT_QUERY}&submission_type=enterprise`)
    ).json<DraftResponse>()
    // the account holds the company: nothing of the step is kept
    for (const field of ['company_size', 'is_consultancy_name', 'advertiser_company_name'])
      expect(asEnterprise.data.draft?.values).not.toHaveProperty(field)
    expect((await read(enterprise.access)).json<DraftResponse>().data.draft).toBeNull()
    // the web form of the same account asks for them
    const web = await save(enterprise.access, 3, { ...rest, agency_name: '' })
    expect(errorsOf(web.json<ApiErrorBody>())).toHaveProperty('advertiser_company_name')
  })
})

describe('fuzzing: no input makes either route answer a 5xx', () => {
  let access = ''
  beforeAll(async () => {
    access = (await signInAdvertiser(test)).access
  })

  it('GET with any query string', async () => {
    await assertNo5xx(
      test.app,
      queryWith(['location_id', 'en', 'state_id', 'submission_type']).map((query) => ({
        url: `${DRAFT}?${query}`,
        headers: bearer(access),
      })),
    )
  })

  it('POST with any fields and values, and broken bodies', async () => {
    const field = fc.constantFrom(
      'page-no',
      'form_version',
      'user',
      'submission_type',
      'experiment_payment',
      'job_category',
      'job_monthly_salary_min',
      'salary_min',
      'posting_locations',
      'job_fee_reason',
      'assets',
      'preferred_languages',
      'is_whatsapp_number',
      'poster_role',
      '__proto__',
      'constructor',
      '',
    )
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        '1',
        '2',
        '3',
        '4',
        '86',
        '148',
        '[1,2]',
        '[{"a":1}]',
        '{"__proto__":1}',
        '[',
        'true',
        '%',
        '\u0000',
      ),
    )
    const wellFormed = fc
      .array(fc.tuple(field, value), { maxLength: 12 })
      .map((parts) => multipart(parts.map(([name, data]) => ({ field: name, data }))))
    const broken = fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
      payload: Buffer.from(bytes),
      contentType: 'multipart/form-data; boundary=----x',
    }))
    const query = fc.constantFrom('', '?location=9&en=0&locale=te', '?locale=xx', '?location=-1', '?x=1')
    await assertNo5xx(
      test.app,
      fc.tuple(fc.oneof(wellFormed, broken), query).map(([body, search]) => ({
        method: 'POST' as const,
        url: `${DRAFT}${search}`,
        headers: { ...bearer(access), 'content-type': body.contentType },
        payload: body.payload,
      })),
      150,
    )
  })
})
