import type { Locale } from '@localjobs/api-client/classifieds/types'
import { CREATE_SUBMISSION_PATHS } from '@localjobs/api-client/submissions/create'
import {
  FORM_VERSIONS,
  type FormVersion,
  fromFormEntries,
  fromWire,
  wireName,
} from '@localjobs/api-client/submissions/form-mapping'
import type { SubmissionSaved } from '@localjobs/api-client/submissions/types'
import { LOCALES } from '@localjobs/validation/constants'
import { localeFrom } from '@localjobs/validation/locale'
import { type MessageKey, translate } from '@localjobs/validation/messages'
import {
  companyEmailError,
  POST_JOB_FIELDS,
  type PostJobSubmission,
  postJobSubmissionSchema,
} from '@localjobs/validation/post-job'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { SubmissionType } from '#src/db/schema.ts'
import { ApiError, forbidden } from '#src/lib/api-error.ts'
import { mayAutoApprove } from '#src/lib/checks/auto-approve.ts'
import { assessPost, textFingerprint } from '#src/lib/checks/index.ts'
import { LIMITS } from '#src/lib/limits.ts'
import { LOGO_FIELD, LOGO_MAX_BYTES, reencodeLogo } from '#src/lib/logos.ts'
import { say, waitIn } from '#src/lib/messages.ts'
import { planExists } from '#src/lib/plans.ts'
import { unlistedOptions } from '#src/lib/post-job-options.ts'
import { deleteFiles } from '#src/lib/resumes.ts'
import { readSubmissionParts, splitControl, submissionTypeFor } from '#src/lib/submission-parts.ts'
import { parseWith, validationError } from '#src/lib/validate.ts'
import type { Caller } from '#src/plugins/app/access.ts'
import { advertiserCallerOf } from '#src/plugins/app/access.ts'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'
import type { NewSubmission, SubmissionRow } from '#src/plugins/app/submissions-repository.ts'
import { apiErrorBodySchema } from '#src/schemas/api-error.ts'
import { idParam, strictQuery } from '#src/schemas/params.ts'
import { submissionSavedSchema } from '#src/schemas/submissions.ts'
import { newStorageKey } from '#src/services/file-storage.ts'

const PRIVATE = 'private, no-store'
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key'
/** 8 to 128 visible ASCII characters: a UUID, a ULID or any client's random token. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/

/**
 * The fields a create carries besides the form's own: the spec's extra submit fields (advertiser_id,
 * job_district, source, submission_type, page-no, platform), the draft's (user, phone_number,
 * experiment_payment, form_version) and payment_type (spec section 4's variant).
 */
const CONTROL_FIELDS = [
  'advertiser_id',
  'job_district',
  'source',
  'submission_type',
  'page-no',
  'platform',
  'user',
  'phone_number',
  'experiment_payment',
  'form_version',
  'payment_type',
]

/** About 60 text fields of at most a long Telugu text or a JSON list, and one logo of at most 2 MB. */
const CREATE_BODY_LIMITS = {
  fields: 120,
  fieldSize: 8 * 1024,
  files: 1,
  fileSize: LOGO_MAX_BYTES,
  parts: 121,
  headerPairs: 50,
}

const once = (what: string) => z.string({ error: `${what} must be sent once` })

