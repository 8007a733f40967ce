import type {
  FirstTimeAdvertiserResponse,
  SubmissionFiltersResponse,
  SubmissionStatus,
  SubmissionsPage,
} from '@localjobs/api-client/submissions/types'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SUBMISSION_STATUSES } from '#src/db/schema.ts'
import { decodeFeedCursor, encodeFeedCursor } from '#src/lib/feed-cursor.ts'
import { type ApiMessageKey, say } from '#src/lib/messages.ts'
import { applicantCounts, presentSubmission } from '#src/lib/present-submission.ts'
import { advertiserCallerOf } from '#src/plugins/app/access.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { cursorParam, strictQuery, wholeNumberParam } from '#src/schemas/params.ts'
import {
  firstTimeAdvertiserSchema,
  submissionFiltersSchema,
  submissionsPageSchema,
} from '#src/schemas/submissions.ts'

export const SUBMISSIONS_PATH = '/submissions/submissions/'
const PRIVATE = 'private, no-store'
const MAX_PAGE = 50

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema }

/** `status=active&status=expiring` (as the api-client sends lists); once is a list of one; none is every status. */
const statusesParam = z
  .union([z.string(), z.array(z.string())], { error: 'status must be statuses' })
  .transform((raw) => (Array.isArray(raw) ? raw : [raw]))
  .pipe(
    z
      .array(z.enum(SUBMISSION_STATUSES, { error: `status is one of ${SUBMISSION_STATUSES.join(', ')}` }))
      .max(SUBMISSION_STATUSES.length, { error: 'status names each status at most once' }),
  )

/** The dashboard's lists (decision 024): what each asks for. */
const LISTS: readonly { key: string; title: ApiMessageKey; status: readonly SubmissionStatus[] }[] = [
  { key: 'active', title: 'listActive', status: ['active', 'expiring'] },
  { key: 'expired', title: 'listExpired', status: ['expired'] },
  { key: 'all', title: 'listAll', status: SUBMISSION_STATUSES },
]

/**
 * The advertiser's own posts (spec section 7): a keyset list newest first, the dashboard's lists with their
 * counts, and whether they ever posted. Another advertiser's posts are never in them.
 */
const submissionListRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    SUBMISSIONS_PATH,
    {
      config: { access: 'advertiser' },
      schema: {
        summary: "The advertiser's posts, newest first, in keyset pages",
        description:
          '`status` repeated for several (none: every status); `limit` 1-50 (default 10); `cursor` is the ' +
          "`next_cursor` of the page before. Titles in Accept-Language. `applicants_count`: the job's " +
          'applications; `new_applicants_count`: those not opened yet (one grouped query per page); ' +
          '`valid_through` null until a plan is fulfilled (#10).',
        tags: ['submissions'],
        querystring: strictQuery({
          status: statusesParam.optional(),
          cursor: cursorParam.optional(),
          limit: wholeNumberParam('limit', 1, MAX_PAGE).optional(),
        }),
        response: { 200: submissionsPageSchema, ...errors },
      },
    },
    async (request, reply): Promise<SubmissionsPage> => {
      const { advertiser } = advertiserCallerOf(request)
      const locale = localeFrom(request.headers['accept-language'])
      const { status = [], cursor, limit = 10 } = request.query
      const position = cursor === undefined ? undefined : decodeFeedCursor(cursor)
      const rows = await fastify.submissions.submissionsOf(advertiser.id, {
        statuses: [...new Set(status)],
        after: position ? { createdAt: position.postedAt, id: position.id } : undefined,
        limit,
      })
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      const hasMore = rows.length > limit
      const reference = await fastify.referenceData.get()
      const counts = await applicantCounts(
        fastify.database.db,
        page.flatMap((row) => (row.classifiedId === null ? [] : [row.classifiedId])),
      )
      reply.header('cache-control', PRIVATE).header('content-language', locale)
      return {
        results: page.map((row) =>
          presentSubmission(
            row,
            reference,
            locale,
            row.classifiedId === null ? undefined : counts.get(row.classifiedId),
          ),
        ),
        next_cursor: hasMore && last ? encodeFeedCursor({ postedAt: last.createdAt, id: last.id }) : null,
        hasMore,
      }
    },
  )

  fastify.get(
    `${SUBMISSIONS_PATH}v2/filters`,
    {
      config: { access: 'advertiser' },
      schema: {
        summary: "The dashboard's lists (active, expired, all) with how many posts each holds",
        description:
          'Titles in Accept-Language; `status` is what the list asks GET /submissions/submissions/ for.',
        tags: ['submissions'],
        querystring: strictQuery({}),
        response: { 200: submissionFiltersSchema, ...errors },
      },
    },
    async (request, reply): Promise<SubmissionFiltersResponse> => {
      const { advertiser } = advertiserCallerOf(request)
      const locale = localeFrom(request.headers['accept-language'])
      const counts = await fastify.submissions.statusCounts(advertiser.id)
      reply.header('cache-control', PRIVATE).header('content-language', locale)
      return {
        filters: LISTS.map((list) => ({
          key: list.key,
          title: say(list.title, locale),
          status: [...list.status],
          count: list.status.reduce((sum, status) => sum + (counts[status] ?? 0), 0),
        })),
      }
    },
  )

  fastify.get(
    `${SUBMISSIONS_PATH}first_time_advertiser`,
    {
      config: { access: 'advertiser' },
      schema: {
        summary: 'Whether the advertiser has never submitted a post',
        tags: ['submissions'],
        querystring: strictQuery({}),
        response: { 200: firstTimeAdvertiserSchema, ...errors },
      },
    },
    async (request, reply): Promise<FirstTimeAdvertiserResponse> => {
      const { advertiser } = advertiserCallerOf(request)
      reply.header('cache-control', PRIVATE)
      return { first_time_advertiser: !(await fastify.submissions.hasSubmissions(advertiser.id)) }
    },
  )
}

export default submissionListRoutes
