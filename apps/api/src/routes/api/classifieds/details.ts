import type { ClassifiedDetails } from '@localjobs/api-client/classifieds/details'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, notFound } from '#src/lib/api-error.ts'
import { say } from '#src/lib/messages.ts'
import { knowsAllOf, presentClassified, presentDetails } from '#src/lib/present-classified.ts'
import type { DetailsRow } from '#src/plugins/app/classifieds-repository.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { classifiedDetailsSchema, classifiedGoneSchema } from '#src/schemas/classifieds.ts'
import { idParam } from '#src/schemas/params.ts'
import { PUBLIC_LIST_CACHE_CONTROL } from './feed.ts'

/** Statuses of jobs that were public once; the others (pending, rejected, on hold) never were. */
const ONCE_PUBLIC = new Set<DetailsRow['status']>(['active', 'expired'])

export type JobState = 'live' | 'gone' | 'never-public'

/** Live: active and before valid_through. Gone: expired, or active past its valid_through. */
export function jobState(row: Pick<DetailsRow, 'status' | 'validThrough'>, now = Date.now()): JobState {
  if (!ONCE_PUBLIC.has(row.status)) return 'never-public'
  return row.status === 'active' && row.validThrough.getTime() > now ? 'live' : 'gone'
}

/**
 * Looks a job up for the details page and for applying: 404 for an id that never was public, 410
 * JOB_EXPIRED (with the job as lists show it) for one that was.
 */
export async function liveJobOr4xx(
  fastify: Parameters<FastifyPluginAsyncZod>[0],
  id: number,
  locale: ReturnType<typeof localeFrom>,
): Promise<{ row: DetailsRow; reference: Awaited<ReturnType<typeof fastify.referenceData.get>> }> {
  const row = await fastify.classifiedsRepository.details(id, locale)
  const state = row ? jobState(row) : 'never-public'
  if (!row || state === 'never-public') throw notFound(`There is no job with id ${id}.`)
  let reference = await fastify.referenceData.get()
  if (!knowsAllOf([row], reference) || !reference.jobTitlesById.has(row.jobTitleId))
    reference = await fastify.referenceData.get({ refresh: true })
  if (state === 'gone') {
    throw new ApiError(410, 'JOB_EXPIRED', say('jobExpired', locale), undefined, {
      extra: {
        job: presentClassified(
          { ...row, content: { locale: row.content.locale, title: row.content.title } },
          reference,
        ),
      },
      // a renewed job is live again: shared caches keep its 410 for a minute at most (decision 028)
      headers: { 'cache-control': 'public, max-age=60, s-maxage=60' },
    })
  }
  return { row, reference }
}

/** One job (ours: the spec has no details call); the details page and its JSON-LD read it. */
const detailsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/classifieds/classifieds/:id/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'One live job with its full description',
        description:
          '404 for an id that never was public; 410 JOB_EXPIRED, with `job` as lists show it, for a job ' +
          'that expired or closed, so the page can say so.',
        tags: ['classifieds'],
        params: z.object({ id: idParam('id') }),
        response: {
          200: classifiedDetailsSchema,
          400: apiErrorBodySchema,
          404: apiErrorBodySchema,
          410: classifiedGoneSchema,
        },
      },
    },
    async (request, reply): Promise<ClassifiedDetails> => {
      const locale = localeFrom(request.headers['accept-language'])
      const { row, reference } = await liveJobOr4xx(fastify, request.params.id, locale)
      reply
        .header('cache-control', PUBLIC_LIST_CACHE_CONTROL)
        .header('vary', 'Accept-Language')
        .header('content-language', row.content.locale)
      return presentDetails(row, reference)
    },
  )
}

export default detailsRoutes
