import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import { FORM_VERSIONS, type PostJobFormValues } from '@localjobs/api-client/submissions/form-mapping'
import type { SubmissionSaved } from '@localjobs/api-client/submissions/types'
import { type MessageKey, translate } from '@localjobs/validation/messages'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#src/db/database.ts'
import { submissions } from '#src/db/schema.ts'
import { say } from '#src/lib/messages.ts'
import { bearer, createEnterprise, signInAdvertiser, signInEnterprise } from '../../../helpers/advertisers.ts'
import { buildTestApp, csrfHeaders, login, type TestApp } from '../../../helpers/app.ts'
import { createTestDatabase } from '../../../helpers/database.ts'
import { multipart } from '../../../helpers/files.ts'
import { assertNo5xx } from '../../../helpers/fuzz.ts'
import {
  createPost,
  createUrl,
  fullPost,
  type ReferencePost,
  referencePost,
} from '../../../helpers/submissions.ts'

let database: Database
let test: TestApp
let ref: ReferencePost
let POST: PostJobFormValues

beforeAll(async () => {
  database = await createTestDatabase({ jobs: 20 })
  test = await buildTestApp(database)
  ref = await referencePost(test)
  POST = fullPost(ref)
})

afterAll(async () => {
  await test?.app.close()
  await database?.close()
})

const rowsOf = (advertiserId: number) =>
  test.app.database.db.select().from(submissions).where(eq(submissions.advertiserId, advertiserId))

const advertiserIdOf = async (userId: number) => {
  const identity = await test.app.identity.identityOf(userId)
  if (!identity?.advertiser) throw new Error('no advertiser account')
  return identity.advertiser.id
}

const errorsOf = (body: ApiErrorBody) =>
  Object.fromEntries((body.details ?? []).map((detail) => [detail.path, detail.message]))

