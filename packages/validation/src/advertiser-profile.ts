/**
 * The advertiser's profile (the hire app's profile details; spec sections 2 and 3): name, company name,
 * e-mail and company address. The same schema checks the form and the API's PATCH. A field left out is
 * not changed; an empty optional field clears it. An enterprise account's company name, e-mail and
 * address are set by ops and read-only (the API refuses a change to them).
 */
import type * as z from 'zod/mini'
import { EMAIL_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from './constants.ts'
import { accept, form, isEmpty, nameText, type Rule, refuse, textInput } from './form-fields.ts'
import { COMPANY_EMAIL_ERROR, companyEmailError } from './post-job.ts'

/** The fields an enterprise account may not change (they come from its enterprise login details). */
export const ENTERPRISE_READ_ONLY_FIELDS = ['company_name', 'email', 'company_address'] as const

/** Optional text: trimmed, '' when cleared, at most `maxLength` characters. */
const optionalText =
  (maxLength: number): Rule<string> =>
  (input) => {
    if (isEmpty(input)) return accept('')
    if (typeof input !== 'string') return refuse('invalidValue')
    const value = input.trim()
    return [...value].length > maxLength ? refuse('tooLong') : accept(value)
  }

/** An e-mail address or '' (cleared): the company e-mail's rules, with its messages. */
const email: Rule<string> = (input) => {
  if (isEmpty(input)) return accept('')
  if (typeof input !== 'string') return refuse('invalidValue')
  switch (companyEmailError(input)) {
    case COMPANY_EMAIL_ERROR.spaces:
      return refuse('emailHasSpaces')
    case COMPANY_EMAIL_ERROR.tooLong:
      return refuse('emailTooLong')
    case COMPANY_EMAIL_ERROR.pattern:
      return refuse('emailInvalid')
    default:
      return accept(input.trim().slice(0, EMAIL_MAX_LENGTH))
  }
}

const profileShape = {
  name: textInput,
  company_name: textInput,
  email: textInput,
  company_address: textInput,
}

export interface AdvertiserProfileChange {
  name?: string
  company_name?: string
  email?: string
  company_address?: string
}

/**
 * The profile form, and the PATCH body: only the fields present are read and returned. `name` cannot be
 * cleared ('This field is required.'); the others can.
 */
export const advertiserProfileSchema = form(profileShape, (values, read): AdvertiserProfileChange => {
  const change: AdvertiserProfileChange = {}
  if (values.name !== undefined) change.name = read.field('name', nameText)
  if (values.company_name !== undefined)
    change.company_name = read.field('company_name', optionalText(SHORT_TEXT_MAX_LENGTH))
  if (values.email !== undefined) change.email = read.field('email', email)
  if (values.company_address !== undefined)
    change.company_address = read.field('company_address', optionalText(LONG_TEXT_MAX_LENGTH))
  return change
})

export type AdvertiserProfileInput = z.input<typeof advertiserProfileSchema>
