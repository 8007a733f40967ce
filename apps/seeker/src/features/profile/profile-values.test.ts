import type { JobSeekerProfile } from '@localjobs/api-client/job-seeker/profile'
import { describe, expect, it } from 'vitest'
import { EMPTY_PROFILE_VALUES, profileBody, valuesFromProfile } from './profile-values.ts'

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
  experience: 0,
  salary: 0,
  job_type: 1,
  work_time: 2,
  shift_timing: 1,
  job_category: [1, 5],
  locations: [9, 12],
  titles: {
    gender: 'Male',
    qualification: '12th pass',
    specialization: 'Commerce',
    experience: 'Fresher',
    salary: 'No salary yet',
    job_type: 'Full time',
    work_time: '4 to 8 hours a day',
    shift_timing: 'Day shift',
    job_category: ['Driver', 'Sales'],
    locations: ['Hyderabad', 'Pune'],
  },
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
}

describe('the profile form values', () => {
  it('start from every saved field, lists and zero ids included', () => {
    expect(valuesFromProfile(saved)).toEqual({
      name: 'Ravi Kumar',
      gender: '1',
      qualification: '4',
      specialization: '3',
      past_employer: 'Sri Sai Travels',
      recent_designation: 'Driver',
      experience: '0',
      salary: '0',
      job_type: '1',
      work_time: '2',
      shift_timing: '1',
      job_category: ['1', '5'],
      locations: ['9', '12'],
    })
  })

  it('save as the body they were read from, with the resume the profile keeps', () => {
    const { resume, titles, created_at, updated_at, ...fields } = saved
    expect(profileBody(valuesFromProfile(saved), resume?.id)).toEqual({ ...fields, resume: resume?.id })
    expect(profileBody(valuesFromProfile(saved))).not.toHaveProperty('resume')
  })

  it('trim the typed texts', () => {
    const body = profileBody({ ...EMPTY_PROFILE_VALUES, name: '  Sita ', past_employer: ' A1 Stores ' })
    expect(body).toMatchObject({ name: 'Sita', past_employer: 'A1 Stores', job_category: [] })
  })
})