describe('POST the create paths: a post is stored with every field, for review', () => {
  it('creates the post (201) as Approval Pending with the notice, every field in its column, the draft gone', async () => {
    const advertiser = await signInAdvertiser(test)
    const draftSaved = await test.app.submissions.saveDraft(
      await advertiserIdOf(advertiser.userId),
      'web',
      () => ({
        step: 2,
        formVersion: 3,
        values: { job_category: '1' },
        experimentPayment: null,
      }),
    )
    expect(draftSaved.step).toBe(2)
    const response = await createPost(
      test,
      advertiser.access,
      { ...POST, company_email: 'jobs@godavarifoods.example' },
      {
        extra: { experiment_payment: '1', 'page-no': '4', source: 'jobs_web', platform: 'web' },
      },
    )
    expect(response.statusCode, response.body).toBe(201)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const body = response.json<SubmissionSaved>()
    expect(body).toEqual({
      id: expect.any(Number),
      status: 'approval_pending',
      message: 'Your job post is in review. Our team will reach out to you in next 24 hours.',
    })
    const advertiserId = await advertiserIdOf(advertiser.userId)
    const [row] = await rowsOf(advertiserId)
    expect(row).toMatchObject({
      id: body.id,
      formVersion: 3,
      submissionType: 'web',
      status: 'approval_pending',
      jobCategory: ref.categoryId,
      jobTitleId: ref.titleId,
      jobTitle: 'Delivery Executive',
      title: 'Delivery partner, two-wheeler',
      primaryJobRole: ref.roleId,
      jobType: 1,
      constituency: 9,
      jobLocationCity: 9,
      jobLocationLocality: ref.localityIds[0],
      preferredLocation: 148,
      postingLocations: ref.localityIds,
      openingsCount: 4,
      salaryMin: 12000,
      salaryMax: 18000,
      shiftTiming: 2,
      jobHours: 1,
      feesCharged: 86,
      feeAmount: 500,
      feeReason: ['UNIFORM', 'OTHER_REASON'],
      feeReasonOther: 'ID card',
      feeCollectedAt: 'On joining',
      qualification: 2,
      experience: 1,
      preferredGender: 3,
      minPreferredAge: 18,
      maxPreferredAge: 35,
      preferredLanguages: [1, 3],
      assets: [1, 3],
      skills: [1, 2],
      additionalSkills: 'Knows the city well',
      resumeRequired: false,
      otherDetails: 'Fuel is paid.',
      mobileNo: '9876543210',
      isWhatsappNumber: true,
      contactPreference: 1,
      posterRole: 'FROM_JOB_AGENCY',
      advertiserCompanyName: 'Godavari Foods',
      companySize: 2,
      companyType: 1,
      isConsultancyName: false,
      companyName: 'Godavari Foods Pvt Ltd',
      agencyName: 'Sri Sai Placements',
      companyEmail: 'jobs@godavarifoods.example',
      logoKey: null,
      planId: 1,
      paymentType: 'pay_later',
      experimentPayment: '1',
      classifiedId: null,
    })
    expect(await test.app.submissions.draft(advertiserId, 'web')).toBeUndefined()
  })

  it('the notice comes in the request language', async () => {
    const advertiser = await signInAdvertiser(test)
    const response = await createPost(test, advertiser.access, POST, { locale: 'te' })
    expect(response.statusCode).toBe(201)
    expect(response.json<SubmissionSaved>().message).toBe(say('postInReview', 'te'))
  })

  it('the three form versions of one post create the same stored row, column by column', async () => {
    const advertiser = await signInAdvertiser(test)
    for (const version of FORM_VERSIONS) {
      const response = await createPost(test, advertiser.access, POST, { version })
      expect(response.statusCode, `version ${version}: ${response.body}`).toBe(201)
    }
    const rows = await rowsOf(await advertiserIdOf(advertiser.userId))
    expect(rows.map((row) => row.formVersion).sort()).toEqual([1, 2, 3])
    // The machine checks find the second and third a duplicate of the first (decision 030); the post is the same.
    const duplicates = [...rows]
      .sort((a, b) => a.id - b.id)
      .map((row) => row.findings.some((finding) => finding.code === 'duplicate'))
    expect(duplicates).toEqual([false, true, true])
    expect([...rows].sort((a, b) => a.id - b.id).map((row) => row.firstTime)).toEqual([true, false, false])
    const comparable = rows.map(
      ({
        id,
        formVersion,
        idempotencyKey,
        createdAt,
        updatedAt,
        findings,
        riskScore,
        waitingSince,
        firstTime,
        ...rest
      }) => rest,
    )
    const [first, ...others] = comparable
    for (const [column, value] of Object.entries(first ?? {}))
      for (const other of others) expect(other[column as keyof typeof other], column).toEqual(value)
  })

  it('a version 2 body names the city job_city, a version 1 body job_place: each at its own path only', async () => {
    const advertiser = await signInAdvertiser(test)
    // version 2's names sent to version 3's path: the renamed fields are missing there
    const body = multipart(
      Object.entries({ ...POST, job_city: '9' })
        .filter(([field]) => field !== 'constituency')
        .flatMap(([field, value]) =>
          (Array.isArray(value) ? value : [value]).map((each) => ({ field, data: String(each) })),
        ),
    )
    const response = await test.app.inject({
      method: 'POST',
      url: createUrl(3),
      headers: {
        ...bearer(advertiser.access),
        'content-type': body.contentType,
        'idempotency-key': 'k-1234567',
      },
      payload: body.payload,
    })
    expect(response.statusCode).toBe(400)
    expect(errorsOf(response.json<ApiErrorBody>())).toMatchObject({
      constituency: translate('required', 'en'),
      salary_min: translate('required', 'en'),
    })
  })
})

