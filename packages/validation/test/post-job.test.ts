import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  FEE_AMOUNT_MAX,
  FEES_CHARGED_YES_ID,
  PREFERRED_LOCATION_IN_DISTRICT_ID,
  SALARY_MAX,
  SALARY_MIN,
} from '../src/constants.ts'
import { isMessageKey } from '../src/messages.ts'
import {
  COMPANY_EMAIL_ERROR,
  companyEmailError,
  POST_JOB_FIELDS,
  type PostJobContext,
  type PostJobFormValues,
  postJobStep1Schema,
  postJobStep2Schema,
  postJobStep3Schema,
  postJobStep4Schema,
  postJobStepFields,
  postJobStepSchema,
  postJobSubmissionSchema,
} from '../src/post-job.ts'
import { problemAt, problemsOf } from './issues.ts'

/** A complete post as the form holds it: every value is text, as inputs give it. */
const validForm = {
  job_category: '12',
  job_title_id: '340',
  job_title: 'Delivery Executive',
  primary_job_role: '7',
  job_type: '1',
  constituency: '55',
  job_location_city: '9',
  preferred_location: '147',
  openings_count: '3',
  salary_min: '12000',
  salary_max: '18000',
  shift_timing: '2',
  fees_charged: '85',
  qualification: '4',
  experience: '0',
  preferred_gender: '3',
  mobile_no: '9876543210',
  is_whatsapp_number: true,
  contact_preference: '1',
  poster_role: 'FROM_COMPANY',
  advertiser_company_name: 'Sri Sai Logistics',
  company_size: '2',
  company_type: '1',
  is_consultancy_name: false,
  plan: '2',
} satisfies PostJobFormValues

const submission = (context: PostJobContext = {}) => postJobSubmissionSchema(context)
const problemsWith = (changes: PostJobFormValues, context: PostJobContext = {}) =>
  problemsOf(submission(context), { ...validForm, ...changes })
const problemWith = (changes: PostJobFormValues, field: string, context: PostJobContext = {}) =>
  problemAt(submission(context), { ...validForm, ...changes }, field)
const parsed = (changes: PostJobFormValues, context: PostJobContext = {}) =>
  submission(context).parse({ ...validForm, ...changes })

const fees = { fees_charged: String(FEES_CHARGED_YES_ID), fee_amount: '500', fee_reason: ['TRAINING'] }
const agency = { poster_role: 'FROM_JOB_AGENCY', agency_name: 'Quick Staffing' }

describe('a complete post', () => {
  it('passes and comes out as numbers, booleans and trimmed text', () => {
    expect(problemsWith({})).toEqual([])
    expect(parsed({ job_title: '  Delivery Executive ' })).toMatchObject({
      job_category: 12,
      job_title_id: 340,
      job_title: 'Delivery Executive',
      openings_count: 3,
      salary_min: 12000,
      salary_max: 18000,
      experience: 0,
      mobile_no: '9876543210',
      is_whatsapp_number: true,
      is_consultancy_name: false,
      advertiser_company_name: 'Sri Sai Logistics',
      plan: 2,
    })
  })

  it('takes numbers and booleans from code as well as text', () => {
    const fromCode = { ...validForm, job_category: 12, salary_min: 12000, is_consultancy_name: 'false' }
    expect(submission().parse(fromCode)).toMatchObject({ job_category: 12, is_consultancy_name: false })
  })

  it('drops fields that are not the form’s', () => {
    expect(parsed({ ...({ advertiser_id: 5 } as object) })).not.toHaveProperty('advertiser_id')
  })
})

