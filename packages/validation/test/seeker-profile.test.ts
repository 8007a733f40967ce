import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FRESHER_EXPERIENCE_ID } from '../src/constants.ts'
import { isMessageKey } from '../src/messages.ts'
import {
  educationEntrySchema,
  educationsSchema,
  isFresher,
  type SeekerProfileInput,
  seekerProfileSchema,
  seekerProfileStep1Schema,
  seekerProfileStep2Schema,
  seekerProfileStep3Schema,
  seekerProfileStepFields,
  seekerProfileStepSchemas,
} from '../src/seeker-profile.ts'
import { problemAt, problemsOf } from './issues.ts'

const validProfile = {
  name: 'Lakshmi Devi',
  gender: '2',
  qualification: '5',
  specialization: '31',
  resume: 'Q2xhc3NpYy1yZXN1bWUtaWQ',
  past_employer: 'Reliance Trends',
  recent_designation: 'Store Assistant',
  experience: '3',
  salary: '4',
  job_type: '1',
  work_time: '1',
  shift_timing: '2',
  job_category: ['12', '14'],
  locations: ['9'],
} satisfies SeekerProfileInput

const steps = [
  [1, seekerProfileStep1Schema],
  [2, seekerProfileStep2Schema],
  [3, seekerProfileStep3Schema],
] as const

describe('seeker profile steps require the fields the spec lists per step', () => {
  it('passes when complete', () => {
    expect(seekerProfileSchema.parse(validProfile)).toMatchObject({
      name: 'Lakshmi Devi',
      gender: 2,
      resume: 'Q2xhc3NpYy1yZXN1bWUtaWQ',
      past_employer: 'Reliance Trends',
      salary: 4,
      job_category: [12, 14],
      job_role: undefined,
      locations: [9],
    })
  })

  it.each([
    ...seekerProfileStepFields[1].filter((field) => field !== 'resume'),
    ...seekerProfileStepFields[2],
    ...seekerProfileStepFields[3].filter((field) => field !== 'job_role'),
  ])('%s missing -> required', (field) => {
    const { [field as keyof typeof validProfile]: _left, ...profile } = validProfile
    expect(problemsOf(seekerProfileSchema, profile)).toEqual([`${field}: required`])
  })

  it.each<[string, unknown]>([
    ['missing', undefined],
    ['empty', ''],
    ['spaces', '   '],
    ['null', null],
  ])('the resume of step 1 is required (spec section 3 lists it): %s -> resumeRequired', (_case, resume) => {
    const profile = { ...validProfile, resume }
    expect(problemsOf(seekerProfileSchema, profile)).toEqual(['resume: resumeRequired'])
    expect(problemsOf(seekerProfileStep1Schema, profile)).toEqual(['resume: resumeRequired'])
  })

  it.each([
    ['step 1', 1, ['name', 'gender', 'qualification', 'specialization', 'resume']],
    ['step 2', 2, ['past_employer', 'recent_designation', 'experience', 'salary']],
    ['step 3', 3, ['job_type', 'work_time', 'shift_timing', 'job_category', 'job_role', 'locations']],
  ] as const)('%s holds %j', (_step, step, fields) => {
    expect(seekerProfileStepFields[step]).toEqual(fields)
  })

  it('lists the step schemas in order', () => {
    expect(seekerProfileStepSchemas).toEqual([
      seekerProfileStep1Schema,
      seekerProfileStep2Schema,
      seekerProfileStep3Schema,
    ])
  })

  it.each(steps)('step %s reports only its own fields, and passes on a complete profile', (step, schema) => {
    for (const problem of problemsOf(schema, {}))
      expect(seekerProfileStepFields[step]).toContain(problem.split(':')[0])
    expect(problemsOf(schema, validProfile)).toEqual([])
  })
})

describe('a fresher is not asked for last employer, last job title or salary', () => {
  const fresher = {
    ...validProfile,
    experience: String(FRESHER_EXPERIENCE_ID),
    past_employer: '',
    recent_designation: '',
    salary: '',
  }

  it('passes step 2 and the whole profile without them, and passes none of them on', () => {
    expect(problemsOf(seekerProfileStep2Schema, fresher)).toEqual([])
    const parsed = seekerProfileSchema.parse(fresher)
    expect(parsed).toMatchObject({ experience: 0 })
    expect(parsed.past_employer).toBeUndefined()
    expect(parsed.recent_designation).toBeUndefined()
    expect(parsed.salary).toBeUndefined()
  })

  it('drops what was typed before the answer became Fresher, however wrong', () => {
    const parsed = seekerProfileSchema.parse({
      ...fresher,
      experience: FRESHER_EXPERIENCE_ID,
      past_employer: 'x'.repeat(500),
      salary: 'not a number',
    })
    expect(parsed.past_employer).toBeUndefined()
    expect(parsed.salary).toBeUndefined()
  })

  it.each<[string, string]>([
    ['2 years', '2'],
    ['not chosen yet', ''],
  ])('with experience %s, the three are required', (_case, experience) => {
    expect(problemsOf(seekerProfileStep2Schema, { ...fresher, experience }).sort()).toEqual(
      [
        ...(experience === '' ? ['experience: required'] : []),
        'past_employer: required',
        'recent_designation: required',
        'salary: required',
      ].sort(),
    )
  })

  it.each<[unknown, boolean]>([
    ['0', true],
    [0, true],
    [' 0 ', true],
    ['1', false],
    [2, false],
    ['', false],
    [null, false],
    [undefined, false],
    ['Fresher', false],
  ])('isFresher(%j) is %s', (experience, expected) => {
    expect(isFresher(experience)).toBe(expected)
  })
})