describe('one post per Idempotency-Key', () => {
  it('a repeat answers the first post (200, same id) and creates nothing', async () => {
    const advertiser = await signInAdvertiser(test)
    const key = crypto.randomUUID()
    const first = await createPost(test, advertiser.access, POST, { key })
    const again = await createPost(test, advertiser.access, POST, { key })
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(200)
    expect(again.json<SubmissionSaved>().id).toBe(first.json<SubmissionSaved>().id)
    expect(await rowsOf(await advertiserIdOf(advertiser.userId))).toHaveLength(1)
  })

  it('two requests at once with one key make one row; both answer its id', async () => {
    const advertiser = await signInAdvertiser(test)
    const key = crypto.randomUUID()
    const answers = await Promise.all([
      createPost(test, advertiser.access, POST, { key }),
      createPost(test, advertiser.access, POST, { key }),
      createPost(test, advertiser.access, POST, { key, version: 1 }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201])
    expect(new Set(answers.map((answer) => answer.json<SubmissionSaved>().id)).size).toBe(1)
    expect(await rowsOf(await advertiserIdOf(advertiser.userId))).toHaveLength(1)
  })

  it("the same key from another advertiser makes that advertiser's own post", async () => {
    const one = await signInAdvertiser(test)
    const two = await signInAdvertiser(test)
    const key = crypto.randomUUID()
    const first = await createPost(test, one.access, POST, { key })
    const second = await createPost(test, two.access, POST, { key })
    expect([first.statusCode, second.statusCode]).toEqual([201, 201])
    expect(second.json<SubmissionSaved>().id).not.toBe(first.json<SubmissionSaved>().id)
    expect(await rowsOf(await advertiserIdOf(two.userId))).toHaveLength(1)
  })

  it.each([
    ['missing', null],
    ['too short', 'abc'],
    ['too long', 'k'.repeat(129)],
    ['with a space', 'key with space'],
    ['not ASCII', 'कुंजी-कुंजी-कुंजी'],
  ])('a key %s is a 400 and stores nothing', async (_name, key) => {
    const advertiser = await signInAdvertiser(test)
    const response = await createPost(test, advertiser.access, POST, { key })
    expect(response.statusCode).toBe(400)
    expect(response.json<ApiErrorBody>().code).toBe('IDEMPOTENCY_KEY_REQUIRED')
    expect(await rowsOf(await advertiserIdOf(advertiser.userId))).toHaveLength(0)
  })
})

describe('the whole post is checked with the rules of spec section 5, row by row; a refusal stores nothing', () => {
  const rows: [string, (post: PostJobFormValues) => PostJobFormValues, Record<string, MessageKey>][] = [
    [
      'salary_max below salary_min',
      (post) => ({ ...post, salary_max: '11000' }),
      { salary_max: 'salaryMaxBelowMin' },
    ],
    ['salary_min below 1000', (post) => ({ ...post, salary_min: '500' }), { salary_min: 'salaryOutOfRange' }],
    [
      'salary_max above 100000',
      (post) => ({ ...post, salary_max: '150000' }),
      { salary_max: 'salaryOutOfRange' },
    ],
    [
      'salary not a whole number',
      (post) => ({ ...post, salary_min: '12000.5' }),
      { salary_min: 'enterWholeNumber' },
    ],
    [
      'openings_count 0',
      (post) => ({ ...post, openings_count: '0' }),
      { openings_count: 'openingsAboveZero' },
    ],
    [
      'a fee (86) without amount or reason',
      (post) => ({ ...post, fee_amount: '', fee_reason: [], fee_reason_other: '' }),
      { fee_amount: 'required', fee_reason: 'required' },
    ],
    ['a fee amount of 0', (post) => ({ ...post, fee_amount: '0' }), { fee_amount: 'feeAmountAboveZero' }],
    [
      'OTHER_REASON without the other reason',
      (post) => ({ ...post, fee_reason_other: '' }),
      { fee_reason_other: 'required' },
    ],
    [
      'in-district (148) without posting_locations',
      (post) => ({ ...post, posting_locations: [] }),
      { posting_locations: 'required' },
    ],
    [
      'an age below the range',
      (post) => ({ ...post, min_preferred_age: '12' }),
      { min_preferred_age: 'ageOutOfRange' },
    ],
    [
      'max age below min age',
      (post) => ({ ...post, min_preferred_age: '30', max_preferred_age: '25' }),
      { max_preferred_age: 'ageMaxBelowMin' },
    ],
    [
      'a mobile number of 5 digits',
      (post) => ({ ...post, mobile_no: '98765' }),
      { mobile_no: 'invalidMobileNumber' },
    ],
    [
      'WhatsApp contact, the mobile not on WhatsApp, no WhatsApp number',
      (post) => ({ ...post, is_whatsapp_number: 'false' }),
      { whatsapp_no: 'required' },
    ],
    [
      'an agency poster without the agency name',
      (post) => ({ ...post, agency_name: '' }),
      { agency_name: 'required' },
    ],
    [
      'a company e-mail with spaces (type 2)',
      (post) => ({ ...post, company_email: 'jobs @godavari.example' }),
      { company_email: 'emailHasSpaces' },
    ],
    [
      'a company e-mail without a domain (type 0)',
      (post) => ({ ...post, company_email: 'jobs@godavari' }),
      { company_email: 'emailInvalid' },
    ],
    [
      'a company e-mail over the length (type 1)',
      (post) => ({ ...post, company_email: `${'a'.repeat(320)}@godavari.example` }),
      { company_email: 'emailTooLong' },
    ],
    [
      'is_consultancy_name missing (false is allowed, nothing is not)',
      (post) => ({ ...post, is_consultancy_name: '' }),
      { is_consultancy_name: 'required' },
    ],
    ['no plan', (post) => ({ ...post, plan: '' }), { plan: 'required' }],
    ['a plan that is not on sale', (post) => ({ ...post, plan: '999' }), { plan: 'selectValidOption' }],
    [
      'every required field missing',
      () => ({}),
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
        qualification: 'required',
        experience: 'required',
        preferred_gender: 'required',
        mobile_no: 'required',
        contact_preference: 'required',
        advertiser_company_name: 'required',
        company_size: 'required',
        company_type: 'required',
        is_consultancy_name: 'required',
        plan: 'required',
      },
    ],
    // the reference data and the option lists (ours: the form offers only these)
    ['a job type no list has', (post) => ({ ...post, job_type: '999' }), { job_type: 'selectValidOption' }],
    [
      'a fee reason no list has',
      (post) => ({ ...post, fee_reason: ['BRIBE'] }),
      { fee_reason: 'selectValidOption' },
    ],
    [
      'a poster role no list has',
      (post) => ({ ...post, poster_role: 'BOSS' }),
      { poster_role: 'selectValidOption' },
    ],
    [
      'an unknown category',
      (post) => ({ ...post, job_category: '99999' }),
      { job_category: 'selectValidOption' },
    ],
    [
      'a primary job role of another title',
      (post) => ({ ...post, primary_job_role: String(ref.otherRoleId) }),
      { primary_job_role: 'selectValidOption' },
    ],
    [
      'a job title of another category',
      (post) => ({ ...post, job_title_id: String(ref.otherTitleId) }),
      { job_title_id: 'selectValidJobTitle', primary_job_role: 'selectValidOption' },
    ],
    [
      'an unknown city',
      (post) => ({ ...post, job_location_city: '99999' }),
      { job_location_city: 'selectValidLocation' },
    ],
    [
      'an unknown place',
      (post) => ({ ...post, constituency: '99999' }),
      { constituency: 'selectValidLocation' },
    ],
    [
      'a locality of another city',
      (post) => ({ ...post, job_location_locality: String(ref.foreignLocalityId) }),
      { job_location_locality: 'selectValidLocation' },
    ],
    [
      'a posting location outside the city',
      (post) => ({ ...post, posting_locations: [String(ref.localityIds[0]), String(ref.foreignLocalityId)] }),
      { posting_locations: 'selectValidLocation' },
    ],
  ]

  it.each(rows)('%s', async (_name, change, expected) => {
    const advertiser = await signInAdvertiser(test)
    for (const locale of ['en', 'te'] as const) {
      const response = await createPost(test, advertiser.access, change(POST), { locale })
      expect(response.statusCode, response.body).toBe(400)
      const body = response.json<ApiErrorBody>()
      expect(body.code).toBe('VALIDATION_ERROR')
      expect(errorsOf(body)).toEqual(
        Object.fromEntries(Object.entries(expected).map(([field, key]) => [field, translate(key, locale)])),
      )
    }
    expect(await rowsOf(await advertiserIdOf(advertiser.userId))).toHaveLength(0)
  })

  it('an employer (not an agency) is not asked for the agency name, and a given one is not stored', async () => {
    const advertiser = await signInAdvertiser(test)
    const response = await createPost(test, advertiser.access, { ...POST, poster_role: 'FROM_COMPANY' })
    expect(response.statusCode, response.body).toBe(201)
    const [row] = await rowsOf(await advertiserIdOf(advertiser.userId))
    expect(row?.agencyName).toBeNull()
  })

  it('no fee (87): a fee amount and reason typed before are not stored', async () => {
    const advertiser = await signInAdvertiser(test)
    const response = await createPost(test, advertiser.access, { ...POST, fees_charged: '87' })
    expect(response.statusCode, response.body).toBe(201)
    const [row] = await rowsOf(await advertiserIdOf(advertiser.userId))
    expect(row).toMatchObject({ feesCharged: 87, feeAmount: null, feeReason: null, feeReasonOther: null })
  })

  it("a company e-mail already on another advertiser's post is error type 3; the same advertiser may reuse theirs", async () => {
    const owner = await signInAdvertiser(test)
    const other = await signInAdvertiser(test)
    const email = `hr-${crypto.randomUUID().slice(0, 8)}@udayafoods.example`
    expect((await createPost(test, owner.access, { ...POST, company_email: email })).statusCode).toBe(201)
    expect((await createPost(test, owner.access, { ...POST, company_email: email })).statusCode).toBe(201)
    for (const locale of ['en', 'hi'] as const) {
      const taken = await createPost(
        test,
        other.access,
        { ...POST, company_email: email.toUpperCase() },
        { locale },
      )
      expect(taken.statusCode).toBe(400)
      expect(errorsOf(taken.json<ApiErrorBody>())).toEqual({
        company_email: translate('emailAlreadyUsed', locale),
      })
    }
  })

  it('control fields are checked: user of someone else 403; form_version of another path, payment_type, twice-sent values 400', async () => {
    const advertiser = await signInAdvertiser(test)
    const forged = await createPost(test, advertiser.access, POST, { extra: { user: '1' } })
    expect(forged.statusCode).toBe(403)
    const wrongVersion = await createPost(test, advertiser.access, POST, { extra: { form_version: '2' } })
    expect(errorsOf(wrongVersion.json<ApiErrorBody>())).toHaveProperty('form_version')
    const badPayment = await createPost(test, advertiser.access, POST, { extra: { payment_type: 'card' } })
    expect(errorsOf(badPayment.json<ApiErrorBody>())).toHaveProperty('payment_type')
    const twice = await createPost(test, advertiser.access, {
      ...POST,
      plan: ['1', '2'] as unknown as string,
    })
    expect(twice.statusCode).toBe(400)
    expect(errorsOf(twice.json<ApiErrorBody>())).toHaveProperty('plan')
    expect(await rowsOf(await advertiserIdOf(advertiser.userId))).toHaveLength(0)
  })

  it('pay_now is taken from any advertiser (#10: the checkout opens right after the create) and kept on the post', async () => {
    const advertiser = await signInAdvertiser(test)
    const response = await createPost(test, advertiser.access, POST, {
      extra: { payment_type: 'pay_now' },
      locale: 'hi',
    })
    expect(response.statusCode, response.body).toBe(201)
    const [row] = await rowsOf(await advertiserIdOf(advertiser.userId))
    expect(row?.paymentType).toBe('pay_now')
  })
})

