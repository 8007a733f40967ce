/**
 * The post-job form's field names on the wire (spec section 3), for form versions 1, 2 and 3, both ways:
 * the apps send `toWire(form, version)`, the API reads `fromWire(body, version)`.
 *
 * Our reading of the versions (the spec gives the table and "version 2 keeps the form names and uses
 * job_city", nothing more):
 * - versions 1 and 3 rename the fields of the table (`RENAMED_FIELDS`), and `salary_max` like `salary_min`
 *   (`job_monthly_salary_max`: the table lists "examples", and the pair must travel the same way);
 * - version 2 keeps every form name except the city: `constituency` is sent as `job_city`;
 * - every other field, and the extra submit fields, keep their names in all versions.
 * Values: `assets` and `preferred_languages` are sent as JSON text; empty values ('', null, undefined, [])
 * are left out; `false` and 0 are values and are kept (is_consultancy_name may be false).
 * The form's fields are `POST_JOB_FIELDS` of `@localjobs/validation/post-job`, the one list of them.
 */
import type { PostJobField } from '@localjobs/validation/post-job'

export type FormVersion = 1 | 2 | 3

export const FORM_VERSIONS: readonly FormVersion[] = [1, 2, 3]

/** The version the apps send today. */
export const CURRENT_FORM_VERSION: FormVersion = 3

/**
 * Fields a submit adds to the form's own (spec section 3); same name in every version. `payment_type`
 * (pay_now or pay_later, spec section 4's payment variant) is ours: the spec's list does not name where the
 * variant travels, and a post submitted before its payment (#7) says pay_later.
 */
export const SUBMIT_EXTRA_FIELDS = [
  'advertiser_id',
  'job_district',
  'source',
  'submission_type',
  'page-no',
  'platform',
  'payment_type',
] as const

export type SubmitExtraField = (typeof SUBMIT_EXTRA_FIELDS)[number]

/** Form name -> wire name in versions 1 and 3: the spec's table, plus salary_max (see above). */
export const RENAMED_FIELDS = {
  salary_min: 'job_monthly_salary_min',
  salary_max: 'job_monthly_salary_max',
  shift_timing: 'job_shift',
  experience: 'job_candidate_YOE',
  qualification: 'job_candidate_minimum_education',
  preferred_gender: 'job_candidate_gender_preference',
  fees_charged: 'job_fee',
  fee_amount: 'job_fee_amount',
  fee_reason: 'job_fee_reason',
  fee_collected_at: 'job_fee_collection_time',
  other_details: 'job_additional_details',
  preferred_location: 'job_candidate_location_preference',
  whatsapp_no: 'job_recruiter_whatsapp_num',
  contact_preference: 'job_poster_contact_preference',
  company_name: 'job_company_name',
  agency_name: 'job_agency_name',
  constituency: 'job_place',
} as const satisfies Partial<Record<PostJobField, string>>

/** Form name -> wire name in version 2: only the city changes. */
export const VERSION_2_RENAMED_FIELDS = {
  constituency: 'job_city',
} as const satisfies Partial<Record<PostJobField, string>>

/** Sent as JSON text (spec section 3). */
export const JSON_TEXT_FIELDS = ['assets', 'preferred_languages'] as const

/** The other list fields: a multipart body repeats them, one part per item (see `toFormData`). */
export const REPEATED_FIELDS = [
  'posting_locations',
  'fee_reason',
  'skills',
] as const satisfies readonly PostJobField[]

export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | Blob
  | readonly string[]
  | readonly number[]

/** A post-job form (any subset of its fields) plus the extra submit fields. */
export type PostJobFormValues = { [K in PostJobField | SubmitExtraField]?: FormValue }

/** A value as it goes on the wire: lists other than the JSON-text ones repeat their field. */
export type WireValue = string | number | boolean | Blob | readonly string[] | readonly number[]

export type WireValues = Record<string, WireValue>

