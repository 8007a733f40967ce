import { POST_JOB_FIELDS } from '@localjobs/validation/post-job'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  FORM_VERSIONS,
  type FormValue,
  type FormVersion,
  formName,
  fromFormEntries,
  fromWire,
  type PostJobFormValues,
  RENAMED_FIELDS,
  SUBMIT_EXTRA_FIELDS,
  toFormData,
  toWire,
} from './form-mapping.ts'

/** Spec section 3, "API payload names differ by form version", as written there. */
const SPEC_TABLE = [
  ['salary_min', 'job_monthly_salary_min'],
  ['shift_timing', 'job_shift'],
  ['experience', 'job_candidate_YOE'],
  ['qualification', 'job_candidate_minimum_education'],
  ['preferred_gender', 'job_candidate_gender_preference'],
  ['fees_charged', 'job_fee'],
  ['fee_amount', 'job_fee_amount'],
  ['fee_reason', 'job_fee_reason'],
  ['fee_collected_at', 'job_fee_collection_time'],
  ['other_details', 'job_additional_details'],
  ['preferred_location', 'job_candidate_location_preference'],
  ['whatsapp_no', 'job_recruiter_whatsapp_num'],
  ['contact_preference', 'job_poster_contact_preference'],
  ['company_name', 'job_company_name'],
  ['agency_name', 'job_agency_name'],
  ['constituency', 'job_place'],
] as const

const RENAMING_VERSIONS = [1, 3] as const

describe('the section 3 table (versions 1 and 3)', () => {
  const rows = RENAMING_VERSIONS.flatMap((version) =>
    SPEC_TABLE.map(([form, wire]) => [version, form, wire] as const),
  )

  it.each(rows)('version %i sends %s as %s', (version, form, wire) => {
    expect(toWire({ [form]: 'v' }, version)).toEqual({ [wire]: 'v' })
  })

  it.each(rows)('version %i reads %s back from %s', (version, form, wire) => {
    expect(fromWire({ [wire]: 'v' }, version)).toEqual({ [form]: 'v' })
  })

  it.each(RENAMING_VERSIONS)(
    'version %i sends salary_max as job_monthly_salary_max, like salary_min',
    (version) => {
      expect(toWire({ salary_min: 10000, salary_max: 15000 }, version)).toEqual({
        job_monthly_salary_min: 10000,
        job_monthly_salary_max: 15000,
      })
    },
  )

  it('has exactly the table plus salary_max', () => {
    expect(RENAMED_FIELDS).toEqual({
      ...Object.fromEntries(SPEC_TABLE),
      salary_max: 'job_monthly_salary_max',
    })
  })
})

describe('version 2 keeps the form names and uses job_city', () => {
  it.each(SPEC_TABLE.filter(([form]) => form !== 'constituency'))('sends %s as itself', (form) => {
    expect(toWire({ [form]: 'v' }, 2)).toEqual({ [form]: 'v' })
  })

  it('sends constituency (the city) as job_city', () => {
    expect(toWire({ constituency: 31 }, 2)).toEqual({ job_city: 31 })
    expect(fromWire({ job_city: 31 }, 2)).toEqual({ constituency: 31 })
  })
})

describe('fields outside the table', () => {
  const unchanged = POST_JOB_FIELDS.filter((field) => !(field in RENAMED_FIELDS))
  const rows = FORM_VERSIONS.flatMap((version) => unchanged.map((field) => [version, field] as const))

  it.each(rows)('version %i sends %s by its form name', (version, field) => {
    const value = field === 'assets' || field === 'preferred_languages' ? '["x"]' : 'v'
    expect(toWire({ [field]: value }, version)).toEqual({ [field]: value })
  })

  const extras = FORM_VERSIONS.flatMap((version) =>
    SUBMIT_EXTRA_FIELDS.map((field) => [version, field] as const),
  )

  it.each(extras)('version %i sends the extra submit field %s by its name', (version, field) => {
    expect(toWire({ [field]: 'v' }, version)).toEqual({ [field]: 'v' })
    expect(fromWire({ [field]: 'v' }, version)).toEqual({ [field]: 'v' })
  })
})