describe('what a create keeps and refuses outright', () => {
  it('a refused post keeps the draft it came from', async () => {
    const advertiser = await signInAdvertiser(test)
    const advertiserId = await advertiserIdOf(advertiser.userId)
    await test.app.submissions.saveDraft(advertiserId, 'web', () => ({
      step: 4,
      formVersion: 3,
      values: { job_category: '1' },
      experimentPayment: null,
    }))
    const refused = await createPost(test, advertiser.access, { ...POST, salary_max: '100' })
    expect(refused.statusCode).toBe(400)
    expect((await test.app.submissions.draft(advertiserId, 'web'))?.step).toBe(4)
  })

  it('an enterprise account posting the web form is asked for the company like anyone', async () => {
    const { mobile } = await createEnterprise(test)
    const enterprise = await signInEnterprise(test, mobile)
    const { advertiser_company_name, ...withoutName } = POST
    const refused = await createPost(test, enterprise.access, withoutName)
    expect(errorsOf(refused.json<ApiErrorBody>())).toEqual({
      advertiser_company_name: translate('required', 'en'),
    })
    const created = await createPost(test, enterprise.access, POST)
    expect(created.statusCode).toBe(201)
    const [row] = await rowsOf(await advertiserIdOf(enterprise.userId))
    expect(row).toMatchObject({
      submissionType: 'web',
      advertiserCompanyName: 'Godavari Foods',
      companySize: 2,
    })
  })

  it('a value over 8 KiB, more parts than the form has, or two files: 413; nothing stored', async () => {
    const advertiser = await signInAdvertiser(test)
    const send = async (parts: Parameters<typeof multipart>[0]) => {
      const body = multipart(parts)
      return test.app.inject({
        method: 'POST',
        url: createUrl(3),
        headers: {
          ...bearer(advertiser.access),
          'content-type': body.contentType,
          'idempotency-key': crypto.randomUUID(),
        },
        payload: body.payload,
      })
    }
    expect((await send([{ field: 'other_details', data: 'క'.repeat(3000) }])).statusCode).toBe(413)
    const many = Array.from({ length: 130 }, (_, index) => ({ field: `f${index}`, data: 'x' }))
    expect((await send(many)).statusCode).toBe(413)
    const file = {
      field: 'job_company_logo',
      fileName: 'a.png',
      contentType: 'image/png',
      data: Buffer.alloc(10),
    }
    expect((await send([file, file])).statusCode).toBe(413)
    expect((await send([{ ...file, field: 'resume' }])).json<ApiErrorBody>().code).toBe('FILES_NOT_ACCEPTED')
    expect(await rowsOf(await advertiserIdOf(advertiser.userId))).toHaveLength(0)
  })
})