describe('required fields (spec section 5)', () => {
  const required = [
    'job_category',
    'job_title_id',
    'primary_job_role',
    'job_type',
    'constituency',
    'job_location_city',
    'preferred_location',
    'shift_timing',
    'fees_charged',
    'qualification',
    'experience',
    'preferred_gender',
    'mobile_no',
    'contact_preference',
    'advertiser_company_name',
    'company_size',
    'company_type',
    'is_consultancy_name',
    'openings_count',
    'salary_min',
    'salary_max',
  ] as const

  it.each(required)('%s missing -> required', (field) => {
    const { [field]: _left, ...form } = validForm
    expect(problemsOf(submission(), form)).toEqual([`${field}: required`])
  })

  it.each(required)('%s empty or only spaces -> required', (field) => {
    expect(problemWith({ [field]: '' }, field)).toBe('required')
    expect(problemWith({ [field]: '   ' }, field)).toBe('required')
    expect(problemWith({ [field]: null }, field)).toBe('required')
  })

  const optionIds = required.filter(
    (field) =>
      !['mobile_no', 'advertiser_company_name', 'is_consultancy_name'].includes(field) &&
      !['openings_count', 'salary_min', 'salary_max'].includes(field),
  )

  it.each(optionIds.flatMap((field) => ['12.5', 'abc', '1e3', '-1', '0x1f'].map((value) => [field, value])))(
    '%s = %j is not an option -> selectValidOption',
    (field, value) => {
      expect(problemWith({ [field]: value }, field)).toBe('selectValidOption')
    },
  )

  it.each([
    [false, false],
    ['false', false],
    [true, true],
    ['true', true],
  ])('is_consultancy_name may be %j', (value, expected) => {
    expect(parsed({ is_consultancy_name: value }).is_consultancy_name).toBe(expected)
  })

  it.each(['yes', '1', 'no'])('is_consultancy_name = %j -> selectValidOption', (value) => {
    expect(problemWith({ is_consultancy_name: value }, 'is_consultancy_name')).toBe('selectValidOption')
  })

  it('reports every missing field at once', () => {
    const problems = problemsOf(submission(), {})
    expect(problems).toHaveLength(required.length + 1) // and the plan of step 4
    expect(problems).toContain('plan: required')
  })
})

describe('openings_count is required and above 0', () => {
  it.each([
    ['1', undefined],
    ['250', undefined],
    [' 7 ', undefined],
    ['0', 'openingsAboveZero'],
    ['-3', 'openingsAboveZero'],
    ['2.5', 'enterWholeNumber'],
    ['three', 'enterWholeNumber'],
    ['2147483648', 'numberTooLarge'],
  ])('%j -> %s', (value, problem) => {
    expect(problemWith({ openings_count: value }, 'openings_count')).toBe(problem)
  })
})

describe('salary_min and salary_max: 1000 to 100000, max not below min', () => {
  it.each([
    ['salary_min', String(SALARY_MIN - 1), 'salaryOutOfRange'],
    ['salary_min', String(SALARY_MIN), undefined],
    ['salary_max', String(SALARY_MAX), undefined],
    ['salary_max', String(SALARY_MAX + 1), 'salaryOutOfRange'],
    ['salary_min', '0', 'salaryOutOfRange'],
    ['salary_min', '15000.50', 'enterWholeNumber'],
    ['salary_max', '20k', 'enterWholeNumber'],
  ])('%s = %s -> %s', (field, value, problem) => {
    expect(problemWith({ [field]: value }, field)).toBe(problem)
  })

  it.each([
    ['12000', '11999', 'salaryMaxBelowMin'],
    ['12000', '12000', undefined],
    ['12000', '12001', undefined],
  ])('min %s, max %s -> %s', (min, max, problem) => {
    expect(problemWith({ salary_min: min, salary_max: max }, 'salary_max')).toBe(problem)
  })

  it('compares the two only once both are valid salaries', () => {
    expect(problemsWith({ salary_min: '500000', salary_max: '2000' })).toEqual([
      'salary_min: salaryOutOfRange',
    ])
  })

  it('accepts any pair in range with max >= min, and refuses max < min', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: SALARY_MIN, max: SALARY_MAX }),
        fc.integer({ min: SALARY_MIN, max: SALARY_MAX }),
        (a, b) => {
          const problem = problemWith({ salary_min: String(a), salary_max: String(b) }, 'salary_max')
          expect(problem).toBe(b < a ? 'salaryMaxBelowMin' : undefined)
        },
      ),
    )
  })
})

