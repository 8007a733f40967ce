import type { DraftResponse, DraftSaved } from '@localjobs/api-client/submissions/types'
import { z } from 'zod'
import type { Exact } from './type-check.ts'

const contentValue = z.object({ id: z.number().int(), title: z.string() })

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

export const draftSavedSchema = z
  .object({ draft: savedDraftSchema, message: z.string() })
  .meta({ id: 'DraftSaved' })

export const draftResponseMatchesContract: Exact<z.output<typeof draftResponseSchema>, DraftResponse> = true
export const draftSavedMatchesContract: Exact<z.output<typeof draftSavedSchema>, DraftSaved> = true
