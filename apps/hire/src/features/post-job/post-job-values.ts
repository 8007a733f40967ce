import {
  type FormVersion,
  fromWire,
  type PostJobFormValues,
} from '@localjobs/api-client/submissions/form-mapping'
import type { SavedDraft } from '@localjobs/api-client/submissions/types'
import type { FormStep } from '@localjobs/ui/multi-step-form'
import {
  POST_JOB_FIELDS,
  POST_JOB_STEPS,
  type PostJobContext,
  type PostJobField,
  type PostJobStep,
  postJobStepFields,
  postJobStepSchema,
} from '@localjobs/validation/post-job'

/** The list fields of the form (multi-selects and chips): option ids or codes as text. */
const LIST_FIELDS = ['posting_locations', 'fee_reason', 'preferred_languages', 'assets', 'skills'] as const
type ListField = (typeof LIST_FIELDS)[number]

/**
 * What the form holds: every field of spec section 3 as its input gives it (text; lists of text; the
 * WhatsApp tick as a boolean), plus the names of the chosen city, locality and logo file, so a reload shows
 * them without asking the API (they are never sent).
 */
export type PostJobValues = { [K in Exclude<PostJobField, ListField | 'is_whatsapp_number'>]: string } & {
  [K in ListField]: string[]
} & {
  is_whatsapp_number: boolean
  city_name: string
  locality_name: string
  /** the chosen logo's file name: the file itself stays in memory (logo-store.ts), so a reload can say so */
  logo_name: string
}

export const EMPTY_POST_JOB_VALUES: PostJobValues = {
  ...(Object.fromEntries(POST_JOB_FIELDS.map((field) => [field, ''])) as Record<PostJobField, string>),
  posting_locations: [],
  fee_reason: [],
  preferred_languages: [],
  assets: [],
  skills: [],
  is_whatsapp_number: false,
  city_name: '',
  locality_name: '',
  logo_name: '',
}

/** Bump when the values change shape: a device draft of another version is dropped (decision 012). */
export const POST_JOB_DRAFT_VERSION = 1

/** The device draft of an advertiser's form (one per account and submission type, like the server's). */
export const postJobDraftKey = (who: string, enterprise: boolean) =>
  `hire-post-job:${who}:${enterprise ? 'enterprise' : 'web'}`

/** The signed-out visitor's device draft (the web form before login). */
export const GUEST_DRAFT_KEY = postJobDraftKey('guest', false)

/** The index (from 0) of the company step, which an enterprise account skips. */
export const COMPANY_STEP_INDEX = 2

/** The four steps, with the validation package's schemas (the API checks each save with the same). */
export function postJobSteps(context: PostJobContext): FormStep<PostJobValues>[] {
  return POST_JOB_STEPS.map((step) => ({
    schema: postJobStepSchema(step, context),
    fields: postJobStepFields[step] as readonly (keyof PostJobValues)[] as FormStep<PostJobValues>['fields'],
  }))
}

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : ''

/** The form's values from a saved draft (in the wire names of its form version), over the defaults. */
export function valuesFromDraft(draft: SavedDraft, defaults: PostJobValues): PostJobValues {
  return valuesFromWire(draft.values, draft.form_version, defaults)
}

/** The form's values from a post in the wire names of `version` (a draft, or a post being edited). */
export function valuesFromWire(
  wire: Readonly<Record<string, unknown>>,
  version: FormVersion,
  defaults: PostJobValues,
): PostJobValues {
  const form = fromWire(wire, version) as Record<string, unknown>
  const values: Record<string, unknown> = { ...defaults }
  for (const field of POST_JOB_FIELDS) {
    const value = form[field]
    if (value === undefined || value === null) continue
    if ((LIST_FIELDS as readonly string[]).includes(field))
      values[field] = (Array.isArray(value) ? value : [value]).map(text)
    else if (field === 'is_whatsapp_number') values[field] = value === true || value === 'true'
    else if (field !== 'job_company_logo') values[field] = text(value)
  }
  return values as PostJobValues
}

/** A step's fields as the draft call sends them (the API reads only that step's). */
export function stepForm(values: PostJobValues, step: PostJobStep): PostJobFormValues {
  const form: Record<string, unknown> = {}
  for (const field of postJobStepFields[step] as readonly PostJobField[]) {
    if (field === 'job_company_logo') continue
    form[field] = values[field as keyof PostJobValues]
  }
  // poster_role decides the agency fields of step 3; the API reads it from the draft's step 2.
  return form as PostJobFormValues
}

/** The whole form as the create call sends it (every field; the logo is added by the caller). */
export function wholeForm(values: PostJobValues): PostJobFormValues {
  const form: Record<string, unknown> = {}
  for (const field of POST_JOB_FIELDS)
    if (field !== 'job_company_logo') form[field] = values[field as keyof PostJobValues]
  return form as PostJobFormValues
}

/**
 * The step (from 0) a draft saved elsewhere resumes at: the one after the furthest step saved (the last,
 * at most); an enterprise account goes past the company step.
 */
export function resumeStepIndex(draft: SavedDraft | null, enterprise: boolean): number {
  if (!draft) return 0
  const index = Math.min(draft.step, POST_JOB_STEPS.length - 1)
  return enterprise && index === COMPANY_STEP_INDEX ? index + 1 : index
}
