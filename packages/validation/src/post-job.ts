/**
 * The post-job form (/hire/advertiserPostJob), spec section 5: one schema per step and one for the whole
 * submission. Every schema takes the whole form's values (a form holds one state for all its steps) and
 * reads only its own fields; the output holds only the fields that apply, so a fee typed before "no fee"
 * was chosen, or an agency name when the poster is the employer, never reaches the API.
 */
import type * as z from 'zod/mini'
import {
  CONTACT_PREFERENCE_WHATSAPP,
  EMAIL_MAX_LENGTH,
  FEE_AMOUNT_MAX,
  FEE_REASON_OTHER,
  FEES_CHARGED_YES_ID,
  MAX_ID,
  POSTER_ROLE_AGENCY,
  PREFERRED_AGE_MAX,
  PREFERRED_AGE_MIN,
  PREFERRED_LOCATION_IN_DISTRICT_ID,
  SALARY_MAX,
  SALARY_MIN,
} from './constants.ts'
import {
  accept,
  type FormReader,
  type FormValues,
  fileInput,
  fileReference,
  form,
  isEmpty,
  longText,
  mobileNumber,
  nameText,
  numberInput,
  numberListInput,
  optional,
  optionCodes,
  optionId,
  optionIds,
  type Rule,
  refuse,
  shortText,
  textInput,
  textListInput,
  wholeNumber,
  yesNo,
  yesNoInput,
} from './form-fields.ts'
import type { MessageKey } from './messages/en.ts'

/** What the rules need to know beyond the form's own values. */
export type PostJobContext = {
  /**
   * An enterprise (b2b) advertiser: the account already holds the company (the enterprise login gives its
   * name and e-mail), so the company step (step 3) is skipped and none of its fields is asked or checked.
   */
  readonly isEnterprise?: boolean
  /** A previous submission stored an error against company_email (a duplicate address): error type 3. */
  readonly storedEmailError?: boolean
}

/** The company_email error types of spec section 5. */
export const COMPANY_EMAIL_ERROR = { pattern: 0, tooLong: 1, spaces: 2, duplicate: 3 } as const
export type CompanyEmailError = (typeof COMPANY_EMAIL_ERROR)[keyof typeof COMPANY_EMAIL_ERROR]

// The address pattern browsers use for <input type="email">, with a dot required in the domain: a company
// address always has one, and the same pattern on the page and on the server means they agree.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

/**
 * The error type of a company e-mail, or `undefined` when there is none (an empty address is fine: the
 * field is optional). Spaces around the address are a keyboard's and are ignored. When several types
 * apply, the most specific wins: spaces (2), then length (1), then the pattern (0); a stored duplicate (3)
 * is reported only for an address that is otherwise well-formed.
 */
export const companyEmailError = (
  value: string | null | undefined,
  options: { readonly storedEmailError?: boolean } = {},
): CompanyEmailError | undefined => {
  const address = (value ?? '').trim()
  if (address === '') return undefined
  if (/\s/.test(address)) return COMPANY_EMAIL_ERROR.spaces
  if (address.length > EMAIL_MAX_LENGTH) return COMPANY_EMAIL_ERROR.tooLong
  if (!EMAIL_PATTERN.test(address)) return COMPANY_EMAIL_ERROR.pattern
  return options.storedEmailError ? COMPANY_EMAIL_ERROR.duplicate : undefined
}

const EMAIL_MESSAGES: Record<CompanyEmailError, MessageKey> = {
  0: 'emailInvalid',
  1: 'emailTooLong',
  2: 'emailHasSpaces',
  3: 'emailAlreadyUsed',
}

const companyEmail =
  (storedEmailError: boolean): Rule<string | undefined> =>
  (input) => {
    if (isEmpty(input)) return accept(undefined)
    if (typeof input !== 'string') return refuse('invalidValue')
    const error = companyEmailError(input, { storedEmailError })
    return error === undefined ? accept(input.trim()) : refuse(EMAIL_MESSAGES[error])
  }

