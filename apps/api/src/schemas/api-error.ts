import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import { z } from 'zod'
import type { Exact } from './type-check.ts'

export const apiErrorBodySchema = z
  .object({
    statusCode: z.number().int(),
    code: z.string().describe("machine-readable, e.g. 'VALIDATION_ERROR', 'NOT_FOUND'"),
    message: z.string().describe('a clear English sentence for people'),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ApiErrorBody' })

export const apiErrorBodyMatchesContract: Exact<z.output<typeof apiErrorBodySchema>, ApiErrorBody> = true
