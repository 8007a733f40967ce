import type { Locale } from '@localjobs/api-client/classifieds/types'
import {
  CURRENT_FORM_VERSION,
  type FormVersion,
  fromFormEntries,
  fromWire,
  type PostJobFormValues,
  toWire,
  wireName,
} from '@localjobs/api-client/submissions/form-mapping'
import type {
  DraftContext,
  DraftResponse,
  DraftSaved,
  SavedDraft,
} from '@localjobs/api-client/submissions/types'
import { formatSalaryRange } from '@localjobs/ui/format'
import { LOCALES } from '@localjobs/validation/constants'
import { localeFrom } from '@localjobs/validation/locale'
import {
  POST_JOB_FIELDS,
  type PostJobStep,
  postJobStepFields,
  postJobStepSchema,
} from '@localjobs/validation/post-job'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiError, forbidden, notFound } from '#src/lib/api-error.ts'
import { SALARY_BANDS, salaryBandBounds } from '#src/lib/filter-catalog.ts'
import { knownLocationsOr404 } from '#src/lib/known-locations.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import { postJobOptions } from '#src/lib/post-job-options.ts'
import { nameIn } from '#src/lib/present-classified.ts'
import { readSubmissionParts, splitControl, submissionTypeFor } from '#src/lib/submission-parts.ts'
import { parseWith } from '#src/lib/validate.ts'
import { advertiserCallerOf } from '#src/plugins/app/access.ts'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'
import type { DraftRow } from '#src/plugins/app/submissions-repository.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { idParam, strictQuery } from '#src/schemas/params.ts'
import { draftResponseSchema, draftSavedSchema } from '#src/schemas/submissions.ts'

export const DRAFT_PATH = '/submissions/draft/'
const PRIVATE = 'private, no-store'

/** The fields a draft save carries besides the form's own (spec section 7, plus ours: page-no, form_version). */
const CONTROL_FIELDS = [
  'page-no',
  'form_version',
  'user',
  'phone_number',
  'submission_type',
  'experiment_payment',
]
/** The logo is uploaded with the create call of #7 (sharp, private storage), not in a draft. */
const LOGO_FIELD = 'job_company_logo'

/**
 * A multipart body of a draft: about 60 fields, each at most a long text in Telugu (3 bytes a character)
 * or a JSON list; no file (see LOGO_FIELD).
 */
const DRAFT_BODY_LIMITS = { fields: 120, fieldSize: 8 * 1024, files: 1, parts: 121, headerPairs: 50 }

const wholeNumberText = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} must be sent once` })
    .regex(/^\d{1,10}$/, { error: `${what} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `${what} must be between ${min} and ${max}` })
        .max(max, { error: `${what} must be between ${min} and ${max}` }),
    )

/** The control fields, as text parts (each once). */
const controlSchema = z.object({
  'page-no': wholeNumberText('page-no (the step, 1 to 4)', 1, 4),
  form_version: wholeNumberText('form_version', 1, 3).optional(),
  user: wholeNumberText('user', 1, 2_147_483_647).optional(),
  phone_number: z.string({ error: 'phone_number must be sent once' }).max(20).optional(),
  submission_type: z
    .enum(['web', 'enterprise'], { error: "submission_type is 'web' or 'enterprise'" })
    .optional(),
  experiment_payment: z
    .string({ error: 'experiment_payment must be sent once' })
    .max(32, { error: 'experiment_payment is at most 32 characters' })
    .optional(),
})

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
}

/** The form's option lists (`data.context`), also answered without an account by GET /submissions/form-context/. */
export function draftContext(reference: ReferenceData, locale: Locale): DraftContext {
  return {
    job_category: {
      content_value: [...reference.categoriesById.values()].map((category) => ({
        id: category.id,
        title: nameIn(category, locale),
      })),
    },
    salary: {
      content_value: SALARY_BANDS.map((band) => {
        const { min, max } = salaryBandBounds(band)
        return { id: band.id, title: formatSalaryRange(min, max) }
      }),
    },
    locations: {
      states: [...reference.statesById.values()].map((state) => ({
        id: state.id,
        title: nameIn(state, locale),
        state: state.englishName,
        short_name: state.shortName,
      })),
    },
    options: postJobOptions(reference, locale),
  }
}

