import type { Locale } from '@localjobs/api-client/classifieds/types'
import { CREATE_SUBMISSION_PATHS } from '@localjobs/api-client/submissions/create'
import { FORM_VERSIONS, type FormVersion } from '@localjobs/api-client/submissions/form-mapping'
import type { SubmissionSaved } from '@localjobs/api-client/submissions/types'
import { LOCALES } from '@localjobs/validation/constants'
import { localeFrom } from '@localjobs/validation/locale'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError } from '#src/lib/api-error.ts'
import { mayAutoApprove } from '#src/lib/checks/auto-approve.ts'
import { assessPost, textFingerprint } from '#src/lib/checks/index.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { LOGO_FIELD } from '#src/lib/logos.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import { checkPost, postColumns, readPostBody, refuseBlocked } from '#src/lib/post-form.ts'
import { deleteFiles } from '#src/lib/resumes.ts'
import { advertiserCallerOf } from '#src/plugins/app/access.ts'
import type { SubmissionRow } from '#src/plugins/app/submissions-repository.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { idParam, strictQuery } from '#src/schemas/params.ts'
import { submissionSavedSchema } from '#src/schemas/submissions.ts'
import { newStorageKey } from '#src/services/file-storage.ts'

const PRIVATE = 'private, no-store'
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key'
/** 8 to 128 visible ASCII characters: a UUID, a ULID or any client's random token. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  413: apiErrorBodySchema,
  415: apiErrorBodySchema,
  429: apiErrorBodySchema,
}

/** The create call's answer: in review, or live when AUTO_APPROVE_TRUSTED approved it at once. */
const saved = (row: SubmissionRow, locale: Locale): SubmissionSaved => ({
  id: row.id,
  status: row.status,
  message: say(row.status === 'active' ? 'postLive' : 'postInReview', locale),
})

const VERSION_NOTE: Record<FormVersion, string> = {
  1: 'form version 1 (the renamed fields of spec section 3)',
  2: 'form version 2 (the form names; the city as job_city)',
  3: 'form version 3 (the renamed fields of spec section 3), what the apps send today',
}

/**
 * The create calls of spec section 7, one path per form version (the api-client's CREATE_SUBMISSION_PATHS):
 * the whole post, checked with `postJobSubmissionSchema`, its option ids and reference data, stored once
 * per Idempotency-Key with its logo re-encoded, and the advertiser's draft of that type deleted (decision 024).
 */
