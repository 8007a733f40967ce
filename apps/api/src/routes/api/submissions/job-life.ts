import type { Locale } from '@localjobs/api-client/classifieds/types'
import type { SubmissionSaved } from '@localjobs/api-client/submissions/types'
import { LOCALES } from '@localjobs/validation/constants'
import { localeFrom } from '@localjobs/validation/locale'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { submissions } from '#src/db/schema.ts'
import { ApiError, notFound } from '#src/lib/api-error.ts'
import { type ApiMessageKey, say } from '#src/lib/messages.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { idParam, strictQuery } from '#src/schemas/params.ts'
import { submissionSavedSchema } from '#src/schemas/submissions.ts'

const PRIVATE = 'private, no-store'

const schemaFor = (summary: string, description: string) => ({
  summary,
  description,
  tags: ['submissions'],
  params: z.object({ id: idParam('id') }),
  querystring: strictQuery({
    locale: z.enum(LOCALES, { error: `locale is one of ${LOCALES.join(', ')}` }).optional(),
  }),
  response: {
    200: submissionSavedSchema,
    400: apiErrorBodySchema,
    401: apiErrorBodySchema,
    403: apiErrorBodySchema,
    404: apiErrorBodySchema,
    409: apiErrorBodySchema,
    415: apiErrorBodySchema,
  },
})

/** The signed-in advertiser's own post, locked in by id: another advertiser's is a 404, as if none. */
async function ownPost(fastify: FastifyInstance, advertiserId: number, id: number, locale: Locale) {
  const [row] = await fastify.database.db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.id, id), eq(submissions.advertiserId, advertiserId)))
  if (!row) throw notFound(say('postNotFound', locale))
  return row.id
}

type Request = FastifyRequest<{ Params: { id: number }; Querystring: { locale?: Locale } }>

/**
 * The advertiser's own job (issue #8): close a live job early, renew an expiring or expired one. Both move
 * through the status engine (409 INVALID_TRANSITION from any other status), so the classified follows.
 */
const jobLifeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const act = async (
    request: Request,
    move: { action: 'close' | 'renew'; to: 'expired' | 'active' },
    message: ApiMessageKey,
  ): Promise<SubmissionSaved> => {
    const caller = request.caller
    if (!caller?.advertiser) throw new Error('the access check let a caller without an account through')
    const locale = request.query.locale ?? localeFrom(request.headers['accept-language'])
    if (request.isMultipart())
      throw new ApiError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Renewing with changes is not offered yet: send an empty JSON body to renew the post unchanged.',
      )
    const id = await ownPost(fastify, caller.advertiser.id, request.params.id, locale)
    const { submission } = await fastify.submissionLife.move(fastify.database.db, {
      submissionId: id,
      ...move,
      actor: { kind: 'advertiser', userId: caller.user.id },
      locale,
    })
    return { id: submission.id, status: submission.status, message: say(message, locale) }
  }

  app.post(
    '/submissions/submissions/:id/close/',
    {
      config: { access: 'advertiser' },
      schema: schemaFor(
        "Closes the advertiser's live job early",
        'Active or Expiring -> Expired; seekers no longer find it. 409 INVALID_TRANSITION from another ' +
          "status; 404 for a post that is not the caller's.",
      ),
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE)
      return act(request, { action: 'close', to: 'expired' }, 'postClosed')
    },
  )

  app.post(
    '/submissions/submissions/:id/renew/',
    {
      config: { access: 'advertiser' },
      schema: schemaFor(
        "Renews the advertiser's expiring or expired job, unchanged",
        "Expiring or Expired -> Active with a new validity of the plan's days; seekers find it again. A " +
          'multipart form (renewing with changes) is 415 for now. 409 INVALID_TRANSITION from another status; ' +
          "404 for a post that is not the caller's.",
      ),
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE)
      return act(request, { action: 'renew', to: 'active' }, 'postRenewed')
    },
  )
}

export default jobLifeRoutes
