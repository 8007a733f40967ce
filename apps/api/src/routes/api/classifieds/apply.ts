import type { ApplyResponse, Locale } from '@localjobs/api-client/classifieds/types'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ApplicationSource } from '#src/db/schema.ts'
import { ApiError } from '#src/lib/api-error.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { applyResponseSchema, classifiedGoneSchema } from '#src/schemas/classifieds.ts'
import { idParam, strictQuery } from '#src/schemas/params.ts'
import { liveJobOr4xx } from './details.ts'

const responses = {
  200: applyResponseSchema,
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  410: classifiedGoneSchema,
  429: apiErrorBodySchema,
}

/**
 * Applies the logged-in seeker to a live job, once: 401 NOT_LOGGED_IN, 403 PROFILE_REQUIRED (no job
 * profile yet), 404 for an unknown job, 410 JOB_EXPIRED; applying again answers 200 and changes nothing.
 */
async function apply(
  fastify: FastifyInstance,
  request: FastifyRequest,
  classifiedId: number,
  source: ApplicationSource,
): Promise<ApplyResponse> {
  const locale: Locale = localeFrom(request.headers['accept-language'])
  const user = await fastify.auth.requireUser(request)
  await fastify.rateLimiter.enforce(
    [{ rule: LIMITS.applyPerUserHour, subject: String(user.id) }],
    (seconds) => say('tooManyTries', locale, waitIn(seconds, locale)),
  )
  await liveJobOr4xx(fastify, classifiedId, locale)
  if (!(await fastify.seekers.hasProfile(user.id)))
    throw new ApiError(403, 'PROFILE_REQUIRED', say('profileRequired', locale))
  const { created } = await fastify.seekers.apply(user.id, classifiedId, source)
  return { applied: true, message: say(created ? 'applied' : 'alreadyApplied', locale) }
}

/** The Apply button (GET apply, spec section 7) and applying from search results (job_search_apply). */
const applyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/classifieds/classifieds/:id/apply/',
    {
      // A GET that changes state, as the spec writes it: it needs the CSRF header like a POST.
      config: { access: 'seeker', csrf: true },
      schema: {
        summary: 'Applies the logged-in seeker to the job (the Apply button); needs X-CSRFToken',
        tags: ['classifieds'],
        params: z.object({ id: idParam('id') }),
        querystring: strictQuery({ type: z.literal('0', { error: 'type must be 0' }) }),
        response: responses,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return apply(fastify, request, request.params.id, 'details')
    },
  )

  fastify.post(
    '/classifieds/job_seeker/job_search_apply/',
    {
      config: { access: 'seeker' },
      schema: {
        summary: 'Applies the logged-in seeker to a job from search results',
        tags: ['classifieds'],
        body: z.object({
          classified_id: z
            .union([z.number(), z.string()])
            .pipe(z.coerce.string())
            .pipe(idParam('classified_id')),
        }),
        response: responses,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return apply(fastify, request, request.body.classified_id, 'search')
    },
  )
}

export default applyRoutes
