import type * as z from 'zod/mini'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts'
import { accept, form, type Rule, refuse, single, textInput } from './form-fields.ts'
import type { MessageKey } from './messages.ts'

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH }

// Passwords are never trimmed: a space is a character the person chose. Lengths count characters as people
// see them (code points), not UTF-16 units.
const lengthOf = (value: string) => [...value].length

/**
 * Our rules for a new password (the spec names only a mismatch check): 8 to 128 characters, not only
 * spaces. The upper bound keeps hashing time bounded.
 */
export const newPasswordError = (value: unknown): MessageKey | undefined => {
  if (typeof value !== 'string' || value === '') return 'required'
  if (lengthOf(value) < PASSWORD_MIN_LENGTH) return 'passwordTooShort'
  if (lengthOf(value) > PASSWORD_MAX_LENGTH) return 'passwordTooLong'
  if (value.trim() === '') return 'passwordBlank'
  return undefined
}

const newPassword: Rule<string> = (input) => {
  const error = newPasswordError(input)
  return error === undefined ? accept(input as string) : refuse(error)
}

// A password typed to log in is checked only for presence and the upper bound: it was set under whatever
// rules held then, and telling a stranger it is "too short" says something about the real one.
const loginPassword: Rule<string> = (input) => {
  if (typeof input !== 'string' || input === '') return refuse('required')
  return lengthOf(input) > PASSWORD_MAX_LENGTH ? refuse('passwordTooLong') : accept(input)
}

/** The password of a password login (POST with mobile_no and password). */
export const loginPasswordSchema = single(textInput, loginPassword)

/** A password being set (reset password, first password). */
export const newPasswordSchema = single(textInput, newPassword)

/**
 * A new password and its confirmation. The mismatch is reported on confirm_password, and only once the
 * password itself is acceptable, so the person fixes one thing at a time.
 */
export const passwordConfirmationSchema = form(
  { password: textInput, confirm_password: textInput },
  (values, read) => {
    const password = read.field('password', newPassword)
    if (!values.confirm_password) read.report('confirm_password', 'required')
    else if (read.passed('password') && values.confirm_password !== password)
      read.report('confirm_password', 'passwordMismatch')
    return { password }
  },
)

export type PasswordConfirmation = z.output<typeof passwordConfirmationSchema>
export type PasswordConfirmationInput = z.input<typeof passwordConfirmationSchema>
