import type * as z from 'zod/mini'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts'
import { accept, type FormReader, form, type Rule, refuse, single, textInput } from './form-fields.ts'
import type { MessageKey } from './messages/en.ts'
import { otpRule } from './otp.ts'

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

type PasswordPair = { password?: string | null | undefined; confirm_password?: string | null | undefined }

/** Reads a new password and its confirmation; the mismatch only once the password itself is acceptable. */
const readPasswordPair = (values: PasswordPair, read: FormReader<PasswordPair>) => {
  const password = read.field('password', newPassword)
  if (!values.confirm_password) read.report('confirm_password', 'required')
  else if (read.passed('password') && values.confirm_password !== password)
    read.report('confirm_password', 'passwordMismatch')
  return password
}

/**
 * A new password and its confirmation. The mismatch is reported on confirm_password, and only once the
 * password itself is acceptable, so the person fixes one thing at a time.
 */
export const passwordConfirmationSchema = form(
  { password: textInput, confirm_password: textInput },
  (values, read) => ({ password: readPasswordPair(values, read) }),
)

/**
 * The password reset form (also how a seeker who only ever used OTP sets a first password): the 4-digit
 * code texted by /login/otp/generate/, the new password and its confirmation. The API checks the same
 * rules (`otpSchema`, `passwordConfirmationSchema`).
 */
export const passwordResetFormSchema = form(
  { otp: textInput, password: textInput, confirm_password: textInput },
  (values, read) => {
    const otp = read.field('otp', otpRule)
    return { otp, password: readPasswordPair(values, read) }
  },
)

/** What analytics is told about a refused password form (spec section 5 hints at both events by name). */
export type PasswordFormProblem = 'incomplete' | 'mismatch'

const blank = (value: unknown) => value === undefined || value === null || value === ''

/**
 * 'incomplete' when a field of the form was left empty, else 'mismatch' when the confirmation differs
 * from an acceptable password, else undefined (another rule refused it, or nothing did).
 */
export function passwordFormProblem(
  values: Readonly<Record<string, unknown>>,
  issues: readonly { readonly message: string }[],
): PasswordFormProblem | undefined {
  if (Object.values(values).some(blank)) return 'incomplete'
  return issues.some((issue) => issue.message === 'passwordMismatch') ? 'mismatch' : undefined
}

export type PasswordConfirmation = z.output<typeof passwordConfirmationSchema>
export type PasswordConfirmationInput = z.input<typeof passwordConfirmationSchema>
export type PasswordResetForm = z.output<typeof passwordResetFormSchema>
export type PasswordResetFormInput = z.input<typeof passwordResetFormSchema>