describe('posting_locations when preferred_location is the in-district option (148)', () => {
  const inDistrict = { preferred_location: String(PREFERRED_LOCATION_IN_DISTRICT_ID) }

  it.each<[unknown, string | undefined]>([
    [undefined, 'required'],
    [[], 'required'],
    [['31', '32'], undefined],
    [[31], undefined],
    [['31', 'x'], 'selectValidOption'],
  ])('%j -> %s', (value, problem) => {
    expect(problemWith({ ...inDistrict, posting_locations: value as string[] }, 'posting_locations')).toBe(
      problem,
    )
  })

  it('comes out as ids', () => {
    expect(parsed({ ...inDistrict, posting_locations: ['31', '32'] }).posting_locations).toEqual([31, 32])
  })

  it('is neither required nor passed on for another preference', () => {
    expect(problemsWith({ posting_locations: ['x'] })).toEqual([])
    expect(parsed({ posting_locations: ['31'] }).posting_locations).toBeUndefined()
  })
})

describe('fees when fees_charged is the yes option (86)', () => {
  it('passes with an amount and a reason', () => {
    expect(problemsWith(fees)).toEqual([])
    expect(parsed(fees)).toMatchObject({ fees_charged: 86, fee_amount: 500, fee_reason: ['TRAINING'] })
  })

  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['0', 'feeAmountAboveZero'],
    ['-100', 'feeAmountAboveZero'],
    ['1', undefined],
    [String(FEE_AMOUNT_MAX), undefined],
    [String(FEE_AMOUNT_MAX + 1), 'feeAmountTooLarge'],
    ['99.5', 'enterWholeNumber'],
  ])('fee_amount %j -> %s', (value, problem) => {
    expect(problemWith({ ...fees, fee_amount: value }, 'fee_amount')).toBe(problem)
  })

  it.each<[unknown, string | undefined]>([
    [undefined, 'required'],
    [[], 'required'],
    ['TRAINING', undefined],
    [['TRAINING', 'UNIFORM'], undefined],
    [['TRAINING', ' '], 'selectValidOption'],
  ])('fee_reason %j -> %s', (value, problem) => {
    expect(problemWith({ ...fees, fee_reason: value as string[] }, 'fee_reason')).toBe(problem)
  })

  it.each<[unknown, unknown, string | undefined]>([
    [['OTHER_REASON'], undefined, 'required'],
    [['TRAINING', 'OTHER_REASON'], '  ', 'required'],
    [['OTHER_REASON'], 'Police verification', undefined],
    [['TRAINING'], undefined, undefined],
  ])('fee_reason %j with fee_reason_other %j -> %s', (reason, other, problem) => {
    const changes = { ...fees, fee_reason: reason as string[], fee_reason_other: other as string }
    expect(problemWith(changes, 'fee_reason_other')).toBe(problem)
  })

  it('takes the fee collection time and other details as optional', () => {
    expect(problemsWith({ ...fees, fee_collected_at: undefined, other_details: undefined })).toEqual([])
    expect(
      parsed({ ...fees, fee_collected_at: 'AFTER_JOINING', other_details: 'Bring Aadhaar' }),
    ).toMatchObject({
      fee_collected_at: 'AFTER_JOINING',
      other_details: 'Bring Aadhaar',
    })
  })

  it('neither checks nor passes on fee fields when no fee is charged', () => {
    const stale = {
      fee_amount: 'junk',
      fee_reason: ['OTHER_REASON'],
      fee_reason_other: '',
      fee_collected_at: 'x',
    }
    expect(problemsWith(stale)).toEqual([])
    expect(parsed(stale)).toMatchObject({
      fee_amount: undefined,
      fee_reason: undefined,
      fee_reason_other: undefined,
      fee_collected_at: undefined,
    })
  })
})