const wholeNumberText = (what: string, min: number, max: number) =>
  once(what)
    .regex(/^\d{1,10}$/, { error: `${what} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `${what} must be between ${min} and ${max}` })
        .max(max, { error: `${what} must be between ${min} and ${max}` }),
    )

const shortControl = (what: string, max: number) =>
  once(what)
    .max(max, { error: `${what} is at most ${max} characters` })
    .optional()

/** The control fields, as text parts (each once). advertiser_id, job_district, source, platform are kept as sent. */
const controlSchema = z.object({
  'page-no': wholeNumberText('page-no (the step, 1 to 4)', 1, 4).optional(),
  form_version: wholeNumberText('form_version', 1, 3).optional(),
  user: wholeNumberText('user', 1, 2_147_483_647).optional(),
  advertiser_id: shortControl('advertiser_id', 20),
  job_district: shortControl('job_district', 100),
  source: shortControl('source', 64),
  platform: shortControl('platform', 32),
  phone_number: shortControl('phone_number', 20),
  submission_type: z
    .enum(['web', 'enterprise'], { error: "submission_type is 'web' or 'enterprise'" })
    .optional(),
  experiment_payment: shortControl('experiment_payment', 32),
  payment_type: z
    .enum(['pay_now', 'pay_later'], { error: "payment_type is 'pay_now' or 'pay_later'" })
    .optional(),
})

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  413: apiErrorBodySchema,
  415: apiErrorBodySchema,
  429: apiErrorBodySchema,
}

const logoTooLarge = (locale: Locale) =>
  new ApiError(413, 'FILE_TOO_LARGE', say('logoTooLarge', locale), [
    { path: LOGO_FIELD, message: say('logoTooLarge', locale) },
  ])

interface CreateBody {
  entries: [string, string][]
  logo: Buffer | undefined
}

/** The text parts and the logo; another file, an over-long value, a logo over 2 MB or too many parts is refused. */
async function readCreateBody(
  parts: AsyncIterableIterator<import('@fastify/multipart').Multipart>,
  locale: Locale,
): Promise<CreateBody> {
  const { entries, file } = await readSubmissionParts(parts, {
    what: 'the post',
    fileField: LOGO_FIELD,
    refuseFile: (fieldname) =>
      new ApiError(400, 'FILES_NOT_ACCEPTED', `The post takes one file, the logo (${LOGO_FIELD}).`, [
        { path: fieldname, message: 'This field takes no file.' },
      ]),
    fileTooLarge: () => logoTooLarge(locale),
  })
  return { entries, logo: file }
}

type Problem = { path: string; message: MessageKey }

/**
 * The reference data a post names (spec section 3): the category; a title of that category; a primary job
 * role of that title; known cities for constituency and job_location_city; a locality of the job's city;
 * posting_locations (the places in the district the candidates may come from, decision 024) among the
 * localities of the job's city.
 */
export function referenceProblems(post: PostJobSubmission, reference: ReferenceData): Problem[] {
  const problems: Problem[] = []
  const category = reference.categoriesById.get(post.job_category)
  if (!category) problems.push({ path: 'job_category', message: 'selectValidOption' })
  const title = reference.jobTitlesById.get(post.job_title_id)
  if (!title || (category && title.categoryId !== category.id))
    problems.push({ path: 'job_title_id', message: 'selectValidJobTitle' })
  const role = reference.primaryJobRolesById.get(post.primary_job_role)
  if (!role || role.jobTitleId !== post.job_title_id)
    problems.push({ path: 'primary_job_role', message: 'selectValidOption' })
  if (!reference.locationsById.has(post.constituency))
    problems.push({ path: 'constituency', message: 'selectValidLocation' })
  const cityKnown = reference.locationsById.has(post.job_location_city)
  if (!cityKnown) problems.push({ path: 'job_location_city', message: 'selectValidLocation' })
  const inCity = (id: number) => reference.localitiesById.get(id)?.locationId === post.job_location_city
  if (cityKnown && post.job_location_locality !== undefined && !inCity(post.job_location_locality))
    problems.push({ path: 'job_location_locality', message: 'selectValidLocation' })
  if (cityKnown && post.posting_locations?.some((id) => !inCity(id)))
    problems.push({ path: 'posting_locations', message: 'selectValidLocation' })
  return problems
}

/** The row to insert: every field in its column; an enterprise's company from its account. */
function submissionRow(
  post: PostJobSubmission,
  meta: {
    advertiser: NonNullable<Caller['advertiser']>
    type: SubmissionType
    version: FormVersion
    idempotencyKey: string
    paymentType: 'pay_now' | 'pay_later'
    experimentPayment: string | null
    logoKey: string | null
  },
): NewSubmission {
  const enterprise = meta.type === 'enterprise'
  return {
    advertiserId: meta.advertiser.id,
    formVersion: meta.version,
    submissionType: meta.type,
    status: 'approval_pending',
    idempotencyKey: meta.idempotencyKey,
    jobCategory: post.job_category,
    jobTitleId: post.job_title_id,
    jobTitle: post.job_title ?? null,
    title: post.title ?? null,
    primaryJobRole: post.primary_job_role,
    jobType: post.job_type,
    constituency: post.constituency,
    jobLocationCity: post.job_location_city,
    jobLocationLocality: post.job_location_locality ?? null,
    otherLocality: post.other_locality ?? null,
    preferredLocation: post.preferred_location,
    postingLocations: post.posting_locations ?? null,
    openingsCount: post.openings_count,
    salaryMin: post.salary_min,
    salaryMax: post.salary_max,
    shiftTiming: post.shift_timing,
    jobHours: post.job_hours ?? null,
    feesCharged: post.fees_charged,
    feeAmount: post.fee_amount ?? null,
    feeReason: post.fee_reason ?? null,
    feeReasonOther: post.fee_reason_other ?? null,
    feeCollectedAt: post.fee_collected_at ?? null,
    qualification: post.qualification,
    experience: post.experience,
    preferredGender: post.preferred_gender,
    minPreferredAge: post.min_preferred_age ?? null,
    maxPreferredAge: post.max_preferred_age ?? null,
    preferredLanguages: post.preferred_languages ?? null,
    assets: post.assets ?? null,
    skills: post.skills ?? null,
    additionalSkills: post.additional_skills ?? null,
    courseId: post.course_id ?? null,
    certificateId: post.certificate_id ?? null,
    resumeRequired: post.resume_required ?? null,
    otherDetails: post.other_details ?? null,
    mobileNo: post.mobile_no,
    isWhatsappNumber: post.is_whatsapp_number,
    whatsappNo: post.whatsapp_no ?? null,
    contactPreference: post.contact_preference,
    posterRole: post.poster_role ?? null,
    advertiserCompanyName: enterprise ? meta.advertiser.companyName : (post.advertiser_company_name ?? null),
    companySize: post.company_size ?? null,
    companyType: post.company_type ?? null,
    isConsultancyName: post.is_consultancy_name ?? null,
    companyName: post.company_name ?? null,
    agencyName: post.agency_name ?? null,
    logoKey: meta.logoKey,
    companyEmail: enterprise ? meta.advertiser.email : (post.company_email ?? null),
    planId: post.plan,
    paymentType: meta.paymentType,
    experimentPayment: meta.experimentPayment,
  }
}

const saved = (row: SubmissionRow, locale: Locale): SubmissionSaved => ({
  id: row.id,
  status: row.status,
  message: say('postInReview', locale),
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
            'comes from the account), optional `payment_type` (pay_later; pay_now for an enterprise post only) ' +
            `and the logo as the file part \`${LOGO_FIELD}\` (PNG, JPEG or WebP by content, at most 2 MB: 413 ` +
            'FILE_TOO_LARGE; re-encoded to WebP, at most 512 px, stored privately). Header `Idempotency-Key` (8-128 ' +
            'visible ASCII characters) is required: 201 creates the post; a repeat of the key answers that post ' +
            'with 200 and creates nothing. 400 VALIDATION_ERROR names each field (form names), messages in ' +
            '`locale`, else Accept-Language: the rules of `postJobSubmissionSchema`, option ids the form context ' +
            'lists, the category, title, primary job role and places of the reference data, a company e-mail ' +
            `another advertiser used (error type 3). ${LIMITS.submissionCreatePerAdvertiserHour.limit} an hour ` +
            'per advertiser.',
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
        const body = await readCreateBody(request.parts({ limits: CREATE_BODY_LIMITS }), locale)
        reply.header('cache-control', PRIVATE)

        // A key already used answers its post: a double tap or a retry creates nothing.
        const first = await fastify.submissions.submissionByKey(advertiser.id, idempotencyKey)
        if (first) return reply.code(200).send(saved(first, locale))

        const split = splitControl(body.entries, CONTROL_FIELDS)
        const control = parseWith(controlSchema, split.control, locale)
        if (control.user !== undefined && control.user !== caller.user.id)
          throw forbidden('A post is made for the signed-in advertiser only.')
        if (control.form_version !== undefined && control.form_version !== version)
          throw new ApiError(400, 'VALIDATION_ERROR', `This path takes form version ${version}.`, [
            { path: 'form_version', message: `This path takes form version ${version}.` },
          ])
        if (split.form.some(([field]) => field === LOGO_FIELD))
          throw new ApiError(400, 'VALIDATION_ERROR', say('logoNotImage', locale), [
            { path: LOGO_FIELD, message: say('logoNotImage', locale) },
          ])
        const type = submissionTypeFor(caller, control.submission_type === 'enterprise', locale)
        // Fields the form does not have are ignored, as the schemas drop them.
        const known = new Set(POST_JOB_FIELDS.map((field) => wireName(field, version)))
        const values = fromWire(
          fromFormEntries(
            split.form.filter(([field]) => known.has(field)),
            version,
          ),
          version,
        ) as Record<string, unknown>
        const email = type === 'web' && typeof values.company_email === 'string' ? values.company_email : ''
        const storedEmailError =
          companyEmailError(email) === undefined &&
          email.trim() !== '' &&
          (await fastify.submissions.companyEmailTakenByOthers(email.trim(), advertiser.id))
        const post = parseWith(
          postJobSubmissionSchema({ isEnterprise: type === 'enterprise', storedEmailError }),
          values,
          locale,
        ) as PostJobSubmission

        const problems: Problem[] = [
          ...unlistedOptions(post).map((field) => ({ path: field, message: 'selectValidOption' as const })),
          ...referenceProblems(post, await fastify.referenceData.get()),
          ...((await planExists(fastify.database.db, post.plan))
            ? []
            : [{ path: 'plan', message: 'selectValidOption' as const }]),
        ]
        const issues = problems.map((problem) => ({
          path: [problem.path],
          message: translate(problem.message, locale),
        }))
        const paymentType = control.payment_type ?? 'pay_later'
        if (paymentType === 'pay_now' && type !== 'enterprise')
          issues.push({ path: ['payment_type'], message: say('payNowNotOffered', locale) })
        const logo = body.logo && body.logo.length > 0 ? await reencodeLogo(body.logo) : undefined
        if (body.logo && !logo) issues.push({ path: [LOGO_FIELD], message: say('logoNotImage', locale) })
        if (issues.length > 0) throw validationError(issues, locale)

        // The machine checks (decision 030): stored with the post in its one insert.
        const risk = await assessPost(fastify.database.db, post, { advertiserId: advertiser.id })
        const firstTime = !(await fastify.submissions.hasSubmissions(advertiser.id))
        const logoKey = logo ? newStorageKey('logos') : null
        if (logo && logoKey) await fastify.files.put(logoKey, logo.data)
        const result = await fastify.submissions
          .createSubmission(
            {
              ...submissionRow(post, {
                advertiser,
                type,
                version,
                idempotencyKey,
                paymentType,
                experimentPayment: control.experiment_payment ?? null,
                logoKey,
              }),
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
          return reply.code(201).send(saved(approved.submission, locale))
        }
        return reply.code(result.created ? 201 : 200).send(saved(result.row, locale))
      },
    )
  }
}

export default createRoutes
