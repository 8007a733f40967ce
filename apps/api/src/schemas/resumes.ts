import type { ResumeAccessPage, ResumeLink } from '@localjobs/api-client/leads/types'
import { RESUME_DISPOSITIONS } from '@localjobs/validation/resume-link'
import { z } from 'zod'
import type { Exact } from './type-check.ts'

/** Issue #9's resume link and the seeker's record of who opened their resume (decision 034). */

export const resumeLinkBodySchema = z
  .record(z.string().max(64), z.unknown(), { error: 'The body must be a JSON object: disposition.' })
  .refine((body) => Object.keys(body).length <= 5, { error: 'The body has more fields than it takes.' })
  .meta({
    id: 'ResumeLinkBody',
    description: `\`disposition\`: ${RESUME_DISPOSITIONS.join(' or ')} (\`@localjobs/validation/resume-link\`)`,
  })

export const resumeLinkSchema = z
  .object({
    url: z.string().describe('the signed link, a path under the API root: /api/classifieds/resumes/<token>/'),
    expires_at: z.string().describe('ISO 8601; the link answers 410 RESUME_LINK_EXPIRED after it'),
    file_name: z.string(),
    content_type: z.string(),
  })
  .meta({ id: 'ResumeLink' })

export const resumeAccessPageSchema = z
  .object({
    results: z.array(
      z.object({
        id: z.number().int(),
        company_name: z.string().describe("the advertiser's company as their job shows it"),
        job_title: z.string().describe('the job applied to, in Accept-Language where it is translated'),
        classified_id: z.number().int(),
        disposition: z.enum(RESUME_DISPOSITIONS),
        at: z.string().describe('ISO 8601'),
      }),
    ),
    next_cursor: z.string().nullable(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'ResumeAccessPage' })

export const resumeLinkMatchesContract: Exact<z.output<typeof resumeLinkSchema>, ResumeLink> = true
export const resumeAccessPageMatchesContract: Exact<
  z.output<typeof resumeAccessPageSchema>,
  ResumeAccessPage
> = true
