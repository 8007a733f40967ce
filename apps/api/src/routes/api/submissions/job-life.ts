import type { Locale } from '@localjobs/api-client/classifieds/types'
import {
  type FormValue,
  type PostJobFormValues,
  toWire,
} from '@localjobs/api-client/submissions/form-mapping'
import type { SubmissionDetail } from '@localjobs/api-client/submissions/job'
import { movesFor, type SubmissionAction } from '@localjobs/api-client/submissions/status'
import type { SubmissionSaved, SubmissionStatus } from '@localjobs/api-client/submissions/types'
import { LOCALES } from '@localjobs/validation/constants'
import { localeFrom } from '@localjobs/validation/locale'
import { POST_JOB_FIELDS } from '@localjobs/validation/post-job'
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { submissionEvents, submissions } from '#src/db/schema.ts'
import { ApiError, notFound } from '#src/lib/api-error.ts'
import { assessPost, textFingerprint } from '#src/lib/checks/index.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { LOGO_FIELD } from '#src/lib/logos.ts'
import { type ApiMessageKey, say, waitIn } from '#src/lib/messages.ts'
import {
  changedColumns,
  checkPost,
  type PostBody,
  postColumns,
  readPostBody,
  refuseBlocked,
} from '#src/lib/post-form.ts'
import { applicantCounts, presentEvent, presentSubmission, reasonLabel } from '#src/lib/present-submission.ts'
import { deleteFiles } from '#src/lib/resumes.ts'
import { type AdvertiserCaller, advertiserCallerOf } from '#src/plugins/app/access.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { idParam, strictQuery } from '#src/schemas/params.ts'
import { submissionSavedSchema } from '#src/schemas/submissions.ts'
import { newStorageKey } from '#src/services/file-storage.ts'

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
    413: apiErrorBodySchema,
    415: apiErrorBodySchema,
    429: apiErrorBodySchema,
  },
})

/** The signed-in advertiser's own post by id: another advertiser's is a 404, as if none. */
async function ownPost(fastify: FastifyInstance, advertiserId: number, id: number, locale: Locale) {
  const [row] = await fastify.database.db
    .select()
    .from(submissions)
    .where(and(eq(submissions.id, id), eq(submissions.advertiserId, advertiserId)))
  if (!row) throw notFound(say('postNotFound', locale))
  return row
}

type SubmissionRow = typeof submissions.$inferSelect

/**
 * Saves the post the body holds over the stored one and sends it to review (PUT, and renew with changes):
 * checked as a create is (lib/post-form.ts, the same errors), the machine checks and the text fingerprint
 * rerun, the values, findings and risk replaced, a new logo kept (none sent: the old one stays), and the
 * status moved by `action` to Approval Pending through the status engine in the same transaction, so it
 * waits again from now. The engine's 409 INVALID_TRANSITION rolls the values back.
 */
async function saveEdit(
  fastify: FastifyInstance,
  caller: AdvertiserCaller,
  row: SubmissionRow,
  body: PostBody,
  action: SubmissionAction,
  locale: Locale,
  checked?: Awaited<ReturnType<typeof checkPost>>,
) {
  const { post, type, control, paymentType, logo } =
    checked ??
    (await checkPost(fastify, caller, body, {
      version: 3,
      locale,
      type: row.submissionType,
      paymentType: row.paymentType ?? 'pay_later',
    }))
  const risk = await assessPost(fastify.database.db, post, { advertiserId: caller.advertiser.id })
  const logoKey = logo ? newStorageKey('logos') : null
  if (logo && logoKey) await fastify.files.put(logoKey, logo.data)
  const moved = await fastify.database.db
    .transaction(async (tx) => {
      await tx
        .update(submissions)
        .set({
          ...postColumns(post, caller.advertiser, type),
          formVersion: 3,
          // Edited in another language: later SMS notices speak that one (decision 029).
          locale,
          paymentType,
          ...(control.experiment_payment ? { experimentPayment: control.experiment_payment } : {}),
          ...(logoKey ? { logoKey } : {}),
          findings: risk.findings,
          riskScore: risk.score,
          riskLevel: risk.level,
          textFingerprint: textFingerprint(post),
        })
        .where(eq(submissions.id, row.id))
      return fastify.submissionLife.move(tx, {
        submissionId: row.id,
        action,
        to: 'approval_pending',
        actor: { kind: 'advertiser', userId: caller.user.id },
        locale,
      })
    })
    .catch(async (error: unknown) => {
      if (logoKey) await deleteFiles(fastify, [logoKey])
      throw error
    })
  if (logoKey && row.logoKey) await deleteFiles(fastify, [row.logoKey])
  // renewing an expiring job with changes takes it off the lists until it is approved (decision 041)
  fastify.feedCache.purgeAll()
  return moved.submission
}