const salary = wholeNumber({
  min: SALARY_MIN,
  belowMin: 'salaryOutOfRange',
  max: SALARY_MAX,
  aboveMax: 'salaryOutOfRange',
})
const openingsCount = wholeNumber({
  min: 1,
  belowMin: 'openingsAboveZero',
  max: MAX_ID,
  aboveMax: 'numberTooLarge',
})
const feeAmount = wholeNumber({
  min: 1,
  belowMin: 'feeAmountAboveZero',
  max: FEE_AMOUNT_MAX,
  aboveMax: 'feeAmountTooLarge',
})
const age = wholeNumber({
  min: PREFERRED_AGE_MIN,
  belowMin: 'ageOutOfRange',
  max: PREFERRED_AGE_MAX,
  aboveMax: 'ageOutOfRange',
})

// Step 1: job details (category and title, location, terms, fees).
const jobDetailsShape = {
  job_category: numberInput,
  job_title_id: numberInput,
  job_title: textInput,
  title: textInput,
  primary_job_role: numberInput,
  job_type: numberInput,
  constituency: numberInput,
  job_location_city: numberInput,
  job_location_locality: numberInput,
  other_locality: textInput,
  preferred_location: numberInput,
  posting_locations: numberListInput,
  openings_count: numberInput,
  salary_min: numberInput,
  salary_max: numberInput,
  shift_timing: numberInput,
  job_hours: numberInput,
  fees_charged: numberInput,
  fee_amount: numberInput,
  fee_reason: textListInput,
  fee_reason_other: textInput,
  fee_collected_at: textInput,
}

const jobDetails = (read: FormReader<FormValues<typeof jobDetailsShape>>) => {
  const job_category = read.field('job_category', optionId())
  const job_title_id = read.field('job_title_id', optionId())
  const job_title = read.field('job_title', optional(shortText))
  const title = read.field('title', optional(shortText))
  const primary_job_role = read.field('primary_job_role', optionId())
  const job_type = read.field('job_type', optionId())
  const constituency = read.field('constituency', optionId())
  const job_location_city = read.field('job_location_city', optionId())
  const job_location_locality = read.field('job_location_locality', optional(optionId()))
  const other_locality = read.field('other_locality', optional(shortText))
  const preferred_location = read.field('preferred_location', optionId())
  const posting_locations =
    preferred_location === PREFERRED_LOCATION_IN_DISTRICT_ID
      ? read.field('posting_locations', optionIds())
      : undefined
  const openings_count = read.field('openings_count', openingsCount)
  const salary_min = read.field('salary_min', salary)
  const salary_max = read.field('salary_max', salary)
  if (read.passed('salary_min', 'salary_max') && salary_max < salary_min)
    read.report('salary_max', 'salaryMaxBelowMin')
  const shift_timing = read.field('shift_timing', optionId())
  const job_hours = read.field('job_hours', optional(optionId()))
  const fees_charged = read.field('fees_charged', optionId())
  const chargesFee = fees_charged === FEES_CHARGED_YES_ID
  const fee_amount = chargesFee ? read.field('fee_amount', feeAmount) : undefined
  const fee_reason = chargesFee ? read.field('fee_reason', optionCodes) : undefined
  const fee_reason_other =
    chargesFee && fee_reason?.includes(FEE_REASON_OTHER)
      ? read.field('fee_reason_other', longText)
      : undefined
  const fee_collected_at = chargesFee ? read.field('fee_collected_at', optional(shortText)) : undefined
  return {
    job_category,
    job_title_id,
    job_title,
    title,
    primary_job_role,
    job_type,
    constituency,
    job_location_city,
    job_location_locality,
    other_locality,
    preferred_location,
    posting_locations,
    openings_count,
    salary_min,
    salary_max,
    shift_timing,
    job_hours,
    fees_charged,
    fee_amount,
    fee_reason,
    fee_reason_other,
    fee_collected_at,
  }
}

