import type { ProfileVisibility } from '@localjobs/api-client/job-seeker/privacy'
import {
  BEST_MATCH_FACTORS,
  type Lead,
  type LeadDetail,
  type LeadsPage,
} from '@localjobs/api-client/leads/types'
import { z } from 'zod'
import { REVIEW_STATUSES } from '#src/db/schema.ts'
import type { Exact } from './type-check.ts'

export const leadSchema = z
  .object({
    id: z
      .number()
      .int()
      .describe(
        "responses: the application's id (update_review_status takes it); database, verified: the seeker's user id",
      ),
    classified: z.number().int().nullable().describe('the job applied to; null for a database candidate'),
    job_seeker: z.object({
      user_name: z.string(),
      user_number: z.string().nullable().describe('null while `contact_lock` withholds it'),
      gender: z.object({ title: z.string() }),
      qualification: z.object({ value: z.string() }),
      experience: z.object({ value: z.string() }),
      user: z.number().int(),
    }),
    review_status: z.enum(REVIEW_STATUSES).nullable(),
    viewed_at: z.string().nullable(),
    created_at: z.string(),
    match_score: z
      .number()
      .int()
      .describe(`0-4: how many of ${BEST_MATCH_FACTORS.join(', ')} match`),
    matched: z.array(z.enum(BEST_MATCH_FACTORS)),
    verified: z.boolean(),
    has_resume: z.boolean(),
    contact_lock: z.enum(['plan']).nullable(),
  })
  .meta({ id: 'Lead' })

export const leadsPageSchema = z
  .object({
    results: z.array(leadSchema),
    next_cursor: z.string().nullable(),
    hasMore: z.boolean(),
    count: z.number().int().describe("the tab's leads in all"),
    database_contacts: z.object({ allowed: z.number().int(), left: z.number().int() }),
  })
  .meta({ id: 'LeadsPage' })

export const leadDetailSchema = leadSchema
  .extend({
    profile: z.object({
      past_employer: z.string().nullable(),
      recent_designation: z.string().nullable(),
      salary: z
        .string()
        .nullable()
        .describe("the current salary band's title in Accept-Language; null for a fresher"),
      job_type: z.string(),
      work_time: z.string(),
      shift_timing: z.string(),
      job_categories: z.array(z.string()),
      job_role: z.string().nullable(),
      locations: z.array(z.string()),
      specialization: z.string(),
    }),
  })
  .meta({ id: 'LeadDetail' })

export const profileVisibilitySchema = z
  .object({ discoverable: z.boolean() })
  .meta({ id: 'ProfileVisibility' })

export const leadMatchesContract: Exact<z.output<typeof leadSchema>, Lead> = true
export const leadsPageMatchesContract: Exact<z.output<typeof leadsPageSchema>, LeadsPage> = true
export const leadDetailMatchesContract: Exact<z.output<typeof leadDetailSchema>, LeadDetail> = true
export const visibilityMatchesContract: Exact<
  z.output<typeof profileVisibilitySchema>,
  ProfileVisibility
> = true
