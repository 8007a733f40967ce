import {
  type JobApplicationsResponse,
  SEEKER_APPLICATION_STATUSES,
} from '@localjobs/api-client/job-seeker/applications'
import type { AppliedJobsResponse } from '@localjobs/api-client/job-seeker/applied-jobs'
import type {
  JobSeekerProfile,
  JobSeekerProfileOptions,
  ResumeInfo,
} from '@localjobs/api-client/job-seeker/profile'
import type { JobSeekerStatusResponse } from '@localjobs/api-client/job-seeker/types'
import { z } from 'zod'
import { classifiedSchema } from './classifieds.ts'
import type { Exact } from './type-check.ts'

export const statusResponseSchema = z
  .object({ status: z.number().int().nullable().describe('2: the job profile is created; 0: it is not') })
  .meta({ id: 'JobSeekerStatus' })

export const resumeInfoSchema = z
  .object({
    id: z.string(),
    file_name: z.string(),
    content_type: z.string(),
    size_bytes: z.number().int(),
    uploaded_at: z.string(),
    download_path: z.string(),
  })
  .meta({ id: 'ResumeInfo' })

const ids = z.array(z.number().int())

export const profileSchema = z
  .object({
    name: z.string(),
    gender: z.number().int(),
    qualification: z.number().int(),
    specialization: z.number().int(),
    resume: resumeInfoSchema.nullable(),
    past_employer: z.string().nullable().describe('null for a fresher'),
    recent_designation: z.string().nullable().describe('null for a fresher'),
    experience: z.number().int(),
    salary: z.number().int().nullable().describe('null for a fresher'),
    job_type: z.number().int(),
    work_time: z.number().int(),
    shift_timing: z.number().int(),
    job_category: ids,
    job_role: z.number().int().nullable().describe('a primary job role of one of the categories, or none'),
    locations: ids,
    titles: z.object({
      gender: z.string(),
      qualification: z.string(),
      specialization: z.string(),
      experience: z.string(),
      salary: z.string(),
      job_type: z.string(),
      work_time: z.string(),
      shift_timing: z.string(),
      job_category: z.array(z.string()),
      job_role: z.string(),
      locations: z.array(z.string()),
    }),
    discoverable: z
      .boolean()
      .describe('advertisers whose job matches may find the seeker in their database tab (on by default)'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'JobSeekerProfile' })

const choices = z.array(
  z.object({ id: z.number().int(), title: z.string(), english_name: z.string().optional() }),
)

export const profileOptionsSchema = z
  .object({
    gender: choices,
    qualification: choices,
    specialization: choices,
    experience: choices,
    salary: choices,
    job_type: choices,
    work_time: choices,
    shift_timing: choices,
    job_category: choices,
    locations: choices,
  })
  .meta({ id: 'JobSeekerProfileOptions' })

export const applicationsResponseSchema = z
  .object({
    results: z.array(
      z.object({
        id: z.number().int(),
        classified_id: z.number().int(),
        source: z.enum(['details', 'search']),
        applied_at: z.string(),
        status: z
          .enum(SEEKER_APPLICATION_STATUSES)
          .describe(
            'what the seeker is told (seekerApplicationStatus): contacted (the employer set Contacted), job_closed (closed by its advertiser or removed), job_expired (its time ran out), viewed (the employer opened the applicant), else applied',
          ),
        job: classifiedSchema.nullable(),
      }),
    ),
    next_cursor: z.string().nullable(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'JobApplications' })

export const appliedJobsResponseSchema = z
  .object({
    classified_ids: z
      .array(z.number().int())
      .describe('the ids asked about that the seeker applied to, in the order asked, each once'),
  })
  .meta({ id: 'AppliedJobs' })

export const statusMatchesContract: Exact<
  z.output<typeof statusResponseSchema>,
  JobSeekerStatusResponse
> = true
export const resumeMatchesContract: Exact<z.output<typeof resumeInfoSchema>, ResumeInfo> = true
export const profileMatchesContract: Exact<z.output<typeof profileSchema>, JobSeekerProfile> = true
export const profileOptionsMatchContract: Exact<
  z.output<typeof profileOptionsSchema>,
  JobSeekerProfileOptions
> = true
export const applicationsMatchContract: Exact<
  z.output<typeof applicationsResponseSchema>,
  JobApplicationsResponse
> = true
export const appliedJobsMatchContract: Exact<
  z.output<typeof appliedJobsResponseSchema>,
  AppliedJobsResponse
> = true