function renames(version: FormVersion): Readonly<Record<string, string>> {
  return version === 2 ? VERSION_2_RENAMED_FIELDS : RENAMED_FIELDS
}

const reversed = (map: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(map).map(([form, wire]) => [wire, form])) as Record<string, string>

const FROM_WIRE: Record<FormVersion, Record<string, string>> = {
  1: reversed(RENAMED_FIELDS),
  2: reversed(VERSION_2_RENAMED_FIELDS),
  3: reversed(RENAMED_FIELDS),
}

/** The wire name of a form field in a version (unchanged for fields the version does not rename). */
export function wireName(field: string, version: FormVersion): string {
  return renames(version)[field] ?? field
}

/** The form name of a wire field in a version. */
export function formName(field: string, version: FormVersion): string {
  return FROM_WIRE[version][field] ?? field
}

/** '' / null / undefined / [] — left out of form bodies. */
export function isEmptyValue(value: unknown): value is '' | null | undefined | readonly [] {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

const isJsonTextField = (field: string) => (JSON_TEXT_FIELDS as readonly string[]).includes(field)

/** The form as the API receives it in `version`: names mapped, empty values left out, JSON-text fields encoded. */
export function toWire(form: Readonly<PostJobFormValues>, version: FormVersion): WireValues {
  const wire: WireValues = {}
  for (const [field, value] of Object.entries(form) as [string, FormValue][]) {
    if (isEmptyValue(value)) continue
    wire[wireName(field, version)] =
      isJsonTextField(field) && typeof value !== 'string' ? JSON.stringify(value) : (value as WireValue)
  }
  return wire
}

/** The form from what the API received in `version` (the inverse of `toWire` for non-empty values). */
export function fromWire(wire: Readonly<Record<string, unknown>>, version: FormVersion): PostJobFormValues {
  const form: Record<string, FormValue> = {}
  for (const [field, value] of Object.entries(wire)) {
    // `__proto__` would set the object's prototype, not a field: no form field has that name.
    if (isEmptyValue(value) || field === '__proto__') continue
    const name = formName(field, version)
    form[name] =
      isJsonTextField(name) && typeof value === 'string' ? parseJsonText(value) : (value as FormValue)
  }
  return form as PostJobFormValues
}

function parseJsonText(text: string): FormValue {
  try {
    const parsed: unknown = JSON.parse(text)
    return Array.isArray(parsed) ? (parsed as string[] | number[]) : text
  } catch {
    return text
  }
}

/**
 * A multipart body: empty values left out, lists repeated under their name, Blobs as files, booleans as
 * 'true'/'false', numbers as decimal text.
 */
export function toFormData(values: Readonly<Record<string, WireValue | null | undefined>>): FormData {
  const data = new FormData()
  for (const [field, value] of Object.entries(values)) {
    if (isEmptyValue(value)) continue
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number)[]) data.append(field, String(item))
    } else if (value instanceof Blob) {
      data.append(field, value)
    } else {
      data.append(field, String(value))
    }
  }
  return data
}

/**
 * The text parts of a multipart body as wire values in `version` (the inverse of `toFormData` for text):
 * the parts of a list field (`REPEATED_FIELDS`, by its wire name) make a list, one part a list of one;
 * any other field sent more than once keeps every value, as a list, so the rules refuse it rather than
 * one value winning silently. Map the result to form names with `fromWire`.
 */
export function fromFormEntries(
  entries: Iterable<readonly [string, string]>,
  version: FormVersion,
): Record<string, string | string[]> {
  const repeated = new Set<string>(REPEATED_FIELDS.map((field) => wireName(field, version)))
  const wire: Record<string, string | string[]> = Object.create(null)
  for (const [field, value] of entries) {
    const seen = wire[field]
    if (seen === undefined) wire[field] = repeated.has(field) ? [value] : value
    else wire[field] = Array.isArray(seen) ? [...seen, value] : [seen, value]
  }
  return { ...wire }
}