const createRoutes: FastifyPluginAsyncZod = async (fastify) => {
  for (const version of FORM_VERSIONS) {
    fastify.post(
      CREATE_SUBMISSION_PATHS[version],
      {
        config: { access: 'advertiser' },
        schema: {
          summary: `Creates a job post from ${VERSION_NOTE[version]}`,
          description:
            'multipart/form-data (415 otherwise): every field of the form in the wire names of this version, the ' +
            'extra submit fields, optional `submission_type` (enterprise: a b2b account only, 403; its company ' +
            'comes from the account), optional `payment_type` (pay_later, or pay_now: the checkout opens right after, decision 035) ' +
            `and the logo as the file part \`${LOGO_FIELD}\` (PNG, JPEG or WebP by content, at most 2 MB: 413 ` +
            'FILE_TOO_LARGE; re-encoded to WebP, at most 512 px, stored privately). Header `Idempotency-Key` (8-128 ' +
            'visible ASCII characters) is required: 201 creates the post; a repeat of the key answers that post ' +
            'with 200 and creates nothing. 400 VALIDATION_ERROR names each field (form names), messages in ' +
            '`locale`, else Accept-Language: the rules of `postJobSubmissionSchema`, option ids the form context ' +
            'lists, the category, title, primary job role and places of the reference data, a company e-mail ' +
            `another advertiser used (error type 3). ${LIMITS.submissionCreatePerAdvertiserHour.limit} an hour ` +
            'per advertiser. The post keeps that language (`locale`, else Accept-Language) for its SMS notices.',
          tags: ['submissions'],
          consumes: ['multipart/form-data'],
          headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() }).loose(),
          querystring: strictQuery({
            location: idParam('location').optional(),
            en: z.enum(['0', '1'], { error: 'en is 0 or 1' }).optional(),
            locale: z.enum(LOCALES, { error: `locale is one of ${LOCALES.join(', ')}` }).optional(),
          }),
          response: { 200: submissionSavedSchema, 201: submissionSavedSchema, ...errors },
        },
      },
      async (request, reply): Promise<SubmissionSaved> => {
        const caller = advertiserCallerOf(request)
        const advertiser = caller.advertiser
        const locale = request.query.locale ?? localeFrom(request.headers['accept-language'])
        if (!request.isMultipart())
          throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the post as multipart/form-data.')
        const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER]
        if (typeof idempotencyKey !== 'string' || !IDEMPOTENCY_KEY.test(idempotencyKey))
          throw new ApiError(
            400,
            'IDEMPOTENCY_KEY_REQUIRED',
            'Send an Idempotency-Key header of 8 to 128 visible ASCII characters, one per submit (a UUID).',
          )
        await fastify.rateLimiter.enforce(
          [{ rule: LIMITS.submissionCreatePerAdvertiserHour, subject: String(advertiser.id) }],
          (seconds) => say('tooManyTries', locale, waitIn(seconds, locale)),
        )
        const body = await readPostBody(request, locale)
        reply.header('cache-control', PRIVATE)

        // A key already used answers its post: a double tap or a retry creates nothing.
        const first = await fastify.submissions.submissionByKey(advertiser.id, idempotencyKey)
        if (first) return reply.code(200).send(saved(first, locale))

        await refuseBlocked(fastify, advertiser.id, locale)
        const { post, type, control, paymentType, logo } = await checkPost(fastify, caller, body, {
          version,
          locale,
        })

        // The machine checks (decision 030): stored with the post in its one insert.
        const risk = await assessPost(fastify.database.db, post, { advertiserId: advertiser.id })
        const firstTime = !(await fastify.submissions.hasSubmissions(advertiser.id))
        const logoKey = logo ? newStorageKey('logos') : null
        if (logo && logoKey) await fastify.files.put(logoKey, logo.data)
        const result = await fastify.submissions
          .createSubmission(
            {
              ...postColumns(post, advertiser, type),
              advertiserId: advertiser.id,
              formVersion: version,
              // The language it was written in: its SMS notices speak it (decision 029).
              locale,
              submissionType: type,
              status: 'approval_pending',
              idempotencyKey,
              logoKey,
              paymentType,
              experimentPayment: control.experiment_payment ?? null,
              findings: risk.findings,
              riskScore: risk.score,
              riskLevel: risk.level,
              textFingerprint: textFingerprint(post),
              firstTime,
            },
            caller.user.id,
          )
          .catch(async (error: unknown) => {
            if (logoKey) await deleteFiles(fastify, [logoKey])
            throw error
          })
        // Two requests with one key at once: the second's logo is not the post's.
        if (!result.created && logoKey) await deleteFiles(fastify, [logoKey])
        // AUTO_APPROVE_TRUSTED (decision 030): a post without findings from a trusted advertiser goes live at once.
        if (
          result.created &&
          (await mayAutoApprove(fastify.database.db, fastify.env.AUTO_APPROVE_TRUSTED, {
            advertiserId: advertiser.id,
            findings: risk.findings,
          }))
        ) {
          const approved = await fastify.submissionLife.move(fastify.database.db, {
            submissionId: result.row.id,
            action: 'approve',
            note: 'Approved by the system: no findings, a trusted advertiser (AUTO_APPROVE_TRUSTED)',
            actor: { kind: 'system', userId: null },
            locale,
          })
          fastify.feedCache.purgeAll() // published (decision 041)
          return reply.code(201).send(saved(approved.submission, locale))
        }
        return reply.code(result.created ? 201 : 200).send(saved(result.row, locale))
      },
    )
  }
}

export default createRoutes
