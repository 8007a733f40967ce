import type { FraudResponse } from '@localjobs/api-client/review/types'
import { REVIEW_TEXT_MAX_LENGTH } from '@localjobs/validation/review-codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { confirmFraud, unblockAdvertiser } from '#src/lib/fraud.ts'
import { callerOf } from '#src/plugins/app/access.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { idParam } from '#src/schemas/params.ts'

const fraudBodySchema = z
  .object({
    note: z
      .string({ error: 'note is required' })
      .trim()
      .min(1, { error: 'note is required' })
      .max(REVIEW_TEXT_MAX_LENGTH, { error: `note is at most ${REVIEW_TEXT_MAX_LENGTH} characters` }),
  })
  .meta({
    id: 'FraudBody',
    description: `\`note\`: why, for the history (1-${REVIEW_TEXT_MAX_LENGTH} characters)`,
  })

const fraudResponseSchema = z
  .object({
    advertiser_id: z.number(),
    blocked: z.boolean(),
    changed: z.array(z.object({ id: z.number(), status: z.string() })),
  })
  .meta({ id: 'FraudResponse' })

const responses = {
  200: fraudResponseSchema,
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
}

/** Confirming fraud on a post and undoing it (issue #8, decision 030): ops only, every move recorded. */
const reviewFraudRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/ops/review/submissions/:id/fraud/',
    {
      config: { access: 'ops' },
      schema: {
        summary: 'Confirms fraud: rejects the post and blocks its advertiser’s open posts (ops only)',
        description:
          "The post -> Rejected with reason 'fraud_confirmed' (through On Hold when live); the advertiser is " +
          'blocked; their other posts Approval Pending -> Rejected, Active or Expiring -> On Hold. Each move is ' +
          'recorded with the note. 404 for an unknown post.',
        tags: ['ops'],
        params: z.object({ id: idParam('id') }),
        body: fraudBodySchema,
        response: responses,
      },
    },
    async (request, reply): Promise<FraudResponse> => {
      reply.header('cache-control', 'private, no-store')
      const answer = await confirmFraud(fastify.database.db, fastify.submissionLife, request.params.id, {
        opsUserId: callerOf(request).user.id,
        note: request.body.note,
      })
      fastify.feedCache.purgeAll() // the advertiser's live jobs are held (decision 041)
      return answer as FraudResponse
    },
  )

  fastify.post(
    '/ops/review/advertisers/:id/unblock/',
    {
      config: { access: 'ops' },
      schema: {
        summary: 'Undoes a fraud block: each post it moved goes back (ops only)',
        description:
          "Clears the block; each post the block moved (and nobody moved since) goes back with action 'undo', " +
          'recorded with the note: a live post to Active, a post in review (or held) to Approval Pending. 409 ' +
          'NOT_BLOCKED when the advertiser is not blocked; 404 for an unknown advertiser.',
        tags: ['ops'],
        params: z.object({ id: idParam('id') }),
        body: fraudBodySchema,
        response: responses,
      },
    },
    async (request, reply): Promise<FraudResponse> => {
      reply.header('cache-control', 'private, no-store')
      const answer = await unblockAdvertiser(fastify.database.db, fastify.submissionLife, request.params.id, {
        opsUserId: callerOf(request).user.id,
        note: request.body.note,
      })
      fastify.feedCache.purgeAll() // the held jobs are live again (decision 041)
      return answer as FraudResponse
    },
  )
}

export default reviewFraudRoutes
