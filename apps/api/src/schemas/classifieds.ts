import type {
  Classified,
  FeedResponse,
  JobCategory,
  JobLocation,
  PrimaryDetails,
} from '@localjobs/api-client/classifieds/types'
import { z } from 'zod'
import type { Exact } from './type-check.ts'

// The response contract lives in @localjobs/api-client; these schemas restate it for OpenAPI and
// response checking, and the `...MatchesContract` constants stop them compiling if the two drift.

const locale = z.enum(['en', 'hi', 'te'])

export const jobCategorySchema = z
  .object({
    id: z.number().int(),
    title: z.string().describe('in the requested language'),
    english_name: z.string(),
    slug: z.string(),
    type: z.literal(1004),
  })
  .meta({ id: 'JobCategory' })

export const jobLocationSchema = z
  .object({
    id: z.number().int(),
    title: z.string().describe('in the requested language'),
    english_name: z.string(),
    slug: z.string(),
    state: z.object({ id: z.number().int(), title: z.string(), short_name: z.string() }),
  })
  .meta({ id: 'JobLocation' })

const primaryDetailsSchema = z.object({
  Experience: z.string(),
  Salary: z.string(),
  Qualification: z.string(),
  'Job Type': z.string(),
  Shift: z.string(),
  Gender: z.string(),
  Openings: z.string(),
  'Fees Charged': z.string(),
})

export const classifiedSchema = z
  .object({
    id: z.number().int(),
    job_category: jobCategorySchema,
    job_location_slug: z.string(),
    location: jobLocationSchema,
    locality: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    company_name: z.string(),
    salary_min: z.number().int(),
    salary_max: z.number().int(),
    openings_count: z.number().int(),
    fees_charged: z.boolean(),
    posted_at: z.string().describe('ISO 8601'),
    valid_through: z.string().describe('ISO 8601; the job is expired after it'),
    status: z.enum(['active', 'expired', 'rejected', 'on_hold', 'approval_pending']),
    locale: locale.describe('language of translated_content (falls back to en)'),
    translated_content: z.object({
      title: z.string(),
      description: z.string(),
      primary_details: primaryDetailsSchema.describe('labels are the English keys; values are translated'),
    }),
  })
  .meta({ id: 'Classified' })

export const feedResponseSchema = z
  .object({
    results: z.array(classifiedSchema),
    next_cursor: z.string().nullable().describe('pass as `cursor` for the next page; null on the last page'),
    hasMore: z.boolean(),
    filters: z.object({ category: jobCategorySchema.nullable(), location: jobLocationSchema.nullable() }),
  })
  .meta({ id: 'FeedResponse' })

export const feedResponseMatchesContract: Exact<z.output<typeof feedResponseSchema>, FeedResponse> = true
export const classifiedMatchesContract: Exact<z.output<typeof classifiedSchema>, Classified> = true
export const categoryMatchesContract: Exact<z.output<typeof jobCategorySchema>, JobCategory> = true
export const locationMatchesContract: Exact<z.output<typeof jobLocationSchema>, JobLocation> = true
export const primaryDetailsMatchContract: Exact<z.output<typeof primaryDetailsSchema>, PrimaryDetails> = true
