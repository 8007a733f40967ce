import type { PlansResponse } from '@localjobs/api-client/plans/types'
import { z } from 'zod'
import type { Exact } from './type-check.ts'

const upsellingOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number().int().describe('rupees'),
  price_paise: z.number().int(),
})

export const plansResponseSchema = z
  .object({
    results: z.array(
      z.object({
        id: z.number().int(),
        code: z.enum(['basic', 'premium', 'premium_plus']),
        title: z.string(),
        price: z.number().int().describe('rupees, for one district'),
        price_paise: z.number().int(),
        gst_paise: z.number().int().describe('GST on the price for one district'),
        validity_days: z.number().int(),
        features: z.array(z.string()),
        featured: z.boolean(),
        applicants_allowed: z.number().int().nullable().describe('null: unlimited'),
        database_contacts: z.number().int(),
        district_price: z.number().int().describe('rupees, each district beyond the first'),
        district_price_paise: z.number().int(),
        upselling_options: z.array(upsellingOptionSchema),
      }),
    ),
    gst_percent: z.number().int(),
    max_districts: z.number().int(),
    currency: z.literal('INR'),
  })
  .meta({ id: 'PlansResponse' })

export const plansMatchContract: Exact<z.output<typeof plansResponseSchema>, PlansResponse> = true