// Step 2: candidate requirements and contact.
const requirementsAndContactShape = {
  qualification: numberInput,
  experience: numberInput,
  preferred_gender: numberInput,
  min_preferred_age: numberInput,
  max_preferred_age: numberInput,
  preferred_languages: numberListInput,
  assets: numberListInput,
  skills: numberListInput,
  additional_skills: textInput,
  course_id: numberInput,
  certificate_id: numberInput,
  resume_required: yesNoInput,
  other_details: textInput,
  mobile_no: textInput,
  is_whatsapp_number: yesNoInput,
  whatsapp_no: textInput,
  contact_preference: numberInput,
  poster_role: textInput,
}

const requirementsAndContact = (read: FormReader<FormValues<typeof requirementsAndContactShape>>) => {
  const qualification = read.field('qualification', optionId())
  const experience = read.field('experience', optionId())
  const preferred_gender = read.field('preferred_gender', optionId())
  const min_preferred_age = read.field('min_preferred_age', optional(age))
  const max_preferred_age = read.field('max_preferred_age', optional(age))
  if (
    read.passed('min_preferred_age', 'max_preferred_age') &&
    min_preferred_age !== undefined &&
    max_preferred_age !== undefined &&
    max_preferred_age < min_preferred_age
  )
    read.report('max_preferred_age', 'ageMaxBelowMin')
  const preferred_languages = read.field('preferred_languages', optional(optionIds()))
  const assets = read.field('assets', optional(optionIds()))
  const skills = read.field('skills', optional(optionIds()))
  const additional_skills = read.field('additional_skills', optional(longText))
  const course_id = read.field('course_id', optional(optionId()))
  const certificate_id = read.field('certificate_id', optional(optionId()))
  const resume_required = read.field('resume_required', optional(yesNo))
  const other_details = read.field('other_details', optional(longText))
  const mobile_no = read.field('mobile_no', mobileNumber)
  const is_whatsapp_number = read.field('is_whatsapp_number', optional(yesNo)) ?? false
  const contact_preference = read.field('contact_preference', optionId())
  const needsWhatsApp = contact_preference === CONTACT_PREFERENCE_WHATSAPP && !is_whatsapp_number
  const whatsapp_no = read.field('whatsapp_no', needsWhatsApp ? mobileNumber : optional(mobileNumber))
  const poster_role = read.field('poster_role', optional(shortText))
  return {
    qualification,
    experience,
    preferred_gender,
    min_preferred_age,
    max_preferred_age,
    preferred_languages,
    assets,
    skills,
    additional_skills,
    course_id,
    certificate_id,
    resume_required,
    other_details,
    mobile_no,
    is_whatsapp_number,
    whatsapp_no,
    contact_preference,
    poster_role,
  }
}

// Step 3: company details. poster_role is a step 2 field; it is read here because it decides agency_name.
const companyDetailsShape = {
  poster_role: textInput,
  advertiser_company_name: textInput,
  company_size: numberInput,
  company_type: numberInput,
  is_consultancy_name: yesNoInput,
  company_name: textInput,
  agency_name: textInput,
  job_company_logo: fileInput,
  company_email: textInput,
}

/** What the company step gives for an enterprise account: nothing, the account has it all. */
const ENTERPRISE_COMPANY_DETAILS = {
  advertiser_company_name: undefined,
  company_size: undefined,
  company_type: undefined,
  is_consultancy_name: undefined,
  company_name: undefined,
  agency_name: undefined,
  job_company_logo: undefined,
  company_email: undefined,
} as const

const companyDetails = (
  values: FormValues<typeof companyDetailsShape>,
  read: FormReader<FormValues<typeof companyDetailsShape>>,
  context: PostJobContext,
) => {
  const isAgency = values.poster_role?.trim() === POSTER_ROLE_AGENCY
  // An enterprise account skips the whole company step: its company (name, size, type, e-mail) is the
  // account's, and the API fills it in from there.
  if (context.isEnterprise === true) return ENTERPRISE_COMPANY_DETAILS
  return {
    advertiser_company_name: read.field('advertiser_company_name', nameText),
    company_size: read.field('company_size', optionId()),
    company_type: read.field('company_type', optionId()),
    is_consultancy_name: read.field('is_consultancy_name', yesNo),
    company_name: read.field('company_name', optional(nameText)),
    agency_name: isAgency ? read.field('agency_name', nameText) : undefined,
    job_company_logo: read.field('job_company_logo', optional(fileReference)),
    company_email: read.field('company_email', companyEmail(context.storedEmailError === true)),
  }
}

