import type { SeekerProfileInput } from '@localjobs/validation/seeker-profile'
import { queryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import { type CallMutationOptions, callMutationOptions } from '../query-options.ts'
import { jobSeekerKeys } from './status.ts'

/**
 * The seeker's own job profile (spec section 3, steps 1-3) and resume. Paths are ours (the spec names only
 * the status call). Every call acts on the logged-in seeker: there is no way to name another one.
 */

/** An uploaded resume (PDF, DOC or DOCX, checked by content); only its owner can download it. */
export interface ResumeInfo {
  /** the reference the profile's `resume` field takes */
  id: string
  /** the uploaded name with the extension of the real type */
  file_name: string
  content_type: string
  size_bytes: number
  /** ISO 8601 */
  uploaded_at: string
  /** relative to the API root: GET it (with the session cookie) to download */
  download_path: string
}

/** Titles of the chosen options in the request's language, for the profile summary. */
export interface JobSeekerProfileTitles {
  gender: string
  qualification: string
  specialization: string
  experience: string
  salary: string
  job_type: string
  work_time: string
  shift_timing: string
  job_category: string[]
  /** '' when no job role is chosen */
  job_role: string
  locations: string[]
}

export interface JobSeekerProfile {
  // step 1
  name: string
  gender: number
  qualification: number
  specialization: number
  resume: ResumeInfo | null
  // step 2: a fresher (experience 0) has no employer, job title or salary (null)
  past_employer: string | null
  recent_designation: string | null
  experience: number
  salary: number | null
  // step 3
  job_type: number
  work_time: number
  shift_timing: number
  job_category: number[]
  /** a primary job role of one of the chosen categories (GET /classifieds/v1/primary-job-roles/), or null */
  job_role: number | null
  locations: number[]
  titles: JobSeekerProfileTitles
  /**
   * whether advertisers whose job matches may find the seeker in their database tab (issue #9); on by
   * default, changed by PUT /classifieds/job_seeker/profile/visibility/ (not by the profile form)
   */
  discoverable: boolean
  created_at: string
  updated_at: string
}

/**
 * The whole profile as the 3-step form holds it (validated by `seekerProfileSchema` of
 * '@localjobs/validation/seeker-profile' on both sides); `resume` is the id of an uploaded resume, which
 * every profile needs (spec section 3 lists it in step 1).
 */
export type JobSeekerProfileBody = Omit<SeekerProfileInput, 'resume'> & { resume: string }

/** One choice of a profile field: `title` in the request's language. */
export interface ProfileOption {
  id: number
  title: string
  /** categories and cities: the English name, so that typing in English finds a Hindi or Telugu title */
  english_name?: string
}

/** The choices of every option field of the profile (job_category: categories; locations: cities). */
export interface JobSeekerProfileOptions {
  gender: ProfileOption[]
  qualification: ProfileOption[]
  specialization: ProfileOption[]
  experience: ProfileOption[]
  salary: ProfileOption[]
  job_type: ProfileOption[]
  work_time: ProfileOption[]
  shift_timing: ProfileOption[]
  job_category: ProfileOption[]
  locations: ProfileOption[]
}

export const PROFILE_PATH = '/classifieds/job_seeker/profile/'

/** GET /classifieds/job_seeker/profile/ — 404 PROFILE_NOT_FOUND until the seeker creates one. */
export const getJobSeekerProfile = defineCall<Record<string, never>, JobSeekerProfile>(() => ({
  method: 'GET',
  path: PROFILE_PATH,
  auth: 'session',
}))

/** PUT /classifieds/job_seeker/profile/ — creates or replaces the profile; answers it as saved. */
export const saveJobSeekerProfile = defineCall<JobSeekerProfileBody, JobSeekerProfile>((body) => ({
  method: 'PUT',
  path: PROFILE_PATH,
  json: body,
  auth: 'session',
}))

/** GET /classifieds/job_seeker/profile/options/ — public: the choices of the profile form. */
export const getJobSeekerProfileOptions = defineCall<Record<string, never>, JobSeekerProfileOptions>(() => ({
  method: 'GET',
  path: `${PROFILE_PATH}options/`,
  auth: 'session',
}))

export interface ResumeUpload {
  file: Blob
  /** sent as the part's file name (a File has its own) */
  fileName?: string
}

/**
 * POST /classifieds/job_seeker/profile/resume/ — multipart, the file in the field `resume`. PDF, DOC or
 * DOCX by content (415 RESUME_TYPE otherwise), at most the API's MAX_RESUME_BYTES (413 FILE_TOO_LARGE).
 * Put the answer's `id` in the profile's `resume` and save the profile to keep it.
 */
export const uploadResume = defineCall<ResumeUpload, ResumeInfo>((input) => {
  const form = new FormData()
  form.append('resume', input.file, input.fileName ?? (input.file as { name?: string }).name ?? 'resume')
  return { method: 'POST', path: `${PROFILE_PATH}resume/`, form, auth: 'session' }
})

/** Where a resume downloads from, relative to the API root (the owner's session cookie goes along). */
export const resumeDownloadPath = (resumeId: string) =>
  `${PROFILE_PATH}resume/${encodeURIComponent(resumeId)}/`

export const jobSeekerProfileKeys = {
  profile: (client: ApiClient) => [...jobSeekerKeys.all, 'profile', client.locale] as const,
  options: (client: ApiClient) => [...jobSeekerKeys.all, 'profile-options', client.locale] as const,
  save: [...jobSeekerKeys.all, 'profile', 'save'] as const,
  uploadResume: [...jobSeekerKeys.all, 'resume', 'upload'] as const,
}

export function jobSeekerProfileQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: jobSeekerProfileKeys.profile(client),
    queryFn: ({ signal }) => getJobSeekerProfile(client, {}, { signal, throwOnError: true }),
  })
}

export function jobSeekerProfileOptionsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: jobSeekerProfileKeys.options(client),
    queryFn: ({ signal }) => getJobSeekerProfileOptions(client, {}, { signal, throwOnError: true }),
    staleTime: 60 * 60_000,
  })
}

export const saveJobSeekerProfileMutationOptions = (
  client: ApiClient,
): CallMutationOptions<JobSeekerProfileBody, JobSeekerProfile> =>
  callMutationOptions(client, saveJobSeekerProfile, jobSeekerProfileKeys.save)

export const uploadResumeMutationOptions = (
  client: ApiClient,
): CallMutationOptions<ResumeUpload, ResumeInfo> =>
  callMutationOptions(client, uploadResume, jobSeekerProfileKeys.uploadResume)
