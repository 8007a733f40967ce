import type { PrimaryJobRolesResponse } from '@localjobs/api-client/primary-job-roles/types'
import { z } from 'zod'
import type { Exact } from './type-check.ts'

export const primaryJobRolesResponseSchema = z
  .object({
    results: z.array(
      z.object({
        id: z.number().int(),
        title: z.string().describe('in Accept-Language'),
        english_name: z.string(),
        job_category: z.number().int().describe('the category of its job title'),
        job_title_id: z.number().int().describe('the job title it is a role of'),
        job_title: z.string().describe('that job title, in Accept-Language'),
      }),
    ),
  })
  .meta({ id: 'PrimaryJobRoles' })

export const primaryJobRolesMatchContract: Exact<
  z.output<typeof primaryJobRolesResponseSchema>,
  PrimaryJobRolesResponse
> = true