// Step 4: the plan (package) to pay for.
const planShape = { plan: numberInput }

const plan = (read: FormReader<FormValues<typeof planShape>>) => ({
  plan: read.field('plan', optionId()),
})

/** Step 1, job details. */
export const postJobStep1Schema = form(jobDetailsShape, (_values, read) => jobDetails(read))

/** Step 2, candidate requirements and contact. */
export const postJobStep2Schema = form(requirementsAndContactShape, (_values, read) =>
  requirementsAndContact(read),
)

/** Step 3, company details: depends on who posts (poster_role in the values) and on the context. */
export const postJobStep3Schema = (context: PostJobContext = {}) =>
  form(companyDetailsShape, (values, read) => companyDetails(values, read, context))

/** Step 4, the plan. */
export const postJobStep4Schema = form(planShape, (_values, read) => plan(read))

const submissionShape = {
  ...jobDetailsShape,
  ...requirementsAndContactShape,
  ...companyDetailsShape,
  ...planShape,
}

export type PostJobField = keyof typeof submissionShape

/**
 * The post-job form's fields (spec section 3), step by step in the order the form shows them. The one list:
 * the field-name mapping of `@localjobs/api-client/submissions/form-mapping` is written against it.
 */
export const POST_JOB_FIELDS = Object.keys(submissionShape) as readonly PostJobField[]

/** The whole submission: every step's rules over one set of values, every problem reported at once. */
export const postJobSubmissionSchema = (context: PostJobContext = {}) =>
  form(submissionShape, (values, read) => ({
    ...jobDetails(read),
    ...requirementsAndContact(read),
    ...companyDetails(values, read, context),
    ...plan(read),
  }))

export const POST_JOB_STEPS = [1, 2, 3, 4] as const
export type PostJobStep = (typeof POST_JOB_STEPS)[number]

/** The fields each step asks for, in the order the form shows them (poster_role belongs to step 2). */
export const postJobStepFields = {
  1: Object.keys(jobDetailsShape),
  2: Object.keys(requirementsAndContactShape),
  3: Object.keys(companyDetailsShape).filter((field) => field !== 'poster_role'),
  4: Object.keys(planShape),
} as const satisfies Record<PostJobStep, readonly string[]>

type PostJobStepSchemas = {
  1: typeof postJobStep1Schema
  2: typeof postJobStep2Schema
  3: ReturnType<typeof postJobStep3Schema>
  4: typeof postJobStep4Schema
}

const stepSchemas: { [S in PostJobStep]: (context: PostJobContext) => PostJobStepSchemas[S] } = {
  1: () => postJobStep1Schema,
  2: () => postJobStep2Schema,
  3: postJobStep3Schema,
  4: () => postJobStep4Schema,
}

/** The schema of a step by its number, as a stepper asks for it. */
export const postJobStepSchema = <S extends PostJobStep>(
  step: S,
  context: PostJobContext = {},
): PostJobStepSchemas[S] => stepSchemas[step](context)

export type PostJobJobDetails = z.output<typeof postJobStep1Schema>
export type PostJobRequirementsAndContact = z.output<typeof postJobStep2Schema>
export type PostJobCompanyDetails = z.output<ReturnType<typeof postJobStep3Schema>>
export type PostJobPlan = z.output<typeof postJobStep4Schema>
export type PostJobSubmission = z.output<ReturnType<typeof postJobSubmissionSchema>>
/** What the form holds: text from inputs, numbers or booleans from code; every field may be missing. */
export type PostJobFormValues = z.input<ReturnType<typeof postJobSubmissionSchema>>
