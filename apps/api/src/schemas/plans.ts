import type { PlansResponse } from '@localjobs/api-client/plans/types'
import { z } from 'zod'
import type { Exact } from './type-check.ts'

const upsellingOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number().int().describe('rupees'),
})

export const plansResponseSchema = z
  .object({
    results: z.array(
      z.object({
        id: z.number().int(),
        code: z.enum(['basic', 'premium', 'premium_plus']),
        title: z.string(),
        price: z.number().int().describe('rupees, for one district'),
        validity_days: z.number().int(),
        features: z.array(z.string()),
        upselling_options: z.array(upsellingOptionSchema),
      }),
    ),
  })
  .meta({ id: 'PlansResponse' })

export const plansMatchContract: Exact<z.output<typeof plansResponseSchema>, PlansResponse> = true