/** The edit calls' limit: each reruns the checks and may re-encode a logo. */
async function limitEdits(fastify: FastifyInstance, advertiserId: number, locale: Locale) {
  await fastify.rateLimiter.enforce(
    [{ rule: LIMITS.submissionEditPerAdvertiserHour, subject: String(advertiserId) }],
    (seconds) => say('tooManyTries', locale, waitIn(seconds, locale)),
  )
}

/** 409 INVALID_TRANSITION before the body is read, when `action` cannot take the post to `to` now. */
function refuseMove(row: SubmissionRow, action: SubmissionAction, to: SubmissionStatus, locale: Locale) {
  if (!movesFor(row.status, action).includes(to))
    throw new ApiError(409, 'INVALID_TRANSITION', say('invalidTransition', locale), undefined, {
      extra: { status: row.status, action },
    })
}

type Request = FastifyRequest<{ Params: { id: number }; Querystring: { locale?: Locale } }>

const camel = (field: string) => field.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase())

/** The stored post back in the form's values (the create route's parsing in reverse), then v3 wire names. */
function wireValuesOf(row: typeof submissions.$inferSelect) {
  const columns = row as unknown as Record<string, unknown>
  const form: PostJobFormValues = {}
  for (const field of POST_JOB_FIELDS) {
    const value = columns[field === 'plan' ? 'planId' : camel(field)]
    if (value === null || value === undefined) continue
    form[field] = (Array.isArray(value) ? value.map(String) : String(value)) as FormValue
  }
  return toWire(form, 3)
}

const ADVERTISER_ACTIONS = ['edit', 'close', 'renew'] as const

/**
 * The advertiser's own job (issue #8): close a live job early, renew an expiring or expired one. Both move
 * through the status engine (409 INVALID_TRANSITION from any other status), so the classified follows.
 */
const jobLifeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  /**
   * Renewing with the whole post again (multipart, form version 3): unchanged (the same values, no new
   * logo), live again at once; changed, saved as an edit and back to review (Approval Pending).
   */
  const renewWithChanges = async (
    request: Request,
    caller: AdvertiserCaller,
    locale: Locale,
  ): Promise<SubmissionSaved> => {
    const row = await ownPost(fastify, caller.advertiser.id, request.params.id, locale)
    refuseMove(row, 'renew', 'active', locale)
    await refuseBlocked(fastify, caller.advertiser.id, locale)
    await limitEdits(fastify, caller.advertiser.id, locale)
    const body = await readPostBody(request, locale)
    const checked = await checkPost(fastify, caller, body, {
      version: 3,
      locale,
      type: row.submissionType,
      paymentType: row.paymentType ?? 'pay_later',
    })
    const changed =
      checked.logo !== undefined ||
      changedColumns(row, postColumns(checked.post, caller.advertiser, checked.type)).length > 0
    if (changed) {
      const submission = await saveEdit(fastify, caller, row, body, 'renew', locale, checked)
      return { id: submission.id, status: submission.status, message: say('postUpdated', locale) }
    }
    const { submission } = await fastify.submissionLife.move(fastify.database.db, {
      submissionId: row.id,
      action: 'renew',
      to: 'active',
      actor: { kind: 'advertiser', userId: caller.user.id },
      locale,
    })
    fastify.feedCache.purgeAll() // live again, new in the feed (decision 041)
    return { id: submission.id, status: submission.status, message: say('postRenewed', locale) }
  }

  const act = async (
    request: Request,
    move: { action: 'close' | 'renew'; to: 'expired' | 'active' },
    message: ApiMessageKey,
  ): Promise<SubmissionSaved> => {
    const caller = advertiserCallerOf(request)
    const locale = request.query.locale ?? localeFrom(request.headers['accept-language'])
    if (move.action === 'renew' && request.isMultipart()) return renewWithChanges(request, caller, locale)
    if (request.isMultipart())
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send an empty JSON body to close the job.')
    const id = (await ownPost(fastify, caller.advertiser.id, request.params.id, locale)).id
    const { submission } = await fastify.submissionLife.move(fastify.database.db, {
      submissionId: id,
      ...move,
      actor: { kind: 'advertiser', userId: caller.user.id },
      locale,
    })
    fastify.feedCache.purgeAll() // closed or renewed (decision 041)
    return { id: submission.id, status: submission.status, message: say(message, locale) }
  }

  app.get(
    '/submissions/submissions/:id/',
    {
      config: { access: 'advertiser' },
      schema: {
        summary: "One of the advertiser's own posts: status, the reason ops gave, the post, its history",
        description:
          'Values in form version 3 wire names; the reason and history labels in `locale`, else ' +
          "Accept-Language; no ops names. 404 for a post that is not the caller's.",
        tags: ['submissions'],
        params: z.object({ id: idParam('id') }),
        querystring: strictQuery({
          locale: z.enum(LOCALES, { error: `locale is one of ${LOCALES.join(', ')}` }).optional(),
        }),
        response: { 200: z.any(), 401: apiErrorBodySchema, 403: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply): Promise<SubmissionDetail> => {
      const caller = advertiserCallerOf(request)
      const locale = request.query.locale ?? localeFrom(request.headers['accept-language'])
      reply.header('cache-control', PRIVATE)
      const db = fastify.database.db
      const [row] = await db
        .select()
        .from(submissions)
        .where(and(eq(submissions.id, request.params.id), eq(submissions.advertiserId, caller.advertiser.id)))
      if (!row) throw notFound(say('postNotFound', locale))
      const events = await db
        .select()
        .from(submissionEvents)
        .where(eq(submissionEvents.submissionId, row.id))
        .orderBy(asc(submissionEvents.id))
      const reference = await fastify.referenceData.get()
      const counts = await applicantCounts(db, row.classifiedId === null ? [] : [row.classifiedId])
      return {
        ...presentSubmission(
          row,
          reference,
          locale,
          row.classifiedId === null ? undefined : counts.get(row.classifiedId),
        ),
        status_reason: row.statusReason
          ? {
              code: row.statusReason,
              label: reasonLabel(row.statusReason, locale) ?? row.statusReason,
              note: row.statusNote,
            }
          : null,
        values: wireValuesOf(row),
        plan_id: row.planId,
        valid_from: row.validFrom?.toISOString() ?? null,
        history: events.map((event) => presentEvent(event, locale, null)),
        actions: ADVERTISER_ACTIONS.filter((action) => movesFor(row.status, action).length > 0),
      }
    },
  )

  app.put(
    '/submissions/submissions/:id/',
    {
      config: { access: 'advertiser' },
      schema: {
        ...schemaFor(
          "Edits the advertiser's post while it waits for review or is on hold",
          'multipart/form-data (415 otherwise): the whole post again in form version 3, as the create call ' +
            `(the same 400 VALIDATION_ERROR per field in \`locale\`, else Accept-Language; the logo \`${LOGO_FIELD}\` ` +
            'as there, 413 over 2 MB; no logo sent keeps the old one). The values replace the stored ones, the ' +
            'machine checks rerun, and the post waits for review again from now: Approval Pending stays so, ' +
            'On Hold goes back to Approval Pending. 409 INVALID_TRANSITION from another status; 404 for a post ' +
            "that is not the caller's; 403 ADVERTISER_BLOCKED for a blocked account. " +
            `${LIMITS.submissionEditPerAdvertiserHour.limit} edits an hour per advertiser.`,
        ),
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply): Promise<SubmissionSaved> => {
      const caller = advertiserCallerOf(request)
      const locale = request.query.locale ?? localeFrom(request.headers['accept-language'])
      reply.header('cache-control', PRIVATE)
      const row = await ownPost(fastify, caller.advertiser.id, request.params.id, locale)
      await refuseBlocked(fastify, caller.advertiser.id, locale)
      refuseMove(row, 'edit', 'approval_pending', locale)
      await limitEdits(fastify, caller.advertiser.id, locale)
      const body = await readPostBody(request, locale)
      const submission = await saveEdit(fastify, caller, row, body, 'edit', locale)
      return { id: submission.id, status: submission.status, message: say('postUpdated', locale) }
    },
  )

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
        "Renews the advertiser's expiring or expired job, unchanged or with changes",
        "An empty JSON body: Expiring or Expired -> Active with a new validity of the plan's days; seekers find " +
          'it again. A multipart form (the whole post in form version 3, as PUT, the same 400/413/415 errors): ' +
          'when its values differ from the stored post (or it brings a new logo), the post is saved as an edit ' +
          'and goes back to review (Approval Pending); unchanged, it is renewed at once. 409 ' +
          "INVALID_TRANSITION from another status; 404 for a post that is not the caller's; 403 " +
          'ADVERTISER_BLOCKED (with changes) for a blocked account.',
      ),
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE)
      return act(request, { action: 'renew', to: 'active' }, 'postRenewed')
    },
  )
}

export default jobLifeRoutes
