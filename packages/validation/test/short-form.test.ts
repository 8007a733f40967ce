import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isMessageKey, translate } from '../src/messages.ts'
import { type ShortFormInput, shortFormSchema } from '../src/short-form.ts'
import { problemAt, problemsOf } from './issues.ts'

const validForm = {
  state_id: '91',
  job_title_id: '340',
  job_title: 'Delivery Executive',
  location_id: '9',
  location_name: 'Hyderabad',
  n_openings: '5',
  mobile_number: '9876543210',
  name: 'Ravi Kumar',
  company_name: 'Sri Sai Logistics',
} satisfies ShortFormInput

const problemWith = (changes: ShortFormInput, field: string) =>
  problemAt(shortFormSchema, { ...validForm, ...changes }, field)

describe('the short hiring form', () => {
  it('passes when complete and gives ids as numbers', () => {
    expect(shortFormSchema.parse(validForm)).toEqual({
      state_id: 91,
      job_title_id: 340,
      job_title: 'Delivery Executive',
      location_id: 9,
      location_name: 'Hyderabad',
      n_openings: 5,
      mobile_number: '9876543210',
      name: 'Ravi Kumar',
      company_name: 'Sri Sai Logistics',
    })
  })

  it('needs only state, job title, location, openings and mobile number', () => {
    const { name: _n, company_name: _c, job_title: _t, location_name: _l, ...required } = validForm
    expect(problemsOf(shortFormSchema, required)).toEqual([])
  })

  it('reports every problem of an empty form at once, with the spec’s message', () => {
    expect(problemsOf(shortFormSchema, {})).toEqual([
      'state_id: required',
      'job_title_id: required',
      'location_id: required',
      'n_openings: required',
      'mobile_number: required',
    ])
    expect(translate('required')).toBe('This field is required.')
  })
})

describe('state, job title and location: required, then a valid option', () => {
  it.each<[string, ShortFormInput, string, string | undefined]>([
    ['no state', { state_id: '' }, 'state_id', 'required'],
    ['a state that is not an option', { state_id: 'Telangana' }, 'state_id', 'selectValidState'],
    ['a fractional state id', { state_id: '91.5' }, 'state_id', 'selectValidState'],
    ['no job title at all', { job_title_id: '', job_title: '' }, 'job_title_id', 'required'],
    [
      'a job title typed but not picked',
      { job_title_id: '', job_title: 'Drivr' },
      'job_title_id',
      'selectValidJobTitle',
    ],
    [
      'a job title id that is not a number',
      { job_title_id: 'driver' },
      'job_title_id',
      'selectValidJobTitle',
    ],
    ['a job title picked', { job_title_id: 12 }, 'job_title_id', undefined],
    ['no location at all', { location_id: undefined, location_name: undefined }, 'location_id', 'required'],
    [
      'a location typed but not picked',
      { location_id: '', location_name: 'Hyd' },
      'location_id',
      'selectValidLocation',
    ],
    ['a location id that is not a number', { location_id: '9a' }, 'location_id', 'selectValidLocation'],
  ])('%s -> %s: %s', (_case, changes, field, problem) => {
    expect(problemWith(changes, field)).toBe(problem)
  })

  it.each<[string, string]>([
    ['selectValidState', 'Select a valid state'],
    ['selectValidJobTitle', 'Select a valid job title'],
  ])('%s reads "%s"', (key, text) => {
    expect(isMessageKey(key) && translate(key)).toBe(text)
  })
})

describe('company name: optional, and when given it must name something', () => {
  it.each<[string | undefined, string | undefined]>([
    [undefined, undefined],
    ['', undefined],
    ['Sri Sai Logistics', undefined],
    ['श्री साई लॉजिस्टिक्स', undefined],
    ['24x7 Services', undefined],
    ['---', 'enterCompanyName'],
    ['. .', 'enterCompanyName'],
    ['x'.repeat(101), 'tooLong'],
  ])('%j -> %s', (value, problem) => {
    expect(problemWith({ company_name: value }, 'company_name')).toBe(problem)
  })

  it('reads "Enter your company Name"', () => {
    expect(translate('enterCompanyName')).toBe('Enter your company Name')
  })
})

describe('n_openings: required, at most 2 digits, 1 to 99', () => {
  it.each<[string | number | undefined, string | undefined]>([
    [undefined, 'required'],
    ['', 'required'],
    ['1', undefined],
    ['99', undefined],
    [' 7 ', undefined],
    ['07', undefined],
    [42, undefined],
    ['100', 'maxTwoDigits'],
    ['007', 'maxTwoDigits'],
    ['1000', 'maxTwoDigits'],
    [100, 'maxTwoDigits'],
    ['0', 'openingsBetween1And99'],
    ['00', 'openingsBetween1And99'],
    ['-5', 'openingsBetween1And99'],
    ['1.5', 'openingsBetween1And99'],
    ['ab', 'openingsBetween1And99'],
    [0, 'openingsBetween1And99'],
  ])('%j -> %s', (value, problem) => {
    expect(problemWith({ n_openings: value }, 'n_openings')).toBe(problem)
  })

  it.each<[string, string]>([
    ['maxTwoDigits', 'Maximum 2 digits are allowed.'],
    ['openingsBetween1And99', 'Enter openings between 1 and 99'],
  ])('%s reads "%s"', (key, text) => {
    expect(isMessageKey(key) && translate(key)).toBe(text)
  })

  it('accepts every number from 1 to 99 and refuses every longer one with the digits message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), (openings) => {
        expect(shortFormSchema.parse({ ...validForm, n_openings: String(openings) }).n_openings).toBe(
          openings,
        )
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10 ** 12 }), (openings) => {
        expect(problemWith({ n_openings: String(openings) }, 'n_openings')).toBe('maxTwoDigits')
      }),
    )
  })
})

describe('mobile_number: required, at least 10 characters, then 10 digits starting 6 to 9', () => {
  it.each<[string | undefined, string | undefined]>([
    [undefined, 'required'],
    ['', 'required'],
    ['98765', 'atLeast10Characters'],
    ['987654321', 'atLeast10Characters'],
    [' 987654321 ', 'atLeast10Characters'],
    ['9876543210', undefined],
    [' 9876543210 ', undefined],
    ['6000000000', undefined],
    ['5876543210', 'invalidMobileNumber'],
    ['98765432101', 'invalidMobileNumber'],
    ['98765-4321', 'invalidMobileNumber'],
    ['+919876543210', 'invalidMobileNumber'],
    ['abcdefghij', 'invalidMobileNumber'],
  ])('%j -> %s', (value, problem) => {
    expect(problemWith({ mobile_number: value }, 'mobile_number')).toBe(problem)
  })

  it.each<[string, string]>([
    ['atLeast10Characters', 'Ensure this field has at least 10 characters.'],
    ['invalidMobileNumber', 'Enter a valid 10-digit mobile number.'],
  ])('%s reads "%s"', (key, text) => {
    expect(isMessageKey(key) && translate(key)).toBe(text)
  })
})

describe('whatever a form sends', () => {
  it('is answered with message keys, never a throw', () => {
    const fields = Object.keys(validForm)
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...fields), fc.oneof(fc.string(), fc.integer(), fc.constant(null))),
        (input) => {
          for (const issue of shortFormSchema.safeParse(input).error?.issues ?? [])
            expect(isMessageKey(issue.message)).toBe(true)
        },
      ),
    )
  })
})
