import type { ReviewField } from '@localjobs/api-client/review/types'
import type { PostJobField } from '@localjobs/validation/post-job'
import type { Messages } from '#src/i18n/translations.ts'

/**
 * The label of every field the desk shows under "The post as written": the API sends the post-job form's
 * fields (`POST_JOB_FIELDS` of `@localjobs/validation/post-job`, `fieldsOf` in apps/api's ops/review route),
 * so the table is typed by that one list: a field without a label (or a label of no field) fails the type
 * check. The words are the `review` namespace's, the same words as the post-job form's labels and the
 * advertiser's review page's sections (spec section 2: 'Job title', 'Fees Charged', ...) where they mean the
 * same (field-labels.test.ts checks they stay the same): the desk does not load those namespaces (decision 031).
 */
export const FIELD_LABELS = {
  job_category: 'fieldJobCategory',
  job_title_id: 'fieldJobTitle',
  job_title: 'fieldJobTitleTyped',
  title: 'fieldTitleShown',
  primary_job_role: 'fieldJobRole',
  job_type: 'fieldJobType',
  constituency: 'fieldPlace',
  job_location_city: 'fieldCity',
  job_location_locality: 'fieldLocality',
  other_locality: 'fieldOtherLocality',
  preferred_location: 'fieldPreferredLocation',
  posting_locations: 'fieldPostingLocations',
  openings_count: 'fieldOpenings',
  salary_min: 'fieldSalaryMin',
  salary_max: 'fieldSalaryMax',
  shift_timing: 'fieldJobShift',
  job_hours: 'fieldJobHours',
  fees_charged: 'fieldFeesCharged',
  fee_amount: 'fieldFeeAmount',
  fee_reason: 'fieldFeeReason',
  fee_reason_other: 'fieldFeeReasonOther',
  fee_collected_at: 'fieldFeeCollectedAt',
  qualification: 'fieldMinimumEducation',
  experience: 'fieldExperience',
  preferred_gender: 'fieldPreferredGender',
  min_preferred_age: 'fieldMinAge',
  max_preferred_age: 'fieldMaxAge',
  preferred_languages: 'fieldLanguages',
  assets: 'fieldAssets',
  skills: 'fieldSkills',
  additional_skills: 'fieldAdditionalSkills',
  course_id: 'fieldCourse',
  certificate_id: 'fieldCertificate',
  resume_required: 'fieldResumeRequired',
  other_details: 'fieldJobDescription',
  mobile_no: 'fieldMobile',
  is_whatsapp_number: 'fieldIsWhatsApp',
  whatsapp_no: 'fieldWhatsApp',
  contact_preference: 'fieldContactPreference',
  poster_role: 'fieldPosterRole',
  advertiser_company_name: 'fieldAdvertiserCompanyName',
  company_size: 'fieldCompanySize',
  company_type: 'fieldCompanyType',
  is_consultancy_name: 'fieldIsConsultancy',
  company_name: 'fieldCompanyName',
  agency_name: 'fieldAgencyName',
  job_company_logo: 'logo',
  company_email: 'fieldCompanyEmail',
  plan: 'fieldPlan',
} as const satisfies Record<PostJobField, keyof Messages<'review'>>

/** The form's yes/no fields: the API sends their value as 'true' or 'false'. */
const YES_NO_FIELDS: ReadonlySet<string> = new Set<PostJobField>([
  'resume_required',
  'is_whatsapp_number',
  'is_consultancy_name',
])

/** By the table, not by `POST_JOB_FIELDS`: importing that list would bring the post-job schemas into the desk's chunk. */
const isPostJobField = (field: string): field is PostJobField => Object.hasOwn(FIELD_LABELS, field)

/**
 * A field as the desk shows it: its label in the page's language, and its value (the API's, option ids
 * already titles in the caller's language; yes/no in words). A field the desk does not know yet (an API
 * newer than the page) keeps its name.
 */
export function labelledField(field: ReviewField, t: Messages<'review'>): { label: string; value: string } {
  const label = isPostJobField(field.field) ? (t[FIELD_LABELS[field.field]] as string) : field.field
  const yesNo = YES_NO_FIELDS.has(field.field) && (field.value === 'true' || field.value === 'false')
  return { label, value: yesNo ? (field.value === 'true' ? t.yes : t.no) : field.value }
}
