import type * as z from 'zod/mini'
import {
  MOBILE_NUMBER_LENGTH,
  MOBILE_NUMBER_PATTERN,
  SHORT_FORM_OPENINGS_MAX,
  SHORT_FORM_OPENINGS_MIN,
} from './constants.ts'
import {
  accept,
  form,
  isEmpty,
  nameText,
  numberInput,
  optional,
  optionId,
  type Rule,
  refuse,
  shortText,
  textInput,
} from './form-fields.ts'
import type { MessageKey } from './messages/en.ts'

/**
 * A value picked from a list that also shows what was typed (a combobox: the id, and the name beside it).
 * Nothing at all -> 'This field is required.'; a name typed but no option picked, or an id that is not a
 * whole number -> the field's "Select a valid ..." message.
 */
const picked =
  (typed: unknown, invalid: MessageKey): Rule<number> =>
  (input) =>
    isEmpty(input) && !isEmpty(typed) ? refuse(invalid) : optionId(invalid)(input)

/**
 * Two digits at most ('100', '007' -> 'Maximum 2 digits are allowed.'), then 1 to 99 ('0', '-5', '1.5',
 * 'ab' -> 'Enter openings between 1 and 99').
 */
const openings: Rule<number> = (input) => {
  if (isEmpty(input)) return refuse('required')
  const written = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : ''
  if ((written.match(/\d/g) ?? []).length > 2) return refuse('maxTwoDigits')
  const value = /^\d{1,2}$/.test(written) ? Number(written) : Number.NaN
  return value >= SHORT_FORM_OPENINGS_MIN && value <= SHORT_FORM_OPENINGS_MAX
    ? accept(value)
    : refuse('openingsBetween1And99')
}

/** Required; shorter than 10 characters, then not 10 digits starting 6 to 9, each with the spec's message. */
const mobileNumber: Rule<string> = (input) => {
  if (isEmpty(input)) return refuse('required')
  const value = typeof input === 'string' ? input.trim() : ''
  if ([...value].length < MOBILE_NUMBER_LENGTH) return refuse('atLeast10Characters')
  return MOBILE_NUMBER_PATTERN.test(value) ? accept(value) : refuse('invalidMobileNumber')
}

/** Optional; when given it must name something (a letter or a digit in any script), not only punctuation. */
const companyName: Rule<string | undefined> = (input) => {
  const verdict = optional(nameText)(input)
  if ('error' in verdict || verdict.value === undefined) return verdict
  return /[\p{L}\p{N}]/u.test(verdict.value) ? verdict : refuse('enterCompanyName')
}

/** The short hiring form (/fbShortForm), spec section 5. */
export const shortFormSchema = form(
  {
    state_id: numberInput,
    job_title_id: numberInput,
    job_title: textInput,
    location_id: numberInput,
    location_name: textInput,
    n_openings: numberInput,
    mobile_number: textInput,
    name: textInput,
    company_name: textInput,
  },
  (values, read) => ({
    state_id: read.field('state_id', optionId('selectValidState')),
    job_title_id: read.field('job_title_id', picked(values.job_title, 'selectValidJobTitle')),
    job_title: read.field('job_title', optional(shortText)),
    location_id: read.field('location_id', picked(values.location_name, 'selectValidLocation')),
    location_name: read.field('location_name', optional(shortText)),
    n_openings: read.field('n_openings', openings),
    mobile_number: read.field('mobile_number', mobileNumber),
    name: read.field('name', optional(nameText)),
    company_name: read.field('company_name', companyName),
  }),
)

export type ShortForm = z.output<typeof shortFormSchema>
export type ShortFormInput = z.input<typeof shortFormSchema>
