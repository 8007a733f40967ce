import * as z from 'zod/mini'
import { OTP_LENGTH } from './constants.ts'
import { accept, type Rule, refuse, single } from './form-fields.ts'
import { isOtp, otpError } from './login-checks.ts'
import type { MessageKey } from './messages/en.ts'

export { isOtp, OTP_LENGTH, otpError }

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
