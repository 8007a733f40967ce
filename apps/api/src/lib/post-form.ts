/**
 * The post a create or an edit sends (spec section 7; issue #8's PUT and renew with changes): the multipart
 * body read, its control fields apart, the form's values checked with `postJobSubmissionSchema`, their option
 * ids and reference data, and the logo re-encoded. The create calls and the edit calls use these, so both
 * answer bad input with the same errors.
 */
import type { Multipart } from '@fastify/multipart'
import type { Locale } from '@localjobs/api-client/classifieds/types'
import {
  type FormVersion,
  fromFormEntries,
  fromWire,
  wireName,
} from '@localjobs/api-client/submissions/form-mapping'
import { type MessageKey, translate } from '@localjobs/validation/messages'
import {
  companyEmailError,
  POST_JOB_FIELDS,
  type PostJobSubmission,
  postJobSubmissionSchema,
} from '@localjobs/validation/post-job'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { advertisers, type SubmissionType } from '#src/db/schema.ts'
import { ApiError, forbidden } from '#src/lib/api-error.ts'
import { LOGO_FIELD, LOGO_MAX_BYTES, reencodeLogo } from '#src/lib/logos.ts'
import { say } from '#src/lib/messages.ts'
import { planExists } from '#src/lib/plans.ts'
import { unlistedOptions } from '#src/lib/post-job-options.ts'
import { readSubmissionParts, splitControl, submissionTypeFor } from '#src/lib/submission-parts.ts'
import { parseWith, validationError } from '#src/lib/validate.ts'
import type { AdvertiserCaller, Caller } from '#src/plugins/app/access.ts'
import type { ReferenceData } from '#src/plugins/app/reference-data-repository.ts'
import type { NewSubmission } from '#src/plugins/app/submissions-repository.ts'

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
const POST_BODY_LIMITS = {
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

const logoTooLarge = (locale: Locale) =>
  new ApiError(413, 'FILE_TOO_LARGE', say('logoTooLarge', locale), [
    { path: LOGO_FIELD, message: say('logoTooLarge', locale) },
  ])

export interface PostBody {
  entries: [string, string][]
  logo: Buffer | undefined
}

/** The text parts and the logo; another file, an over-long value, a logo over 2 MB or too many parts is refused. */
async function readParts(parts: AsyncIterableIterator<Multipart>, locale: Locale): Promise<PostBody> {
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

/** The body of a create or an edit: multipart (415 otherwise), its text parts and the logo. */
export async function readPostBody(request: FastifyRequest, locale: Locale): Promise<PostBody> {
  if (!request.isMultipart())
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the post as multipart/form-data.')
  return readParts(request.parts({ limits: POST_BODY_LIMITS }), locale)
}

/** A blocked advertiser (confirmed fraud, decision 030) neither creates nor edits posts: 403. */
export async function refuseBlocked(fastify: FastifyInstance, advertiserId: number, locale: Locale) {
  const [account] = await fastify.database.db
    .select({ blockedAt: advertisers.blockedAt })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId))
  if (account?.blockedAt) throw new ApiError(403, 'ADVERTISER_BLOCKED', say('advertiserBlocked', locale))
}

export type PostControl = z.output<typeof controlSchema>

export interface CheckedPost {
  post: PostJobSubmission
  type: SubmissionType
  control: PostControl
  paymentType: 'pay_now' | 'pay_later'
  /** the logo re-encoded, when one was sent */
  logo: Awaited<ReturnType<typeof reencodeLogo>> | undefined
}

/**
 * The post the body holds, checked (400 VALIDATION_ERROR naming each field, in `locale`): the control
 * fields, the form's values in the wire names of `version`, the schema's rules, the option ids, the
 * reference data, the plan, the payment type and the logo. `type` is an edit's: the stored post's type
 * (an edit does not turn a web post into an enterprise one); a create takes it from `submission_type`.
 */
export async function checkPost(
  fastify: FastifyInstance,
  caller: AdvertiserCaller,
  body: PostBody,
  options: {
    version: FormVersion
    locale: Locale
    type?: SubmissionType
    paymentType?: 'pay_now' | 'pay_later'
  },
): Promise<CheckedPost> {
  const { version, locale } = options
  const advertiser = caller.advertiser
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
  const type = options.type ?? submissionTypeFor(caller, control.submission_type === 'enterprise', locale)
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
  // pay_now from any advertiser (#10, decision 035): whether the checkout opens at once is the browser's
  // call (an enterprise account, or a screen wider than 640 px); the post is the same either way.
  const paymentType = control.payment_type ?? options.paymentType ?? 'pay_later'
  const logo = body.logo && body.logo.length > 0 ? await reencodeLogo(body.logo) : undefined
  if (body.logo && !logo) issues.push({ path: [LOGO_FIELD], message: say('logoNotImage', locale) })
  if (issues.length > 0) throw validationError(issues, locale)
  return { post, type, control, paymentType, logo }
}

/**
 * The post's values in their columns (what a create inserts and an edit replaces); an enterprise's company
 * name and e-mail from its account.
 */
export function postColumns(
  post: PostJobSubmission,
  advertiser: NonNullable<Caller['advertiser']>,
  type: SubmissionType,
) {
  const enterprise = type === 'enterprise'
  return {
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
    advertiserCompanyName: enterprise ? advertiser.companyName : (post.advertiser_company_name ?? null),
    companySize: post.company_size ?? null,
    companyType: post.company_type ?? null,
    isConsultancyName: post.is_consultancy_name ?? null,
    companyName: post.company_name ?? null,
    agencyName: post.agency_name ?? null,
    companyEmail: enterprise ? advertiser.email : (post.company_email ?? null),
    planId: post.plan,
  } satisfies Partial<NewSubmission>
}

const normalised = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return ''
  if (Array.isArray(value)) return JSON.stringify(value.map((each) => normalised(each)).sort())
  if (typeof value === 'string') return value.trim()
  return String(value)
}

/**
 * The columns whose value the new post changes (renewing with changes goes back to review only if the
 * post changed, issue #8): null, undefined and '' are one "not given", text is compared trimmed, and lists
 * as sets (the order a form sends its choices in is no change).
 */
export function changedColumns(
  stored: Readonly<Record<string, unknown>>,
  columns: Readonly<Record<string, unknown>>,
): string[] {
  return Object.keys(columns).filter((key) => normalised(stored[key]) !== normalised(columns[key]))
}
