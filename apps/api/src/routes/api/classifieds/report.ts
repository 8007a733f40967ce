import type { ReportJobResponse } from '@localjobs/api-client/classifieds/report'
import type { Locale } from '@localjobs/api-client/classifieds/types'
import { jobReportSchema } from '@localjobs/validation/job-report'
import { localeFrom } from '@localjobs/validation/locale'
import { REPORT_REASONS, REVIEW_TEXT_MAX_LENGTH } from '@localjobs/validation/review-codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, notFound, tooManyRequests } from '#src/lib/api-error.ts'
import {
  isLiveJob,
  REPORTS_PER_SEEKER_DAY,
  REPORTS_TO_HOLD,
  recentReportsOf,
  reportJob,
} from '#src/lib/job-reports.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import { parseWith } from '#src/lib/validate.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { idParam } from '#src/schemas/params.ts'

const reportBodySchema = z
  .record(z.string().max(64), z.unknown(), { error: 'The body must be a JSON object: reason and text.' })
  .refine((body) => Object.keys(body).length <= 10, { error: 'The body has more fields than a report has.' })
  .meta({
    id: 'JobReportBody',
    description: `\`reason\` (one of ${REPORT_REASONS.join(', ')}), \`text\` (at most ${REVIEW_TEXT_MAX_LENGTH} characters; required with 'other')`,
  })

const reportResponseSchema = z.object({ message: z.string() }).meta({ id: 'JobReportResponse' })

/** "Report this job" on the job's page (issue #8): a logged-in seeker's report; 3 seekers' reports hold the job. */
const reportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/classifieds/classifieds/:id/report/',
    {
      config: { access: 'seeker' },
      schema: {
        summary: 'Reports a live job (a logged-in seeker; needs X-CSRFToken)',
        description:
          'Body: `@localjobs/validation/job-report` (400 VALIDATION_ERROR in Accept-Language). 201 with a thank-you; ' +
          '409 ALREADY_REPORTED for the seeker’s second report of the job; 404 for a job that is not live; ' +
          `429 past ${REPORTS_PER_SEEKER_DAY} reports a day per seeker. Reports from ${REPORTS_TO_HOLD} different ` +
          'seekers put the job On Hold at once (it leaves the lists), pending review.',
        tags: ['classifieds'],
        params: z.object({ id: idParam('id') }),
        body: reportBodySchema,
        response: {
          201: reportResponseSchema,
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
          403: apiErrorBodySchema,
          404: apiErrorBodySchema,
          409: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply): Promise<ReportJobResponse> => {
      reply.header('cache-control', 'private, no-store')
      const locale: Locale = localeFrom(request.headers['accept-language'])
      const user = await fastify.auth.requireUser(request)
      const report = parseWith(jobReportSchema, request.body, locale)
      const recent = await recentReportsOf(fastify.database.db, user.id)
      if (recent.count >= REPORTS_PER_SEEKER_DAY) {
        const seconds = recent.oldest
          ? Math.max(1, Math.ceil((recent.oldest.getTime() + 86_400_000 - Date.now()) / 1000))
          : 3600
        throw tooManyRequests(say('tooManyTries', locale, waitIn(seconds, locale)), seconds)
      }
      if (!(await isLiveJob(fastify.database.db, request.params.id)))
        throw notFound(`There is no live job with id ${request.params.id}.`)
      const outcome = await reportJob(fastify.database.db, fastify.submissionLife, {
        classifiedId: request.params.id,
        userId: user.id,
        reason: report.reason,
        text: report.text ?? null,
      })
      if (!outcome.created) throw new ApiError(409, 'ALREADY_REPORTED', say('alreadyReported', locale))
      if (outcome.held) fastify.feedCache.purgeAll() // the third reporter's report holds it (decision 041)
      return reply.code(201).send({ message: say('reportThanks', locale) })
    },
  )
}

export default reportRoutes
