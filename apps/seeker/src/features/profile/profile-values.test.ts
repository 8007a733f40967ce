import type { JobSeekerProfile } from '@localjobs/api-client/job-seeker/profile'
import { describe, expect, it } from 'vitest'
import { EMPTY_PROFILE_VALUES, type ProfileValues, profileBody, valuesFromProfile } from './profile-values.ts'

const saved: JobSeekerProfile = {
  name: 'Ravi Kumar',
  gender: 1,
  qualification: 4,
  specialization: 3,
  resume: {
    id: 'abcdefghijklmnopqrstuvwx',
    file_name: 'cv.pdf',
    content_type: 'application/pdf',
    size_bytes: 120,
    uploaded_at: '2024-01-01T00:00:00.000Z',
    download_path: '/classifieds/job_seeker/profile/resume/abcdefghijklmnopqrstuvwx/',
  },
  past_employer: 'Sri Sai Travels',
  recent_designation: 'Driver',
  experience: 2,
  salary: 0,
  job_type: 1,
  work_time: 2,
  shift_timing: 1,
  job_category: [1, 5],
  job_role: 7,
  locations: [9, 12],
  discoverable: true,
  titles: {
    gender: 'Male',
    qualification: '12th pass',
    specialization: 'Commerce',
    experience: '2 years',
    salary: 'No salary yet',
    job_type: 'Full time',
    work_time: '4 to 8 hours a day',
    shift_timing: 'Day shift',
    job_category: ['Driver', 'Sales'],
    job_role: 'Cab Driver',
    locations: ['Hyderabad', 'Pune'],
  },
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
}

describe('the profile form values', () => {
  it('start from every saved field, lists, the resume and zero ids included', () => {
    expect(valuesFromProfile(saved)).toEqual({
      name: 'Ravi Kumar',
      gender: '1',
      qualification: '4',
      specialization: '3',
      resume: 'abcdefghijklmnopqrstuvwx',
      resume_name: 'cv.pdf',
      past_employer: 'Sri Sai Travels',
      recent_designation: 'Driver',
      experience: '2',
      salary: '0',
      job_type: '1',
      work_time: '2',
      shift_timing: '1',
      job_category: ['1', '5'],
      job_role: '7',
      locations: ['9', '12'],
    })
  })

  it("start a fresher's and a role-less profile with empty fields, not 'null'", () => {
    const fresher = { ...saved, experience: 0, past_employer: null, recent_designation: null, salary: null }
    expect(valuesFromProfile({ ...fresher, job_role: null })).toMatchObject({
      past_employer: '',
      recent_designation: '',
      salary: '',
      job_role: '',
    })
  })

  it('save as the body they were read from, the resume by its id (visibility has its own call)', () => {
    const { resume, titles, created_at, updated_at, discoverable, ...fields } = saved
    expect(profileBody(valuesFromProfile(saved))).toEqual({ ...fields, resume: resume?.id })
  })

  it("leave out a fresher's employer, job title and salary, whatever the fields still hold", () => {
    const body = profileBody({ ...valuesFromProfile(saved), experience: '0' })
    expect(body).toMatchObject({ experience: 0 })
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('past_employer')
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('salary')
  })

  it('trim the typed texts; values that do not pass give no body', () => {
    const values: ProfileValues = {
      ...valuesFromProfile(saved),
      name: '  Sita ',
      past_employer: ' A1 Stores ',
    }
    expect(profileBody(values)).toMatchObject({ name: 'Sita', past_employer: 'A1 Stores' })
    expect(profileBody({ ...values, resume: '' })).toBeUndefined()
    expect(profileBody(EMPTY_PROFILE_VALUES)).toBeUndefined()
  })
})