describe('enterprise posts (submission_type=enterprise)', () => {
  it('skip the company step: company name and e-mail come from the account; pay_now is kept', async () => {
    const { mobile } = await createEnterprise(test)
    const enterprise = await signInEnterprise(test, mobile)
    const {
      advertiser_company_name,
      company_size,
      company_type,
      is_consultancy_name,
      company_email,
      ...withoutCompany
    } = POST
    const response = await createPost(test, enterprise.access, withoutCompany, {
      extra: { submission_type: 'enterprise', payment_type: 'pay_now' },
    })
    expect(response.statusCode, response.body).toBe(201)
    const [row] = await rowsOf(await advertiserIdOf(enterprise.userId))
    expect(row).toMatchObject({
      submissionType: 'enterprise',
      advertiserCompanyName: 'Deccan Logistics Pvt Ltd',
      companyEmail: 'hiring@deccanlogistics.example',
      companySize: null,
      companyType: null,
      isConsultancyName: null,
      agencyName: null,
      paymentType: 'pay_now',
    })
  })

  it('a b2c advertiser may not post as an enterprise (403)', async () => {
    const b2c = await signInAdvertiser(test)
    const response = await createPost(test, b2c.access, POST, { extra: { submission_type: 'enterprise' } })
    expect(response.statusCode).toBe(403)
  })
})

