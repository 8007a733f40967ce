import type { Plan } from '@localjobs/api-client/plans/types'
import type { PrimaryJobRole } from '@localjobs/api-client/primary-job-roles/types'
import type { PostJobFormValues } from '@localjobs/api-client/submissions/form-mapping'
import type { CodeValue, ContentValue, DraftContext } from '@localjobs/api-client/submissions/types'
import { formatInr, formatSalaryRange } from '@localjobs/ui/format'
import { FEES_CHARGED_YES_ID } from '@localjobs/validation/constants'
import type { PostJobStep } from '@localjobs/validation/post-job'
import type { Messages } from '#src/i18n/translations.ts'

/** The review page's sections (spec section 2), in the spec's order, each with the step that asks it. */
export const REVIEW_SECTIONS = [
  { key: 'sectionJobTitle', step: 1 },
  { key: 'sectionJobRole', step: 1 },
  { key: 'sectionJobCategory', step: 1 },
  { key: 'sectionJobDescription', step: 2 },
  { key: 'sectionOpenings', step: 1 },
  { key: 'sectionJobType', step: 1 },
  { key: 'sectionMonthlyIncome', step: 1 },
  { key: 'sectionJobShift', step: 1 },
  { key: 'sectionFeesCharged', step: 1 },
  { key: 'sectionMinimumEducation', step: 2 },
  { key: 'sectionExperience', step: 2 },
  { key: 'sectionPreferredGender', step: 2 },
  { key: 'sectionCompanyType', step: 3 },
  { key: 'sectionCompanyName', step: 3 },
] as const satisfies readonly { key: keyof Messages<'postJobReview'>; step: PostJobStep }[]

export type ReviewSectionKey = (typeof REVIEW_SECTIONS)[number]['key']

/** The form fields each section shows: a refusal of one of them names its section. */
export const SECTION_FIELDS: Record<ReviewSectionKey, readonly string[]> = {
  sectionJobTitle: ['title', 'job_title', 'job_title_id'],
  sectionJobRole: ['primary_job_role'],
  sectionJobCategory: ['job_category'],
  sectionJobDescription: ['other_details'],
  sectionOpenings: ['openings_count'],
  sectionJobType: ['job_type'],
  sectionMonthlyIncome: ['salary_min', 'salary_max'],
  sectionJobShift: ['shift_timing'],
  sectionFeesCharged: ['fees_charged', 'fee_amount', 'fee_reason', 'fee_reason_other', 'fee_collected_at'],
  sectionMinimumEducation: ['qualification'],
  sectionExperience: ['experience'],
  sectionPreferredGender: ['preferred_gender'],
  sectionCompanyType: ['company_type'],
  sectionCompanyName: ['company_name', 'advertiser_company_name', 'agency_name', 'is_consultancy_name'],
}

/** The review section a field is shown in, if any. */
export function sectionOf(field: string): ReviewSectionKey | undefined {
  return REVIEW_SECTIONS.find((section) => SECTION_FIELDS[section.key].includes(field))?.key
}

export interface ReviewRow {
  key: ReviewSectionKey
  step: PostJobStep
  /** the value as shown; null when the post does not give it */
  value: string | null
  /** false for the company rows of an enterprise account: its company is the account's, not a step's */
  editable: boolean
}

export interface ReviewData {
  values: PostJobFormValues
  context: DraftContext
  roles: readonly PrimaryJobRole[]
  /** the enterprise account's company name, for an enterprise account */
  enterpriseCompany: string | null
}

const text = (value: unknown): string | null => {
  if (value === undefined || value === null) return null
  const shown = String(value).trim()
  return shown === '' ? null : shown
}

const titleOf = (list: readonly (ContentValue | CodeValue)[], value: unknown): string | null => {
  const id = text(value)
  if (id === null) return null
  return list.find((option) => String(option.id) === id)?.title ?? null
}

const wholeNumber = (value: unknown): number | null => {
  const number = Number(value)
  return value === undefined || value === null || value === '' || !Number.isFinite(number) ? null : number
}

/**
 * The rows of the review page and of the job's page's "Job details" (issue #9): the post's values as the
 * person reads them, option ids as their titles. The job's page shows them without the edit links.
 */
export function reviewRows(
  { values, context, roles, enterpriseCompany }: ReviewData,
  t: Messages<'postJobReview'>,
): ReviewRow[] {
  const options = context.options
  const salaryMin = wholeNumber(values.salary_min)
  const salaryMax = wholeNumber(values.salary_max)
  const feeTitle = titleOf(options.fees_charged, values.fees_charged)
  const feeAmount = wholeNumber(values.fee_amount)
  const charges = wholeNumber(values.fees_charged) === FEES_CHARGED_YES_ID
  const enterprise = enterpriseCompany !== null
  const shown: Record<ReviewSectionKey, string | null> = {
    sectionJobTitle: text(values.title) ?? text(values.job_title),
    sectionJobRole: roles.find((role) => String(role.id) === text(values.primary_job_role))?.title ?? null,
    sectionJobCategory: titleOf(context.job_category.content_value, values.job_category),
    sectionJobDescription: text(values.other_details),
    sectionOpenings: text(values.openings_count),
    sectionJobType: titleOf(options.job_type, values.job_type),
    sectionMonthlyIncome:
      salaryMin !== null && salaryMax !== null ? formatSalaryRange(salaryMin, salaryMax) : null,
    sectionJobShift: titleOf(options.shift_timing, values.shift_timing),
    sectionFeesCharged:
      feeTitle !== null && charges && feeAmount !== null
        ? t.feeWithAmount({ name: feeTitle, price: formatInr(feeAmount) })
        : feeTitle,
    sectionMinimumEducation: titleOf(options.qualification, values.qualification),
    sectionExperience: titleOf(options.experience, values.experience),
    sectionPreferredGender: titleOf(options.preferred_gender, values.preferred_gender),
    sectionCompanyType: enterprise ? null : titleOf(options.company_type, values.company_type),
    sectionCompanyName: enterprise
      ? enterpriseCompany
      : (text(values.company_name) ?? text(values.agency_name) ?? text(values.advertiser_company_name)),
  }
  return REVIEW_SECTIONS.map(({ key, step }) => ({
    key,
    step,
    value: shown[key],
    editable: !(enterprise && step === 3),
  }))
}

/** The plan row: the chosen plan's title and price, or null. */
export function planText(plans: readonly Plan[] | undefined, plan: unknown): string | null {
  const chosen = plans?.find((each) => String(each.id) === text(plan))
  return chosen ? `${chosen.title}, ${formatInr(chosen.price)}` : null
}
