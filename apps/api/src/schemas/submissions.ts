import type {
  DraftResponse,
  DraftSaved,
  FirstTimeAdvertiserResponse,
  FormContextResponse,
  SubmissionFiltersResponse,
  SubmissionSaved,
  SubmissionsPage,
} from '@localjobs/api-client/submissions/types'
import { z } from 'zod'
import type { Exact } from './type-check.ts'

const contentValue = z.object({ id: z.number().int(), title: z.string() })
const codeValue = z.object({ id: z.string(), title: z.string() })

const optionLists = z
  .object({
    job_type: z.array(contentValue),
    shift_timing: z.array(contentValue),
    job_hours: z.array(contentValue),
    fees_charged: z.array(contentValue).describe('86 is yes'),
    fee_reason: z.array(codeValue).describe("codes; 'OTHER_REASON' asks for fee_reason_other"),
    preferred_location: z.array(contentValue).describe('148 (in district) asks for posting_locations'),
    qualification: z.array(contentValue),
    experience: z.array(contentValue).describe('years; 0 is a fresher'),
    preferred_gender: z.array(contentValue),
    preferred_languages: z.array(contentValue),
    assets: z.array(contentValue),
    skills: z.array(contentValue),
    contact_preference: z.array(contentValue).describe('1 is WhatsApp'),
    poster_role: z.array(codeValue).describe("codes; 'FROM_JOB_AGENCY' asks for agency_name"),
    company_size: z.array(contentValue),
    company_type: z.array(contentValue),
  })
  .describe('every other option field of the form, titles in Accept-Language')

export const draftContextSchema = z
  .object({
    job_category: z.object({
      content_value: z.array(contentValue).describe('the job categories, titles in Accept-Language'),
    }),
    salary: z.object({ content_value: z.array(contentValue).describe('the monthly salary bands') }),
    locations: z.object({
      states: z.array(
        z.object({
          id: z.number().int(),
          title: z.string().describe('in Accept-Language'),
          state: z.string().describe('in English'),
          short_name: z.string(),
        }),
      ),
    }),
    options: optionLists,
  })
  .meta({ id: 'DraftContext' })

const draftValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.array(z.number())])

export const savedDraftSchema = z
  .object({
    step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    form_version: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    submission_type: z.enum(['web', 'enterprise']),
    values: z
      .record(z.string(), draftValue)
      .describe('the fields saved so far, in the wire names of form_version'),
    updated_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'SavedDraft' })

export const draftResponseSchema = z
  .object({ data: z.object({ context: draftContextSchema, draft: savedDraftSchema.nullable() }) })
  .meta({ id: 'DraftResponse' })

export const formContextResponseSchema = z
  .object({ data: z.object({ context: draftContextSchema }) })
  .meta({ id: 'FormContextResponse' })

export const draftSavedSchema = z
  .object({ draft: savedDraftSchema, message: z.string() })
  .meta({ id: 'DraftSaved' })

export const draftResponseMatchesContract: Exact<z.output<typeof draftResponseSchema>, DraftResponse> = true
export const formContextResponseMatchesContract: Exact<
  z.output<typeof formContextResponseSchema>,
  FormContextResponse
> = true
export const draftSavedMatchesContract: Exact<z.output<typeof draftSavedSchema>, DraftSaved> = true

export const submissionSavedSchema = z
  .object({
    id: z.number().int().describe('the submission id'),
    status: z.enum(['active', 'approval_pending', 'expired', 'rejected', 'expiring', 'on_hold']),
    message: z.string().describe("the notice for the person, in the request's language"),
  })
  .meta({ id: 'SubmissionSaved' })

export const submissionSavedMatchesContract: Exact<
  z.output<typeof submissionSavedSchema>,
  SubmissionSaved
> = true

const submissionStatus = z.enum(['active', 'approval_pending', 'expired', 'rejected', 'expiring', 'on_hold'])

export const advertiserSubmissionSchema = z
  .object({
    id: z.number().int(),
    title: z.string().describe('the title as posted, else the job title, in Accept-Language'),
    status: submissionStatus,
    classified_id: z.number().int().nullable().describe('the published job, once the post passed review'),
    location: z.object({ id: z.number().int(), title: z.string() }).describe('the job city'),
    openings_count: z.number().int(),
    created_at: z.string().describe('ISO 8601'),
    valid_through: z.string().nullable().describe('ISO 8601; null until the post is published with a plan'),
    applicants_count: z.number().int().describe("the job's applications"),
    new_applicants_count: z
      .number()
      .int()
      .describe('of them, those the advertiser has not opened yet (GET .../leads/{leadId}/ opens one)'),
    payment_type: z.enum(['pay_now', 'pay_later']).nullable(),
    plan_paid_at: z.string().nullable(),
  })
  .meta({ id: 'AdvertiserSubmission' })

export const submissionsPageSchema = z
  .object({
    results: z.array(advertiserSubmissionSchema),
    next_cursor: z.string().nullable(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'SubmissionsPage' })

export const submissionFiltersSchema = z
  .object({
    filters: z.array(
      z.object({
        key: z.string(),
        title: z.string().describe('in Accept-Language'),
        status: z
          .array(submissionStatus)
          .describe('the statuses the list asks GET /submissions/submissions/ for'),
        count: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'SubmissionFilters' })

export const firstTimeAdvertiserSchema = z
  .object({ first_time_advertiser: z.boolean() })
  .meta({ id: 'FirstTimeAdvertiser' })

export const submissionsPageMatchesContract: Exact<
  z.output<typeof submissionsPageSchema>,
  SubmissionsPage
> = true
export const submissionFiltersMatchesContract: Exact<
  z.output<typeof submissionFiltersSchema>,
  SubmissionFiltersResponse
> = true
export const firstTimeAdvertiserMatchesContract: Exact<
  z.output<typeof firstTimeAdvertiserSchema>,
  FirstTimeAdvertiserResponse
> = true