describe('mobile_no and whatsapp_no are 10-character mobile numbers', () => {
  it.each([
    ['9876543210', undefined],
    [' 9876543210 ', undefined],
    ['987654321', 'invalidMobileNumber'],
    ['98765432101', 'invalidMobileNumber'],
    ['5876543210', 'invalidMobileNumber'],
    ['98765-4321', 'invalidMobileNumber'],
  ])('%j -> %s', (value, problem) => {
    expect(problemWith({ mobile_no: value }, 'mobile_no')).toBe(problem)
    expect(problemWith({ whatsapp_no: value }, 'whatsapp_no')).toBe(problem)
  })
})

describe('whatsapp_no is required when contact_preference is 1 and the mobile is not on WhatsApp', () => {
  it.each<[string, unknown, string | undefined]>([
    ['1', false, 'required'],
    ['1', 'false', 'required'],
    ['1', undefined, 'required'],
    ['1', true, undefined],
    ['2', false, undefined],
    ['2', undefined, undefined],
  ])('contact_preference %s, is_whatsapp_number %j -> %s', (preference, isWhatsApp, problem) => {
    const changes = { contact_preference: preference, is_whatsapp_number: isWhatsApp as boolean }
    expect(problemWith(changes, 'whatsapp_no')).toBe(problem)
  })

  it('passes with the WhatsApp number given', () => {
    const changes = { contact_preference: '1', is_whatsapp_number: false, whatsapp_no: '8123456789' }
    expect(parsed(changes)).toMatchObject({ whatsapp_no: '8123456789', is_whatsapp_number: false })
  })
})

describe('company_email error types (spec section 5)', () => {
  it.each<[string | undefined, boolean, number | undefined]>([
    ['hr@srisai.in', false, undefined],
    ['  hr@srisai.in ', false, undefined],
    ['', true, undefined],
    [undefined, false, undefined],
    ['hr@srisai', false, COMPANY_EMAIL_ERROR.pattern],
    ['hr.srisai.in', false, COMPANY_EMAIL_ERROR.pattern],
    ['hr@@srisai.in', false, COMPANY_EMAIL_ERROR.pattern],
    [`${'a'.repeat(64)}@${Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.')}.in`, false, 1],
    ['hr @srisai.in', false, COMPANY_EMAIL_ERROR.spaces],
    [`hr @${'b'.repeat(400)}.in`, false, COMPANY_EMAIL_ERROR.spaces],
    ['hr@srisai.in', true, COMPANY_EMAIL_ERROR.duplicate],
    ['hr@srisai', true, COMPANY_EMAIL_ERROR.pattern],
  ])('%# %s with a stored error %s -> %s', (value, storedEmailError, type) => {
    expect(companyEmailError(value, { storedEmailError })).toBe(type)
  })

  it('numbers the types as the spec does', () => {
    expect(COMPANY_EMAIL_ERROR).toEqual({ pattern: 0, tooLong: 1, spaces: 2, duplicate: 3 })
  })

  it.each<[string, PostJobContext, string | undefined]>([
    ['', {}, undefined],
    ['hr@srisai.in', {}, undefined],
    ['hr@srisai', {}, 'emailInvalid'],
    [`${'a'.repeat(311)}@srisai.in`, {}, 'emailTooLong'],
    ['hr @srisai.in', {}, 'emailHasSpaces'],
    ['hr@srisai.in', { storedEmailError: true }, 'emailAlreadyUsed'],
  ])('%# the form says %s with %j -> %s', (value, context, problem) => {
    expect(problemWith({ company_email: value }, 'company_email', context)).toBe(problem)
  })

  it('passes the address on trimmed, and leaves an empty one out', () => {
    expect(parsed({ company_email: ' hr@srisai.in ' }).company_email).toBe('hr@srisai.in')
    expect(parsed({ company_email: '' }).company_email).toBeUndefined()
  })
})