describe('who may create', () => {
  it('no token and a seeker session are refused (401) at every path', async () => {
    const seeker = await login(test)
    for (const version of FORM_VERSIONS) {
      const body = multipart([{ field: 'plan', data: '1' }])
      for (const headers of [csrfHeaders(seeker.cookie), csrfHeaders()]) {
        const response = await test.app.inject({
          method: 'POST',
          url: createUrl(version),
          headers: { ...headers, 'content-type': body.contentType, 'idempotency-key': crypto.randomUUID() },
          payload: body.payload,
        })
        expect(response.statusCode).toBe(401)
      }
    }
  })

  it('a JSON body is a 415', async () => {
    const advertiser = await signInAdvertiser(test)
    const response = await test.app.inject({
      method: 'POST',
      url: createUrl(3),
      headers: {
        ...bearer(advertiser.access),
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      payload: JSON.stringify(POST),
    })
    expect(response.statusCode).toBe(415)
  })
})

describe('fuzzing: no input makes a create path answer a 5xx', () => {
  it('any fields and values, broken bodies, huge fields, odd keys and queries', async () => {
    const advertiser = await signInAdvertiser(test)
    const field = fc.constantFrom(
      'job_category',
      'job_monthly_salary_min',
      'salary_min',
      'posting_locations',
      'job_fee_reason',
      'assets',
      'preferred_languages',
      'is_whatsapp_number',
      'poster_role',
      'company_email',
      'plan',
      'submission_type',
      'payment_type',
      'form_version',
      'user',
      'job_company_logo',
      '__proto__',
      'constructor',
      '',
    )
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('1', '86', '148', '[1,2]', '[{"a":1}]', '[', 'true', '%', '\u0000', 'x'.repeat(9000)),
    )
    const wellFormed = fc
      .array(fc.tuple(field, value), { maxLength: 12 })
      .map((parts) => multipart(parts.map(([name, data]) => ({ field: name, data }))))
    const withFile = fc.uint8Array({ maxLength: 200 }).map((bytes) =>
      multipart([
        { field: 'plan', data: '1' },
        {
          field: 'job_company_logo',
          fileName: 'logo.png',
          contentType: 'image/png',
          data: Buffer.from(bytes),
        },
      ]),
    )
    const broken = fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
      payload: Buffer.from(bytes),
      contentType: 'multipart/form-data; boundary=----x',
    }))
    const key = fc.constantFrom(crypto.randomUUID(), 'short', '', 'k'.repeat(200), 'ключ-ключ-ключ')
    const path = fc.constantFrom(...FORM_VERSIONS)
    const query = fc.constantFrom('', '?location=9&en=0&locale=te', '?locale=xx', '?location=-1', '?x=1')
    await assertNo5xx(
      test.app,
      fc
        .tuple(fc.oneof(wellFormed, withFile, broken), key, path, query)
        .map(([body, idempotencyKey, version, search]) => ({
          method: 'POST' as const,
          url: createUrl(version, search),
          headers: {
            ...bearer(advertiser.access),
            'content-type': body.contentType,
            'idempotency-key': idempotencyKey,
          },
          payload: body.payload,
        })),
      60,
    )
  })
})
