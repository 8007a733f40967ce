import type { ShortFormLeadResponse } from '@localjobs/api-client/common/types'
import { z } from 'zod'
import type { Exact } from './type-check.ts'

/**
 * The short form's body as the route sees it: a JSON object of at most a few dozen keys. Its fields are
 * checked by `shortFormSchema` of @localjobs/validation/short-form (the page's own rules) in the handler,
 * so every refusal names its field with the spec's message.
 */
export const shortFormLeadBodySchema = z
  .record(z.string().max(64), z.unknown(), { error: 'The body must be a JSON object of the form’s fields.' })
  .refine((body) => Object.keys(body).length <= 40, { error: 'The body has more fields than the form has.' })
  .meta({
    id: 'ShortFormLeadBody',
    description:
      '`mobile_number`, `name` (optional), `n_openings` (1-99), `state_id`, `job_title_id` (a primary job ' +
      'role), `job_title`, `location_id` (a city of the state), `location_name`, `company_name` (optional)',
  })

export const shortFormLeadResponseSchema = z
  .object({ id: z.number().int(), message: z.string() })
  .meta({ id: 'ShortFormLeadResponse' })

export const shortFormLeadMatchContract: Exact<
  z.output<typeof shortFormLeadResponseSchema>,
  ShortFormLeadResponse
> = true
