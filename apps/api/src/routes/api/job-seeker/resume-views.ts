import type { ResumeAccessPage } from '@localjobs/api-client/leads/types'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { decodeFeedCursor, encodeFeedCursor } from '#src/lib/feed-cursor.ts'
import { presentResumeAccess, resumeAccessesOf } from '#src/lib/resume-access.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { cursorParam, strictQuery, wholeNumberParam } from '#src/schemas/params.ts'
import { resumeAccessPageSchema } from '#src/schemas/resumes.ts'

/** The seeker's "who saw my resume" (issue #9, decision 034): every opening of their resume by an advertiser. */
const resumeViewsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/classifieds/job_seeker/resume/views/',
    {
      config: { access: 'seeker' },
      schema: {
        summary: "Who opened the logged-in seeker's resume, newest first (keyset pages)",
        description:
          'One result per opening of a resume link: the company as the job shows it, the job title in ' +
          'Accept-Language (English when the job has no such translation), inline (viewed) or attachment ' +
          '(downloaded), when. `cursor` from `next_cursor`, `limit` 1-50 (20). `private, no-store`.',
        tags: ['job seeker'],
        querystring: strictQuery({
          cursor: cursorParam.optional(),
          limit: wholeNumberParam('limit', 1, 50).default(20),
        }),
        response: {
          200: resumeAccessPageSchema,
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
          403: apiErrorBodySchema,
        },
      },
    },
    async (request, reply): Promise<ResumeAccessPage> => {
      reply.header('cache-control', 'private, no-store')
      const user = await fastify.auth.requireUser(request)
      const locale = localeFrom(request.headers['accept-language'])
      const { cursor, limit } = request.query
      const after = cursor === undefined ? undefined : decodeFeedCursor(cursor)
      const rows = await resumeAccessesOf(fastify.database.db, user.id, { after, limit: limit + 1, locale })
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      const hasMore = rows.length > limit && last !== undefined
      return {
        results: page.map(presentResumeAccess),
        next_cursor: hasMore ? encodeFeedCursor({ postedAt: last.createdAt, id: last.id }) : null,
        hasMore,
      }
    },
  )
}

export default resumeViewsRoutes