const presentDraft = (row: DraftRow): SavedDraft => ({
  step: row.step as PostJobStep,
  form_version: row.formVersion,
  submission_type: row.submissionType,
  values: row.values as SavedDraft['values'],
  updated_at: row.updatedAt.toISOString(),
})

/** Leaves out fields a step's parsing answered as undefined (optional and not filled in). */
const definedOnly = (values: Record<string, unknown>): PostJobFormValues =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as PostJobFormValues

/** The draft's text parts; a file part is refused: the logo goes with the post itself. */
function readDraftParts(parts: AsyncIterableIterator<import('@fastify/multipart').Multipart>) {
  return readSubmissionParts(parts, {
    what: 'a draft',
    refuseFile: (fieldname) =>
      new ApiError(
        400,
        'FILES_NOT_ACCEPTED',
        `A draft takes no files: send ${fieldname === LOGO_FIELD ? 'the logo' : 'files'} with the post itself.`,
        [{ path: fieldname, message: 'A draft takes no files.' }],
      ),
    fileTooLarge: () => new ApiError(413, 'PAYLOAD_TOO_LARGE', 'A draft takes no files.'),
  })
}

/**
 * The post-job form's drafts (spec section 7): GET answers the option lists the form needs and the
 * advertiser's saved draft; POST saves one step (checked with that step's rules of
 * @localjobs/validation/post-job) into it. One draft per advertiser and submission type (decision 023).
 */
const draftRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    DRAFT_PATH,
    {
      config: { access: 'advertiser' },
      schema: {
        summary: "The post-job form's option lists (`data.context`) and the advertiser's saved draft",
        description:
          '`location_id` must be a known city (404); `state_id`, when given, a known state (404). ' +
          '`submission_type=enterprise` reads the enterprise form’s draft: an enterprise account’s only (403). ' +
          'Titles in Accept-Language; `en=1` asks for English. `data.draft` is null when there is none; its ' +
          'values are in the wire names of its `form_version` (the api-client’s `fromWire`).',
        tags: ['submissions'],
        querystring: strictQuery({
          location_id: idParam('location_id'),
          en: z.enum(['0', '1'], { error: 'en is 0 or 1' }).optional(),
          state_id: idParam('state_id').optional(),
          submission_type: z
            .literal('enterprise', { error: "submission_type is 'enterprise' or left out" })
            .optional(),
        }),
        response: { 200: draftResponseSchema, ...errors },
      },
    },
    async (request, reply): Promise<DraftResponse> => {
      const caller = advertiserCallerOf(request)
      const { location_id, en, state_id, submission_type } = request.query
      const locale: Locale = en === '1' ? 'en' : localeFrom(request.headers['accept-language'])
      const type = submissionTypeFor(caller, submission_type === 'enterprise', locale)
      let reference = await knownLocationsOr404(fastify.referenceData, [location_id], 'location_id')
      if (state_id !== undefined && !reference.statesById.has(state_id))
        reference = await fastify.referenceData.get({ refresh: true })
      if (state_id !== undefined && !reference.statesById.has(state_id))
        throw notFound(`There is no state with state_id ${state_id}.`)
      const draft = await fastify.submissions.draft(caller.advertiser.id, type)
      reply.header('cache-control', PRIVATE).header('content-language', locale)
      return { data: { context: draftContext(reference, locale), draft: draft ? presentDraft(draft) : null } }
    },
  )

  fastify.post(
    DRAFT_PATH,
    {
      config: { access: 'advertiser' },
      schema: {
        summary: "Saves one step of the post-job form into the advertiser's draft",
        description:
          'multipart/form-data (415 otherwise): the step’s fields in the wire names of `form_version` (1, 2 ' +
          'or 3; default 3), `page-no` (the step, 1-4), and user, phone_number, submission_type (web or ' +
          'enterprise), experiment_payment. The step’s fields are checked with `postJobStepSchema` of ' +
          '@localjobs/validation/post-job: 400 VALIDATION_ERROR names each field, messages in `locale` (else ' +
          'Accept-Language). They replace that step’s fields in the draft; the other steps’ stay. `user`, when ' +
          'sent, must be the caller (403). No files: the logo comes with the post (400 FILES_NOT_ACCEPTED). ' +
          `${LIMITS.draftSavePerAdvertiserHour.limit} saves an hour per advertiser.`,
        tags: ['submissions'],
        consumes: ['multipart/form-data'],
        querystring: strictQuery({
          location: idParam('location').optional(),
          en: z.enum(['0', '1'], { error: 'en is 0 or 1' }).optional(),
          locale: z.enum(LOCALES, { error: `locale is one of ${LOCALES.join(', ')}` }).optional(),
        }),
        response: {
          200: draftSavedSchema,
          ...errors,
          413: apiErrorBodySchema,
          415: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request, reply): Promise<DraftSaved> => {
      const caller = advertiserCallerOf(request)
      const advertiser = caller.advertiser
      const locale = request.query.locale ?? localeFrom(request.headers['accept-language'])
      if (!request.isMultipart())
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the draft as multipart/form-data.')
      await fastify.rateLimiter.enforce(
        [{ rule: LIMITS.draftSavePerAdvertiserHour, subject: String(advertiser.id) }],
        (seconds) => say('tooManyTries', locale, waitIn(seconds, locale)),
      )
      const { entries } = await readDraftParts(request.parts({ limits: DRAFT_BODY_LIMITS }))
      const split = splitControl(entries, CONTROL_FIELDS)
      const control = parseWith(controlSchema, split.control, locale)
      if (control.user !== undefined && control.user !== caller.user.id)
        throw forbidden('A draft is saved for the signed-in advertiser only.')
      if (split.form.some(([field]) => field === LOGO_FIELD))
        throw new ApiError(
          400,
          'FILES_NOT_ACCEPTED',
          'A draft takes no logo: send it with the post itself.',
          [{ path: LOGO_FIELD, message: 'A draft takes no files.' }],
        )
      const type = submissionTypeFor(caller, control.submission_type === 'enterprise', locale)
      const step = control['page-no'] as PostJobStep
      const version = (control.form_version ?? CURRENT_FORM_VERSION) as FormVersion
      // Fields the form does not have are ignored, as the step schemas drop them.
      const known = new Set(POST_JOB_FIELDS.map((field) => wireName(field, version)))
      const formEntries = split.form.filter(([field]) => known.has(field))
      const sent = fromWire(fromFormEntries(formEntries, version), version) as Record<string, unknown>
      const stepFields: readonly string[] = postJobStepFields[step]
      const saved = await fastify.submissions.saveDraft(advertiser.id, type, (current) => {
        const stored: Record<string, unknown> = current ? fromWire(current.values, current.formVersion) : {}
        const others = Object.fromEntries(
          Object.entries(stored).filter(([field]) => !stepFields.includes(field)),
        )
        const ofStep = Object.fromEntries(
          Object.entries(sent).filter(([field]) => stepFields.includes(field)),
        )
        const schema: Parameters<typeof parseWith<Record<string, unknown>>>[0] = postJobStepSchema(step, {
          isEnterprise: type === 'enterprise',
        })
        const parsed = parseWith(schema, { ...others, ...ofStep }, locale)
        return {
          step: Math.max(current?.step ?? 0, step),
          formVersion: version,
          values: toWire({ ...(others as PostJobFormValues), ...definedOnly(parsed) }, version),
          experimentPayment: control.experiment_payment ?? current?.experimentPayment ?? null,
        }
      })
      reply.header('cache-control', PRIVATE)
      return { draft: presentDraft(saved), message: say('draftSaved', locale) }
    },
  )
}

export default draftRoutes