describe('optional company fields', () => {
  it.each(['company_name', 'job_company_logo'] as const)('%s may be left out', (field) => {
    expect(problemsWith({ [field]: undefined })).toEqual([])
  })

  it('takes a logo as a file or as a stored reference', () => {
    const logo = new Blob(['png'], { type: 'image/png' })
    expect(parsed({ job_company_logo: logo }).job_company_logo).toBe(logo)
    expect(parsed({ job_company_logo: 'logos/42.png' }).job_company_logo).toBe('logos/42.png')
    expect(problemWith({ job_company_logo: 42 }, 'job_company_logo')).toBe('invalidValue')
  })

  it('refuses an over-long company name', () => {
    expect(problemWith({ company_name: 'x'.repeat(101) }, 'company_name')).toBe('tooLong')
  })
})

describe('agency poster role (FROM_JOB_AGENCY)', () => {
  it('requires the agency’s name', () => {
    expect(problemWith({ ...agency, agency_name: undefined }, 'agency_name')).toBe('required')
    expect(parsed(agency)).toMatchObject({ poster_role: 'FROM_JOB_AGENCY', agency_name: 'Quick Staffing' })
  })

  it('neither asks for nor passes on an agency name when the employer posts', () => {
    expect(problemsWith({ agency_name: '' })).toEqual([])
    expect(parsed({ agency_name: 'Leftover' }).agency_name).toBeUndefined()
  })

  it('decides step 3 from the poster_role step 2 collected', () => {
    expect(problemsOf(postJobStep3Schema(), { ...validForm, poster_role: 'FROM_JOB_AGENCY' })).toEqual([
      'agency_name: required',
    ])
  })
})

describe('enterprise advertisers', () => {
  const enterprise = { isEnterprise: true }

  it('skip the company name and e-mail the enterprise login already gives', () => {
    const form = { advertiser_company_name: undefined, company_email: 'not an address' }
    expect(problemsWith(form, enterprise)).toEqual([])
    expect(parsed({ company_email: 'hr@srisai.in' }, enterprise)).toMatchObject({
      advertiser_company_name: undefined,
      company_email: undefined,
    })
  })

  it('are not told about a stored e-mail error for an e-mail they were not asked for', () => {
    expect(problemsWith({}, { isEnterprise: true, storedEmailError: true })).toEqual([])
  })

  it('skip the whole company step: the account holds the company', () => {
    const company = {
      company_size: '',
      company_type: 'x',
      is_consultancy_name: '',
      poster_role: 'FROM_JOB_AGENCY',
      agency_name: '',
    }
    expect(problemsWith(company, enterprise)).toEqual([])
    expect(
      parsed({ company_size: '2', company_type: '1', company_name: 'Sri Sai' }, enterprise),
    ).toMatchObject({
      company_size: undefined,
      company_type: undefined,
      company_name: undefined,
    })
    // the same values refused for a web advertiser: the skip is the enterprise's only
    expect(problemWith({ company_size: '' }, 'company_size')).toBe('required')
  })
})

