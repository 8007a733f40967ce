import { queryOptions } from '@tanstack/react-query'
import { defineCall } from '../call.ts'
import type { ApiClient } from '../client.ts'
import type { ApiResult } from '../errors.ts'
import type { ApiErrorBody, Classified, TranslatedContent } from './types.ts'

/** schema.org's JobPosting employmentType for the job type (for the details page's JSON-LD). */
export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'INTERN' | 'OTHER'

/** One job as its details page shows it: a list item plus the full description and a few more facts. */
export interface ClassifiedDetails extends Omit<Classified, 'translated_content'> {
  translated_content: TranslatedContent & { description: string }
  /** the job title the advertiser picked, in the content's language */
  job_title: { id: number; title: string }
  /** rupees the advertiser charges when `fees_charged` (spec: fee_amount); null otherwise */
  fee_amount: number | null
  employment_type: EmploymentType
  /** true for a sponsored job */
  promoted: boolean
}

/**
 * The 410 answer for a job that was live once and is not any more (expired or closed), so the page can
 * say so (and answer 410 with noindex itself). `job` is the job as lists show it.
 */
export interface ClassifiedGoneBody extends ApiErrorBody {
  code: 'JOB_EXPIRED'
  job: Classified
}

export interface ClassifiedDetailsInput {
  id: number
}

/**
 * GET /classifieds/classifieds/{id}/ (ours: the spec has no details call) — 200 `ClassifiedDetails` for a
 * live job; 410 `ClassifiedGoneBody` for an expired or closed one; 404 for an id that never was public.
 */
export const getClassifiedDetails = defineCall<ClassifiedDetailsInput, ClassifiedDetails>((input) => ({
  method: 'GET',
  path: `/classifieds/classifieds/${encodeURIComponent(String(input.id))}/`,
  auth: 'session',
}))

/** The gone job of a details answer, or undefined when the answer is anything else. */
export function goneJob(result: ApiResult<unknown>): Classified | undefined {
  if (result.kind !== 'http-error' || result.status !== 410) return undefined
  const raw = result.raw as Partial<ClassifiedGoneBody> | null
  return raw?.code === 'JOB_EXPIRED' && raw.job ? raw.job : undefined
}

export const classifiedDetailsKeys = {
  all: ['classifieds', 'details'] as const,
  one: (client: ApiClient, id: number) => [...classifiedDetailsKeys.all, client.locale, id] as const,
}

export function classifiedDetailsQueryOptions(client: ApiClient, input: ClassifiedDetailsInput) {
  return queryOptions({
    queryKey: classifiedDetailsKeys.one(client, input.id),
    queryFn: ({ signal }) => getClassifiedDetails(client, input, { signal, throwOnError: true }),
  })
}
