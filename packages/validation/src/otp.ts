import * as z from 'zod/mini'
import { OTP_LENGTH } from './constants.ts'
import { accept, type Rule, refuse, single } from './form-fields.ts'
import type { MessageKey } from './messages.ts'

export { OTP_LENGTH }

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`)

/**
 * Spec sections 5 and 8: not exactly 4 characters -> 'Please enter OTP'; 4 characters that are not all
 * digits (a decimal point, a sign, a letter) -> 'Please enter valid OTP'. Spaces around a pasted code are
 * dropped first. Answers with the message key, or `undefined` for a valid code.
 */
export const otpError = (value: unknown): MessageKey | undefined => {
  const code = typeof value === 'string' ? value.trim() : ''
  if ([...code].length !== OTP_LENGTH) return 'enterOtp'
  return OTP_PATTERN.test(code) ? undefined : 'invalidOtp'
}

/** The code as a form field's rule (the password reset form). */
export const otpRule: Rule<string> = (input) => {
  const error = otpError(input)
  return error === undefined ? accept((input as string).trim()) : refuse(error)
}

/** The one-time code a person types: text, because a code may start with 0. */
export const otpSchema = single(
  z.optional(z.nullable(z.string({ error: 'enterOtp' satisfies MessageKey }))),
  otpRule,
)

export const isOtp = (value: unknown): value is string => otpError(value) === undefined
