import type { JobSeekerProfile, JobSeekerProfileBody } from '@localjobs/api-client/job-seeker/profile'

/** What the 3-step profile form holds (spec section 3): option ids as the inputs' strings. */
export interface ProfileValues {
  name: string
  gender: string
  qualification: string
  specialization: string
  past_employer: string
  recent_designation: string
  experience: string
  salary: string
  job_type: string
  work_time: string
  shift_timing: string
  job_category: string[]
  locations: string[]
}

export const EMPTY_PROFILE_VALUES: ProfileValues = {
  name: '',
  gender: '',
  qualification: '',
  specialization: '',
  past_employer: '',
  recent_designation: '',
  experience: '',
  salary: '',
  job_type: '',
  work_time: '',
  shift_timing: '',
  job_category: [],
  locations: [],
}

/** A saved profile as the form's starting values: every field, lists included. */
export function valuesFromProfile(profile: JobSeekerProfile): ProfileValues {
  return {
    name: profile.name,
    gender: String(profile.gender),
    qualification: String(profile.qualification),
    specialization: String(profile.specialization),
    past_employer: profile.past_employer,
    recent_designation: profile.recent_designation,
    experience: String(profile.experience),
    salary: String(profile.salary),
    job_type: String(profile.job_type),
    work_time: String(profile.work_time),
    shift_timing: String(profile.shift_timing),
    job_category: profile.job_category.map(String),
    locations: profile.locations.map(String),
  }
}

/**
 * The save call's body. `resumeId`: the resume the profile keeps (a new upload or the current one);
 * absent, the profile has no resume (the API's PUT replaces the whole profile).
 */
export function profileBody(values: ProfileValues, resumeId?: string): JobSeekerProfileBody {
  return {
    name: values.name.trim(),
    gender: Number(values.gender),
    qualification: Number(values.qualification),
    specialization: Number(values.specialization),
    past_employer: values.past_employer.trim(),
    recent_designation: values.recent_designation.trim(),
    experience: Number(values.experience),
    salary: Number(values.salary),
    job_type: Number(values.job_type),
    work_time: Number(values.work_time),
    shift_timing: Number(values.shift_timing),
    job_category: values.job_category.map(Number),
    locations: values.locations.map(Number),
    ...(resumeId ? { resume: resumeId } : {}),
  }
}
