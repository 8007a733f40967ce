import { toWire } from '@localjobs/api-client/submissions/form-mapping'
import { postJobStepSchema } from '@localjobs/validation/post-job'
import { describe, expect, it } from 'vitest'
import {
  EMPTY_POST_JOB_VALUES,
  type PostJobValues,
  resumeStepIndex,
  stepForm,
  valuesFromDraft,
} from './post-job-values.ts'

const typed: PostJobValues = {
  ...EMPTY_POST_JOB_VALUES,
  job_category: '1',
  job_title_id: '12',
  job_title: 'Driver',
  title: 'Truck Driver',
  primary_job_role: '41',
  job_type: '1',
  constituency: '9',
  job_location_city: '9',
  preferred_location: '147',
  openings_count: '3',
  salary_min: '15000',
  salary_max: '20000',
  shift_timing: '1',
  fees_charged: '86',
  fee_amount: '500',
  fee_reason: ['REGISTRATION'],
  qualification: '2',
  experience: '0',
  preferred_gender: '1',
  preferred_languages: ['1', '3'],
  skills: ['4'],
  mobile_no: '9876543210',
  is_whatsapp_number: true,
  contact_preference: '1',
  poster_role: 'FROM_JOB_AGENCY',
  city_name: 'Hyderabad',
}

/** What the API stores for steps 1 and 2: each step's parsed output, in the wire names of version 3. */
function storedDraft() {
  const parsed = {
    ...postJobStepSchema(1).parse(typed),
    ...postJobStepSchema(2).parse(typed),
  }
  const values = toWire(
    Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)),
    3,
  ) as Record<string, string | number | boolean | string[] | number[]>
  return {
    step: 2 as const,
    form_version: 3 as const,
    submission_type: 'web' as const,
    values,
    updated_at: '2026-11-24T10:00:00.000Z',
  }
}

describe('the form values and the server draft', () => {
  it('a draft saved on another device comes back as the values typed, and its steps still pass', () => {
    const values = valuesFromDraft(storedDraft(), EMPTY_POST_JOB_VALUES)
    const { city_name: _name, ...rest } = typed
    expect(values).toMatchObject(rest)
    expect(postJobStepSchema(1).safeParse(values).success).toBe(true)
    expect(postJobStepSchema(2).safeParse(values).success).toBe(true)
  })

  it('sends only the step’s own fields', () => {
    expect(Object.keys(stepForm(typed, 2))).toContain('poster_role')
    expect(Object.keys(stepForm(typed, 2))).not.toContain('salary_min')
    expect(Object.keys(stepForm(typed, 1))).not.toContain('job_company_logo')
  })

  it('resumes after the furthest step saved; an enterprise account goes past the company step', () => {
    expect(resumeStepIndex(null, false)).toBe(0)
    expect(resumeStepIndex(storedDraft(), false)).toBe(2)
    expect(resumeStepIndex(storedDraft(), true)).toBe(3)
    expect(resumeStepIndex({ ...storedDraft(), step: 4 }, false)).toBe(3)
  })
})
