import type { AdvertiserProfile } from '@localjobs/api-client/advertisers/types'
import { z } from 'zod'
import type { Exact } from './type-check.ts'

export const advertiserProfileSchema = z
  .object({
    advertiser_id: z.number().int().nullable().describe('set for an enterprise (b2b) account only'),
    advertiser_type: z.enum(['b2b', 'b2c']),
    mobile_no: z.string(),
    name: z.string(),
    company_name: z.string(),
    email: z.string(),
    company_address: z.string(),
  })
  .meta({ id: 'AdvertiserProfile' })

/** Only the kinds here; `advertiserProfileSchema` of @localjobs/validation checks the values. */
export const advertiserProfileUpdateBodySchema = z.object({
  name: z.string().nullish(),
  company_name: z.string().nullish(),
  email: z.string().nullish(),
  company_address: z.string().nullish(),
})

export const advertiserProfileMatchesContract: Exact<
  z.output<typeof advertiserProfileSchema>,
  AdvertiserProfile
> = true