describe('candidate requirements', () => {
  it.each<[string, PostJobFormValues, string, string | undefined]>([
    ['ages 18 to 35', { min_preferred_age: '18', max_preferred_age: '35' }, 'max_preferred_age', undefined],
    [
      'ages 30 to 25',
      { min_preferred_age: '30', max_preferred_age: '25' },
      'max_preferred_age',
      'ageMaxBelowMin',
    ],
    ['a minimum age of 17', { min_preferred_age: '17' }, 'min_preferred_age', 'ageOutOfRange'],
    ['a maximum age of 101', { max_preferred_age: '101' }, 'max_preferred_age', 'ageOutOfRange'],
    ['a maximum age of 40.5', { max_preferred_age: '40.5' }, 'max_preferred_age', 'enterWholeNumber'],
    [
      'a language that is no option',
      { preferred_languages: ['1', 'x'] },
      'preferred_languages',
      'selectValidOption',
    ],
    ['assets as ids from code', { assets: [3, 4] }, 'assets', undefined],
    ['a course that is no option', { course_id: 'abc' }, 'course_id', 'selectValidOption'],
    ['resume_required "maybe"', { resume_required: 'maybe' }, 'resume_required', 'selectValidOption'],
    ['other details of 2001 characters', { other_details: 'x'.repeat(2001) }, 'other_details', 'tooLong'],
  ])('%s -> %s: %s', (_case, changes, field, problem) => {
    expect(problemWith(changes, field)).toBe(problem)
  })
})

describe('step schemas', () => {
  it('split the submission’s fields between them, each field in one step', () => {
    const all = Object.values(postJobStepFields).flat()
    expect(new Set(all).size).toBe(all.length)
    expect(Object.keys(parsed({})).sort()).toEqual([...all].sort())
  })

  it('cover POST_JOB_FIELDS, the form’s fields in the order of the steps', () => {
    expect(POST_JOB_FIELDS).toEqual(Object.values(postJobStepFields).flat())
  })

  it.each([
    [1, postJobStep1Schema],
    [2, postJobStep2Schema],
    [3, postJobStep3Schema()],
    [4, postJobStep4Schema],
  ] as const)('step %s reports only its own fields from an empty form', (step, schema) => {
    const fields = new Set(problemsOf(schema, {}).map((problem) => problem.split(':')[0]))
    expect(fields.size).toBeGreaterThan(0)
    for (const field of fields) expect(postJobStepFields[step]).toContain(field)
  })

  it.each([1, 2, 3, 4] as const)(
    'step %s passes on a complete form and is the schema postJobStepSchema gives',
    (step) => {
      const schema = postJobStepSchema(step)
      expect(problemsOf(schema, validForm)).toEqual([])
      expect(Object.keys(schema.parse(validForm)).sort()).toEqual([...postJobStepFields[step]].sort())
    },
  )

  it('hands the context to step 3', () => {
    const input = { ...validForm, company_email: 'hr@srisai.in' }
    expect(problemsOf(postJobStepSchema(3, { storedEmailError: true }), input)).toEqual([
      'company_email: emailAlreadyUsed',
    ])
  })

  it('are Standard Schemas a form library can use', async () => {
    const result = await postJobStep4Schema['~standard'].validate({ plan: '' })
    expect(result.issues?.map((issue) => issue.message)).toEqual(['required'])
  })
})

describe('whatever a form or a client sends', () => {
  const fields = Object.values(postJobStepFields).flat()
  const value = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.string(), fc.integer())),
    fc.constantFrom('86', '148', '1', 'OTHER_REASON', 'FROM_JOB_AGENCY', '9876543210', ''),
  )

  it('is answered with a parsed post or with message keys on known fields, never a throw', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...fields), value),
        fc.record({ isEnterprise: fc.boolean(), storedEmailError: fc.boolean() }),
        (input, context) => {
          const result = submission(context).safeParse({ ...validForm, ...input })
          for (const issue of result.error?.issues ?? []) {
            expect(isMessageKey(issue.message)).toBe(true)
            expect(fields).toContain(issue.path[0])
          }
        },
      ),
    )
  })

  it('refuses a body that is not an object', () => {
    expect(problemsOf(submission(), 'job')).toEqual([': invalidValue'])
    expect(problemsOf(submission(), null)).toEqual([': invalidValue'])
  })

  it('refuses a value of the wrong kind with invalidValue', () => {
    expect(problemWith({ job_category: true as unknown as string }, 'job_category')).toBe('invalidValue')
  })
})