describe('values', () => {
  it.each(FORM_VERSIONS)('version %i sends assets and preferred_languages as JSON text', (version) => {
    expect(toWire({ assets: ['bike', 'smartphone'], preferred_languages: [1, 3] }, version)).toEqual({
      assets: '["bike","smartphone"]',
      preferred_languages: '[1,3]',
    })
    expect(fromWire({ assets: '["bike","smartphone"]', preferred_languages: '[1,3]' }, version)).toEqual({
      assets: ['bike', 'smartphone'],
      preferred_languages: [1, 3],
    })
  })

  it.each([
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['an empty list', []],
  ])('leaves out %s', (_case, value) => {
    expect(toWire({ company_email: value as FormValue, openings_count: 2 }, 1)).toEqual({ openings_count: 2 })
    expect(fromWire({ company_email: value, openings_count: 2 }, 1)).toEqual({ openings_count: 2 })
  })

  it('ignores a __proto__ field: a body cannot change what the values inherit', () => {
    const wire = JSON.parse('{"__proto__": {"job_fee": 86}, "job_openings": 2}') as Record<string, unknown>
    const form = fromWire(wire, 1)
    expect(Object.getPrototypeOf(form)).toBe(Object.prototype)
    expect((form as Record<string, unknown>).job_fee).toBeUndefined()
    expect((form as Record<string, unknown>).fees_charged).toBeUndefined()
  })

  it.each([
    ['false', false],
    ['0', 0],
  ])('keeps %s (is_consultancy_name may be false)', (_case, value) => {
    expect(toWire({ is_consultancy_name: value }, 1)).toEqual({ is_consultancy_name: value })
  })

  it('keeps other lists as lists (posting_locations)', () => {
    expect(toWire({ posting_locations: [31, 32] }, 1)).toEqual({ posting_locations: [31, 32] })
  })
})

describe('toFormData', () => {
  it('omits empty values, repeats lists, writes booleans and numbers as text, attaches files', async () => {
    const logo = new File(['png'], 'logo.png', { type: 'image/png' })
    const data = toFormData({
      job_title: 'Driver',
      openings_count: 3,
      is_consultancy_name: false,
      posting_locations: [31, 32],
      job_company_logo: logo,
      company_email: '',
      agency_name: null,
      fee_reason: undefined,
      skills: [],
    })

    expect([...data.keys()]).toEqual([
      'job_title',
      'openings_count',
      'is_consultancy_name',
      'posting_locations',
      'posting_locations',
      'job_company_logo',
    ])
    expect(data.getAll('posting_locations')).toEqual(['31', '32'])
    expect(data.get('openings_count')).toBe('3')
    expect(data.get('is_consultancy_name')).toBe('false')
    const file = data.get('job_company_logo') as File
    expect(file.name).toBe('logo.png')
    expect(await file.text()).toBe('png')
  })

  it('sends a version 1 form with the wire names', () => {
    const data = toFormData(toWire({ salary_min: 12000, constituency: 31, assets: ['bike'] }, 1))

    expect([...data.entries()]).toEqual([
      ['job_monthly_salary_min', '12000'],
      ['job_place', '31'],
      ['assets', '["bike"]'],
    ])
  })
})

/** A form value that survives the trip: non-empty, of the field's kind. */
const fieldValue = (field: string): fc.Arbitrary<FormValue> => {
  if (field === 'assets' || field === 'preferred_languages') {
    return fc.oneof(
      fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 4 }),
      fc.array(fc.integer(), { minLength: 1, maxLength: 4 }),
    )
  }
  return fc.oneof(
    fc.string({ minLength: 1 }),
    fc.integer(),
    fc.boolean(),
    fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
  )
}

