import type { JobSeekerProfile, JobSeekerProfileBody } from '@localjobs/api-client/job-seeker/profile'
import type { FormStep } from '@localjobs/ui/multi-step-form'
import {
  seekerProfileSchema,
  seekerProfileStep1Schema,
  seekerProfileStep2Schema,
  seekerProfileStep3Schema,
} from '@localjobs/validation/seeker-profile'

/**
 * What the 3-step profile form holds (spec section 3): option ids as the inputs' strings, and the resume as
 * the id its upload answered (a file cannot be kept on the device; its reference can) with its file name.
 */
export interface ProfileValues {
  name: string
  gender: string
  qualification: string
  specialization: string
  /** the uploaded resume's id; '' until one is uploaded */
  resume: string
  /** its file name, shown beside the file input (not sent: the API knows it) */
  resume_name: string
  past_employer: string
  recent_designation: string
  experience: string
  salary: string
  job_type: string
  work_time: string
  shift_timing: string
  job_category: string[]
  job_role: string
  locations: string[]
}

export const EMPTY_PROFILE_VALUES: ProfileValues = {
  name: '',
  gender: '',
  qualification: '',
  specialization: '',
  resume: '',
  resume_name: '',
  past_employer: '',
  recent_designation: '',
  experience: '',
  salary: '',
  job_type: '',
  work_time: '',
  shift_timing: '',
  job_category: [],
  job_role: '',
  locations: [],
}

/**
 * The form's steps: the validation package's step schemas and the fields each shows, in the order shown
 * (experience first in step 2: it decides whether the others are asked).
 */
export const PROFILE_STEPS: readonly FormStep<ProfileValues>[] = [
  {
    schema: seekerProfileStep1Schema,
    fields: ['name', 'gender', 'qualification', 'specialization', 'resume'],
  },
  {
    schema: seekerProfileStep2Schema,
    fields: ['experience', 'past_employer', 'recent_designation', 'salary'],
  },
  {
    schema: seekerProfileStep3Schema,
    fields: ['job_type', 'work_time', 'shift_timing', 'job_category', 'job_role', 'locations'],
  },
]

/** Bump when ProfileValues changes shape: a draft kept under another version is dropped (decision 012). */
export const PROFILE_DRAFT_VERSION = 1

const text = (value: number | null) => (value === null ? '' : String(value))

/** A saved profile as the form's starting values: every field, lists included. */
export function valuesFromProfile(profile: JobSeekerProfile): ProfileValues {
  return {
    name: profile.name,
    gender: String(profile.gender),
    qualification: String(profile.qualification),
    specialization: String(profile.specialization),
    resume: profile.resume?.id ?? '',
    resume_name: profile.resume?.file_name ?? '',
    past_employer: profile.past_employer ?? '',
    recent_designation: profile.recent_designation ?? '',
    experience: String(profile.experience),
    salary: text(profile.salary),
    job_type: String(profile.job_type),
    work_time: String(profile.work_time),
    shift_timing: String(profile.shift_timing),
    job_category: profile.job_category.map(String),
    job_role: text(profile.job_role),
    locations: profile.locations.map(String),
  }
}

/**
 * The save call's body: the values as the validation package reads them (trimmed, numbers; a fresher's
 * employer, job title and salary left out), or undefined when they do not pass.
 */
export function profileBody(values: ProfileValues): JobSeekerProfileBody | undefined {
  const parsed = seekerProfileSchema.safeParse(values)
  if (!parsed.success || typeof parsed.data.resume !== 'string') return undefined
  return { ...parsed.data, resume: parsed.data.resume }
}
