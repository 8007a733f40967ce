import type { ReportedJobsPage } from '@localjobs/api-client/review/types'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { invalidParameter } from '#src/lib/api-error.ts'
import { decodeReportsCursor, encodeReportsCursor, reportedJobs } from '#src/lib/job-reports.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { strictQuery } from '#src/schemas/params.ts'

const reportedJobsPageSchema = z
  .object({
    results: z.array(
      z.object({
        classified_id: z.number(),
        submission_id: z.number().nullable(),
        title: z.string(),
        status: z.string().nullable(),
        advertiser: z.object({
          id: z.number(),
          name: z.string(),
          company_name: z.string(),
          blocked: z.boolean(),
        }),
        reporters: z.number(),
        reasons: z.array(z.object({ reason: z.string(), count: z.number() })),
        texts: z.array(z.string()),
        latest_at: z.string(),
      }),
    ),
    next_cursor: z.string().nullable(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'ReportedJobsPage' })

/** The desk's queue of seekers' reports (issue #8), ops only. */
const reviewReportsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/ops/review/reports/',
    {
      config: { access: 'ops' },
      schema: {
        summary: 'Reported jobs, most reporters first, then the newest report (ops only)',
        description: 'Keyset pages: `cursor` from `next_cursor`; `limit` 1-50 (default 20).',
        tags: ['ops'],
        querystring: strictQuery({
          cursor: z.string().max(100).optional(),
          limit: z.coerce
            .number({ error: 'limit is a whole number from 1 to 50' })
            .int({ error: 'limit is a whole number from 1 to 50' })
            .min(1, { error: 'limit is a whole number from 1 to 50' })
            .max(50, { error: 'limit is a whole number from 1 to 50' })
            .optional(),
        }),
        response: {
          200: reportedJobsPageSchema,
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
          403: apiErrorBodySchema,
        },
      },
    },
    async (request, reply): Promise<ReportedJobsPage> => {
      reply.header('cache-control', 'private, no-store')
      const limit = request.query.limit ?? 20
      const after = request.query.cursor === undefined ? undefined : decodeReportsCursor(request.query.cursor)
      if (request.query.cursor !== undefined && !after)
        throw invalidParameter('cursor', 'cursor is not one this API gave: start again without it.')
      const rows = await reportedJobs(fastify.database.db, { after, limit })
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return {
        results: page.map((row) => ({
          classified_id: row.classifiedId,
          submission_id: row.submissionId,
          title: row.content.en?.title ?? Object.values(row.content)[0]?.title ?? '',
          status: row.status,
          advertiser: {
            id: row.advertiserId,
            name: row.name,
            company_name: row.companyName,
            blocked: row.blockedAt !== null,
          },
          reporters: row.reporters,
          reasons: row.reasons,
          texts: row.texts,
          latest_at: row.latestAt.toISOString(),
        })),
        next_cursor:
          rows.length > limit && last
            ? encodeReportsCursor({
                reporters: last.reporters,
                latestAt: last.latestAt,
                classifiedId: last.classifiedId,
              })
            : null,
        hasMore: rows.length > limit,
      }
    },
  )
}

export default reviewReportsRoutes