const formArb: fc.Arbitrary<PostJobFormValues> = fc.record(
  Object.fromEntries(
    [...POST_JOB_FIELDS, ...SUBMIT_EXTRA_FIELDS].map((field) => [field, fieldValue(field)]),
  ) as Record<string, fc.Arbitrary<FormValue>>,
  { requiredKeys: [] },
) as fc.Arbitrary<PostJobFormValues>

describe('round trips (fast-check)', () => {
  it.each(FORM_VERSIONS)('version %i: fromWire(toWire(form)) is the form', (version: FormVersion) => {
    fc.assert(
      fc.property(formArb, (form) => {
        expect(fromWire(toWire(form, version), version)).toEqual(form)
      }),
    )
  })

  it.each(FORM_VERSIONS)('version %i: no two form fields share a wire name', (version: FormVersion) => {
    const all = Object.fromEntries([...POST_JOB_FIELDS, ...SUBMIT_EXTRA_FIELDS].map((f) => [f, 'v']))
    expect(Object.keys(toWire(all, version))).toHaveLength(Object.keys(all).length)
  })

  it.each(RENAMING_VERSIONS)('version %i never sends a renamed field under its form name', (version) => {
    fc.assert(
      fc.property(formArb, (form) => {
        const wire = toWire(form, version)
        for (const [formName] of SPEC_TABLE) expect(wire).not.toHaveProperty(formName)
      }),
    )
  })

  it('version 2 never sends a job_* name from the table', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const wire = toWire(form, 2)
        for (const [, wireName] of SPEC_TABLE) expect(wire).not.toHaveProperty(wireName)
      }),
    )
  })

  it.each(FORM_VERSIONS)('version %i: empty values never reach the wire', (version: FormVersion) => {
    const empty = fc.constantFrom<FormValue>('', null, undefined, [])
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...POST_JOB_FIELDS), empty), (form) => {
        expect(toWire(form, version)).toEqual({})
      }),
    )
  })
})

describe('fromFormEntries (what the API reads from a multipart body)', () => {
  const entriesOf = (data: FormData) =>
    [...data.entries()].map(([field, value]) => [field, String(value)] as const)

  it.each(FORM_VERSIONS)('version %i: a list of one stays a list, JSON text stays text', (version) => {
    const form: PostJobFormValues = { posting_locations: [31], fee_reason: ['OTHER_REASON'], assets: [2, 5] }
    const wire = fromFormEntries(entriesOf(toFormData(toWire(form, version))), version)
    expect(fromWire(wire, version)).toEqual({
      posting_locations: ['31'],
      fee_reason: ['OTHER_REASON'],
      assets: [2, 5],
    })
  })

  it('keeps every value of a single field sent twice, so the rules can refuse it', () => {
    expect(
      fromFormEntries(
        [
          ['job_type', '1'],
          ['job_type', '2'],
          ['job_type', '3'],
        ],
        3,
      ),
    ).toEqual({ job_type: ['1', '2', '3'] })
  })

  it('reads a field named like an object property as data', () => {
    const wire = fromFormEntries(
      [
        ['__proto__', 'x'],
        ['constructor', 'y'],
      ],
      3,
    )
    expect(Object.keys(wire).sort()).toEqual(['__proto__', 'constructor'])
    expect(Object.getPrototypeOf({})).toBe(Object.prototype)
  })

  it.each(FORM_VERSIONS)(
    'version %i: every form field comes back by its form name (fast-check)',
    (version) => {
      fc.assert(
        fc.property(formArb, (form) => {
          const wire = fromFormEntries(
            entriesOf(toFormData(toWire(form, version))).filter(([field]) => field !== ''),
            version,
          )
          const back = fromWire(wire, version)
          expect(Object.keys(back).sort()).toEqual(
            Object.keys(toWire(form, version))
              .map((field) => formName(field, version))
              .sort(),
          )
        }),
      )
    },
  )
})
