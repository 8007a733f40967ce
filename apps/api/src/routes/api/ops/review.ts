import type { Locale } from '@localjobs/api-client/classifieds/types'
import { HOLD_REASON_LABELS, REJECT_REASON_LABELS } from '@localjobs/api-client/review/reasons'
import type { ReviewDecisionResponse, SubmissionEvent } from '@localjobs/api-client/review/types'
import { SUBMISSION_STATUSES } from '@localjobs/api-client/submissions/status'
import { LOCALES } from '@localjobs/validation/constants'
import { localeFrom } from '@localjobs/validation/locale'
import { reviewDecisionSchema } from '@localjobs/validation/review-decision'
import { inArray } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Drizzle } from '#src/db/database.ts'
import { users } from '#src/db/schema.ts'
import { parseWith } from '#src/lib/validate.ts'
import type { SubmissionEventRow } from '#src/plugins/app/submission-life.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { idParam, strictQuery } from '#src/schemas/params.ts'

const PRIVATE = 'private, no-store'

/** A reason code's label in `locale` (a reject or a hold reason), or null. */
export function reasonLabel(reason: string | null, locale: Locale): string | null {
  if (!reason) return null
  const labels: Record<string, string> = { ...HOLD_REASON_LABELS[locale], ...REJECT_REASON_LABELS[locale] }
  return labels[reason] ?? null
}

/** The names of the users who acted (ops' names on the desk); an advertiser's own view leaves them out. */
export async function actorNames(db: Drizzle, events: readonly SubmissionEventRow[]) {
  const ids = [...new Set(events.flatMap((event) => (event.actorUserId ? [event.actorUserId] : [])))]
  if (ids.length === 0) return new Map<number, string>()
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
  return new Map(rows.map((row) => [row.id, row.name ?? '']))
}

/** One event of a post's history as the calls answer it. */
export function presentEvent(
  event: SubmissionEventRow,
  locale: Locale,
  names: ReadonlyMap<number, string> | null,
): SubmissionEvent {
  return {
    id: event.id,
    action: event.action as SubmissionEvent['action'],
    from_status: event.fromStatus,
    to_status: event.toStatus,
    reason: event.reason as SubmissionEvent['reason'],
    reason_label: reasonLabel(event.reason, locale),
    note: event.note,
    actor: {
      kind: event.actorKind,
      name: names && event.actorUserId ? (names.get(event.actorUserId) ?? null) : null,
    },
    created_at: event.createdAt.toISOString(),
  }
}

const statusSchema = z.enum(SUBMISSION_STATUSES)
export const submissionEventSchema = z.object({
  id: z.number(),
  action: z.string(),
  from_status: statusSchema.nullable(),
  to_status: statusSchema,
  reason: z.string().nullable(),
  reason_label: z.string().nullable(),
  note: z.string().nullable(),
  actor: z.object({ kind: z.enum(['ops', 'advertiser', 'system', 'seekers']), name: z.string().nullable() }),
  created_at: z.string(),
})

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
}

/**
 * The review desk's calls (issue #8), ops only: the decision on a post. Every move goes through the status
 * engine (fastify.submissionLife), so the transition table decides what is allowed.
 */
const reviewRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/ops/review/submissions/:id/decision/',
    {
      config: { access: 'ops' },
      schema: {
        summary: 'Approves, rejects or holds a post under review (ops only)',
        description:
          'Body (`@localjobs/validation/review-decision`): `action` approve | reject (with `reason`, one of ' +
          'REJECT_REASONS) | hold (with `reason`, one of HOLD_REASONS), `note` up to 500 characters, required ' +
          'with the reason `other`; 400 VALIDATION_ERROR names each field in `locale`, else Accept-Language. ' +
          "Approving publishes the post as a classified (seekers find it at once) valid for its plan's days. " +
          '409 INVALID_TRANSITION when the post is no longer in a status the action can move (another ' +
          'reviewer decided first); 404 when there is no such post.',
        tags: ['ops'],
        params: z.object({ id: idParam('id') }),
        querystring: strictQuery({
          locale: z.enum(LOCALES, { error: `locale is one of ${LOCALES.join(', ')}` }).optional(),
        }),
        body: z.unknown(),
        response: {
          200: z.object({
            id: z.number(),
            status: statusSchema,
            classified_id: z.number().nullable(),
            valid_through: z.string().nullable(),
            event: submissionEventSchema,
          }),
          ...errors,
        },
      },
    },
    async (request, reply): Promise<ReviewDecisionResponse> => {
      const caller = request.caller
      if (!caller) throw new Error('the access check let an anonymous caller through')
      const locale = request.query.locale ?? localeFrom(request.headers['accept-language'])
      reply.header('cache-control', PRIVATE)
      const decision = parseWith(reviewDecisionSchema, request.body ?? {}, locale)
      const { event, submission } = await fastify.submissionLife.move(fastify.database.db, {
        submissionId: request.params.id,
        action: decision.action,
        reason: 'reason' in decision ? decision.reason : null,
        note: decision.note ?? null,
        actor: { kind: 'ops', userId: caller.user.id },
        locale,
      })
      const names = await actorNames(fastify.database.db, [event])
      return {
        id: submission.id,
        status: submission.status,
        classified_id: submission.classifiedId,
        valid_through: submission.validThrough?.toISOString() ?? null,
        event: presentEvent(event, locale, names),
      }
    },
  )
}

export default reviewRoutes
