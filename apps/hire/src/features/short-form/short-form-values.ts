import type { ShortFormLeadBody } from '@localjobs/api-client/common/types'
import type { FormStep } from '@localjobs/ui/multi-step-form'
import { shortFormSchema } from '@localjobs/validation/short-form'

/**
 * What the short form holds, as typed or picked: every value text (a picked option's id too), so the
 * validation package's schema (the API's as well) reads exactly what the page has.
 */
export interface ShortFormValues {
  mobile_number: string
  name: string
  n_openings: string
  state_id: string
  /** the job title picked: a primary job role's id, and its title beside it */
  job_title_id: string
  job_title: string
  location_id: string
  location_name: string
  company_name: string
}

export const EMPTY_SHORT_FORM: ShortFormValues = {
  mobile_number: '',
  name: '',
  n_openings: '',
  state_id: '',
  job_title_id: '',
  job_title: '',
  location_id: '',
  location_name: '',
  company_name: '',
}

/** The fields in the page's order: the first one wrong takes the focus. */
export const SHORT_FORM_STEPS: readonly FormStep<ShortFormValues>[] = [
  {
    schema: shortFormSchema,
    fields: [
      'mobile_number',
      'name',
      'n_openings',
      'state_id',
      'job_title_id',
      'location_id',
      'company_name',
    ],
  },
]

/** The text fields a person can type into before the page's scripts run (their ids are these names). */
export const TYPED_FIELDS = ['mobile_number', 'name', 'n_openings', 'company_name', 'state_id'] as const

/** The lead the form sends (POST /common/public/v1/lead/), or undefined while a rule still fails. */
export function leadBody(values: ShortFormValues): ShortFormLeadBody | undefined {
  const parsed = shortFormSchema.safeParse(values)
  if (!parsed.success) return undefined
  const lead = parsed.data
  return {
    mobile_number: lead.mobile_number,
    n_openings: lead.n_openings,
    state_id: lead.state_id,
    job_title_id: lead.job_title_id,
    job_title: lead.job_title ?? '',
    location_id: lead.location_id,
    location_name: lead.location_name ?? '',
    ...(lead.name ? { name: lead.name } : {}),
    ...(lead.company_name ? { company_name: lead.company_name } : {}),
  }
}

/** Bump when ShortFormValues changes shape (decision 012). */
export const SHORT_FORM_DRAFT_VERSION = 1
export const SHORT_FORM_DRAFT_KEY = 'hire-short-form'

/**
 * What was typed into the server's HTML before the scripts ran (a slow phone paints the form seconds
 * before it works): read once, while hydrating, so the form starts from it instead of blanking it.
 */
export function typedBeforeScripts(
  doc: Document | undefined = globalThis.document,
): Partial<ShortFormValues> {
  if (!doc) return {}
  const typed: Partial<ShortFormValues> = {}
  for (const name of TYPED_FIELDS) {
    const element = doc.querySelector<HTMLInputElement | HTMLSelectElement>(`form [name="${name}"]`)
    if (element?.value) typed[name] = element.value
  }
  return typed
}

/** A stored draft's values of the right kind, under what was typed before the scripts ran. */
export function restoreDraft(stored: unknown, defaults: ShortFormValues): ShortFormValues | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined
  const values = { ...defaults }
  for (const key of Object.keys(defaults) as (keyof ShortFormValues)[]) {
    const value = (stored as Record<string, unknown>)[key]
    if (typeof value === 'string' && defaults[key] === '') values[key] = value
  }
  return values
}
