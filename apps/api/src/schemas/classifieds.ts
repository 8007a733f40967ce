import type { ClassifiedDetails, ClassifiedGoneBody } from '@localjobs/api-client/classifieds/details'
import type { NearbyJobsResponse } from '@localjobs/api-client/classifieds/nearby'
import type { SitemapJobsResponse, SitemapListsResponse } from '@localjobs/api-client/classifieds/sitemap'
import type {
  ApplyFiltersResponse,
  ApplyResponse,
  CategoryListResponse,
  Classified,
  FeedResponse,
  FiltersResponse,
  JobCategory,
  JobLocation,
  PrimaryDetails,
  PromotedJobsResponse,
  RecommendationsResponse,
} from '@localjobs/api-client/classifieds/types'
import { z } from 'zod'
import { locationItemSchema } from './locations.ts'
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
      description: z.string().optional().describe('only on the details call: lists stay light'),
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

export const nearbyJobsSchema = z
  .object({
    results: z.array(
      classifiedSchema.extend({
        distance_km: z.number().describe("kilometres to the job's locality (or city without one), 0.1 km"),
      }),
    ),
    next_cursor: z.string().nullable().describe('pass as `cursor` for the next page; null on the last page'),
    hasMore: z.boolean(),
    place: locationItemSchema
      .nullable()
      .describe('the nearest locality, with its city; null when none is near'),
  })
  .meta({ id: 'NearbyJobs' })

export const nearbyJobsMatchContract: Exact<z.output<typeof nearbyJobsSchema>, NearbyJobsResponse> = true
export const feedResponseMatchesContract: Exact<z.output<typeof feedResponseSchema>, FeedResponse> = true
export const classifiedMatchesContract: Exact<z.output<typeof classifiedSchema>, Classified> = true
export const categoryMatchesContract: Exact<z.output<typeof jobCategorySchema>, JobCategory> = true
export const locationMatchesContract: Exact<z.output<typeof jobLocationSchema>, JobLocation> = true
export const primaryDetailsMatchContract: Exact<z.output<typeof primaryDetailsSchema>, PrimaryDetails> = true

export const classifiedDetailsSchema = classifiedSchema
  .extend({
    translated_content: z.object({
      title: z.string(),
      description: z.string(),
      primary_details: primaryDetailsSchema,
    }),
    job_title: z.object({ id: z.number().int(), title: z.string() }),
    fee_amount: z.number().int().nullable(),
    employment_type: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'OTHER']),
    promoted: z.boolean(),
  })
  .meta({ id: 'ClassifiedDetails' })

export const classifiedGoneSchema = z
  .object({
    statusCode: z.number().int(),
    code: z.literal('JOB_EXPIRED'),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    job: classifiedSchema,
  })
  .meta({ id: 'ClassifiedGone' })

const filterValueSchema = z.object({ id: z.number().int(), title: z.string(), english_name: z.string() })

export const filtersResponseSchema = z
  .object({
    filters: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        english_name: z.string(),
        type: z.enum(['radio', 'checkbox']),
        filter_value: z.array(filterValueSchema),
      }),
    ),
  })
  .meta({ id: 'FiltersResponse' })

export const categoryListResponseSchema = z
  .object({
    results: z.array(
      z.object({
        id: z.number().int(),
        title: z.string().describe('English'),
        title_trans: z.string().describe('in the requested language'),
      }),
    ),
  })
  .meta({ id: 'CategoryListResponse' })

export const applyFiltersResponseSchema = z
  .object({
    results: z.array(classifiedSchema),
    hasMore: z.boolean(),
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'ApplyFiltersResponse' })

export const jobListSchema = z.object({ results: z.array(classifiedSchema) }).meta({ id: 'JobList' })

export const applyResponseSchema = z
  .object({ applied: z.literal(true), message: z.string() })
  .meta({ id: 'ApplyResponse' })

const sitemapEntrySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string().describe('the name in Accept-Language'),
  english_name: z.string(),
  jobs: z.number().int(),
  lastmod: z.string(),
})

export const sitemapListsSchema = z
  .object({
    categories: z.array(sitemapEntrySchema),
    locations: z.array(sitemapEntrySchema),
    category_locations: z.array(
      z.object({
        category_slug: z.string(),
        location_slug: z.string(),
        jobs: z.number().int(),
        lastmod: z.string(),
      }),
    ),
    truncated: z.boolean(),
  })
  .meta({ id: 'SitemapLists' })

export const sitemapJobsSchema = z
  .object({
    results: z.array(
      z.object({
        id: z.number().int(),
        category_slug: z.string(),
        location_slug: z.string(),
        lastmod: z.string(),
      }),
    ),
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'SitemapJobs' })

export const detailsMatchContract: Exact<z.output<typeof classifiedDetailsSchema>, ClassifiedDetails> = true
export const goneMatchesContract: Exact<z.output<typeof classifiedGoneSchema>, ClassifiedGoneBody> = true
export const filtersMatchContract: Exact<z.output<typeof filtersResponseSchema>, FiltersResponse> = true
export const categoryListMatchesContract: Exact<
  z.output<typeof categoryListResponseSchema>,
  CategoryListResponse
> = true
export const applyFiltersMatchesContract: Exact<
  z.output<typeof applyFiltersResponseSchema>,
  ApplyFiltersResponse
> = true
export const recommendationsMatchContract: Exact<
  z.output<typeof jobListSchema>,
  RecommendationsResponse
> = true
export const promotedMatchContract: Exact<z.output<typeof jobListSchema>, PromotedJobsResponse> = true
export const applyMatchesContract: Exact<z.output<typeof applyResponseSchema>, ApplyResponse> = true
export const sitemapListsMatchContract: Exact<
  z.output<typeof sitemapListsSchema>,
  SitemapListsResponse
> = true
export const sitemapJobsMatchContract: Exact<z.output<typeof sitemapJobsSchema>, SitemapJobsResponse> = true