describe('the job role (spec section 2 summary) is optional', () => {
  it('passes without one and reads one as an option id', () => {
    expect(seekerProfileSchema.parse({ ...validProfile, job_role: '' }).job_role).toBeUndefined()
    expect(seekerProfileSchema.parse({ ...validProfile, job_role: '17' }).job_role).toBe(17)
    expect(problemAt(seekerProfileStep3Schema, { ...validProfile, job_role: 'Driver' }, 'job_role')).toBe(
      'selectValidOption',
    )
  })
})

describe('field rules', () => {
  it.each<[string, SeekerProfileInput, string, string | undefined]>([
    ['a resume file', { resume: new Blob(['%PDF'], { type: 'application/pdf' }) }, 'resume', undefined],
    ['a stored resume', { resume: 'resumes/77.pdf' }, 'resume', undefined],
    ['a resume that is a number', { resume: 77 }, 'resume', 'invalidValue'],
    ['a name of spaces', { name: '   ' }, 'name', 'required'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name', 'tooLong'],
    ['a gender that is no option', { gender: 'female' }, 'gender', 'selectValidOption'],
    ['an empty category list', { job_category: [] }, 'job_category', 'required'],
    ['a category that is no option', { job_category: ['12', '1.5'] }, 'job_category', 'selectValidOption'],
    ['a location that is no option', { locations: ['Hyderabad'] }, 'locations', 'selectValidLocation'],
    [
      '11 categories',
      { job_category: Array.from({ length: 11 }, (_, i) => String(i + 1)) },
      'job_category',
      'tooManyChoices',
    ],
    [
      '10 categories',
      { job_category: Array.from({ length: 10 }, (_, i) => String(i + 1)) },
      'job_category',
      undefined,
    ],
    ['11 cities', { locations: Array.from({ length: 11 }, (_, i) => i + 1) }, 'locations', 'tooManyChoices'],
    ['one city named 11 times', { locations: Array.from({ length: 11 }, () => 9) }, 'locations', undefined],
    ['salary that is no option', { salary: '12000.5' }, 'salary', 'selectValidOption'],
  ])('%s -> %s: %s', (_case, changes, field, problem) => {
    expect(problemAt(seekerProfileSchema, { ...validProfile, ...changes }, field)).toBe(problem)
  })

  it('never throws and answers with message keys', () => {
    const fields = Object.keys(validProfile)
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...fields), fc.oneof(fc.string(), fc.integer(), fc.array(fc.string()))),
        (input) => {
          for (const issue of seekerProfileSchema.safeParse(input).error?.issues ?? [])
            expect(isMessageKey(issue.message)).toBe(true)
        },
      ),
    )
  })
})

describe('education entry', () => {
  const entry = {
    course_id: '4',
    course_title: 'B.Com',
    certificate_id: '18',
    certificate_title: 'Tally ERP',
    combined_title: 'B.Com - Tally ERP',
  }

  it('passes with a course and a certificate, or a course alone', () => {
    expect(educationEntrySchema.parse(entry)).toEqual({ ...entry, course_id: 4, certificate_id: 18 })
    expect(problemsOf(educationEntrySchema, { course_id: 4, course_title: 'B.Com' })).toEqual([])
  })

  it.each<[string, object, string[]]>([
    ['no course', { course_title: 'B.Com' }, ['course_id: required']],
    ['no course title', { course_id: '4' }, ['course_title: required']],
    [
      'a certificate that is no option',
      { ...entry, certificate_id: 'x' },
      ['certificate_id: selectValidOption'],
    ],
  ])('%s -> %j', (_case, input, problems) => {
    expect(problemsOf(educationEntrySchema, input)).toEqual(problems)
  })

  it('names the entry in a list', () => {
    expect(problemsOf(educationsSchema, [entry, { course_title: 'ITI' }])).toEqual(['1.course_id: required'])
  })
})
